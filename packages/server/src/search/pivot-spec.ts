/** Search-side pivot specification (API.md §5.2 `pivot`). */
export type Interval = { type: 'auto'; scaling: number } | { type: 'timeunit'; timeunit: string };

/** One range of a `date_range` bucket: epoch milliseconds, null when open on that side (`to` exclusive). */
export interface DateRange {
  from: number | null;
  to: number | null;
}

export interface BucketSpec {
  type: 'values' | 'time' | 'date_range';
  fields: string[];
  limit: number;
  skipEmptyValues: boolean;
  interval: Interval;
  /** `date_range` only: the ranges, and which bound names a bucket. */
  ranges: DateRange[];
  bucketKey: 'from' | 'to';
}

export interface SeriesSpec {
  type: string;
  id: string;
  field: string | null;
  percentile?: number | undefined;
}

export interface PivotSortSpec {
  type: 'pivot' | 'series';
  field: string;
  direction: 'Ascending' | 'Descending';
}

export interface PivotSpec {
  id: string;
  name?: string | null | undefined;
  rowGroups: BucketSpec[];
  columnGroups: BucketSpec[];
  series: SeriesSpec[];
  sort: PivotSortSpec[];
  rollup: boolean;
}

export const SERIES_TYPES = ['count', 'avg', 'min', 'max', 'sum', 'card', 'stddev', 'variance', 'sumofsquares', 'latest', 'percentile'];

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export class PivotSpecError extends Error {
  override name = 'PivotSpecError';
}

export function readBucket(value: unknown): BucketSpec {
  const v = (value ?? {}) as Record<string, unknown>;
  const type = v['type'];
  if (type !== 'values' && type !== 'time' && type !== 'date_range') throw new PivotSpecError(`Unsupported bucket type "${String(type)}"`);
  const fields = Array.isArray(v['fields']) ? (v['fields'] as unknown[]).filter((f): f is string => typeof f === 'string') : str(v['field']) ? [str(v['field'])!] : [];
  if (fields.length === 0) throw new PivotSpecError('A pivot bucket needs at least one field');
  const rawInterval = (v['interval'] ?? { type: 'auto', scaling: 1 }) as Record<string, unknown>;
  let interval: Interval;
  if (rawInterval['type'] === 'timeunit') {
    const unit = str(rawInterval['timeunit']) ?? '';
    if (!/^\d+[smhdwMy]$/.test(unit)) throw new PivotSpecError(`Invalid time unit "${unit}"`);
    interval = { type: 'timeunit', timeunit: unit };
  } else {
    const scaling = typeof rawInterval['scaling'] === 'number' && rawInterval['scaling'] > 0 ? rawInterval['scaling'] : 1;
    interval = { type: 'auto', scaling };
  }
  const limit = typeof v['limit'] === 'number' && v['limit'] > 0 ? Math.trunc(v['limit']) : 15;
  const ranges = type === 'date_range' ? readRanges(v['ranges']) : [];
  const bucketKey = v['bucket_key'] === 'to' ? 'to' : 'from';
  return { type, fields, limit, skipEmptyValues: v['skip_empty_values'] === true, interval, ranges, bucketKey };
}

function readBound(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const t = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(t)) throw new PivotSpecError(`Invalid date range bound "${String(value)}"`);
  return t;
}

function readRanges(value: unknown): DateRange[] {
  if (!Array.isArray(value) || value.length === 0) throw new PivotSpecError('A date_range bucket needs at least one range');
  return (value as unknown[]).map((r) => {
    const range = (r ?? {}) as Record<string, unknown>;
    return { from: readBound(range['from']), to: readBound(range['to']) };
  });
}

export function readSeries(value: unknown): SeriesSpec {
  const v = (value ?? {}) as Record<string, unknown>;
  const type = str(v['type']) ?? '';
  if (!SERIES_TYPES.includes(type)) throw new PivotSpecError(`Unsupported series type "${type}"`);
  const field = str(v['field']) ?? null;
  const percentile = typeof v['percentile'] === 'number' ? v['percentile'] : undefined;
  if (type === 'percentile' && (percentile === undefined || percentile < 0 || percentile > 100)) throw new PivotSpecError('A percentile series needs a percentile between 0 and 100');
  if (type !== 'count' && !field) throw new PivotSpecError(`The series "${type}" needs a field`);
  const id = str(v['id']) ?? `${type}(${field ?? ''}${type === 'percentile' ? `,${percentile}` : ''})`;
  return { type, id, field, percentile };
}

export function readSort(value: unknown): PivotSortSpec {
  const v = (value ?? {}) as Record<string, unknown>;
  const type = v['type'] === 'series' ? 'series' : 'pivot';
  const raw = String(v['direction'] ?? 'Ascending').toLowerCase();
  return { type, field: str(v['field']) ?? '', direction: raw.startsWith('desc') ? 'Descending' : 'Ascending' };
}

export function readPivot(value: Record<string, unknown>, id: string): PivotSpec {
  const list = (key: string) => (Array.isArray(value[key]) ? (value[key] as unknown[]) : []);
  return {
    id,
    name: str(value['name']) ?? null,
    rowGroups: list('row_groups').map(readBucket),
    columnGroups: list('column_groups').map(readBucket),
    series: list('series').map(readSeries),
    sort: list('sort').map(readSort),
    rollup: value['rollup'] !== false,
  };
}
