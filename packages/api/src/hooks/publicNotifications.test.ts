// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { useUpdatePublicNotifications } from './mutations';
import { usePublicNotifications } from './shellHooks';

const PATH = '/system/cluster_config/org.graylog.plugins.customization.notifications';
const entry = (isActive: boolean) => ({
  title: 'Maintenance',
  shortMessage: 'Restart at 18:00',
  longMessage: '',
  isActive,
  isDismissible: true,
  atLogin: false,
  isGlobal: true,
  variant: 'info',
  hiddenTitle: false,
});

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('usePublicNotifications', () => {
  it('reads the notifications once logged in, not before', async () => {
    const { wrapper, count, client } = harness((url) => (url === `/api${PATH}` ? jsonResponse({ n1: entry(true) }) : undefined), null);
    const { result } = renderHook(() => tracked(usePublicNotifications()), { wrapper });
    await advance(50);
    expect(count('GET', PATH)).toBe(0);
    act(() => client.session.loggedIn('admin'));
    await advance(50);
    expect(count('GET', PATH)).toBe(1);
    expect(result.current.data).toEqual([{ id: 'n1', ...entry(true) }]);
  });

  it('reads again after the notifications were updated', async () => {
    let stored: Record<string, unknown> = { n1: entry(true) };
    const { wrapper, count, requests } = harness((url, init) => {
      if (url !== `/api${PATH}`) return undefined;
      if (init.method === 'PUT') stored = JSON.parse(String(init.body)) as Record<string, unknown>;
      return jsonResponse(stored, init.method === 'PUT' ? 202 : 200);
    });
    const { result } = renderHook(() => ({ list: tracked(usePublicNotifications()), update: useUpdatePublicNotifications() }), { wrapper });
    await advance(50);
    const [first] = result.current.list.data ?? [];
    expect(first?.isActive).toBe(true);
    await act(() => result.current.update.trigger([{ ...first!, isActive: false }]));
    await advance(50);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ n1: entry(false) });
    expect(count('GET', PATH)).toBe(2);
    expect(result.current.list.data?.[0]?.isActive).toBe(false);
  });
});
