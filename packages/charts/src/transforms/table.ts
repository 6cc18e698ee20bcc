import { browserTimezone, formatKeyPart, KEY_SEPARATOR, keyFields } from './keys';
import type { KeyPart, PivotDescriptor, PivotRow } from './types';

export type Cell = number | string | null;

export interface TableColumn {
  /** Stable id: `row:<field>` for grouping columns, raw value key joined for value columns. */
  id: string;
  kind: 'row-pivot' | 'value' | 'rollup';
  /** Header text: the field for groupings, the series for value columns. */
  label: string;
  /** Field to sort by: the grouping field, or the series id. */
  sortField: string;
  /** Column key labels above this column (column groupings); empty for grouping and rollup columns. */
  columnPath: string[];
  /** Raw column key parts with their fields (value columns). */
  columnKey: KeyPart[];
}

export interface TableRow {
  id: string;
  /** Raw row key parts with their fields: what a click on this row refers to. */
  rowKey: KeyPart[];
  cells: Record<string, Cell>;
}

export interface TableModel {
  columns: TableColumn[];
  rows: TableRow[];
  /** The totals row (rollup over all rows) when the result has one. */
  totals: TableRow | null;
  /** Number of column-key header levels above the series headers. */
  headerDepth: number;
}

export interface TableOptions {
  rowPivots?: readonly PivotDescriptor[];
  columnPivots?: readonly PivotDescriptor[];
  /** Series ids in configured order. */
  series?: readonly string[];
  /** Show rollup columns when there are column groupings (default true). */
  rollup?: boolean;
  timezone?: string;
}

const cellOf = (v: PivotRow['values'][number]['value']): Cell => (v === undefined ? null : v);

/** Pivot rows into a table: grouping columns, then per column key one column per series, then the rollup columns. */
export function toTableModel(rows: readonly PivotRow[], options: TableOptions = {}): TableModel {
  const timezone = options.timezone ?? browserTimezone();
  const rowFields = keyFields(options.rowPivots ?? []);
  const colFields = keyFields(options.columnPivots ?? []);
  const seriesOrder = [...(options.series ?? [])];
  const showRollup = options.rollup ?? true;
  const valueCols = new Map<string, TableColumn>();
  const rollupCols = new Map<string, TableColumn>();
  const out: TableRow[] = [];
  let totals: TableRow | null = null;

  const columnFor = (key: string[], rollup: boolean): TableColumn | null => {
    const seriesId = key[key.length - 1] ?? '';
    if (!seriesOrder.includes(seriesId)) seriesOrder.push(seriesId);
    const id = `${rollup ? 'rollup' : 'value'}:${key.join('\u241E')}`;
    if (rollup) {
      if (colFields.length > 0 && !showRollup) return null;
      if (!rollupCols.has(id))
        rollupCols.set(id, { id, kind: 'rollup', label: seriesId, sortField: seriesId, columnPath: [], columnKey: [] });
      return rollupCols.get(id)!;
    }
    if (!valueCols.has(id)) {
      const columnPath = key.slice(0, -1).map((k, i) => formatKeyPart(k, colFields[i]?.time ?? false, timezone));
      valueCols.set(id, {
        id,
        kind: 'value',
        label: seriesId,
        sortField: seriesId,
        columnPath,
        columnKey: key.slice(0, -1).map((value, i) => ({ field: colFields[i]?.field, value })),
      });
    }
    return valueCols.get(id)!;
  };

  for (const row of rows) {
    const isTotals = row.source === 'non-leaf' && row.key.length === 0;
    if (row.source !== 'leaf' && !isTotals) continue;
    const cells: Record<string, Cell> = {};
    row.key.forEach((k, i) => (cells[`row:${rowFields[i]?.field ?? i}`] = formatKeyPart(k, rowFields[i]?.time ?? false, timezone)));
    for (const v of row.values) {
      const col = columnFor(v.key, v.rollup);
      if (col) cells[col.id] = cellOf(v.value);
    }
    const tableRow = {
      id: row.key.join('\u241E') || 'totals',
      rowKey: row.key.map((value, i) => ({ field: rowFields[i]?.field, value })),
      cells,
    };
    if (isTotals) totals = tableRow;
    else out.push(tableRow);
  }

  const bySeries = (a: TableColumn, b: TableColumn) => seriesOrder.indexOf(a.sortField) - seriesOrder.indexOf(b.sortField);
  const pivotCols: TableColumn[] = rowFields.map((f) => ({
    id: `row:${f.field}`,
    kind: 'row-pivot',
    label: f.field,
    sortField: f.field,
    columnPath: [],
    columnKey: [],
  }));
  const values = [...valueCols.values()];
  // Keep column keys in first-seen order, series in configured order within each key.
  const keyOrder = [...new Set(values.map((c) => c.columnPath.join(KEY_SEPARATOR)))];
  values.sort(
    (a, b) => keyOrder.indexOf(a.columnPath.join(KEY_SEPARATOR)) - keyOrder.indexOf(b.columnPath.join(KEY_SEPARATOR)) || bySeries(a, b),
  );
  return {
    columns: [...pivotCols, ...values, ...[...rollupCols.values()].sort(bySeries)],
    rows: out,
    totals,
    headerDepth: colFields.length,
  };
}
