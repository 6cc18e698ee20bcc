import { useCombobox } from 'downshift';
import { useMemo } from 'react';
import { Control, ControlInput, Listbox, OptionRow, Popup, Root } from '../Select/Select.styles';
import { typeaheadSuggestions } from './typeahead';

export interface TypeaheadProps {
  /** The text in the input. */
  value: string;
  /** Called as the user types and when they pick a suggestion. */
  onChange: (value: string) => void;
  /** What can be suggested; filtered by the typed text. */
  suggestions: readonly string[];
  /** Called when a suggestion is picked (click or Enter). */
  onSelect?: (value: string) => void;
  /** Id of the input, for an external `<label htmlFor>`. */
  id?: string;
  /** Accessible name when there is no external label. */
  'aria-label'?: string;
  /** Ids of help or error texts. */
  'aria-describedby'?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** A free-text input that suggests completions: from 1 typed character, at most 6 (downshift combobox). */
export function Typeahead({ value, onChange, suggestions, onSelect, id, placeholder, disabled = false, ...aria }: TypeaheadProps) {
  const items = useMemo(() => typeaheadSuggestions(suggestions, value), [suggestions, value]);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<string>({
    items,
    inputValue: value,
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      // Picking an item is reported by onSelectedItemChange; everything else is typing.
      if (type !== useCombobox.stateChangeTypes.ItemClick && type !== useCombobox.stateChangeTypes.InputKeyDownEnter) onChange(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem === null || selectedItem === undefined) return;
      onChange(selectedItem);
      onSelect?.(selectedItem);
    },
  });
  const open = isOpen && items.length > 0;
  return (
    <Root>
      <Control $disabled={disabled} aria-disabled={disabled || undefined}>
        <ControlInput {...getInputProps({ id, disabled, placeholder, 'aria-label': aria['aria-label'], 'aria-describedby': aria['aria-describedby'] })} />
      </Control>
      <Popup hidden={!open}>
        <Listbox {...getMenuProps({ 'aria-label': aria['aria-label'] ?? 'Suggestions' })} $maxHeight={300}>
          {open &&
            items.map((item, index) => (
              <OptionRow key={item} {...getItemProps({ item, index })} $highlighted={index === highlightedIndex} $selected={false} $disabled={false}>
                {item}
              </OptionRow>
            ))}
        </Listbox>
      </Popup>
    </Root>
  );
}
