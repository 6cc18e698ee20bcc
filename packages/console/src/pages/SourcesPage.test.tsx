import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './SourcesPage';
import { sourcesDashboardModel, SOURCES_RANGE_SECONDS } from '../dashboards/sourcesDashboard';
import { renderSearchApp } from '../search/testing/renderSearchApp';
import { USER_WIRE } from '../testing/fakeApi';

const SLOW = { timeout: 10_000 };
// A Reader: no dashboard may be created, the ready-made one is still there to read.
const READER = { 'GET /users/jane': { ...USER_WIRE, permissions: ['streams:read', 'dashboards:read', 'view:read'] } };

type Json = Record<string, unknown>;

describe('Sources', { timeout: 30_000 }, () => {
  it('is a dashboard of message counts by source over the last day, run for a Reader too', async () => {
    const { server } = renderSearchApp('/sources', {}, READER);
    expect(await screen.findByRole('heading', { name: 'Sources', level: 1 }, SLOW)).toBeInTheDocument();
    for (const title of ['Total messages', 'Messages per source over time', 'Messages by source', 'Share of messages by source'])
      expect((await screen.findAllByText(title, {}, SLOW))[0]).toBeInTheDocument();
    // The search it runs: one query over the last day, pivots by source.
    await expect.poll(() => server.searches.size, SLOW).toBeGreaterThan(0);
    const search = [...server.searches.values()][0] as { queries: Array<{ timerange: Json; search_types: Json[] }> };
    expect(search.queries[0]!.timerange).toMatchObject({ type: 'relative', range: SOURCES_RANGE_SECONDS });
    const pivots = search.queries[0]!.search_types.filter((t) => t['type'] === 'pivot');
    expect(pivots).toHaveLength(4);
    expect(JSON.stringify(pivots)).toContain('"source"');
  });
});

describe('sourcesDashboardModel', () => {
  it('places the total beside the chart over time, the table beside the pie, counts sorted by count', () => {
    let n = 0;
    const { view } = sourcesDashboardModel(() => `id${(n += 1)}`);
    const state = view.state['id1']!;
    expect(state.titles['widget']).toEqual({
      id2: 'Total messages',
      id3: 'Messages per source over time',
      id4: 'Messages by source',
      id5: 'Share of messages by source',
    });
    expect(state.widgets.map((w) => (w.type === 'aggregation' ? w.config.visualization : w.type))).toEqual([
      'numeric',
      'line',
      'table',
      'pie',
    ]);
    expect(state.positions['id3']).toEqual({ col: 4, row: 1, height: 4, width: 9 });
    const table = state.widgets[2]!;
    expect(table.type === 'aggregation' && table.config.sort).toEqual([{ type: 'series', field: 'count()', direction: 'Descending' }]);
  });
});
