import type { TimeRange } from '@sift/api';

export const RANGE_TYPES = ['relative', 'absolute', 'keyword'] as const;
export type RangeType = (typeof RANGE_TYPES)[number];

/** Defaults when switching to a type (2-search-and-dashboards.md §4). */
export const DEFAULT_RELATIVE_FROM_SECONDS = 300;
export const DEFAULT_KEYWORD = 'Last five minutes';

/**
 * Converts the picker's range when the user switches type: absolute from relative subtracts the
 * seconds from now (and from a keyword uses its resolved preview when known); relative defaults to
 * from 5 minutes to Now; keyword defaults to 'Last five minutes'.
 */
export function convertRange(
  range: TimeRange,
  type: RangeType,
  now: number,
  timezone: string,
  keywordPreview?: { from: string; to: string } | null,
): TimeRange {
  if (range.type === type) return range;
  switch (type) {
    case 'relative':
      return { type: 'relative', from: DEFAULT_RELATIVE_FROM_SECONDS, to: null };
    case 'keyword':
      return { type: 'keyword', keyword: DEFAULT_KEYWORD, timezone };
    case 'absolute': {
      if (range.type === 'relative') {
        const from = 'range' in range ? range.range : range.from;
        const to = 'range' in range ? 0 : (range.to ?? 0);
        // "All time" has no start: begin at the epoch.
        return {
          type: 'absolute',
          from: new Date(from === 0 ? 0 : now - from * 1000).toISOString(),
          to: new Date(now - to * 1000).toISOString(),
        };
      }
      if (range.type === 'keyword' && keywordPreview)
        return { type: 'absolute', from: new Date(keywordPreview.from).toISOString(), to: new Date(keywordPreview.to).toISOString() };
      return {
        type: 'absolute',
        from: new Date(now - DEFAULT_RELATIVE_FROM_SECONDS * 1000).toISOString(),
        to: new Date(now).toISOString(),
      };
    }
  }
}

/** The relative range the picker hands on: open-ended ranges as `range` (what URLs and presets use). */
export function normalizeRelative(from: number, to: number | null): TimeRange {
  if (from === 0) return { type: 'relative', range: 0 };
  return to === null || to === 0 ? { type: 'relative', range: from } : { type: 'relative', from, to };
}
