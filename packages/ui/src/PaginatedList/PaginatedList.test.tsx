import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaginationState } from '../Pagination/paginationRules';
import { PaginatedList } from './PaginatedList';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Harness({ total, initial, spy }: { total: number; initial: PaginationState; spy: (s: PaginationState) => void }) {
  const [state, setState] = useState(initial);
  return (
    <PaginatedList
      totalItems={total}
      pagination={state}
      onChange={(next) => {
        spy(next);
        setState(next);
      }}
    >
      <p>page {state.page}</p>
    </PaginatedList>
  );
}

describe('PaginatedList', () => {
  it('reports the filter only after 300 ms of quiet, and resets to page 1', () => {
    const spy = vi.fn();
    render(<Harness total={50} initial={{ page: 3, perPage: 5, query: '' }} spy={spy} />);
    const input = screen.getByLabelText('Filter');
    fireEvent.change(input, { target: { value: 'err' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'error' } });
    act(() => vi.advanceTimersByTime(299));
    expect(spy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({ page: 1, perPage: 5, query: 'error' });
  });

  it('resets to page 1 when the page size changes; offers 5, 10, 30 by default', () => {
    const spy = vi.fn();
    render(<Harness total={50} initial={{ page: 4, perPage: 5, query: '' }} spy={spy} />);
    const select = screen.getByLabelText('Page size');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual(['5', '10', '30']);
    fireEvent.change(select, { target: { value: '10' } });
    expect(spy).toHaveBeenLastCalledWith({ page: 1, perPage: 10, query: '' });
  });

  it('snaps a page above the last to the last', () => {
    const spy = vi.fn();
    render(<Harness total={12} initial={{ page: 7, perPage: 5, query: '' }} spy={spy} />);
    expect(spy).toHaveBeenCalledWith({ page: 3, perPage: 5, query: '' });
    expect(screen.getByText('page 3')).toBeInTheDocument();
  });

  it('renders no pagination with one page or fewer', () => {
    render(<Harness total={5} initial={{ page: 1, perPage: 5, query: '' }} spy={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
