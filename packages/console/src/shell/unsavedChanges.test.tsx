import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Router, useLocation } from 'wouter';
import { UNSAVED_CHANGES_MESSAGE, useGuardedLocation, useUnsavedChangesGuard } from './unsavedChanges';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function DirtyPage({ dirty, developerMode = false }: { dirty: boolean; developerMode?: boolean }) {
  useUnsavedChangesGuard(dirty, { developerMode });
  const [location] = useLocation();
  return (
    <>
      <p>at {location}</p>
      <Link href="/elsewhere">Leave</Link>
    </>
  );
}

const renderGuarded = (dirty: boolean, developerMode = false) =>
  render(
    <Router hook={useGuardedLocation}>
      <DirtyPage dirty={dirty} developerMode={developerMode} />
    </Router>,
  );

describe('unsaved-changes guard', () => {
  it('asks before navigating away from unsaved changes and stays when the user cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderGuarded(true);
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('navigates when the user confirms, and does not ask without changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { unmount } = renderGuarded(true);
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByText('at /elsewhere')).toBeInTheDocument();
    unmount();
    confirm.mockClear();
    window.history.replaceState(null, '', '/');
    renderGuarded(false);
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before unloading the page', () => {
    renderHook(() => useUnsavedChangesGuard(true, { developerMode: false }));
    const event = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('is skipped in developer mode', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderGuarded(true, true);
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('at /elsewhere')).toBeInTheDocument();
  });
});
