import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '../theme/ThemeProvider';
import { LoadingIndicator, LoadingScreen } from './LoadingIndicator';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingIndicator', () => {
  it('is absent at 499 ms and present at 500 ms', () => {
    render(
      <SiftThemeProvider mode="teint">
        <LoadingIndicator />
      </SiftThemeProvider>,
    );
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('never appears when the load finishes first', () => {
    const { unmount } = render(
      <SiftThemeProvider mode="teint">
        <LoadingIndicator />
      </SiftThemeProvider>,
    );
    act(() => vi.advanceTimersByTime(300));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('LoadingScreen', () => {
  it('names the product', () => {
    render(
      <SiftThemeProvider mode="teint">
        <LoadingScreen product="Sift" />
      </SiftThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('We are preparing Sift for you...');
  });
});
