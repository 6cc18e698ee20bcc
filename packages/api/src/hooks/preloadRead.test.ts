import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { SessionGate } from '../client/SessionGate';
import { preloadViewAndSearch } from './entityHooks';

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
    const { view, search } = await preloadViewAndSearch(client, 'view-1');
    expect(view.searchId).toBe('search-1');
    expect(search?.id).toBe('search-1');
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
