/** One choice of a Select (1-shell.md §3: label, value, disabled). */
export interface SelectOption {
  label: string;
  value: string;
  disabled?: boolean;
}

/** Select constants from 1-shell.md §9. */
export const SELECT_VIRTUALIZATION_THRESHOLD = 1000;
export const SELECT_LAZY_LOAD_THRESHOLD = 30;
export const SELECT_LAZY_LOAD_BATCH = 50;
export const SELECT_MENU_MAX_HEIGHT = 300;
/** Max height of the scrollable select list where the spec asks for it. */
export const SELECT_SCROLLABLE_LIST_MAX_HEIGHT = 340;
export const SELECT_ROW_HEIGHT = 32;
export const NO_OPTIONS_TEXT = 'No Options';

/** An option that creates a new value from the typed text. */
export interface CreateOption extends SelectOption {
  created: true;
}

export type SelectItem = SelectOption | CreateOption;

export const isCreateOption = (item: SelectItem): item is CreateOption => 'created' in item;

/** Options whose label contains the filter, case-insensitively, without those already selected. */
export function filterOptions(options: readonly SelectOption[], filter: string, exclude: ReadonlySet<string> = new Set()): SelectOption[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '' && exclude.size === 0) return options as SelectOption[];
  return options.filter((option) => !exclude.has(option.value) && (needle === '' || option.label.toLowerCase().includes(needle)));
}

/** The "Create" entry offered by a creatable select when the typed text matches no option exactly. */
export function createOptionFor(options: readonly SelectOption[], filter: string, selected: ReadonlySet<string>): CreateOption | undefined {
  const text = filter.trim();
  if (text === '' || selected.has(text)) return undefined;
  const exists = options.some((option) => option.value === text || option.label.toLowerCase() === text.toLowerCase());
  return exists ? undefined : { label: `Create "${text}"`, value: text, created: true };
}

/**
 * Lazy loading: when the last rendered row comes within `SELECT_LAZY_LOAD_THRESHOLD` rows of the
 * end of the loaded options and more exist, the next batch (`SELECT_LAZY_LOAD_BATCH`) is due.
 */
export function nextBatch(loaded: number, total: number, lastRenderedIndex: number): { start: number; count: number } | undefined {
  if (loaded >= total) return undefined;
  if (lastRenderedIndex < loaded - SELECT_LAZY_LOAD_THRESHOLD) return undefined;
  return { start: loaded, count: Math.min(SELECT_LAZY_LOAD_BATCH, total - loaded) };
}

/** The label to show for a value: its option's label, or the value itself (created values). */
export function labelFor(options: readonly SelectOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
