import { useCombobox } from 'downshift';
import { useMemo, useRef, useState } from 'react';
import { IconButton } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Chip, ChipRemove, Control, ControlInput, Listbox, NoOptions, Popup, Root } from './Select.styles';
import { ListPopupPortal } from './ListPopupPortal';
import { SelectMenu } from './SelectMenu';
import { useListPopup } from './useListPopup';
import {
  NO_OPTIONS_TEXT,
  SELECT_MENU_MAX_HEIGHT,
  SELECT_VIRTUALIZATION_THRESHOLD,
  createOptionFor,
  filterOptions,
  isCreateOption,
  labelFor,
  nextBatch,
  type SelectItem,
  type SelectOption,
} from './selectOptions';

interface SelectCommonProps {
  /** The choices. From 1,000 options on, the menu renders only the visible rows. */
  options: readonly SelectOption[];
  /** Id of the text input, for an external `<label htmlFor>`. */
  id?: string;
  /** Accessible name when there is no external label. */
  'aria-label'?: string;
  /** Id of an element that labels the select. */
  'aria-labelledby'?: string;
  /** Ids of help or error texts. */
  'aria-describedby'?: string;
  /** Marks the control as invalid. */
  invalid?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Typing filters the options by label. */
  searchable?: boolean;
  /** Shows a button that clears the selection. */
  clearable?: boolean;
  /** Typed text that matches no option can be added as a new value. */
  creatable?: boolean;
  /** Shown in the open menu when no option matches. */
  noOptionsMessage?: string;
  /** Maximum height of the open menu in pixels (300; 340 for the scrollable select list). */
  maxMenuHeight?: number;
  /** Lazy loading: the number of options that exist; `options` holds those loaded so far. */
  total?: number;
  /** Lazy loading: asked for the next batch of 50 when the user scrolls within 30 rows of the end. */
  onLoadMore?: (range: { start: number; count: number }) => void;
}

export interface SingleSelectProps extends SelectCommonProps {
  multi?: false;
  /** The selected value, or undefined. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

export interface MultiSelectProps extends SelectCommonProps {
  /** Several values can be chosen; they show as removable chips. */
  multi: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type SelectProps = SingleSelectProps | MultiSelectProps;

/** A searchable dropdown (downshift combobox): single or multi, clearable, creatable, virtualized and lazily loaded for long lists. */
export function Select(props: SelectProps) {
  const {
    options,
    id,
    invalid = false,
    placeholder = 'Select...',
    disabled = false,
    searchable = true,
    clearable = false,
    creatable = false,
    noOptionsMessage = NO_OPTIONS_TEXT,
    maxMenuHeight = SELECT_MENU_MAX_HEIGHT,
    total,
    onLoadMore,
  } = props;
  const selectedValues = useMemo(
    () => (props.multi ? [...props.value] : props.value === undefined ? [] : [props.value]),
    [props.multi, props.value],
  );
  const selected = useMemo(() => new Set(selectedValues), [selectedValues]);
  const [filter, setFilter] = useState('');
  const lastRequested = useRef(-1);
  // The listbox itself scrolls the virtual rows: as the combobox's popup it needs no focus of its own
  // (focus stays in the input, aria-activedescendant points at the row), whereas a scrolling wrapper
  // inside it would be a scrollable region that keyboard users cannot reach.
  const [listboxElement, setListboxElement] = useState<HTMLElement | null>(null);

  const items = useMemo<SelectItem[]>(() => {
    const matching = filterOptions(options, searchable ? filter : '', props.multi ? selected : new Set());
    const create = creatable ? createOptionFor(options, filter, selected) : undefined;
    return create ? [...matching, create] : matching;
  }, [options, filter, searchable, creatable, selected, props.multi]);
  const virtualized = items.length >= SELECT_VIRTUALIZATION_THRESHOLD || onLoadMore !== undefined;

  const choose = (value: string | undefined) => {
    if (props.multi) props.onChange(value === undefined ? [] : [...props.value, value]);
    else props.onChange(value);
  };
  const remove = (value: string) => {
    if (props.multi) props.onChange(props.value.filter((v) => v !== value));
  };

  const singleLabel = !props.multi && props.value !== undefined ? labelFor(options, props.value) : '';
  const combobox = useCombobox<SelectItem>({
    items,
    itemToString: (item) => (item ? (isCreateOption(item) ? item.value : item.label) : ''),
    isItemDisabled: (item) => Boolean(item.disabled),
    selectedItem: null,
    inputValue: filter,
    // The virtualized menu scrolls itself to the highlighted row.
    ...(virtualized ? { scrollIntoView: () => undefined } : {}),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) choose(selectedItem.value);
    },
    onInputValueChange: ({ inputValue }) => setFilter(searchable ? (inputValue ?? '') : ''),
    onIsOpenChange: ({ isOpen }) => {
      if (!isOpen) setFilter('');
    },
    stateReducer: (_state, { type, changes }) => {
      const picked = type === useCombobox.stateChangeTypes.ItemClick || type === useCombobox.stateChangeTypes.InputKeyDownEnter;
      if (picked && changes.selectedItem) return { ...changes, inputValue: '', isOpen: Boolean(props.multi) };
      return changes;
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = combobox;
  const showPlaceholder = selectedValues.length === 0 || props.multi;
  const { setReference, setFloating, floatingStyles, placement, portalRoot } = useListPopup({
    open: isOpen,
    maxHeight: maxMenuHeight,
    matchWidth: true,
  });

  return (
    <Root>
      <Control ref={setReference} $disabled={disabled} aria-disabled={disabled || undefined} aria-invalid={invalid || undefined}>
        {props.multi &&
          props.value.map((value) => (
            <Chip key={value}>
              {labelFor(options, value)}
              <ChipRemove type="button" aria-label={`Remove ${labelFor(options, value)}`} disabled={disabled} onClick={() => remove(value)}>
                <Icon name="x" size="xs" />
              </ChipRemove>
            </Chip>
          ))}
        <ControlInput
          {...getInputProps({
            id,
            disabled,
            readOnly: !searchable,
            placeholder: showPlaceholder ? placeholder : singleLabel,
            'aria-label': props['aria-label'],
            'aria-labelledby': props['aria-labelledby'],
            'aria-describedby': props['aria-describedby'],
            'aria-invalid': invalid || undefined,
            onKeyDown: (event) => {
              if (event.key === 'Backspace' && filter === '' && props.multi && props.value.length > 0)
                remove(props.value[props.value.length - 1]!);
            },
          })}
          // A chosen single value reads as the input's value while nothing is typed.
          value={filter === '' && !isOpen ? singleLabel : filter}
        />
        {clearable && selectedValues.length > 0 && (
          <IconButton name="x" title="Clear selection" disabled={disabled} onClick={() => choose(undefined)} />
        )}
        <IconButton {...getToggleButtonProps({ disabled, tabIndex: -1 })} name="chevron-down" title="Toggle options" />
      </Control>
      <ListPopupPortal root={portalRoot}>
        <Popup ref={setFloating} style={floatingStyles} data-placement={placement} hidden={!isOpen}>
          <Listbox
            // The portal mounts a render after the control, so downshift's first ref check finds no menu yet.
            {...getMenuProps({ 'aria-label': props['aria-label'], ref: setListboxElement }, { suppressRefError: true })}
            data-virtualized={virtualized || undefined}
            $maxHeight={maxMenuHeight}
          >
            {isOpen && (
              <SelectMenu
                items={items}
                highlightedIndex={highlightedIndex}
                selected={selected}
                getItemProps={getItemProps}
                virtualized={virtualized}
                scrollElement={listboxElement}
                onRowsRendered={(last) => {
                  const batch = onLoadMore && total !== undefined ? nextBatch(options.length, total, last) : undefined;
                  if (batch && batch.start !== lastRequested.current) {
                    lastRequested.current = batch.start;
                    onLoadMore?.(batch);
                  }
                }}
              />
            )}
          </Listbox>
          {isOpen && items.length === 0 && <NoOptions role="status">{noOptionsMessage}</NoOptions>}
        </Popup>
      </ListPopupPortal>
    </Root>
  );
}
