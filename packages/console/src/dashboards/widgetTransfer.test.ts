import { describe, expect, it } from 'vitest';
import { messageCountWidget } from '../search/results';
import { addWidget } from '../search/results/viewState';
import { addPage, newDashboardModel } from './dashboardModel';
import { copyWidgetTo, freeSlot, moveWidgetToPage } from './widgetTransfer';

const twoPages = () => {
  const start = addPage(newDashboardModel('p1'), 'p2').model;
  const view = addWidget(start.view, 'p1', { ...messageCountWidget(), id: 'w1' }, 'Errors', { col: 5, row: 1, height: 3, width: 8 });
  return addWidget(view, 'p2', { ...messageCountWidget(), id: 'w2' }, 'Other', { col: 1, row: 1, height: 2, width: 4 });
};

describe('moving and copying widgets', () => {
  it('moves a widget to another page under a new id, with its title and size, below the widgets there', () => {
    const moved = moveWidgetToPage(twoPages(), 'p1', 'w1', 'p2', false);
    expect(moved.state['p1']?.widgets).toEqual([]);
    expect(moved.state['p1']?.titles['widget']?.['w1']).toBeUndefined();
    const target = moved.state['p2'];
    const [, copy] = target?.widgets ?? [];
    expect(copy?.id).not.toBe('w1');
    expect(target?.titles['widget']?.[copy?.id ?? '']).toBe('Errors');
    expect(target?.positions[copy?.id ?? '']).toEqual({ col: 1, row: 3, height: 3, width: 8 });
  });

  it('keeps the widget on its page when a copy is kept', () => {
    const copied = moveWidgetToPage(twoPages(), 'p1', 'w1', 'p2', true);
    expect(copied.state['p1']?.widgets.map((w) => w.id)).toEqual(['w1']);
    expect(copied.state['p2']?.widgets).toHaveLength(2);
  });

  it('copies a widget into another view', () => {
    const other = newDashboardModel('o1').view;
    const copied = copyWidgetTo(twoPages(), 'p1', 'w1', other, 'o1', () => 'new-id');
    expect(copied.state['o1']?.widgets.map((w) => w.id)).toEqual(['new-id']);
    expect(copied.state['o1']?.positions['new-id']).toEqual({ col: 1, row: 1, height: 3, width: 8 });
  });

  it('refuses an unknown widget and a move to the same page', () => {
    expect(() => moveWidgetToPage(twoPages(), 'p1', 'nope', 'p2', false)).toThrow(
      'Unable to duplicate widget with id nope, it is not found.',
    );
    expect(() => moveWidgetToPage(twoPages(), 'p1', 'w1', 'p1', false)).toThrow();
  });
});

describe('placing new widgets', () => {
  it('fills a row before starting the next, and goes below everything when nothing fits', () => {
    const size = { width: 4, height: 4 };
    expect(freeSlot({}, size)).toEqual({ col: 1, row: 1, width: 4, height: 4 });
    const one = { a: { col: 1, row: 1, width: 4, height: 4 } };
    expect(freeSlot(one, size)).toEqual({ col: 5, row: 1, width: 4, height: 4 });
    // Only the size of a position given counts.
    const position = { col: 1, row: 9, ...size };
    expect(freeSlot(one, position)).toEqual({ col: 5, row: 1, width: 4, height: 4 });
    const row = { ...one, b: { col: 5, row: 1, width: 4, height: 4 }, c: { col: 9, row: 1, width: 4, height: 4 } };
    expect(freeSlot(row, size)).toEqual({ col: 1, row: 5, width: 4, height: 4 });
    // A gap under a short widget is used.
    const steps = { a: { col: 1, row: 1, width: 6, height: 2 }, b: { col: 7, row: 1, width: 6, height: 6 } };
    expect(freeSlot(steps, { width: 6, height: 4 })).toEqual({ col: 1, row: 3, width: 6, height: 4 });
    // Full-width widgets leave no room beside them.
    expect(freeSlot({ a: { col: 1, row: 1, width: Infinity, height: 3 } }, size)).toEqual({ col: 1, row: 4, width: 4, height: 4 });
  });
});
