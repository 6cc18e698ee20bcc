import { describe, expect, it } from 'vitest';
import type { View } from '@sift/api';
import { createDefaultWidgets } from './defaultWidgets';
import { fromLayout, GRID_BREAKPOINTS, toLayout } from './gridLayout';
import { addWidget, duplicateWidget, removeWidget, renameWidget, toggleStretch, widgetTitle } from './viewState';

const Q = 'q1';
function viewWithDefaults(): View {
  let n = 0;
  const d = createDefaultWidgets(() => `w${(n += 1)}`);
  return {
    id: null,
    type: 'SEARCH',
    title: '',
    summary: '',
    description: '',
    searchId: 's1',
    properties: [],
    requires: {},
    owner: null,
    createdAt: null,
    favorite: false,
    state: {
      [Q]: {
        selectedFields: null,
        staticMessageListId: null,
        titles: { widget: d.titles },
        widgets: d.widgets,
        widgetMapping: { w1: ['st1'], w2: ['st2'] },
        positions: d.positions,
        highlighting: [],
        displayModePositions: {},
      },
    },
  };
}

describe('widget actions on the view state', () => {
  it('duplicates a widget as "<title> (copy)" with a new id, below the others in the same size', () => {
    const next = duplicateWidget(viewWithDefaults(), Q, 'w1', () => 'w3');
    const state = next.state[Q]!;
    expect(state.widgets.map((w) => w.id)).toEqual(['w1', 'w2', 'w3']);
    expect(state.titles['widget']?.['w3']).toBe('Message Count (copy)');
    expect(state.positions['w3']).toEqual({ col: 1, row: 9, height: 2, width: Infinity });
    expect(() => duplicateWidget(viewWithDefaults(), Q, 'nope')).toThrow('Unable to duplicate widget with id nope, it is not found.');
  });

  it('removes a widget with its position, title and mapping', () => {
    const state = removeWidget(viewWithDefaults(), Q, 'w1').state[Q]!;
    expect(state.widgets.map((w) => w.id)).toEqual(['w2']);
    expect(state.positions['w1']).toBeUndefined();
    expect(state.titles['widget']).toEqual({ w2: 'All Messages' });
    expect(state.widgetMapping).toEqual({ w2: ['st2'] });
  });

  it('renames, keeping the previous title when the new one is blank', () => {
    const view = viewWithDefaults();
    expect(renameWidget(view, Q, 'w1', 'Hits').state[Q]?.titles['widget']?.['w1']).toBe('Hits');
    expect(renameWidget(view, Q, 'w1', '   ')).toBe(view);
  });

  it('falls back to "Untitled {Type}" titles', () => {
    const state = viewWithDefaults().state[Q]!;
    const bare = { ...state, titles: {} };
    expect(state.widgets.map((w) => widgetTitle(bare, w))).toEqual(['Untitled Aggregation', 'Untitled Message Table']);
  });

  it("stretches to full width and compresses back to the type's default width", () => {
    const compressed = toggleStretch(viewWithDefaults(), Q, 'w2');
    expect(compressed.state[Q]?.positions['w2']?.width).toBe(6);
    expect(toggleStretch(compressed, Q, 'w2').state[Q]?.positions['w2']?.width).toBe(Infinity);
    expect(toggleStretch(viewWithDefaults(), Q, 'w1').state[Q]?.positions['w1']?.width).toBe(4);
  });

  it('adds a widget at the first free row in the default size of its type', () => {
    const base = viewWithDefaults();
    const widget = { ...base.state[Q]!.widgets[1]!, id: 'w9' };
    expect(addWidget(base, Q, widget, 'More').state[Q]?.positions['w9']).toEqual({ col: 1, row: 9, height: 5, width: 6 });
  });
});

describe('grid layout', () => {
  it('has breakpoints of 175 px per column', () => {
    expect(GRID_BREAKPOINTS).toEqual({ xxl: 2100, xl: 1750, lg: 1400, md: 1050, sm: 700, xs: 0 });
  });

  it('maps 1-based positions to 0-based items, infinite width to all columns, and back', () => {
    const positions = { a: { col: 1, row: 1, height: 2, width: Infinity }, b: { col: 7, row: 3, height: 4, width: 6 } };
    const layout = toLayout(positions, ['a', 'b'], 12);
    expect(layout).toEqual([
      { i: 'a', x: 0, y: 0, w: 12, h: 2 },
      { i: 'b', x: 6, y: 2, w: 6, h: 4 },
    ]);
    expect(fromLayout(layout)).toEqual(positions);
    expect(toLayout(positions, ['b'], 6)).toEqual([{ i: 'b', x: 3, y: 2, w: 3, h: 4 }]);
  });

  it('keeps widgets side by side in 12 columns apart on a narrower grid', () => {
    // Four widgets of 3 columns on one row of a 12-column grid (a Graylog dashboard's numbers row).
    const quarter = (col: number) => ({ col, row: 1, height: 2, width: 3 });
    const positions = { a: quarter(1), b: quarter(4), c: quarter(7), d: quarter(10) };
    for (const cols of [10, 8, 6, 4, 2]) {
      const layout = toLayout(positions, ['a', 'b', 'c', 'd'], cols);
      for (const [left, right] of [...layout.entries()].slice(1).map(([n, item]) => [layout[n - 1]!, item] as const)) {
        if (right.w > 0 && right.x > left.x) expect(left.x + left.w).toBeLessThanOrEqual(right.x);
      }
      for (const item of layout) {
        expect(item.w).toBeGreaterThanOrEqual(1);
        expect(item.x + item.w).toBeLessThanOrEqual(cols);
      }
    }
    expect(toLayout(positions, ['a', 'b', 'c', 'd'], 6).map(({ x, w }) => [x, w])).toEqual([
      [0, 2],
      [2, 1],
      [3, 2],
      [5, 1],
    ]);
  });
});
