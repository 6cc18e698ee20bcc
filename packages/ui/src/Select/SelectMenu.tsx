import { useEffect, useRef, type HTMLAttributes } from 'react';
import { List, type ListImperativeAPI, type RowComponentProps } from 'react-window';
import { OptionRow } from './Select.styles';
import { SELECT_ROW_HEIGHT, type SelectItem } from './selectOptions';

export type GetItemProps = (options: { item: SelectItem; index: number }) => HTMLAttributes<HTMLElement>;

interface RowProps {
  items: readonly SelectItem[];
  highlightedIndex: number;
  selected: ReadonlySet<string>;
  getItemProps: GetItemProps;
}

function Row({ index, style, items, highlightedIndex, selected, getItemProps, ariaAttributes }: RowComponentProps<RowProps>) {
  const item = items[index]!;
  return (
    <OptionRow
      {...getItemProps({ item, index })}
      aria-posinset={ariaAttributes['aria-posinset']}
      aria-setsize={ariaAttributes['aria-setsize']}
      style={style}
      $highlighted={index === highlightedIndex}
      $selected={selected.has(item.value)}
      $disabled={Boolean(item.disabled)}
    >
      {item.label}
    </OptionRow>
  );
}

interface SelectMenuProps extends RowProps {
  virtualized: boolean;
  /** The listbox, which scrolls the virtualized rows (null until it has mounted). */
  scrollElement: HTMLElement | null;
  /** Called with the index of the last rendered row (lazy loading). */
  onRowsRendered?: (lastIndex: number) => void;
}

/** The options of an open Select: every row, or with `virtualized` only the visible ones (react-window). */
export function SelectMenu({ virtualized, scrollElement, onRowsRendered, ...rowProps }: SelectMenuProps) {
  const listRef = useRef<ListImperativeAPI>(null);
  const { highlightedIndex, items } = rowProps;

  useEffect(() => {
    if (virtualized && highlightedIndex >= 0) listRef.current?.scrollToRow({ index: highlightedIndex, align: 'smart' });
  }, [virtualized, highlightedIndex]);

  if (!virtualized) {
    return (
      <>
        {items.map((item, index) => (
          <Row
            key={`${index}-${item.value}`}
            index={index}
            style={{}}
            ariaAttributes={{ 'aria-posinset': index + 1, 'aria-setsize': items.length, role: 'listitem' }}
            {...rowProps}
          />
        ))}
      </>
    );
  }
  return (
    <List
      role="presentation"
      listRef={listRef}
      rowComponent={Row}
      rowCount={items.length}
      rowHeight={SELECT_ROW_HEIGHT}
      rowProps={rowProps}
      scrollElement={scrollElement}
      onRowsRendered={(_visible, all) => onRowsRendered?.(all.stopIndex)}
    />
  );
}
