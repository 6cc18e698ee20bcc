import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@sift/ui';
// Loaded up front: the lazily loaded pages are large, and their first import would outlast the waits below.
import './DashboardPage';
import './DashboardTvPage';
import { USER_WIRE } from '../testing/fakeApi';
import { findDialog } from '../testing/findDialog';
import { renderSearchApp } from '../search/testing/renderSearchApp';

const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };
/** A search runs through several calls and renders: on a loaded machine that takes more than waitFor's default second. */
const SLOW = { timeout: 10_000 };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  toast.clear();
});

const pageState = (title: string) => ({
  selected_fields: null,
  static_message_list_id: null,
  titles: { tab: { title } },
  widgets: [],
  widget_mapping: {},
  positions: {},
  formatting: { highlighting: [] },
  display_mode_settings: { positions: {} },
});
const query = (id: string) => ({
  id,
  query: { type: 'elasticsearch', query_string: '' },
  timerange: { type: 'relative', range: 300 },
  filter: null,
  filters: [],
  search_types: [],
});
const SAVED = {
  id: 'd1',
  type: 'DASHBOARD',
  title: 'Operations',
  summary: '',
  description: '',
  search_id: 'search-1',
  properties: [],
  requires: {},
  owner: 'admin',
  created_at: '2024-05-01T10:00:00.000Z',
  favorite: false,
  state: { q1: pageState('Overview'), q2: pageState('Errors'), q3: pageState('Latency') },
};
const STORED = {
  views: { d1: SAVED },
  searches: { 'search-1': { id: 'search-1', queries: ['q1', 'q2', 'q3'].map(query), parameters: [] } },
};

const shownPage = () => screen.getByLabelText('Shown page');
const ran = (executions: Array<{ body: unknown }>) =>
  executions.map((e) => ((e.body as { global_override: { keep_queries: string[] } }).global_override.keep_queries ?? [])[0]);

describe('Full screen dashboard', { timeout: 60_000 }, () => {
  it('is configured in "Configuring Full Screen": refresh 10 s and tab cycle 30 s by default, at least 1, and the pages to show', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearchApp('/dashboards/d1', STORED, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Full screen' }));
    const dialog = await findDialog('dialog', { name: 'Configuring Full Screen' });
    const refresh = within(dialog).getByRole('spinbutton', { name: 'Refresh Interval (seconds)' });
    const cycle = within(dialog).getByRole('spinbutton', { name: 'Tab cycle interval (seconds)' });
    const start = within(dialog).getByRole('button', { name: 'Start full screen view' });
    expect(refresh).toHaveValue(10);
    expect(cycle).toHaveValue(30);
    await user.clear(cycle);
    await user.type(cycle, '0');
    expect(start).toBeDisabled();
    expect(cycle).toHaveAccessibleDescription('Whole seconds, at least 1.');
    await user.clear(cycle);
    await user.type(cycle, '5');
    for (const name of ['Overview', 'Errors', 'Latency']) await user.click(within(dialog).getByRole('checkbox', { name }));
    expect(start).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Errors' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Latency' }));
    await user.click(start);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboards/tv/d1'));
    expect(window.location.search).toBe('?interval=5&refresh=10&tabs=1%2C2');
    expect(await screen.findByLabelText('Shown page')).toHaveTextContent('Errors');
  });

  it('shows the dashboard without the page frame, rotates through the chosen pages and refreshes', async () => {
    const { server } = renderSearchApp('/dashboards/tv/d1?interval=2&refresh=3&tabs=0,2', STORED, ADMIN);
    expect(await screen.findByRole('heading', { name: 'Operations' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(shownPage()).toHaveTextContent('Overview');
    await waitFor(() => expect(server.executions).toHaveLength(1), SLOW);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(shownPage()).toHaveTextContent('Latency'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(shownPage()).toHaveTextContent('Overview'));
    await waitFor(() => expect(ran(server.executions)).toEqual(expect.arrayContaining(['q1', 'q3'])), SLOW);
    expect(ran(server.executions)).not.toContain('q2');

    const before = server.executions.length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(server.executions.length).toBeGreaterThan(before), SLOW);
    expect(screen.getByRole('link', { name: 'Exit full screen' })).toHaveAttribute('href', '/dashboards/d1');
  });
});
