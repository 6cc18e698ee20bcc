import { describe, expect, it } from 'vitest';
import { nearestRow, nextColumn, type GridPosition } from './gridNavigation';

// A 5 × 3 grid with holes: column 2 has no values, column 3 only row 2.
const holes = new Set(['2:0', '2:1', '2:2', '3:0', '3:1']);
const isValid = ({ col, row }: GridPosition) => !holes.has(`${col}:${row}`);
const grid = { columns: 5, rows: 3, isValid };

describe('nearestRow', () => {
  it('keeps the row when it has a value, else searches outwards (up first)', () => {
    expect(nearestRow(0, 1, 3, isValid)).toBe(1);
    expect(nearestRow(3, 0, 3, isValid)).toBe(2);
    expect(nearestRow(2, 1, 3, isValid)).toBeNull();
  });
});

describe('nextColumn', () => {
  it('moves one column, skipping columns without values', () => {
    expect(nextColumn({ col: 0, row: 1 }, 1, 1, grid)).toEqual({ col: 1, row: 1 });
    expect(nextColumn({ col: 1, row: 1 }, 1, 1, grid)).toEqual({ col: 3, row: 2 });
    expect(nextColumn({ col: 3, row: 2 }, -1, 1, grid)).toEqual({ col: 1, row: 2 });
  });

  it('stays at the edges and moves by pages', () => {
    expect(nextColumn({ col: 4, row: 0 }, 1, 1, grid)).toEqual({ col: 4, row: 0 });
    expect(nextColumn({ col: 0, row: 0 }, -1, 1, grid)).toEqual({ col: 0, row: 0 });
    expect(nextColumn({ col: 0, row: 0 }, 1, 10, grid)).toEqual({ col: 4, row: 0 });
  });

  it('returns null when no column in that direction has a value', () => {
    expect(nextColumn({ col: 1, row: 0 }, 1, 1, { columns: 3, rows: 3, isValid })).toBeNull();
  });
});
