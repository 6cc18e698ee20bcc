import { useCombobox } from 'downshift';
import { useMemo } from 'react';
import { Control, ControlInput, Listbox, OptionRow, Popup, Root } from '../Select/Select.styles';
import { ListPopupPortal } from '../Select/ListPopupPortal';
import { useListPopup } from '../Select/useListPopup';
import { typeaheadSuggestions } from './suggestions';

/** Maximum height of the open suggestion list in pixels. */
const TYPEAHEAD_MENU_MAX_HEIGHT = 300;

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
      if (type !== useCombobox.stateChangeTypes.ItemClick && type !== useCombobox.stateChangeTypes.InputKeyDownEnter)
        onChange(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem === null || selectedItem === undefined) return;
      onChange(selectedItem);
      onSelect?.(selectedItem);
    },
  });
  const open = isOpen && items.length > 0;
  const { setReference, setFloating, floatingStyles, placement, portalRoot } = useListPopup({
    open,
    maxHeight: TYPEAHEAD_MENU_MAX_HEIGHT,
    matchWidth: true,
  });
  return (
    <Root>
      <Control ref={setReference} $disabled={disabled} aria-disabled={disabled || undefined}>
        <ControlInput
          {...getInputProps({ id, disabled, placeholder, 'aria-label': aria['aria-label'], 'aria-describedby': aria['aria-describedby'] })}
        />
      </Control>
      <ListPopupPortal root={portalRoot}>
        <Popup ref={setFloating} style={floatingStyles} data-placement={placement} hidden={!open}>
          <Listbox
            {...getMenuProps({ 'aria-label': aria['aria-label'] ?? 'Suggestions' }, { suppressRefError: true })}
            $maxHeight={TYPEAHEAD_MENU_MAX_HEIGHT}
          >
            {open &&
              items.map((item, index) => (
                <OptionRow
                  key={item}
                  {...getItemProps({ item, index })}
                  $highlighted={index === highlightedIndex}
                  $selected={false}
                  $disabled={false}
                >
                  {item}
                </OptionRow>
              ))}
          </Listbox>
        </Popup>
      </ListPopupPortal>
    </Root>
  );
}
