import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// Loaded up front: the lazily loaded page is large, and its first import would outlast the waits below.
import '../page/SearchPage';
import { renderSearchApp } from '../testing/renderSearchApp';
import { MIGRATED_MARKER_KEY, PINNED_CHARTS_KEY } from './legacyFieldCharts';

// The legacy pinned-chart migration prompt on the search page (2-search-and-dashboards.md §4).

const SLOW = { timeout: 10_000 };
const PINNED = {
  c1: { field: 'took_ms', valuetype: 'mean', renderer: 'line', interval: 'hour', rangetype: 'relative', range: { relative: 3600 } },
  c2: { field: 'bytes', valuetype: 'total', renderer: 'bar', interval: 'quarter' },
};

beforeEach(() => window.localStorage.setItem(PINNED_CHARTS_KEY, JSON.stringify(PINNED)));
afterEach(() => window.localStorage.clear());

const prompt = () => screen.findByRole('toolbar', { name: 'Migrate pinned charts' }, SLOW);

describe('legacy pinned-chart migration prompt', { timeout: 60_000 }, () => {
  it('migrates the pinned charts into widgets of the search and marks the migration finished', async () => {
    renderSearchApp('/search');
    const actions = await prompt();
    expect(
      screen.getByText(
        'This browser keeps 2 charts pinned on the search page of an earlier version. Add them to this search as aggregation widgets?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'Migrate' }));
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(await within(results).findByRole('group', { name: 'avg(took_ms) of took_ms' }, SLOW)).toBeInTheDocument();
    expect(within(results).getByRole('group', { name: 'sum(bytes) of bytes' })).toBeInTheDocument();
    expect(within(results).getByRole('group', { name: 'Message Count' })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Migrate pinned charts' })).toBeNull();
    expect(window.localStorage.getItem(MIGRATED_MARKER_KEY)).toBe('finished');
  });

  it('discards the charts, remembering it, and does not ask again', async () => {
    const first = renderSearchApp('/search');
    await userEvent.click(within(await prompt()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Migrate pinned charts' })).toBeNull());
    expect(window.localStorage.getItem(MIGRATED_MARKER_KEY)).toBe('discarded');
    expect(screen.queryByRole('group', { name: 'avg(took_ms) of took_ms' })).toBeNull();
    first.unmount();

    renderSearchApp('/search');
    await screen.findByRole('group', { name: 'Message Count' }, SLOW);
    expect(screen.queryByRole('toolbar', { name: 'Migrate pinned charts' })).toBeNull();
  });
});
