import { literal, type FieldType } from '../storage/fields.js';
import type { SearchEngine, WhereClause } from './engine.js';
import type { BucketSpec, PivotSpec, SeriesSpec } from './pivot-spec.js';

/** Series whose total can be combined from the per-bucket values (no second scan for the rollup). */
export const DECOMPOSABLE: ReadonlySet<string> = new Set(['count', 'sum', 'min', 'max', 'avg', 'sumofsquares']);

export interface SingleLevelSql {
  /** SQL of the grouping key, typed (grouping typed values is cheaper than grouping their text). */
  key: string;
  /** Turns a key value read back into Graylog's key text (null: a missing value). */
  text: (value: unknown) => string | null;
  /** Every message has a key (so the buckets' counts add up to the total). */
  everyMessage?: boolean;
}

/**
 * The fast path's key for one `values` bucket on a long, boolean or string field, or one `time`
 * bucket; null when the general path must be taken (doubles and dates are formatted by DuckDB there).
 */
export function singleLevelKey(
  bucket: BucketSpec,
  field: string,
  type: FieldType | undefined,
  timeBucket: (column: string) => string,
  column: (field: string) => string,
): SingleLevelSql | null {
  if (bucket.type === 'time') {
    const col = type === 'date' ? column(field) : '"timestamp"';
    return {
      key: timeBucket(col),
      text: (v) => (v instanceof Date ? v.toISOString() : null),
      everyMessage: type !== 'date' || field === 'timestamp',
    };
  }
  if (bucket.type !== 'values' || field === 'streams') return null;
  if (type !== 'long' && type !== 'boolean' && type !== 'string') return null;
  return { key: column(field), text: (v) => (v === null || v === undefined ? null : String(v)) };
}

interface Parts {
  seriesCols: string[];
  aggregates: string[];
  spec: PivotSpec;
}

/**
 * A pivot with exactly one row group (no column groups): one grouped query gives the buckets (the
 * top `limit` by count for `values`), and the total rollup row is combined from them where the series
 * allow it, else asked of the rows of those buckets in a second query. Same results as the general
 * path, in one or two scans instead of three.
 */
export async function executeSingleLevel(
  engine: SearchEngine,
  parts: Parts,
  level: { sql: SingleLevelSql; limit: number | null; skipEmpty: boolean; field: string },
  where: WhereClause,
  emptyValue: string,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const { spec } = parts;
  const pivotSort = spec.sort.find((s) => s.type === 'pivot' && s.field === level.field);
  const order =
    level.limit === null
      ? 'k0 ASC'
      : pivotSort
        ? `k0 ${pivotSort.direction === 'Descending' ? 'DESC' : 'ASC'} NULLS LAST`
        : 'count(*) DESC, k0 ASC NULLS LAST';
  const hidden = spec.series.flatMap((s, i) => (s.type === 'avg' ? [`sum(s${i}) AS h${i}_sum`, `count(s${i}) AS h${i}_count`] : []));
  const latest = spec.series.some((s) => s.type === 'latest');
  const inner = `SELECT ${[`${level.sql.key} AS k0`, ...parts.seriesCols, ...(latest ? ['"timestamp" AS __ts'] : [])].join(', ')} FROM messages WHERE ${where.sql}`;
  // A key every message has (time buckets of \`timestamp\`) is never null: filtering on it would cost
  // DuckDB a pass over the computed keys (a third of a one-hour histogram's time).
  const keyFilter = level.skipEmpty && !level.sql.everyMessage ? ' WHERE k0 IS NOT NULL' : '';
  // Series that cannot be combined from the buckets (percentiles, cardinality, deviation, latest) get
  // their rollup from the same scan, as the empty grouping set beside the buckets; only when buckets
  // were cut off by the limit is the rollup asked again, of the shown buckets' rows.
  // So do buckets without a limit (time histograms): nothing is cut off, so the empty grouping set is
  // the rollup, with no window over the buckets.
  const rollupInScan = spec.rollup && (level.limit === null || !spec.series.every((s) => DECOMPOSABLE.has(s.type)));
  const grouped = `SELECT k0, grouping(k0) AS __g, ${[...parts.aggregates, 'count(*) AS __c'].join(', ')} FROM (${inner})${keyFilter} GROUP BY GROUPING SETS ((k0), ())`;
  const leavesSql = rollupInScan
    ? level.limit === null
      ? `${grouped} ORDER BY __g, ${order.replace('count(*)', '__c')}`
      : `SELECT * FROM (${grouped}) QUALIFY __g = 1 OR row_number() OVER (PARTITION BY __g ORDER BY ${order.replace('count(*)', '__c')}) <= ${level.limit} ORDER BY __g, ${order.replace('count(*)', '__c')}`
    : `SELECT k0, ${[...parts.aggregates, ...hidden, 'count(*) AS __c', 'sum(count(*)) OVER () AS __t'].join(', ')} FROM (${inner})${keyFilter} GROUP BY k0 ORDER BY ${order}${level.limit === null ? '' : ` LIMIT ${level.limit}`}`;
  // Skipped empty keys leave messages out of the buckets, so the total is counted apart, except for
  // time buckets on `timestamp`, which every message has.
  const needsTotalQuery = level.skipEmpty && !level.sql.everyMessage;
  const [result, counted] = await Promise.all([
    engine.store.query(leavesSql, where.params),
    needsTotalQuery ? engine.store.query(`SELECT count(*) AS c FROM messages WHERE ${where.sql}`, where.params) : null,
  ]);
  const leaves = rollupInScan ? result.filter((r) => Number(r['__g']) === 0) : result;
  const all = rollupInScan ? result.find((r) => Number(r['__g']) === 1) : undefined;
  const total = counted ? Number(counted[0]?.['c'] ?? 0) : rollupInScan ? Number(all?.['__c'] ?? 0) : Number(leaves[0]?.['__t'] ?? 0);
  // The rows are this query's own objects: their key becomes Graylog's key text in place, once the
  // typed keys are no longer needed.
  const keyed = () => {
    for (const r of leaves) {
      r['g'] = 0;
      r['k0'] = level.sql.text(r['k0']) ?? emptyValue;
    }
    return leaves;
  };
  if (!spec.rollup || leaves.length === 0) return { rows: keyed(), total };

  let rollup: Record<string, unknown>;
  if (!rollupInScan) {
    rollup = { g: 1, __c: leaves.reduce((n, r) => n + Number(r['__c']), 0) };
    spec.series.forEach((s, i) => (rollup[`a${i}`] = combine(s, i, leaves)));
  } else if (leaves.reduce((n, r) => n + Number(r['__c']), 0) === Number(all?.['__c'] ?? 0)) {
    // Nothing was cut off: the empty grouping set is the rollup.
    rollup = { ...all, g: 1 };
  } else {
    const keys = leaves.map((r) => r['k0']);
    const shown = ` AND (${keys.some((k) => k === null) ? 'k0 IS NULL OR ' : ''}k0 IN (${
      keys
        .filter((k) => k !== null)
        .map(sqlValue)
        .join(', ') || 'NULL'
    }))`;
    const [row] = await engine.store.query(
      `SELECT ${[...parts.aggregates, 'count(*) AS __c'].join(', ')} FROM (${inner}) WHERE TRUE${keyFilter === '' ? '' : ' AND k0 IS NOT NULL'}${shown}`,
      where.params,
    );
    rollup = { ...row, g: 1 };
  }
  return { rows: [...keyed(), rollup], total };
}

function sqlValue(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `epoch_ms(${value.getTime()})`;
  return literal(String(value));
}

/** A decomposable series' value over all buckets, from the buckets' own values (`avg` from their hidden sums and counts). */
export function combine(series: SeriesSpec, i: number, leaves: Record<string, unknown>[]): unknown {
  const values = leaves.map((r) => r[`a${i}`]).filter((v): v is number => typeof v === 'number');
  switch (series.type) {
    case 'count':
    case 'sum':
    case 'sumofsquares':
      return values.length === 0 ? null : values.reduce((a, b) => a + b, 0);
    case 'min':
      return values.length === 0 ? null : Math.min(...values);
    case 'max':
      return values.length === 0 ? null : Math.max(...values);
    case 'card': {
      // Only from time blocks (pivot-blocks.ts), whose groups carry their distinct values.
      const distinct = new Set<unknown>();
      for (const leaf of leaves) for (const value of (leaf[`u${i}`] as unknown[] | undefined) ?? []) distinct.add(value);
      return distinct.size;
    }
    default: {
      // avg: the sum of the sums over the sum of the counts.
      const count = leaves.reduce((n, r) => n + Number(r[`h${i}_count`] ?? 0), 0);
      const sum = leaves.reduce((n, r) => n + Number(r[`h${i}_sum`] ?? 0), 0);
      return count === 0 ? null : sum / count;
    }
  }
}
