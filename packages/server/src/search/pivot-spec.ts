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

/** Fields one pivot may group by, over its row and column groups together. */
export const MAX_GROUPINGS = 10;
/** Series one pivot may compute. */
export const MAX_SERIES = 50;
/** Buckets one grouping may have: OpenSearch's default `search.max_buckets`, which Graylog inherits. */
export const MAX_BUCKETS = 65_535;
/** The largest count of a time unit (`1000000s`), beyond which a unit names no sensible bucket. */
const MAX_UNIT_COUNT = 1_000_000;
const TIME_UNIT = /^(\d+)([smhdwMy])$/;
const UNIT_MS: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
  M: 2_592_000_000,
  y: 31_536_000_000,
};

/** Why a time unit (`5m`) cannot be used, or null when it can. */
export function timeUnitProblem(unit: string): string | null {
  const match = TIME_UNIT.exec(unit);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > MAX_UNIT_COUNT) {
    return `Invalid time unit "${unit}": a count from 1 to ${MAX_UNIT_COUNT} followed by one of s, m, h, d, w, M, y`;
  }
  return null;
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as unknown[]).filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];

/**
 * Why a pivot search type exceeds the limits on groupings, series, bucket limits or time units, or null
 * when it does not. Checked when a search is read, so that such a search is refused with a 400.
 */
export function pivotLimitProblem(st: Record<string, unknown>): string | null {
  const groups = [...list(st['row_groups']), ...list(st['column_groups'])];
  const fields = groups.reduce((n, g) => n + (Array.isArray(g['fields']) ? g['fields'].length : typeof g['field'] === 'string' ? 1 : 0), 0);
  if (fields > MAX_GROUPINGS)
    return `A pivot may group by at most ${MAX_GROUPINGS} fields (row and column groups together), not ${fields}.`;
  const series = list(st['series']).length;
  if (series > MAX_SERIES) return `A pivot may compute at most ${MAX_SERIES} series, not ${series}.`;
  for (const group of groups) {
    const limit = group['limit'];
    if (
      limit !== undefined &&
      limit !== null &&
      (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > MAX_BUCKETS)
    ) {
      return `A grouping's limit must be a whole number from 0 to ${MAX_BUCKETS}, not ${JSON.stringify(limit)}.`;
    }
    const interval = group['interval'];
    if (typeof interval === 'object' && interval !== null && (interval as Record<string, unknown>)['type'] === 'timeunit') {
      const problem = timeUnitProblem(String((interval as Record<string, unknown>)['timeunit'] ?? ''));
      if (problem) return `${problem}.`;
    }
  }
  return null;
}

/**
 * Refuses a time grouping whose unit would cut the time range into more than MAX_BUCKETS buckets
 * (OpenSearch fails such a search with "Trying to create too many buckets").
 */
export function checkTimeBuckets(pivot: PivotSpec, range: { from: number; to: number }): void {
  for (const bucket of [...pivot.rowGroups, ...pivot.columnGroups]) {
    if (bucket.type !== 'time' || bucket.interval.type !== 'timeunit') continue;
    const match = TIME_UNIT.exec(bucket.interval.timeunit)!;
    const buckets = Math.ceil((range.to - range.from) / (Number(match[1]) * UNIT_MS[match[2]!]!));
    if (buckets > MAX_BUCKETS) {
      throw new PivotSpecError(
        `Trying to create too many buckets: the time unit "${bucket.interval.timeunit}" cuts the time range into ${buckets} buckets, at most ${MAX_BUCKETS} are allowed. Choose a larger unit or a shorter time range.`,
      );
    }
  }
}

export function readBucket(value: unknown): BucketSpec {
  const v = (value ?? {}) as Record<string, unknown>;
  const type = v['type'];
  if (type !== 'values' && type !== 'time' && type !== 'date_range') throw new PivotSpecError(`Unsupported bucket type "${String(type)}"`);
  const fields = Array.isArray(v['fields'])
    ? (v['fields'] as unknown[]).filter((f): f is string => typeof f === 'string')
    : str(v['field'])
      ? [str(v['field'])!]
      : [];
  if (fields.length === 0) throw new PivotSpecError('A pivot bucket needs at least one field');
  const rawInterval = (v['interval'] ?? { type: 'auto', scaling: 1 }) as Record<string, unknown>;
  let interval: Interval;
  if (rawInterval['type'] === 'timeunit') {
    const unit = str(rawInterval['timeunit']) ?? '';
    const problem = timeUnitProblem(unit);
    if (problem) throw new PivotSpecError(problem);
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
  if (type === 'percentile' && (percentile === undefined || percentile < 0 || percentile > 100))
    throw new PivotSpecError('A percentile series needs a percentile between 0 and 100');
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
