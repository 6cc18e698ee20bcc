import { act, fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SiftThemeProvider } from '../theme/ThemeProvider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from './Toast';
import { createToastStore, toast, toastStore, TOAST_TIMINGS, type ToastStore } from './toastStore';

const render = (ui: ReactElement) => rtlRender(<SiftThemeProvider mode="teint">{ui}</SiftThemeProvider>);

let store: ToastStore;
beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});
afterEach(() => {
  act(() => toastStore.clear());
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toasts = () => [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')];

describe('toasts', () => {
  it('keeps the live region mounted, and empty, while there are no toasts', () => {
    render(<ToastContainer store={store} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => void store.add('success', 'Configuration updated successfully'));
    // The toast lands in the region that was already there, so it is announced.
    expect(screen.getByRole('region', { name: 'Notifications' })).toBe(region);
    expect(within(region).getByRole('status')).toHaveTextContent('Configuration updated successfully');
    advance(TOAST_TIMINGS.timeOut + TOAST_TIMINGS.hideDuration);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  it('keeps an error toast 10 s, fades it out over 1 s, then removes it', () => {
    render(<ToastContainer store={store} />);
    act(() => void store.add('error', 'Could not update config', 'Connection refused'));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not update config');
    expect(screen.getByRole('alert')).toHaveTextContent('Connection refused');
    advance(9_999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(1);
    // Fading out: no longer announced or reachable by role.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[data-phase="hiding"]')).not.toBeNull();
    advance(TOAST_TIMINGS.hideDuration);
    expect(document.querySelector('[data-phase]')).toBeNull();
  });

  it('keeps other toasts 7 s', () => {
    render(<ToastContainer store={store} />);
    act(() => void store.add('success', 'Configuration updated successfully'));
    advance(6_999);
    expect(screen.getByRole('status')).toHaveTextContent('Configuration updated successfully');
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('fades in over 300 ms', () => {
    render(<ToastContainer store={store} />);
    act(() => void store.add('info', 'Index defaults configuration updated successfully'));
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'showing');
    advance(299);
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'showing');
    advance(1);
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'visible');
  });

  it('does not show an identical toast twice, but does show a different one', () => {
    render(<ToastContainer store={store} />);
    act(() => {
      store.add('error', 'Could not update config', 'Timeout');
      store.add('error', 'Could not update config', 'Timeout');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => void store.add('error', 'Could not update config', 'Forbidden'));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('stays while hovered and for 1 s after the pointer leaves', () => {
    render(<ToastContainer store={store} />);
    act(() => void store.add('success', 'User preferences successfully saved'));
    advance(6_000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(60_000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('comes back when hovered while fading out', () => {
    render(<ToastContainer store={store} />);
    act(() => void store.add('warning', 'Could not change your start page.'));
    advance(7_000);
    fireEvent.mouseEnter(document.querySelector('[data-phase="hiding"]') as Element);
    expect(screen.getByRole('status')).toHaveAttribute('data-phase', 'visible');
    advance(TOAST_TIMINGS.hideDuration * 5);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('closes with its button', () => {
    render(<ToastContainer store={store} />);
    act(() => void store.add('info', 'Could not update telemetry settings.'));
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss notification' }));
    expect(toasts()).toHaveLength(0);
    advance(TOAST_TIMINGS.hideDuration);
    expect(document.querySelector('[data-phase]')).toBeNull();
  });

  it('has a programmatic API on the shared store', () => {
    render(<ToastContainer />);
    act(() => {
      toast.error('Could not add item to favorites', 'Forbidden');
      toast.success('Your start page was changed successfully');
      toast.warning('Could not save or retrieve user preferences');
      toast.info('Configuration updated successfully');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not add item to favorites');
    expect(screen.getAllByRole('status')).toHaveLength(3);
    act(() => toast.clear());
    expect(toasts()).toHaveLength(0);
  });
});
