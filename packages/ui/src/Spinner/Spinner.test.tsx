import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Spinner } from './Spinner';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Spinner', () => {
  it('appears only after 200 ms', () => {
    render(<Spinner />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows at once with delay 0', () => {
    render(<Spinner delay={0} text="Saving..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
  });
});
