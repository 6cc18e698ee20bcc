// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { useRoleAssignees, useUser, useUserTokens } from './adminHooks';
import { useStream, useStreams, useUsers } from './entityHooks';
import { useCreateAccessToken, useDeleteAccessToken, usePauseStream, useSetUserStatus, useToggleFavorite } from './mutations';

const stream = (disabled: boolean) => ({
  id: 's1',
  creator_user_id: 'admin',
  outputs: [],
  matching_type: 'AND',
  description: null,
  created_at: '2024-01-01T00:00:00.000Z',
  disabled,
  rules: [],
  title: 'Web',
  content_pack: null,
  is_default: false,
  remove_matches_from_default_stream: false,
  index_set_id: 'i1',
  is_editable: true,
});

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('mutation helpers', () => {
  it('pauses a stream, then revalidates the stream reads it changed', async () => {
    let paused = false;
    const { wrapper, count } = harness((url, init) => {
      if (url === '/api/streams/s1/pause' && init.method === 'POST') {
        paused = true;
        return emptyResponse(204);
      }
      if (url === '/api/streams') return jsonResponse({ total: 1, streams: [stream(paused)] });
      if (url === '/api/streams/s1') return jsonResponse(stream(paused));
      return undefined;
    });
    const { result } = renderHook(() => ({ list: tracked(useStreams()), one: tracked(useStream('s1')), pause: usePauseStream() }), {
      wrapper,
    });
    await advance(10);
    expect(result.current.list.data?.[0]?.disabled).toBe(false);

    await act(() => result.current.pause.trigger('s1'));
    await advance(10);
    expect(count('POST', '/streams/s1/pause')).toBe(1);
    expect(count('GET', '/streams')).toBe(2);
    expect(count('GET', '/streams/s1')).toBe(2);
    expect(result.current.list.data?.[0]?.disabled).toBe(true);
    expect(result.current.one.data?.disabled).toBe(true);
  });

  it('leaves unrelated reads alone and reports a failure', async () => {
    const { wrapper, count } = harness((url) => {
      if (url.startsWith('/api/favorites/')) return jsonResponse({ type: 'ApiError', message: 'nope' }, 500);
      if (url === '/api/streams') return jsonResponse({ total: 0, streams: [] });
      return undefined;
    });
    const { result } = renderHook(() => ({ list: tracked(useStreams()), favorite: useToggleFavorite() }), { wrapper });
    await advance(10);
    let failure: unknown = null;
    await act(async () => {
      await result.current.favorite.trigger('grn::::dashboard:1', true).catch((e: unknown) => {
        failure = e;
      });
    });
    expect(failure).not.toBeNull();
    expect(result.current.favorite.error).toBe(failure);
    expect(count('GET', '/streams')).toBe(1);
  });
});

describe('API token mutations', () => {
  it('create and delete a token, then revalidate every read of the token list', async () => {
    let tokens = [{ id: 't1', name: 'ci', last_access: '1970-01-01T00:00:00.000Z' }];
    const { wrapper, count, requests } = harness((url, init) => {
      if (url === '/api/users/u1/tokens' && (init.method ?? 'GET') === 'GET') return jsonResponse({ tokens });
      if (url === '/api/users/u1/tokens/deploy' && init.method === 'POST') {
        const created = { id: 't2', name: 'deploy', last_access: '1970-01-01T00:00:00.000Z', token: 'secret-value' };
        tokens = [...tokens, { id: created.id, name: created.name, last_access: created.last_access }];
        return jsonResponse(created);
      }
      if (url === '/api/users/u1/tokens/t1' && init.method === 'DELETE') {
        tokens = tokens.filter((t) => t.id !== 't1');
        return emptyResponse();
      }
      return undefined;
    });
    const { result } = renderHook(
      () => ({ list: tracked(useUserTokens('u1')), create: useCreateAccessToken(), remove: useDeleteAccessToken() }),
      { wrapper },
    );
    await advance(10);
    expect(result.current.list.data).toEqual([{ id: 't1', name: 'ci', lastAccess: null }]);

    let created: unknown = null;
    await act(async () => {
      created = await result.current.create.trigger('u1', 'deploy');
    });
    expect(created).toEqual({ id: 't2', name: 'deploy', lastAccess: null, token: 'secret-value' });
    await advance(10);
    expect(result.current.list.data?.map((t) => t.name)).toEqual(['ci', 'deploy']);

    await act(() => result.current.remove.trigger('u1', 't1'));
    await advance(10);
    expect(result.current.list.data?.map((t) => t.name)).toEqual(['deploy']);
    expect(count('GET', '/users/u1/tokens')).toBe(3);
    expect(requests.find((r) => r.method === 'POST')?.url).toBe('/api/users/u1/tokens/deploy');
  });
});

describe('user and role mutations', () => {
  it('disabling a user revalidates the user, the users list and the role assignees', async () => {
    let status = 'enabled';
    const user = () => ({ id: 'u2', username: 'bob', email: '', permissions: [], roles: ['Reader'], account_status: status });
    const { wrapper, count } = harness((url, init) => {
      if (url === '/api/users/u2/status/disabled' && init.method === 'PUT') {
        status = 'disabled';
        return emptyResponse(200);
      }
      if (url === '/api/users/id/u2') return jsonResponse(user());
      if (url.startsWith('/api/users/paginated'))
        return jsonResponse({ total: 1, page: 1, per_page: 50, count: 1, users: [user()], context: { admin_user: null } });
      if (url.startsWith('/api/authz/roles/r2/assignees'))
        return jsonResponse({ total: 1, page: 1, per_page: 0, count: 1, users: [{ id: 'u2', username: 'bob', full_name: null }] });
      return undefined;
    });
    const { result } = renderHook(
      () => ({
        one: tracked(useUser('u2')),
        list: tracked(useUsers()),
        members: tracked(useRoleAssignees('r2')),
        disable: useSetUserStatus(),
      }),
      { wrapper },
    );
    await advance(10);
    expect(result.current.one.data?.accountStatus).toBe('enabled');
    await act(() => result.current.disable.trigger('u2', 'disabled'));
    await advance(10);
    expect(result.current.one.data?.accountStatus).toBe('disabled');
    expect(result.current.list.data?.elements[0]?.accountStatus).toBe('disabled');
    expect(count('GET', '/authz/roles/r2/assignees')).toBe(2);
  });
});
