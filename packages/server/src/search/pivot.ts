import { literal, type FieldType } from '../storage/fields.js';
import { absolute, type ResolvedRange } from '../query/timerange.js';
import type { SearchEngine, WhereClause } from './engine.js';
import { normalise } from './engine.js';
import { executeBlocks, type BlockLevel } from './pivot-blocks.js';
import { combine, DECOMPOSABLE, executeSingleLevel, singleLevelKey } from './pivot-single.js';
import type { BucketSpec, Interval, PivotSpec, SeriesSpec } from './pivot-spec.js';

export const EMPTY_VALUE = '(Empty Value)';

interface Level extends BlockLevel {
  expr: string;
}

const UNIT_SQL: Record<string, string> = { s: 'second', m: 'minute', h: 'hour', d: 'day', w: 'week', M: 'month', y: 'year' };
const AUTO_STEPS: [number, string][] = [
  [1, '1s'],
  [5, '5s'],
  [10, '10s'],
  [30, '30s'],
  [60, '1m'],
  [300, '5m'],
  [600, '10m'],
  [900, '15m'],
  [1800, '30m'],
  [3600, '1h'],
  [7200, '2h'],
  [14400, '4h'],
  [43200, '12h'],
  [86400, '1d'],
  [604800, '1w'],
  [2592000, '1M'],
  [31536000, '1y'],
];

/** Graylog-like auto interval: the smallest step giving at most about 100 buckets (fewer with a larger scaling). */
export function autoInterval(range: ResolvedRange, scaling: number): string {
  const seconds = Math.max(1, (range.to - range.from) / 1000);
  const maxBuckets = Math.max(1, 100 / scaling);
  return AUTO_STEPS.find(([step]) => seconds / step <= maxBuckets)?.[1] ?? '1y';
}

function timeUnit(interval: Interval, range: ResolvedRange): { n: number; unit: string } {
  const text = interval.type === 'timeunit' ? interval.timeunit : autoInterval(range, interval.scaling);
  const [, n, u] = /^(\d+)([smhdwMy])$/.exec(text)!;
  return { n: Number(n), unit: u! };
}

function timeBucket(column: string, interval: Interval, range: ResolvedRange): string {
  const { n, unit } = timeUnit(interval, range);
  return `time_bucket(INTERVAL '${n} ${UNIT_SQL[unit]}', ${column})`;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** A time level's bucket width in ms; null for months and years. */
function intervalMs(interval: Interval, range: ResolvedRange): number | null {
  const { n, unit } = timeUnit(interval, range);
  const ms = UNIT_MS[unit];
  return ms === undefined ? null : n * ms;
}

function valueKey(field: string, type: FieldType | undefined, column: (field: string) => string): string {
  if (!type) return 'NULL::VARCHAR';
  const col = column(field);
  if (type === 'date') return `strftime(${col}, '%Y-%m-%dT%H:%M:%S.%gZ')`;
  return `CAST(${col} AS VARCHAR)`;
}

/** Key of an unbounded side of a date range. */
export const OPEN_BOUND = '*';

const isoKey = (ms: number | null): string => (ms === null ? OPEN_BOUND : new Date(ms).toISOString());

/**
 * A `date_range` level: the ranges a message's date falls in (from inclusive, to exclusive, as
 * OpenSearch's date_range), unnested so that a message counts in every range it is in.
 */
function dateRangeKey(column: string, bucket: BucketSpec): string {
  const lists = bucket.ranges.map((r) => {
    const conditions = [
      ...(r.from === null ? [] : [`${column} >= epoch_ms(${r.from})`]),
      ...(r.to === null ? [] : [`${column} < epoch_ms(${r.to})`]),
    ];
    const key = literal(isoKey(bucket.bucketKey === 'to' ? r.to : r.from));
    return `CASE WHEN ${conditions.length > 0 ? conditions.join(' AND ') : 'TRUE'} THEN [${key}] ELSE []::VARCHAR[] END`;
  });
  return `unnest(flatten([${lists.join(', ')}]))`;
}

function levels(buckets: BucketSpec[], fields: Map<string, FieldType>, range: ResolvedRange, column: (field: string) => string): Level[] {
  return buckets.flatMap((bucket) =>
    bucket.fields.map((field): Level => {
      if (bucket.type === 'date_range') {
        const type = fields.get(field);
        const expr = type === 'date' ? dateRangeKey(column(field), bucket) : 'NULL::VARCHAR';
        return { expr, kind: 'date_range', field, limit: null, skipEmpty: true, intervalMs: null };
      }
      if (bucket.type === 'time') {
        const type = fields.get(field);
        const col = type === 'date' ? column(field) : '"timestamp"';
        return {
          expr: timeBucket(col, bucket.interval, range),
          kind: 'time',
          field,
          limit: null,
          skipEmpty: true,
          intervalMs: intervalMs(bucket.interval, range),
        };
      }
      return {
        expr: valueKey(field, fields.get(field), column),
        kind: 'values',
        field,
        limit: bucket.limit,
        skipEmpty: bucket.skipEmptyValues,
        intervalMs: null,
      };
    }),
  );
}

function seriesInput(series: SeriesSpec, fields: Map<string, FieldType>, column: (field: string) => string): string {
  if (!series.field) return 'NULL';
  const type = fields.get(series.field);
  if (!type) return 'NULL';
  const col = column(series.field);
  if (['count', 'card', 'latest'].includes(series.type)) return col;
  if (type === 'long' || type === 'double') return col;
  if (type === 'date') return `epoch_ms(${col})`;
  return `TRY_CAST(${col} AS DOUBLE)`;
}

function aggregate(series: SeriesSpec, i: number): string {
  const s = `s${i}`;
  switch (series.type) {
    case 'count':
      return series.field ? `count(${s})` : 'count(*)';
    case 'avg':
      return `avg(${s})`;
    case 'min':
      return `min(${s})`;
    case 'max':
      return `max(${s})`;
    case 'sum':
      return `sum(${s})`;
    case 'card':
      return `count(DISTINCT ${s})`;
    case 'stddev':
      return `stddev_pop(${s})`;
    case 'variance':
      return `var_pop(${s})`;
    case 'sumofsquares':
      return `sum(CAST(${s} AS DOUBLE) * CAST(${s} AS DOUBLE))`;
    case 'percentile':
      return `quantile_cont(${s}, ${(series.percentile ?? 50) / 100})`;
    default:
      return `arg_max(${s}, __ts)`;
  }
}

function seriesValue(value: unknown): unknown {
  const v = normalise(value);
  return typeof v === 'number' && !Number.isFinite(v) ? null : (v ?? null);
}

export interface PivotRow {
  key: string[];
  values: { key: string[]; value: unknown; rollup: boolean; source: 'row-leaf' | 'col-leaf' | 'row-inner' }[];
  source: 'leaf' | 'non-leaf';
}

/** The `pivot` search type: grouped aggregations with Graylog's row/value shapes. */
export async function executePivot(engine: SearchEngine, spec: PivotSpec, where: WhereClause, range: ResolvedRange) {
  const fields = engine.fields();
  const column = (field: string) => engine.column(field);
  const rowLevels = levels(spec.rowGroups, fields, range, column);
  const colLevels = levels(spec.columnGroups, fields, range, column);
  const all = [...rowLevels, ...colLevels];
  const keys = all.map((_, i) => `k${i}`);

  const seriesCols = spec.series.map((s, i) => `${seriesInput(s, fields, column)} AS s${i}`);
  const aggregates = spec.series.map((s, i) => `${aggregate(s, i)} AS a${i}`);
  const only = rowLevels.length === 1 && colLevels.length === 0 ? rowLevels[0]! : null;
  const bucket = spec.rowGroups[0];
  const single =
    only && bucket
      ? singleLevelKey(bucket, only.field, fields.get(only.field), (col) => timeBucket(col, (bucket as BucketSpec).interval, range), column)
      : null;
  const keyCols = all.map((l, i) => `${l.skipEmpty ? l.expr : `coalesce(${l.expr}, '${EMPTY_VALUE}')`} AS k${i}`);
  const sets: number[][] = [all.map((_, i) => i)];
  const nr = rowLevels.length;
  if (spec.rollup || colLevels.length === 0) {
    if (colLevels.length > 0) sets.push(rowLevels.map((_, i) => i));
    if (spec.rollup) for (let p = nr - 1; p >= 0; p--) sets.push(rowLevels.slice(0, p).map((_, i) => i));
  }
  const unique = [...new Map(sets.map((s) => [s.join(','), s])).values()];
  const mask = (set: number[]) => all.reduce((bits, _l, i) => (set.includes(i) ? bits : bits | (1 << (all.length - 1 - i))), 0);
  // Series whose rollups add up from the leaves (count, sum, min, max, avg): one grouped scan gives the
  // leaves, and the rollup rows are combined from them here. Others are asked of the rows, every
  // grouping in one statement (GROUPING SETS over one scan, not a scan per grouping).
  const decomposable = spec.series.every((s) => DECOMPOSABLE.has(s.type));
  // Decomposable pivots (but one values level, whose typed keys order as the fast path below orders
  // them) are combined from time blocks kept between searches when their range allows (pivot-blocks.ts);
  // there cardinalities are decomposable too, from the blocks' distinct values.
  const blockable = spec.series.every((s) => DECOMPOSABLE.has(s.type) || s.type === 'card');
  if (blockable && !(single && only?.kind === 'values')) {
    const blocked = await executeBlocks(engine.blocks, engine.store, { spec, levels: all, keyCols, seriesCols, aggregates }, where, range);
    if (blocked) {
      const { leaves, total } = blocked;
      const rows = all.length > 0 ? [...leaves, ...combinedRollups(spec, leaves, unique.slice(1), mask)] : leaves;
      return result(spec, assemble(spec, rows, nr, colLevels.length, total), total, range);
    }
  }
  if (only && single) {
    const { rows, total } = await executeSingleLevel(
      engine,
      { seriesCols, aggregates, spec },
      { sql: single, limit: only.limit, skipEmpty: only.skipEmpty, field: only.field },
      where,
      EMPTY_VALUE,
    );
    return result(spec, assemble(spec, rows, 1, 0, total), total, range);
  }
  const emptyFilters = all.map((l, i) => (l.skipEmpty ? ` AND k${i} IS NOT NULL` : '')).join('');
  // The first level's top values come from a query of their own and filter the rest as a literal list:
  // cheaper than a window over every row. Deeper limits (per parent bucket) use a window function.
  let topFilter = '';
  let knownTotal: number | null = null;
  const first = all[0];
  if (first?.limit !== undefined && first.limit !== null) {
    const pivotSort = spec.sort.find((s) => s.type === 'pivot' && s.field === first.field);
    const order = pivotSort ? `k0 ${pivotSort.direction === 'Descending' ? 'DESC' : 'ASC'}` : 'count(*) DESC, k0 ASC';
    const top = await engine.store.query(
      `SELECT k0, sum(count(*)) OVER () AS __t FROM (SELECT ${keyCols[0]} FROM messages WHERE ${where.sql}) WHERE TRUE${first.skipEmpty ? ' AND k0 IS NOT NULL' : ''} GROUP BY k0 ORDER BY ${order} LIMIT ${first.limit}`,
      where.params,
    );
    // Without skipped empty values every matching message is in some first-level bucket.
    if (!first.skipEmpty) knownTotal = Number(top[0]?.['__t'] ?? 0);
    topFilter = top.length === 0 ? ' AND FALSE' : ` AND k0 IN (${top.map((r) => keySql(r['k0'])).join(', ')})`;
  }
  const lastLevel = all.length - 1;
  // The last level's limit is a window over the leaves themselves when they are all that is asked.
  const lastInQualify = decomposable && lastLevel > 0 && all[lastLevel]!.limit !== null;
  const ctes = [
    `base AS (SELECT * FROM (SELECT ${[...keyCols, ...seriesCols, '"timestamp" AS __ts'].join(', ')} FROM messages WHERE ${where.sql}) WHERE TRUE${emptyFilters}${topFilter})`,
  ];
  const joins: string[] = [];
  const levelOrder = (i: number) => {
    const pivotSort = spec.sort.find((s) => s.type === 'pivot' && s.field === all[i]!.field);
    return pivotSort ? `k${i} ${pivotSort.direction === 'Descending' ? 'DESC' : 'ASC'}` : `count(*) DESC, k${i} ASC`;
  };
  all.forEach((level, i) => {
    if (level.limit === null || i === 0 || (lastInQualify && i === lastLevel)) return;
    const upto = keys.slice(0, i + 1).join(', ');
    const partition = `PARTITION BY ${keys.slice(0, i).join(', ')}`;
    ctes.push(
      `lim${i} AS (SELECT ${upto} FROM (SELECT ${upto}, row_number() OVER (${partition} ORDER BY ${levelOrder(i)}) AS rn FROM base GROUP BY ${upto}) WHERE rn <= ${level.limit})`,
    );
    joins.push(`SEMI JOIN lim${i} USING (${upto})`);
  });
  ctes.push(`filtered AS (SELECT * FROM base ${joins.join(' ')})`);

  let statement: string;
  if (all.length === 0) {
    statement = `SELECT 0 AS g, ${[...aggregates, 'count(*) AS __c'].join(', ')} FROM filtered`;
  } else if (decomposable) {
    const hidden = spec.series.flatMap((s, i) => (s.type === 'avg' ? [`sum(s${i}) AS h${i}_sum`, `count(s${i}) AS h${i}_count`] : []));
    const qualify = lastInQualify
      ? ` QUALIFY row_number() OVER (PARTITION BY ${keys.slice(0, lastLevel).join(', ')} ORDER BY ${levelOrder(lastLevel)}) <= ${all[lastLevel]!.limit}`
      : '';
    statement = `SELECT 0 AS g, ${[...keys, ...aggregates, ...hidden, 'count(*) AS __c'].join(', ')} FROM filtered GROUP BY ${keys.join(', ')}${qualify}`;
  } else {
    const groupings = unique.map((set) => `(${set.map((i) => keys[i]!).join(', ')})`).join(', ');
    statement = `SELECT grouping(${keys.join(', ')}) AS g, ${[...keys, ...aggregates, 'count(*) AS __c'].join(', ')} FROM filtered GROUP BY GROUPING SETS (${groupings})`;
  }
  // Without groups, the one grouping's count(*) is the total; the total is counted beside the groups.
  const counted =
    knownTotal === null && all.length > 0
      ? engine.store.query(`SELECT count(*) AS c FROM messages WHERE ${where.sql}`, where.params)
      : null;
  const [grouped, counts] = await Promise.all([engine.store.query(`WITH ${ctes.join(', ')} ${statement}`, where.params), counted]);
  // Time keys are read as timestamps (grouping them is far cheaper than formatting every message's);
  // their key text is Graylog's ISO form.
  all.forEach((level, i) => {
    if (level.kind !== 'time') return;
    for (const row of grouped) {
      const value = row[`k${i}`];
      if (value instanceof Date) row[`k${i}`] = value.toISOString();
    }
  });
  const rows = decomposable && all.length > 0 ? [...grouped, ...combinedRollups(spec, grouped, unique.slice(1), mask)] : grouped;
  const total = knownTotal ?? Number((all.length === 0 ? rows[0]?.['__c'] : counts?.[0]?.['c']) ?? 0);
  return result(spec, assemble(spec, rows, rowLevels.length, colLevels.length, total), total, range);
}

/** A key read back as an SQL literal of its type. */
function keySql(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `epoch_ms(${value.getTime()})`;
  return literal(String(value));
}

/** The rollup rows of decomposable series, combined from the leaves: one row per group of each grouping in `sets`. */
function combinedRollups(
  spec: PivotSpec,
  leaves: Record<string, unknown>[],
  sets: number[][],
  mask: (set: number[]) => number,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const set of sets) {
    const groups = new Map<string, Record<string, unknown>[]>();
    for (const leaf of leaves) {
      const id = set.map((i) => String(leaf[`k${i}`])).join('\u0000');
      const group = groups.get(id);
      if (group) group.push(leaf);
      else groups.set(id, [leaf]);
    }
    for (const members of groups.values()) {
      const row: Record<string, unknown> = { g: mask(set), __c: members.reduce((n, r) => n + Number(r['__c']), 0) };
      for (const i of set) row[`k${i}`] = members[0]![`k${i}`];
      spec.series.forEach((s, i) => (row[`a${i}`] = combine(s, i, members)));
      out.push(row);
    }
  }
  return out;
}

function result(spec: PivotSpec, rows: PivotRow[], total: number, range: ResolvedRange) {
  return {
    id: spec.id,
    type: 'pivot' as const,
    ...(spec.name ? { name: spec.name } : {}),
    ...(rows.length > 0 ? { rows } : {}),
    total,
    effective_timerange: absolute(range),
  };
}

/** A group's keys, series values and count; `colId` is a leaf's column keys, joined. */
type Grouped = { keys: string[]; values: unknown[]; count: number; colId: string };

function assemble(spec: PivotSpec, rows: Record<string, unknown>[], nr: number, nc: number, total: number): PivotRow[] {
  const n = nr + nc;
  // Names and grouped levels worked out once, not per row (a day of minutes by host is 10,000 rows).
  const keyNames = Array.from({ length: n }, (_, i) => `k${i}`);
  const aggregateNames = spec.series.map((_, i) => `a${i}`);
  const levelsOfMask = new Map<number, number[]>();
  const byMask = new Map<number, Grouped[]>();
  for (const row of rows) {
    const g = Number(row['g'] ?? 0);
    let groupedLevels = levelsOfMask.get(g);
    if (!groupedLevels) {
      groupedLevels = [];
      for (let i = 0; i < n; i++) if (((g >> (n - 1 - i)) & 1) === 0) groupedLevels.push(i);
      levelsOfMask.set(g, groupedLevels);
    }
    const keys = groupedLevels.map((i) => String(row[keyNames[i]!]));
    const entry: Grouped = {
      keys,
      values: aggregateNames.map((name) => seriesValue(row[name])),
      count: Number(row['__c'] ?? 0),
      colId: nc > 0 && keys.length === n ? keys.slice(nr).join('\u0000') : '',
    };
    let list = byMask.get(groupedLevels.length);
    if (!list) byMask.set(groupedLevels.length, (list = []));
    list.push(entry);
  }
  if (nr === 0 && nc === 0) {
    const only = byMask.get(0)?.[0];
    if (!only || total === 0) return [];
    return [
      {
        key: [],
        values: spec.series.map((s, i) => ({ key: [s.id], value: only.values[i], rollup: true, source: 'row-leaf' as const })),
        source: 'leaf',
      },
    ];
  }
  const leaves = byMask.get(n) ?? [];
  const rowRollups = new Map((nc > 0 ? (byMask.get(nr) ?? []) : []).map((g) => [g.keys.join('\u0000'), g]));
  const prefixRollups = new Map<string, Grouped>();
  if (spec.rollup) for (let p = 0; p < nr; p++) for (const g of byMask.get(p) ?? []) prefixRollups.set(`${p}:${g.keys.join('\u0000')}`, g);

  // Column keys ordered by their overall count, rows grouped by row key.
  const colCounts = new Map<string, { keys: string[]; count: number }>();
  const byRow = new Map<string, { keys: string[]; cells: Grouped[]; count: number }>();
  for (const leaf of leaves) {
    const rowKeys = leaf.keys.slice(0, nr);
    const id = rowKeys.join('\u0000');
    const entry = byRow.get(id) ?? { keys: rowKeys, cells: [], count: 0 };
    entry.cells.push(leaf);
    entry.count += leaf.count;
    byRow.set(id, entry);
    if (nc > 0) {
      const c = colCounts.get(leaf.colId) ?? { keys: leaf.keys.slice(nr), count: 0 };
      c.count += leaf.count;
      colCounts.set(leaf.colId, c);
    }
  }
  const colOrder = [...colCounts.keys()];
  const colRank = new Map(colOrder.map((k, i) => [k, i]));

  const prefixCount = new Map<string, number>();
  for (const r of byRow.values()) {
    for (let p = 1; p <= nr; p++) {
      const id = `${p}:${r.keys.slice(0, p).join('\u0000')}`;
      prefixCount.set(id, (prefixCount.get(id) ?? 0) + r.count);
    }
  }
  const seriesSort = spec.sort.find((s) => s.type === 'series');
  const seriesIndex = seriesSort ? spec.series.findIndex((s) => s.id === seriesSort.field) : -1;
  // Per row level: its field's pivot sort, and whether it is a time level (counted once, not per comparison).
  const rowFields = spec.rowGroups.flatMap((g) => g.fields.map((field) => ({ field, type: g.type })));
  const levelSort = rowFields.map(({ field }) => spec.sort.find((s) => s.type === 'pivot' && s.field === field));
  const levelIsTime = rowFields.map(({ type }) => type !== 'values');
  const rowValue = (r: { keys: string[]; cells: Grouped[] }): unknown =>
    nc > 0 ? rowRollups.get(r.keys.join('\u0000'))?.values[seriesIndex] : r.cells[0]?.values[seriesIndex];
  const ordered = [...byRow.values()].sort((a, b) => {
    if (seriesSort && seriesIndex >= 0) {
      const va = Number(rowValue(a) ?? 0);
      const vb = Number(rowValue(b) ?? 0);
      if (va !== vb) return seriesSort.direction === 'Descending' ? vb - va : va - vb;
    }
    for (let i = 0; i < nr; i++) {
      const ka = a.keys[i]!;
      const kb = b.keys[i]!;
      if (ka === kb) continue;
      const pivotSort = levelSort[i];
      if (!pivotSort && !levelIsTime[i]) {
        const ca = prefixCount.get(`${i + 1}:${a.keys.slice(0, i + 1).join('\u0000')}`) ?? 0;
        const cb = prefixCount.get(`${i + 1}:${b.keys.slice(0, i + 1).join('\u0000')}`) ?? 0;
        if (ca !== cb) return cb - ca;
      }
      const cmp = ka < kb ? -1 : 1;
      return pivotSort?.direction === 'Descending' ? -cmp : cmp;
    }
    return 0;
  });

  const out: PivotRow[] = [];
  const innerRow = (p: number, keys: string[]): PivotRow | null => {
    const g = prefixRollups.get(`${p}:${keys.join('\u0000')}`);
    if (!g) return null;
    return {
      key: keys,
      values: spec.series.map((s, i) => ({ key: [s.id], value: g.values[i], rollup: true, source: 'row-inner' as const })),
      source: 'non-leaf',
    };
  };
  let previous: string[] | null = null;
  const closePrefixes = (from: number, keys: string[]) => {
    for (let p = nr - 1; p >= from; p--) {
      if (p === 0) continue;
      const row = innerRow(p, keys.slice(0, p));
      if (row) out.push(row);
    }
  };
  for (const r of ordered) {
    if (previous && spec.rollup) {
      let common = 0;
      while (common < nr && previous[common] === r.keys[common]) common++;
      closePrefixes(common + 1, previous);
    }
    const values: PivotRow['values'] = [];
    if (nc > 0) {
      const cells = [...r.cells].sort((a, b) => (colRank.get(a.colId) ?? 0) - (colRank.get(b.colId) ?? 0));
      for (const cell of cells)
        spec.series.forEach((s, i) =>
          values.push({ key: [...cell.keys.slice(nr), s.id], value: cell.values[i], rollup: false, source: 'col-leaf' }),
        );
    }
    if (nc === 0 || spec.rollup) {
      const rollup = nc > 0 ? rowRollups.get(r.keys.join('\u0000'))?.values : r.cells[0]?.values;
      spec.series.forEach((s, i) => values.push({ key: [s.id], value: rollup?.[i] ?? null, rollup: true, source: 'row-leaf' }));
    }
    out.push({ key: r.keys, values, source: 'leaf' });
    previous = r.keys;
  }
  if (previous && spec.rollup) closePrefixes(1, previous);
  if (spec.rollup && nr > 0 && out.length > 0) {
    const totalRow = innerRow(0, []);
    if (totalRow) out.push(totalRow);
  }
  return out;
}
