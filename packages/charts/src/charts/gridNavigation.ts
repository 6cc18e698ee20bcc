/** A value in a chart's grid: the x position (column) and the series or row. */
export interface GridPosition {
  col: number;
  row: number;
}

/** The nearest valid row to `row` in column `col` (searching outwards), or null. */
export function nearestRow(col: number, row: number, rows: number, isValid: (p: GridPosition) => boolean): number | null {
  for (let d = 0; d < rows; d++) {
    if (row - d >= 0 && isValid({ col, row: row - d })) return row - d;
    if (row + d < rows && isValid({ col, row: row + d })) return row + d;
  }
  return null;
}

/** The next column from `col` in direction `dir` (±1) that holds a valid value, with its row. */
export function nextColumn(
  from: GridPosition,
  dir: 1 | -1,
  steps: number,
  p: { columns: number; rows: number; isValid: (p: GridPosition) => boolean },
): GridPosition | null {
  let col = Math.min(p.columns - 1, Math.max(0, from.col + dir * steps));
  for (; col >= 0 && col < p.columns; col += dir) {
    const row = nearestRow(col, from.row, p.rows, p.isValid);
    if (row !== null) return { col, row };
  }
  return null;
}
