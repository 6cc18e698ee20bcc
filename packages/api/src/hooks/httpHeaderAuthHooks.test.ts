// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { useHttpHeaderAuthConfig, useUpdateHttpHeaderAuthConfig } from './httpHeaderAuthHooks';

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('trusted header authentication hooks', () => {
  it("reads Graylog's config, saves it in Graylog's wire shape and shows the saved one", async () => {
    let stored: unknown = { enabled: false, username_header: 'Remote-User' };
    const { wrapper, requests } = harness((url, init) => {
      if (url !== '/api/system/authentication/http-header-auth-config') return undefined;
      if (init.method === 'PUT') stored = JSON.parse(String(init.body));
      return jsonResponse(stored);
    });
    const { result } = renderHook(() => ({ config: tracked(useHttpHeaderAuthConfig()), update: useUpdateHttpHeaderAuthConfig() }), {
      wrapper,
    });
    await advance(10);
    expect(result.current.config.data).toEqual({ enabled: false, usernameHeader: 'Remote-User' });
    await act(async () => {
      await result.current.update.trigger({ enabled: true, usernameHeader: 'X-Forwarded-User' });
    });
    await advance(10);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ enabled: true, username_header: 'X-Forwarded-User' });
    expect(result.current.config.data).toEqual({ enabled: true, usernameHeader: 'X-Forwarded-User' });
  });

  it('refuses an answer without a username header', async () => {
    const { wrapper } = harness((url) => (url.endsWith('/http-header-auth-config') ? jsonResponse({ enabled: true }) : undefined));
    const { result } = renderHook(() => tracked(useHttpHeaderAuthConfig()), { wrapper });
    await advance(10);
    expect(result.current.data).toBeUndefined();
    expect(String(result.current.error)).toContain('username_header');
  });
});
