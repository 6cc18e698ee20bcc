import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '../theme/ThemeProvider';
import { BackToTop } from './BackToTop';

let y = 0;
beforeEach(() => {
  vi.useFakeTimers();
  y = 0;
  Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, next: number) => {
    y = next;
  }) as typeof window.scrollTo);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const scrollTo = (next: number) =>
  act(() => {
    y = next;
    fireEvent.scroll(window);
  });

describe('BackToTop', () => {
  it('appears only after scrolling down', () => {
    render(
      <SiftThemeProvider mode="teint">
        <BackToTop />
      </SiftThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(101);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(50);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('scrolls up 50 px every 5 ms until the top', () => {
    render(
      <SiftThemeProvider mode="teint">
        <BackToTop />
      </SiftThemeProvider>,
    );
    scrollTo(230);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    act(() => vi.advanceTimersByTime(4));
    expect(y).toBe(230);
    act(() => vi.advanceTimersByTime(1));
    expect(y).toBe(180);
    act(() => vi.advanceTimersByTime(5));
    expect(y).toBe(130);
    act(() => vi.advanceTimersByTime(15));
    expect(y).toBe(0);
    const calls = vi.mocked(window.scrollTo).mock.calls.length;
    act(() => vi.advanceTimersByTime(50));
    expect(vi.mocked(window.scrollTo).mock.calls.length).toBe(calls);
  });
});
