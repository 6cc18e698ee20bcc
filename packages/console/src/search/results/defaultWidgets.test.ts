import { describe, expect, it } from 'vitest';
import { createDefaultWidgets } from './defaultWidgets';

describe('createDefaultWidgets', () => {
  it('gives a "Message Count" bar chart at col 1 row 1 (height 2, full width) and "All Messages" at col 1 row 3 (height 6, full width)', () => {
    let n = 0;
    const defaults = createDefaultWidgets(() => `w${(n += 1)}`);
    expect(defaults.titles).toEqual({ w1: 'Message Count', w2: 'All Messages' });
    expect(defaults.positions).toEqual({
      w1: { col: 1, row: 1, height: 2, width: Infinity },
      w2: { col: 1, row: 3, height: 6, width: Infinity },
    });
    const [count, messages] = defaults.widgets;
    expect(count?.type === 'aggregation' && count.config).toMatchObject({
      visualization: 'bar',
      rollup: true,
      sort: [],
      rowPivots: [{ type: 'time', fields: ['timestamp'], interval: { type: 'auto', scaling: 1 } }],
      series: [{ function: 'count()' }],
    });
    expect(messages?.type === 'messages' && messages.config).toEqual({
      fields: ['timestamp', 'source'],
      showMessageRow: true,
      showSummary: true,
      decorators: [],
      sort: [{ type: 'pivot', field: 'timestamp', direction: 'Descending' }],
    });
  });

  it('uses fresh widget ids on each call', () => {
    const a = createDefaultWidgets();
    const b = createDefaultWidgets();
    expect(a.widgets[0]?.id).not.toBe(b.widgets[0]?.id);
  });
});
