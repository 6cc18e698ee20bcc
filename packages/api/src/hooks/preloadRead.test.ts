// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { SessionGate } from '../client/SessionGate';
import { preloadViewAndSearch } from './entityHooks';
import { forgetPreloadedReads, preloadRead } from './useApiRead';

const VIEW = {
  id: 'view-1',
  type: 'DASHBOARD',
  title: 'T',
  summary: '',
  description: '',
  search_id: 'search-1',
  properties: [],
  state: {},
  owner: 'admin',
  created_at: '2026-11-27T00:00:00.000Z',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('preloadViewAndSearch', () => {
  it('reads the view before login, then its search', async () => {
    const urls: string[] = [];
    const fetchMock = vi.fn(async (url: string | URL | Request) => {
      urls.push(String(url));
      return String(url).endsWith('/views/view-1') ? json(200, VIEW) : json(200, { id: 'search-1', queries: [], parameters: [] });
    });
    const client = new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session: new SessionGate(null) });
    const told: unknown[] = [];
    let release: () => void = () => undefined;
    const prepared = new Promise<void>((resolve) => (release = resolve));
    const read = preloadViewAndSearch(client, 'view-1', (...loaded) => {
      told.push(...loaded);
      return prepared;
    });
    // The search is handed over only once what was prepared with it has settled.
    let settled = false;
    void read.then(() => (settled = true));
    await vi.waitFor(() => expect(told).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    release();
    const { view, search } = await read;
    expect(view.searchId).toBe('search-1');
    expect(search?.id).toBe('search-1');
    // Told the very objects the hooks will hold.
    expect(told).toEqual([view, search]);
    expect(told[1]).toBe(search);
    expect(urls).toEqual(['/api/views/view-1', '/api/views/search/search-1']);
  });

  it('asks again through the client, after login, when the early read was refused', async () => {
    const session = new SessionGate(null);
    const answers = [json(401, { message: 'no session' }), json(200, { ...VIEW, id: 'view-2' })];
    const fetchMock = vi.fn(async () => answers.shift() ?? json(404, {}));
    const client = new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session });
    const view = preloadViewAndSearch(client, 'view-2');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    session.loggedIn('admin');
    await expect(view).resolves.toMatchObject({ view: { id: 'view-2' } });
    expect(session.username).toBe('admin');
  });
});

describe('forgetPreloadedReads', () => {
  it('forgets reads started early that no hook took: the same read is asked anew', async () => {
    let reads = 0;
    const client = new ApiClient({ fetch: vi.fn() as unknown as typeof fetch, session: new SessionGate('admin') });
    const read = async () => ++reads;
    await preloadRead(['view', 'forgotten'], read, client);
    // Not yet taken by a hook: the early read is the one answered.
    await expect(preloadRead(['view', 'forgotten'], read, client)).resolves.toBe(1);
    forgetPreloadedReads();
    await expect(preloadRead(['view', 'forgotten'], read, client)).resolves.toBe(2);
    forgetPreloadedReads();
  });
});
