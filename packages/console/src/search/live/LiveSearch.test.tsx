import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the lazily loaded page is large, and its first import would outlast the waits below.
import '../page/SearchPage';
import { LIVE_BATCH_MS } from '@sift/api';
import { json } from '../../testing/fakeApi';
import { LIVE_STOPPED_TEXT } from '../page/SearchView';
import { STOP_LIVE_TITLE } from '../searchBar/RefreshControl';
import { FakeEventSource } from '@sift/api/testing';
import { liveRow } from '../testing/liveRow';
import { renderSearchApp } from '../testing/renderSearchApp';

const LIVE = { 'GET /sift/capabilities': { live: true } };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function chooseLive(user: ReturnType<typeof setup>) {
  await user.click(await screen.findByRole('button', { name: 'Not updating' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Live' }));
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  return FakeEventSource.latest;
}

describe('live search', () => {
  it('offers no "Live" entry when the server does not answer the capabilities (a real Graylog: 404)', async () => {
    const user = setup();
    const { server, api } = renderSearchApp('/search');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/sift/capabilities')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Not updating' }));
    expect(await screen.findByRole('menuitem', { name: '1 second' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Live' })).not.toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('offers no "Live" entry when the server says it has none', async () => {
    const user = setup();
    const { server, api } = renderSearchApp('/search', {}, { 'GET /sift/capabilities': { live: false } });
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/sift/capabilities')).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Not updating' }));
    expect(await screen.findByRole('menuitem', { name: '1 second' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Live' })).not.toBeInTheDocument();
  });

  it('streams new messages of the searched query and streams into the message table, newest first, instead of refreshing', async () => {
    const user = setup();
    const { server } = renderSearchApp('/search?q=source%3Aweb*&rangetype=relative&relative=300&streams=s1', {}, LIVE);
    await waitFor(() => expect(server.executions).toHaveLength(1));
    expect(await screen.findByText('GET /index.html 200')).toBeInTheDocument();
    // Periodic refresh was on; live replaces it.
    await user.click(await screen.findByRole('button', { name: 'Not updating' }));
    await user.click(await screen.findByRole('menuitem', { name: '1 second' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(server.executions).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Every 1 second' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Live' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest;
    expect(source.url.split('?')[0]).toBe('/api/sift/live');
    expect(source.params).toEqual({ query: 'source:web*', streams: 's1' });
    expect(screen.getByText('Live: connecting…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Live' })).toBeInTheDocument();

    act(() => source.open());
    await waitFor(() => expect(screen.queryByText('Live: connecting…')).not.toBeInTheDocument());
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Live')).toBe(true);
    act(() => source.emit(liveRow('n1'), liveRow('n2')));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_BATCH_MS));
    expect(await screen.findByText('live message n2')).toBeInTheDocument();
    expect(screen.getByText('2 new messages')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Search results' });
    const order = ['live message n2', 'live message n1', 'GET /index.html 200', 'GET /missing 404'].map((text) =>
      within(results).getByText(text),
    );
    order.slice(1).forEach((node, i) => expect(order[i]!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(server.executions).toHaveLength(2);
  });

  it('closes the stream when live updates are turned off, and starts a new one for a new search', async () => {
    const user = setup();
    const { server } = renderSearchApp('/search', {}, LIVE);
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const first = await chooseLive(user);
    act(() => first.open());
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'http_status:404{Enter}');
    await waitFor(() => expect(server.executions).toHaveLength(2));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(first.closed).toBe(true);
    const second = FakeEventSource.latest;
    expect(second.params).toEqual({ query: 'http_status:404' });

    await user.click(screen.getByRole('button', { name: STOP_LIVE_TITLE }));
    expect(second.closed).toBe(true);
    expect(screen.queryAllByRole('status').some((node) => node.textContent?.startsWith('Live'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Not updating' })).toBeInTheDocument();
  });

  it('closes the stream when the page is left', async () => {
    const user = setup();
    const { server, unmount } = renderSearchApp('/search', {}, LIVE);
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const source = await chooseLive(user);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('turns live updates off and says why when the stream cannot go on', async () => {
    const user = setup();
    let offered = true;
    const { server } = renderSearchApp(
      '/search',
      {},
      { 'GET /sift/capabilities': () => (offered ? { live: true } : json({ type: 'ApiError', message: 'Not found' }, 404)) },
    );
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const source = await chooseLive(user);
    offered = false;
    act(() => source.fail(true));
    expect(await screen.findByText(`${LIVE_STOPPED_TEXT} The server no longer offers live search.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not updating' })).toBeInTheDocument();
  });
});
