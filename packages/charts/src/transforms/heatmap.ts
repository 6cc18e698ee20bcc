import { browserTimezone, formatKeyPart, KEY_SEPARATOR, keyFields } from './keys';
import type { KeyPart, PivotDescriptor, PivotRow } from './types';

export interface HeatmapCell {
  x: string;
  y: number | null;
  /** True when the cell had no value and shows the default. */
  filled?: boolean;
}

export interface HeatmapRow {
  id: string;
  /** Raw column key parts of this row of cells. */
  columnKey: KeyPart[];
  data: HeatmapCell[];
}

export interface HeatmapData {
  /** Raw row key parts by x label. */
  rowKeys: Record<string, KeyPart[]>;
  /** One entry per column key (y axis), each holding a cell per row key (x axis): the shape @nivo/heatmap takes. */
  rows: HeatmapRow[];
  /** The series (metric) the values come from: the first one of the result. */
  seriesId: string | null;
  /** Smallest and largest value drawn, default values of empty cells included. */
  min: number | null;
  max: number | null;
}

export interface HeatmapOptions {
  rowPivots?: readonly PivotDescriptor[];
  columnPivots?: readonly PivotDescriptor[];
  timezone?: string;
  /** Fill empty cells with the smallest value. */
  useSmallestAsDefault?: boolean;
  /** Fill empty cells with this value (used when useSmallestAsDefault is off). */
  defaultValue?: number | null;
}

/**
 * Pivot rows into a heatmap matrix: x = row key, y = column key, value of the first series (values of
 * other series are left out).
 * Empty cells take the smallest value or the default value, else stay empty.
 */
export function toHeatmapData(rows: readonly PivotRow[], options: HeatmapOptions = {}): HeatmapData {
  const timezone = options.timezone ?? browserTimezone();
  const rowFields = keyFields(options.rowPivots ?? []);
  const colFields = keyFields(options.columnPivots ?? []);
  const xs = new Set<string>();
  const ys = new Set<string>();
  let seriesId: string | null = null;
  const cells = new Map<string, number>();
  const rowKeys: Record<string, KeyPart[]> = {};
  const colKeys: Record<string, KeyPart[]> = {};
  for (const row of rows) {
    if (row.source !== 'leaf') continue;
    const x = row.key.map((k, i) => formatKeyPart(k, rowFields[i]?.time ?? false, timezone)).join(KEY_SEPARATOR);
    xs.add(x);
    rowKeys[x] = row.key.map((value, i) => ({ field: rowFields[i]?.field, value }));
    for (const v of row.values) {
      if (v.rollup || v.source !== 'col-leaf') continue;
      const series = v.key[v.key.length - 1] ?? '';
      seriesId ??= series;
      if (series !== seriesId) continue;
      const y = v.key
        .slice(0, -1)
        .map((k, i) => formatKeyPart(k, colFields[i]?.time ?? false, timezone))
        .join(KEY_SEPARATOR);
      ys.add(y);
      colKeys[y] = v.key.slice(0, -1).map((value, i) => ({ field: colFields[i]?.field, value }));
      const n = typeof v.value === 'number' ? v.value : Number(v.value);
      if (v.value !== null && Number.isFinite(n)) cells.set(`${x}\u241E${y}`, n);
    }
  }
  let min: number | null = null;
  let max: number | null = null;
  for (const n of cells.values()) {
    if (min === null || n < min) min = n;
    if (max === null || n > max) max = n;
  }
  const fill = options.useSmallestAsDefault ? min : (options.defaultValue ?? null);
  const columns = [...xs];
  const out: HeatmapRow[] = [...ys].map((y) => ({
    id: y,
    columnKey: colKeys[y] ?? [],
    data: columns.map((x) => {
      const value = cells.get(`${x}\u241E${y}`);
      return value === undefined ? { x, y: fill, filled: fill !== null } : { x, y: value };
    }),
  }));
  // A default value drawn in empty cells counts for the colour range, as the values around it do.
  if (fill !== null && cells.size < columns.length * out.length) {
    min = min === null ? fill : Math.min(min, fill);
    max = max === null ? fill : Math.max(max, fill);
  }
  return { min, max, rowKeys, seriesId, rows: out };
}

/** The colour domain: data min/max when auto scaling, else z_min/z_max (strings on the wire). */
export function heatmapDomain(
  data: Pick<HeatmapData, 'min' | 'max'>,
  config: { autoScale: boolean; zMin?: string | number | null; zMax?: string | number | null },
): [number, number] {
  const lo = data.min ?? 0;
  const hi = data.max ?? 0;
  if (config.autoScale) return [lo, hi];
  const parse = (v: string | number | null | undefined, fallback: number) => {
    const n = typeof v === 'number' ? v : Number.parseFloat(v ?? '');
    return Number.isFinite(n) ? n : fallback;
  };
  return [parse(config.zMin, lo), parse(config.zMax, hi)];
}
