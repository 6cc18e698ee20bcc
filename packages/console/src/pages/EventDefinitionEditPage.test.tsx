import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE, type FakeCall } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { DEFINITION_WIRE, definitionsPage, HTTP_NOTIFICATION_WIRE, notificationsPage } from './alerts/alertFixtures';
import { AGGREGATION_PREVIEW_DEBOUNCE_MS } from './alerts/AggregationPreview';
import { BACKTEST_DEBOUNCE_MS } from './alerts/BacktestPanel';
import { FILTER_PREVIEW_DEBOUNCE_MS } from './alerts/FilterPreview';

const FIELDS = [
  { name: 'source', type: { type: 'string', properties: ['enumerable'], index_names: [] } },
  { name: 'took_ms', type: { type: 'long', properties: ['numeric', 'enumerable'], index_names: [] } },
];
const ROUTES = {
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  'GET /streams': { total: 1, streams: [] },
  'POST /views/fields': FIELDS,
  'GET /events/notifications/paginated': notificationsPage([HTTP_NOTIFICATION_WIRE]),
  'GET /events/definitions/paginated': definitionsPage([]),
  'POST /sift/events/definitions/backtest': {
    from: '',
    to: '',
    executions: 0,
    total: 0,
    events: [],
    histogram: { interval_ms: 60_000, buckets: [] },
  },
  'POST /sift/events/definitions/aggregation-preview': { from: '', to: '', total: 0, raising: 0, groups: [] },
};
const stepNav = () => screen.getByRole('navigation', { name: 'Event definition steps' });
const goTo = async (title: string) => userEvent.click(within(stepNav()).getByRole('button', { name: title }));

afterEach(() => {
  toast.clear();
  window.localStorage.clear();
});

describe('Event definition wizard', { timeout: 45_000 }, () => {
  it('creates an aggregation alert: details, a count per source above a threshold, a notification, saved enabled', async () => {
    const { api } = renderApp(
      { ...ROUTES, 'POST /events/definitions': (call: FakeCall) => ({ ...(call.body as object), id: 'd9' }) },
      '/alerts/definitions/new',
    );
    await userEvent.type(await screen.findByLabelText('Title'), 'Busy sources');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'High');
    await goTo('Condition');
    await userEvent.type(screen.getByLabelText('Search Query (optional)'), 'level:3');
    await userEvent.click(screen.getByRole('button', { name: 'Add Group By' }));
    const groupBy = screen.getByRole('region', { name: 'Group By' });
    await userEvent.selectOptions(await within(groupBy).findByLabelText('Field'), 'source');
    await userEvent.click(screen.getByRole('button', { name: 'Add Metric' }));
    const metrics = screen.getByRole('region', { name: 'Metrics' });
    await userEvent.selectOptions(within(metrics).getByLabelText('Function'), 'count');
    await userEvent.type(screen.getByLabelText('Threshold of count()'), '5');
    await goTo('Notifications');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ops webhook (HTTP Notification)' }));
    await goTo('Summary');
    expect(screen.getByText('count() > 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create event definition' }));
    await waitFor(() => expect(window.location.pathname).toBe('/alerts/definitions'));
    const created = api.calls.find((c) => c.method === 'POST' && c.path === '/events/definitions');
    expect(created?.query).toEqual({ schedule: 'true' });
    expect(created?.body).toMatchObject({
      title: 'Busy sources',
      priority: 3,
      alert: true,
      config: {
        type: 'aggregation-v1',
        query: 'level:3',
        streams: [],
        group_by: ['source'],
        series: [{ id: 'count-', function: 'count', field: null }],
        conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 5 } } },
        search_within_ms: 300000,
        execute_every_ms: 300000,
      },
      notifications: [{ notification_id: HTTP_NOTIFICATION_WIRE.id, notification_parameters: null }],
      notification_settings: { grace_period_ms: 300000, backlog_size: null },
    });
  });

  it('lists what keeps it from being saved on the Summary and does not save', async () => {
    renderApp(ROUTES, '/alerts/definitions/new');
    await screen.findByLabelText('Title');
    await goTo('Condition');
    await userEvent.click(screen.getByRole('button', { name: 'Add Metric' }));
    await userEvent.selectOptions(within(screen.getByRole('region', { name: 'Metrics' })).getByLabelText('Function'), 'max');
    await goTo('Summary');
    expect(screen.getByText('Event Definition title cannot be empty.')).toBeInTheDocument();
    expect(screen.getByText("Aggregation's series of type max must contain non-empty value for field")).toBeInTheDocument();
    expect(screen.getByText('Aggregation condition for max() needs a threshold.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create event definition' })).toBeDisabled();
  });

  it('opens on the Condition step with the seed stored under the session id', async () => {
    window.localStorage.setItem(
      'seed-1',
      JSON.stringify({
        type: 'aggregation-v1',
        query: 'action:login_failed',
        agg_field: 'took_ms',
        agg_value: 250,
        agg_function: 'avg',
        group_by: ['source'],
        loc_query_parameters: [],
        search_within_ms: 600000,
        streams: [],
      }),
    );
    renderApp(ROUTES, '/alerts/definitions/new?step=condition&session-id=seed-1');
    expect(await screen.findByLabelText('Search Query (optional)')).toHaveValue('action:login_failed');
    expect(screen.getByLabelText('Threshold of avg(took_ms)')).toHaveValue(250);
    expect(within(stepNav()).getByRole('button', { name: 'Condition' })).toHaveAttribute('aria-current', 'step');
  });

  it('edits a stored definition and saves it with PUT, disabled when unticked', async () => {
    const { api } = renderApp(
      {
        ...ROUTES,
        [`GET /events/definitions/${DEFINITION_WIRE.id}`]: DEFINITION_WIRE,
        [`PUT /events/definitions/${DEFINITION_WIRE.id}`]: (call: FakeCall) => call.body,
      },
      `/alerts/definitions/${DEFINITION_WIRE.id}/edit`,
    );
    expect(await screen.findByLabelText('Title')).toHaveValue('Failed logins');
    await goTo('Summary');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enable event definition (search on its schedule)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update event definition' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.query).toEqual({ schedule: 'false' });
    expect(put?.body).toMatchObject({ id: DEFINITION_WIRE.id, config: DEFINITION_WIRE.config, _scope: 'DEFAULT' });
  });

  it('shows Missing Permissions to a Reader', async () => {
    renderApp({}, '/alerts/definitions/new');
    expect(await screen.findByText('Missing Permissions')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('previews the messages the filter matches in its window on the Condition step', async () => {
    const { api } = renderApp(
      {
        ...ROUTES,
        'POST /views/search/sync': {
          id: 'job',
          search_id: 's',
          owner: 'jane',
          execution: { done: true, cancelled: false, completed_exceptionally: false },
          errors: [],
          results: {
            preview: {
              state: 'COMPLETED',
              errors: [],
              search_types: {
                sample: {
                  id: 'sample',
                  type: 'messages',
                  total_results: 7,
                  messages: [{ message: { _id: 'm1', source: 'shop-1', message: 'checkout failed' }, index: 'graylog_0' }],
                  effective_timerange: { type: 'relative', range: 300 },
                },
              },
            },
          },
        },
      },
      '/alerts/definitions/new?step=condition',
    );
    await userEvent.type(await screen.findByLabelText('Search Query (optional)'), 'checkout');
    expect(await screen.findByText('7 messages match in the last 300 seconds.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Matching messages' })).getByText(/shop-1: checkout failed/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/views/search/sync')
          .map((c) => (c.body as { queries: Array<{ query: { query_string: string } }> }).queries[0]?.query.query_string),
      ).toContain('checkout'),
    );
  });

  it('searches the preview again only once the query has not changed for 500 ms', async () => {
    const { api } = renderApp(ROUTES, '/alerts/definitions/new?step=condition');
    const input = await screen.findByLabelText('Search Query (optional)');
    const searched = () =>
      api.calls
        .filter((c) => c.path === '/views/search/sync')
        .map((c) => (c.body as { queries: Array<{ query: { query_string: string } }> }).queries[0]?.query.query_string);
    await waitFor(() => expect(searched()).toEqual(['']));
    vi.useFakeTimers();
    try {
      expect(FILTER_PREVIEW_DEBOUNCE_MS).toBe(500);
      fireEvent.change(input, { target: { value: 'level:3' } });
      await act(() => vi.advanceTimersByTimeAsync(FILTER_PREVIEW_DEBOUNCE_MS - 10));
      expect(searched()).toEqual(['']);
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(searched()).toEqual(['', 'level:3']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("backtests the condition over the last 24 hours, again once it has not changed for 1000 ms, over a chosen range, with the server's message when it fails", async () => {
    const day = (query: string) => ({
      from: '2024-05-01T10:00:00.000Z',
      to: '2024-05-02T10:00:00.000Z',
      executions: 288,
      total: query === '' ? 2 : 1,
      events: [
        { timestamp: '2024-05-02T09:00:00.000Z', message: 'Checkout failures', key: '', key_tuple: [], group_by_fields: {}, fields: {} },
      ],
      histogram: { interval_ms: 3_600_000, buckets: [{ timestamp: '2024-05-02T09:00:00.000Z', count: 4 }] },
    });
    type Backtest = { event_definition: { config: { query: string } }; timerange: unknown };
    const { api } = renderApp(
      {
        ...ROUTES,
        'GET /system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig': {
          query_time_range_limit: 'PT0S',
          relative_timerange_options: { PT1H: '1 hour', P7D: '7 days' },
        },
        'POST /sift/events/definitions/backtest': (call: FakeCall) => {
          const query = (call.body as Backtest).event_definition.config.query;
          return query === 'bad:('
            ? json({ type: 'ApiError', message: 'Cannot parse query, cause: incomplete statement' }, 400)
            : day(query);
        },
      },
      '/alerts/definitions/new?step=condition',
    );
    const backtests = () => api.calls.filter((c) => c.path === '/sift/events/definitions/backtest').map((c) => c.body as Backtest);
    expect(
      await screen.findByText('This definition would have raised 2 events in 288 runs over this range.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(backtests().map((b) => b.timerange)).toEqual([{ type: 'relative', range: 86_400 }]);

    const input = screen.getByLabelText('Search Query (optional)');
    vi.useFakeTimers();
    try {
      expect(BACKTEST_DEBOUNCE_MS).toBe(1000);
      fireEvent.change(input, { target: { value: 'bad' } });
      await act(() => vi.advanceTimersByTimeAsync(500));
      fireEvent.change(input, { target: { value: 'bad:(' } });
      await act(() => vi.advanceTimersByTimeAsync(BACKTEST_DEBOUNCE_MS - 10));
      expect(backtests()).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(backtests().map((b) => b.event_definition.config.query)).toEqual(['', 'bad:(']);
    } finally {
      vi.useRealTimers();
    }
    // The server's message; the condition stays as typed.
    expect(await screen.findByText(/Could not run the backtest: Cannot parse query, cause: incomplete statement/)).toBeInTheDocument();
    expect(input).toHaveValue('bad:(');

    fireEvent.change(input, { target: { value: 'checkout' } });
    await userEvent.click(screen.getByRole('button', { name: /Presets/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '7 days' }));
    expect(
      await screen.findByText('This definition would have raised 1 event in 288 runs over this range.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(backtests().at(-1)).toMatchObject({
      event_definition: { config: { query: 'checkout' } },
      timerange: { type: 'relative', range: 604_800 },
    });
  });
  it("previews an aggregation's groups with each metric's value and which would raise, again once it has not changed for 500 ms, with the server's message when it fails", async () => {
    type Previewed = { event_definition: { config: { query: string; conditions: { expression: unknown } } } };
    const { api } = renderApp(
      {
        ...ROUTES,
        'POST /sift/events/definitions/aggregation-preview': (call: FakeCall) => {
          const { query, conditions } = (call.body as Previewed).event_definition.config;
          if (query === 'bad:(') return json({ type: 'ApiError', message: 'Cannot parse query, cause: incomplete statement' }, 400);
          if (query === 'nothing') return { from: '', to: '', total: 0, raising: 0, groups: [] };
          const judged = conditions.expression !== null;
          return {
            from: '2024-05-01T10:00:00.000Z',
            to: '2024-05-01T10:05:00.000Z',
            total: 2,
            raising: judged ? 1 : null,
            groups: [
              { key: ['shop-1'], values: { 'count-': 7 }, would_raise: judged ? true : null },
              { key: ['shop-2'], values: { 'count-': 2 }, would_raise: judged ? false : null },
            ],
          };
        },
      },
      '/alerts/definitions/new?step=condition',
    );
    const previews = () =>
      api.calls
        .filter((c) => c.path === '/sift/events/definitions/aggregation-preview')
        .map((c) => (c.body as Previewed).event_definition.config);
    const input = await screen.findByLabelText('Search Query (optional)');
    // A filter has no aggregation to preview.
    expect(screen.queryByRole('region', { name: 'Aggregation Preview' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Group By' }));
    await userEvent.selectOptions(await within(screen.getByRole('region', { name: 'Group By' })).findByLabelText('Field'), 'source');
    await userEvent.click(screen.getByRole('button', { name: 'Add Metric' }));
    const panel = within(screen.getByRole('region', { name: 'Aggregation Preview' }));
    expect(panel.getByText('Choose the function (and field) of every metric to preview the aggregation.')).toBeInTheDocument();
    await userEvent.selectOptions(within(screen.getByRole('region', { name: 'Metrics' })).getByLabelText('Function'), 'count');
    // Before a threshold is set: the values, to choose one from.
    expect(
      await panel.findByText('2 groups in the last 300 seconds; set a threshold for every metric to see which would raise an event.'),
    ).toBeInTheDocument();
    expect(previews().at(-1)).toMatchObject({
      group_by: ['source'],
      series: [{ id: 'count-', function: 'count' }],
      conditions: { expression: null },
    });

    const threshold = screen.getByLabelText('Threshold of count()');
    const asked = previews().length;
    vi.useFakeTimers();
    try {
      expect(AGGREGATION_PREVIEW_DEBOUNCE_MS).toBe(500);
      fireEvent.change(threshold, { target: { value: '3' } });
      await act(() => vi.advanceTimersByTimeAsync(300));
      fireEvent.change(threshold, { target: { value: '5' } });
      await act(() => vi.advanceTimersByTimeAsync(AGGREGATION_PREVIEW_DEBOUNCE_MS - 10));
      expect(previews()).toHaveLength(asked);
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(previews()).toHaveLength(asked + 1);
    } finally {
      vi.useRealTimers();
    }
    expect(previews().at(-1)?.conditions).toEqual({
      expression: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 5 } },
    });
    expect(await panel.findByText('2 groups in the last 300 seconds; 1 would raise an event.')).toBeInTheDocument();
    const table = panel.getByRole('table', { name: 'Groups' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['source', 'count()', 'Would raise']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['shop-1', '7', 'Raises an event'],
      ['shop-2', '2', 'No'],
    ]);

    // No groups.
    fireEvent.change(input, { target: { value: 'nothing' } });
    expect(await panel.findByText('No groups in the last 300 seconds.')).toBeInTheDocument();
    expect(panel.queryByRole('table')).not.toBeInTheDocument();
    // The server's message; the draft stays as typed.
    fireEvent.change(input, { target: { value: 'bad:(' } });
    expect(
      await panel.findByText(/Could not preview the aggregation: Cannot parse query, cause: incomplete statement/),
    ).toBeInTheDocument();
    expect(input).toHaveValue('bad:(');
    expect(threshold).toHaveValue(5);
    expect(within(screen.getByRole('region', { name: 'Group By' })).getByLabelText('Field')).toHaveValue('source');
  });
});
