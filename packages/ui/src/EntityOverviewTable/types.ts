/** Column value types of the overview table (1-shell.md §3). */
export const COLUMN_TYPES = ['DATE', 'STRING'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** An overview table column (1-shell.md §3). */
export interface OverviewColumn {
  /** The attribute id, e.g. `title` or `created_at`. */
  id: string;
  /** The header text. */
  title: string;
  /** DATE columns have a fixed width of 160 px. */
  type?: ColumnType;
  /** The header toggles the sort. */
  sortable?: boolean;
  /** Shown only to users holding all of these (any one with `anyPermissions`). */
  permissions?: readonly string[];
  /** One of `permissions` is enough. */
  anyPermissions?: boolean;
  /** Never shown (e.g. attributes used only for filtering). */
  hidden?: boolean;
}

export interface SortState {
  attributeId: string;
  direction: SortDirection;
}

/** Table layout preferences per entity table (1-shell.md §3); the console persists them. */
export interface TableLayoutPreferences {
  displayedAttributes: readonly string[];
  sort: SortState | null;
  perPage: number;
}

/** Every entity row has an id. */
export interface Entity {
  id: string;
}
