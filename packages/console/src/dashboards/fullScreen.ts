/** Full screen settings (2-search-and-dashboards.md §2, §3, §5, §9). */
export const FULL_SCREEN_DEFAULT_REFRESH_SECONDS = 10;
export const FULL_SCREEN_DEFAULT_INTERVAL_SECONDS = 30;
export const FULL_SCREEN_MIN_SECONDS = 1;

export interface FullScreenSettings {
  /** Seconds between data refreshes. */
  refreshInterval: number;
  /** Seconds between page rotations. */
  queryCycleInterval: number;
  /** The indexes of the pages shown in turn; null for all of them. */
  queryTabs: number[] | null;
}

export const DEFAULT_FULL_SCREEN_SETTINGS: FullScreenSettings = {
  refreshInterval: FULL_SCREEN_DEFAULT_REFRESH_SECONDS,
  queryCycleInterval: FULL_SCREEN_DEFAULT_INTERVAL_SECONDS,
  queryTabs: null,
};

/** A whole number of seconds, at least 1, as typed in the modal. */
export function isValidSeconds(text: string): boolean {
  return /^\d+$/.test(text.trim()) && Number(text) >= FULL_SCREEN_MIN_SECONDS;
}

function seconds(value: string | null, fallback: number): number {
  return value !== null && isValidSeconds(value) ? Number(value) : fallback;
}

/** Reads `interval`, `refresh` and `tabs`; a missing or invalid value takes its default. */
export function parseFullScreenParams(search: string): FullScreenSettings {
  const params = new URLSearchParams(search);
  const tabs = params.get('tabs');
  const indexes =
    tabs === null
      ? []
      : tabs
          .split(',')
          .filter((tab) => /^\d+$/.test(tab.trim()))
          .map(Number);
  return {
    refreshInterval: seconds(params.get('refresh'), FULL_SCREEN_DEFAULT_REFRESH_SECONDS),
    queryCycleInterval: seconds(params.get('interval'), FULL_SCREEN_DEFAULT_INTERVAL_SECONDS),
    queryTabs: indexes.length > 0 ? indexes : null,
  };
}

/** The query of the full screen link; `tabs` only when not every page is chosen. */
export function fullScreenQuery(settings: FullScreenSettings, pageCount: number): string {
  const params = new URLSearchParams({ interval: String(settings.queryCycleInterval), refresh: String(settings.refreshInterval) });
  const tabs = settings.queryTabs;
  if (tabs !== null && tabs.length < pageCount) params.set('tabs', tabs.join(','));
  return params.toString();
}

/** The pages shown in turn: the chosen indexes that exist, in order, or every page. */
export function rotatedPages(pageIds: readonly string[], tabs: readonly number[] | null): string[] {
  if (tabs === null) return [...pageIds];
  const chosen = pageIds.filter((_, index) => tabs.includes(index));
  return chosen.length > 0 ? chosen : [...pageIds];
}
