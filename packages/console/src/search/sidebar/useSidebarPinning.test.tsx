import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiCache, ApiClient, ApiProvider, SessionGate, type User } from '@sift/api';
import { CurrentUserContext } from '../../shell/currentUser';
import { adminUser, readerUser } from '../../storybook/storyData';
import { fakeApi } from '../../testing/fakeApi';
import { SIDEBAR_PINNED_STORAGE_KEY } from './sidebarState';
import { useSidebarPinning } from './useSidebarPinning';

function wrapperFor(user: User, api: ReturnType<typeof fakeApi>) {
  const client = new ApiClient({ fetch: api.fetch, session: new SessionGate(user.username) });
  return ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client}>
      <ApiCache isolated>
        <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>
      </ApiCache>
    </ApiProvider>
  );
}

afterEach(() => window.localStorage.clear());

describe('search sidebar pinning', () => {
  it("keeps a read-only user's choice in local storage and saves nothing", () => {
    const api = fakeApi({});
    window.localStorage.setItem(SIDEBAR_PINNED_STORAGE_KEY, 'true');
    const { result } = renderHook(() => useSidebarPinning(), { wrapper: wrapperFor(adminUser, api) });
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(window.localStorage.getItem(SIDEBAR_PINNED_STORAGE_KEY)).toBe('false');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("saves other users' choice as the searchSidebarIsPinned preference", async () => {
    const api = fakeApi({ 'PUT /users/reader1/preferences': {} });
    const { result } = renderHook(() => useSidebarPinning(), { wrapper: wrapperFor(readerUser, api) });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ preferences: { searchSidebarIsPinned: true } }));
    expect(window.localStorage.getItem(SIDEBAR_PINNED_STORAGE_KEY)).toBeNull();
  });
});
