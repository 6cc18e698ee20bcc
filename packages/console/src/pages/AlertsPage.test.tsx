import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import type { FakeCall } from '../testing/fakeApi';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { DEFINITION_WIRE, eventsResult, eventWire } from './alerts/alertFixtures';
import { streamWire } from './streams/streamFixtures';

const ALERT = eventWire('e1');
const EVENT = eventWire('e2', { alert: false, priority: 1, message: 'Server errors', group_by_fields: {}, replay_info: null });
const searches = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/events/search').map((c) => c.body);

afterEach(() => toast.clear());

describe('Alerts & Events', { timeout: 30_000 }, () => {
  it('lists the last hour of events newest first, alerts and events told apart, with the definition title', async () => {
    const { api } = renderApp({ 'POST /events/search': eventsResult([ALERT, EVENT]) }, '/alerts');
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(await within(table).findByText('Failed logins: bob - count()=12.0')).toBeInTheDocument();
    expect(within(table).getByText('Alert')).toBeInTheDocument();
    expect(within(table).getByText('Event')).toBeInTheDocument();
    expect(within(table).getByText('High')).toBeInTheDocument();
    expect(within(table).getAllByText('Failed logins')).toHaveLength(2);
    expect(searches(api.calls)[0]).toEqual({
      query: '',
      page: 1,
      per_page: 10,
      timerange: { type: 'relative', range: 3600 },
      filter: { alerts: 'include', event_definitions: [] },
      sort_by: 'timestamp',
      sort_direction: 'desc',
    });
  });

  it('narrows to alerts only, a priority and a longer range', async () => {
    const { api } = renderApp({ 'POST /events/search': eventsResult([ALERT]) }, '/alerts');
    await screen.findByRole('table', { name: 'Events' });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Only Alerts');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'High');
    await userEvent.selectOptions(screen.getByLabelText('Time range'), 'Last 7 days');
    await waitFor(() =>
      expect(searches(api.calls).at(-1)).toMatchObject({
        query: 'priority:3',
        filter: { alerts: 'only' },
        timerange: { type: 'relative', range: 604800 },
      }),
    );
  });

  it("shows an event's details with a Replay search link and its definition for a user who may read it", async () => {
    renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, permissions: ['eventdefinitions:read'] },
        'POST /events/search': eventsResult([ALERT]),
      },
      '/alerts',
    );
    await userEvent.click(await screen.findByRole('button', { name: /Show details.*Failed logins: bob/ }));
    expect(await screen.findByRole('link', { name: 'Replay search' })).toHaveAttribute('href', '/alerts/e1/replay-search');
    expect(screen.getByRole('link', { name: 'Failed logins' })).toHaveAttribute('href', `/alerts/definitions/${DEFINITION_WIRE.id}`);
    expect(screen.getByText('user: bob')).toBeInTheDocument();
  });

  it('a Reader sees the events but no links to definitions or notifications', async () => {
    renderApp({ 'POST /events/search': eventsResult([ALERT]) }, '/alerts');
    await screen.findByRole('table', { name: 'Events' });
    expect(screen.queryByRole('link', { name: 'Event Definitions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('replays an event as a search over its window, streams and group values', async () => {
    renderApp({ 'GET /events/e1': { event: ALERT, index_name: 'gl-events_0', index_type: 'message' } }, '/alerts/e1/replay-search');
    await waitFor(() => expect(window.location.pathname).toBe('/search'));
    expect(new URLSearchParams(window.location.search).get('q')).toBe('(action:login_failed) AND (user:bob)');
  });

  it('keeps the filters when the events cannot be loaded, and says why', async () => {
    renderApp({ 'POST /events/search': json({ type: 'ApiError', message: 'Search timed out' }, 500) }, '/alerts');
    expect(await screen.findByText(/Could not load events: .*Search timed out/)).toBeInTheDocument();
    expect(screen.getByLabelText('Time range')).toBeInTheDocument();
  });

  it("shows a stream's events when the address names one (stream_id)", async () => {
    const { api } = renderApp(
      {
        'POST /events/search': eventsResult([ALERT]),
        'GET /streams/s1': streamWire('s1', 'Checkout'),
      },
      '/alerts?stream_id=s1',
    );
    expect(await screen.findByText('Events of the stream Checkout.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'High');
    await waitFor(() => expect(searches(api.calls).at(-1)).toMatchObject({ query: 'priority:3 AND source_streams:s1' }));
    expect(searches(api.calls)[0]).toMatchObject({ query: 'source_streams:s1' });
  });
});
