import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { List, useDynamicRowHeight } from 'react-window';
import { DropdownMenu, type DropdownMenuItem } from '../DropdownMenu/DropdownMenu';
import { EmptyState } from '../EmptyState/EmptyState';
import { PaginatedList } from '../PaginatedList/PaginatedList';
import { LIST_PAGE_SIZES } from '../Pagination/paginationRules';
import { BulkSelectCheckbox } from './BulkSelectCheckbox';
import { ColumnChooser } from './ColumnChooser';
import {
  ROW_HEIGHT,
  bulkSelectState,
  columnWidths,
  displayedColumns,
  isColumnAvailable,
  selectedCountText,
  toggleAllVisible,
} from './columnRules';
import { Scroller, SelectionInfo, TableRoot, Toolbar } from './EntityOverviewTable.styles';
import { TableHeader } from './TableHeader';
import { TableRow, type RowSharedProps } from './TableRow';
import type { Entity, OverviewColumn, TableLayoutPreferences } from './types';

/** Rows rendered beyond the viewport, so fast scrolling rarely shows blank space. */
const OVERSCAN_ROWS = 10;
/** The "Bulk actions" menu's own item (1-shell.md §9). */
export const CANCEL_SELECTION = 'Cancel selection';

export interface OverviewPaging {
  /** Total number of entities over all pages (the server's `total`). */
  totalItems: number;
  /** The current page, 1-based. */
  page: number;
  /** The current filter. */
  query: string;
  /** Called with the next page and filter (a new filter or page size goes back to page 1). */
  onChange: (page: number, query: string) => void;
  /** Shows the filter input (default); off for lists the server cannot filter. */
  showFilter?: boolean;
}

export interface EntityOverviewTableProps<E extends Entity> {
  /** The rows of the current page. */
  entities: readonly E[];
  /** Every column the table knows, in display order. */
  columns: readonly OverviewColumn[];
  /** Displayed attributes, sort and page size; the console loads and persists them. */
  layout: TableLayoutPreferences;
  /** Called with the new preferences when the user sorts or picks columns. */
  onLayoutChange: (layout: TableLayoutPreferences) => void;
  /** Whether the current user holds a permission; columns guarded by permissions stay hidden without it. */
  hasPermission?: (permission: string) => boolean;
  /** A cell's content; by default the attribute's value as text (never as HTML). */
  renderCell?: (entity: E, column: OverviewColumn) => ReactNode;
  /** Details shown below a row when the user expands it; without it rows do not expand. */
  renderRowDetails?: (entity: E) => ReactNode;
  /** Items of the "Bulk actions" menu for the selected ids; without it rows are not selectable. */
  bulkActions?: (selectedIds: readonly string[]) => readonly DropdownMenuItem[];
  /** Paging through the server's list: wraps the table in a PaginatedList with the list-page sizes 10, 20, 50, 100; the page size is the layout's `perPage`. */
  paging?: OverviewPaging;
  /** A filter is active: an empty table says "Filter does not match any data." instead of "No entities exist.". */
  filtered?: boolean;
  /** A row's name for labels of its checkbox and details toggle; the id by default. */
  entityLabel?: (entity: E) => string;
  /** Accessible name of the table. */
  'aria-label': string;
  /** Width used before the table has been measured, and in environments that cannot measure. */
  defaultWidth?: number;
}

function defaultRenderCell(entity: Entity, column: OverviewColumn): ReactNode {
  const value: unknown = (entity as unknown as Record<string, unknown>)[column.id];
  return value === undefined || value === null ? '' : String(value);
}

const noPermissions = () => false;
const byId = (entity: Entity) => entity.id;

/**
 * Graylog's entity data table: typed, sortable, permission-aware columns with default widths, a
 * column chooser, bulk selection with a "Bulk actions" menu and expandable row details. The body is
 * virtualised (react-window, scrolling with the page), so a thousand rows scroll smoothly.
 */
export function EntityOverviewTable<E extends Entity>({
  entities,
  columns,
  layout,
  onLayoutChange,
  hasPermission = noPermissions,
  renderCell = defaultRenderCell,
  renderRowDetails,
  bulkActions,
  paging,
  filtered = (paging?.query ?? '') !== '',
  entityLabel = byId,
  'aria-label': ariaLabel,
  defaultWidth = 960,
}: EntityOverviewTableProps<E>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [width, setWidth] = useState(defaultWidth);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const selectable = bulkActions !== undefined;

  useEffect(() => {
    const node = scrollerRef.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const available = useMemo(() => columns.filter((column) => isColumnAvailable(column, hasPermission)), [columns, hasPermission]);
  const shown = useMemo(
    () => displayedColumns(columns, layout.displayedAttributes, hasPermission),
    [columns, layout.displayedAttributes, hasPermission],
  );
  const widths = columnWidths(shown, width - 2, { bulkSelect: selectable, expandable: renderRowDetails !== undefined });
  const gridTemplateColumns = [
    ...(selectable ? [`${widths.bulkSelect}px`] : []),
    ...(renderRowDetails ? [`${widths.expand}px`] : []),
    ...shown.map((column) => `${widths.columns[column.id]}px`),
  ].join(' ');

  const visibleIds = useMemo(() => entities.map((entity) => entity.id), [entities]);
  const selectedIds = useMemo(() => [...selected], [selected]);
  const toggleSelected = useCallback((id: string) => setSelected((prev) => toggleIn(prev, id)), []);
  const toggleExpanded = useCallback((id: string) => setExpanded((prev) => toggleIn(prev, id)), []);
  const rowHeight = useDynamicRowHeight({ defaultRowHeight: ROW_HEIGHT, key: shown.map((column) => column.id).join() });

  const rowProps: RowSharedProps<E> = {
    entities,
    columns: shown,
    gridTemplateColumns,
    renderCell,
    renderRowDetails,
    entityLabel,
    selectable,
    selected,
    onToggleSelected: toggleSelected,
    expanded,
    onToggleExpanded: toggleExpanded,
  };

  const menuItems: DropdownMenuItem[] = selectable
    ? [...bulkActions(selectedIds), { label: CANCEL_SELECTION, onSelect: () => setSelected(new Set()) }]
    : [];

  const table = (
    <div>
      <Toolbar>
        {selectable && selected.size > 0 ? (
          <SelectionInfo>
            <span role="status">{selectedCountText(selected.size)}</span>
            <DropdownMenu title="Bulk actions" items={menuItems} />
          </SelectionInfo>
        ) : (
          <span />
        )}
        <ColumnChooser
          columns={available}
          displayed={layout.displayedAttributes}
          onChange={(displayedAttributes) => onLayoutChange({ ...layout, displayedAttributes })}
        />
      </Toolbar>
      <Scroller ref={scrollerRef}>
        <TableRoot role="table" aria-label={ariaLabel} aria-rowcount={entities.length + 1}>
          <TableHeader
            columns={shown}
            gridTemplateColumns={gridTemplateColumns}
            sort={layout.sort}
            onSort={(sort) => onLayoutChange({ ...layout, sort })}
            bulkSelect={
              selectable ? (
                <BulkSelectCheckbox
                  aria-label="Select all visible rows"
                  state={bulkSelectState(visibleIds, selected)}
                  disabled={entities.length === 0}
                  onChange={() => setSelected(toggleAllVisible(visibleIds, selected))}
                />
              ) : undefined
            }
            expandable={renderRowDetails !== undefined}
          />
          {entities.length > 0 && (
            <List
              role="rowgroup"
              rowComponent={TableRow<E>}
              rowCount={entities.length}
              rowHeight={rowHeight}
              rowProps={rowProps}
              rowKey={rowKeyOf<E>}
              overscanCount={OVERSCAN_ROWS}
              scrollElement="window"
              defaultHeight={Math.min(entities.length, 30) * ROW_HEIGHT}
            />
          )}
        </TableRoot>
      </Scroller>
      {entities.length === 0 && <EmptyState kind={filtered ? 'filterNoMatch' : 'noEntities'} />}
    </div>
  );
  if (!paging) return table;
  return (
    <PaginatedList
      totalItems={paging.totalItems}
      pagination={{ page: paging.page, perPage: layout.perPage, query: paging.query }}
      pageSizes={LIST_PAGE_SIZES}
      showFilter={paging.showFilter ?? true}
      onChange={(next) => {
        if (next.perPage !== layout.perPage) onLayoutChange({ ...layout, perPage: next.perPage });
        paging.onChange(next.page, next.query);
      }}
    >
      {table}
    </PaginatedList>
  );
}

function rowKeyOf<E extends Entity>(index: number, props: RowSharedProps<E>): string {
  return props.entities[index]?.id ?? String(index);
}

function toggleIn(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
