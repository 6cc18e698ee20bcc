import type { TimeRange } from '@sift/api';
import { formatAbsolute } from './absolute';
import { toAmount } from './relative';

function ago(seconds: number): string {
  const { value, unit } = toAmount(seconds);
  return `${value} ${value === 1 ? unit.slice(0, -1) : unit} ago`;
}

/** A range in words for the picker's button: "5 minutes ago – Now", "All Time", dates, or the keyword. */
export function rangeSummary(range: TimeRange, timezone: string): string {
  switch (range.type) {
    case 'relative': {
      const from = 'range' in range ? range.range : range.from;
      const to = 'range' in range ? null : range.to;
      if (from === 0) return 'All Time';
      return `${ago(from)} – ${to === null || to === 0 ? 'Now' : ago(to)}`;
    }
    case 'absolute':
      return `${formatAbsolute(range.from, timezone)} – ${formatAbsolute(range.to, timezone)}`;
    case 'keyword':
      return range.keyword;
    default:
      return range.type;
  }
}
