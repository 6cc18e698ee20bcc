import { describe, expect, it } from 'vitest';
import type { WidgetPosition } from '@sift/api';
import { keyboardLayoutChange } from './gridLayout';

// Two widgets side by side on the first row, a third below the first.
const positions: Record<string, WidgetPosition> = {
  a: { col: 1, row: 1, width: 4, height: 2 },
  b: { col: 5, row: 1, width: 4, height: 2 },
  c: { col: 1, row: 3, width: 4, height: 3 },
};
const ids = ['a', 'b', 'c'];

describe('keyboard moves and resizes of a widget', () => {
  it('moves a widget one column to the right and left', () => {
    expect(keyboardLayoutChange(positions, ids, 'b', 'ArrowRight', false)?.['b']).toEqual({ col: 6, row: 1, width: 4, height: 2 });
    expect(keyboardLayoutChange(positions, ids, 'b', 'ArrowLeft', false)?.['b']).toEqual({ col: 4, row: 1, width: 4, height: 2 });
  });

  it('stops at the grid edges', () => {
    expect(keyboardLayoutChange(positions, ids, 'a', 'ArrowLeft', false)).toBeNull();
    expect(keyboardLayoutChange(positions, ids, 'a', 'ArrowUp', false)).toBeNull();
    const atRight = { ...positions, b: { col: 9, row: 1, width: 4, height: 2 } };
    expect(keyboardLayoutChange(atRight, ids, 'b', 'ArrowRight', false)).toBeNull();
  });

  it('moves a widget up past the one above it, which makes room below', () => {
    const next = keyboardLayoutChange(positions, ids, 'c', 'ArrowUp', false);
    expect(next?.['c']).toMatchObject({ col: 1, row: 1 });
    expect(next?.['a']).toMatchObject({ col: 1, row: 4 });
    expect(next?.['b']).toEqual(positions['b']);
  });

  it('moves a widget down past the one below it', () => {
    const next = keyboardLayoutChange(positions, ids, 'a', 'ArrowDown', false);
    expect(next?.['c']).toMatchObject({ col: 1, row: 1 });
    expect(next?.['a']).toMatchObject({ col: 1, row: 4 });
  });

  it('widens, narrows, heightens and shortens with Shift', () => {
    expect(keyboardLayoutChange(positions, ids, 'c', 'ArrowRight', true)?.['c']).toEqual({ col: 1, row: 3, width: 5, height: 3 });
    expect(keyboardLayoutChange(positions, ids, 'c', 'ArrowLeft', true)?.['c']).toEqual({ col: 1, row: 3, width: 3, height: 3 });
    expect(keyboardLayoutChange(positions, ids, 'c', 'ArrowDown', true)?.['c']).toEqual({ col: 1, row: 3, width: 4, height: 4 });
    expect(keyboardLayoutChange(positions, ids, 'c', 'ArrowUp', true)?.['c']).toEqual({ col: 1, row: 3, width: 4, height: 2 });
  });

  it('pushes the widget below down when growing into it', () => {
    const next = keyboardLayoutChange(positions, ids, 'a', 'ArrowDown', true);
    expect(next?.['a']).toEqual({ col: 1, row: 1, width: 4, height: 3 });
    expect(next?.['c']).toMatchObject({ row: 4 });
  });

  it('keeps a size of at least one cell and the widget inside the grid', () => {
    const small = { a: { col: 1, row: 1, width: 1, height: 1 } };
    expect(keyboardLayoutChange(small, ['a'], 'a', 'ArrowLeft', true)).toBeNull();
    expect(keyboardLayoutChange(small, ['a'], 'a', 'ArrowUp', true)).toBeNull();
    const wide = { a: { col: 1, row: 1, width: Infinity, height: 2 } };
    expect(keyboardLayoutChange(wide, ['a'], 'a', 'ArrowRight', true)).toBeNull();
    expect(keyboardLayoutChange(wide, ['a'], 'a', 'ArrowLeft', true)?.['a']).toEqual({ col: 1, row: 1, width: 11, height: 2 });
  });

  it('widens to the full width (stored as Infinity) when reaching the last column', () => {
    const eleven = { a: { col: 1, row: 1, width: 11, height: 2 } };
    expect(keyboardLayoutChange(eleven, ['a'], 'a', 'ArrowRight', true)?.['a']).toEqual({ col: 1, row: 1, width: Infinity, height: 2 });
  });
});
