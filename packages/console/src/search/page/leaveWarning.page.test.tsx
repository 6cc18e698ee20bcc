import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../page/SearchPage';
import { renderSearchApp } from '../testing/renderSearchApp';

// The first render of the search page is paid here, under its own time limit.
beforeAll(async () => {
  renderSearchApp('/search');
  await screen.findByRole('group', { name: 'All Messages' }, { timeout: 60_000 });
  cleanup();
}, 90_000);
beforeEach(() => {
  // The guard stays off in developer mode; these tests look at it as users meet it.
  vi.stubEnv('DEV', false);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Whether leaving the page now (closing the tab, reloading) would ask first. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving a search that was never saved', () => {
  it('asks first once its widgets changed, and not before', { timeout: 30_000 }, async () => {
    const { server } = renderSearchApp('/search');
    await waitFor(() => expect(server.executions).toHaveLength(1), { timeout: 10_000 });
    await screen.findByRole('group', { name: 'All Messages' }, { timeout: 10_000 });
    expect(leavingAsks()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Actions of All Messages' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await screen.findByRole('group', { name: 'All Messages (copy)' }, { timeout: 10_000 });
    await waitFor(() => expect(leavingAsks()).toBe(true));
  });
});
