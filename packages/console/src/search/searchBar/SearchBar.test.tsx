import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_VALIDATION_DEBOUNCE_MS, SHAKE_DURATION_MS } from '../constants';
import { DEFAULT_SEARCH_BAR_VALUES } from '../searchModel';
import { fakeServices, field, renderSearchBar } from '../testing/searchBarHarness';
import { SEARCH_BUTTON_DIRTY_TITLE, SEARCH_BUTTON_TITLE } from './SearchButton';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const errorAnswer = {
  status: 'ERROR' as const,
  explanations: [
    {
      errorType: 'QUERY_PARSING_ERROR',
      errorTitle: 'Query parsing error',
      errorMessage: "Cannot parse 'foo:('",
      beginLine: 0,
      beginColumn: 4,
      endLine: 0,
      endColumn: 5,
      relatedProperty: null,
    },
  ],
};

describe('query validation', () => {
  it('validates 350 ms after the last keystroke, with query, range and streams', async () => {
    expect(QUERY_VALIDATION_DEBOUNCE_MS).toBe(350);
    vi.useFakeTimers();
    const services = fakeServices();
    renderSearchBar({ services });
    const input = screen.getByRole('textbox', { name: 'Search query' });
    fireEvent.change(input, { target: { value: 'fo' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: 'foo' } });
    await act(() => vi.advanceTimersByTimeAsync(340));
    expect(services.validate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(services.validate).toHaveBeenCalledTimes(1);
    expect(services.validate).toHaveBeenCalledWith({ query: 'foo', timerange: DEFAULT_SEARCH_BAR_VALUES.timerange, streams: [] });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('disables searching while validating and on ERROR; Enter then shakes the status for 0.82 s', async () => {
    expect(SHAKE_DURATION_MS).toBe(820);
    const onSubmit = vi.fn();
    const services = fakeServices({ validate: vi.fn(async () => errorAnswer) });
    const user = setup();
    renderSearchBar({ services, onSubmit });
    const input = screen.getByRole('textbox', { name: 'Search query' });
    await user.type(input, 'foo:(');
    expect(screen.getByRole('button', { name: SEARCH_BUTTON_DIRTY_TITLE })).toBeDisabled();
    const status = await screen.findByRole('button', { name: 'Error: Query parsing error' });
    expect(screen.getByRole('button', { name: SEARCH_BUTTON_DIRTY_TITLE })).toBeDisabled();
    expect(screen.getByTestId('query-mirror').querySelector('[data-error]')?.textContent).toBe('(');
    await user.type(input, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(status).toHaveAttribute('data-shaking', 'true');
    await act(() => vi.advanceTimersByTimeAsync(SHAKE_DURATION_MS - 50));
    expect(status).toHaveAttribute('data-shaking', 'true');
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(status).not.toHaveAttribute('data-shaking');
    await user.click(status);
    expect(await screen.findByText(/Cannot parse 'foo:\('/)).toBeInTheDocument();
    expect(screen.getByText('(line 1, column 5)')).toBeInTheDocument();
  });

  it('shows a WARNING without blocking the search', async () => {
    const onSubmit = vi.fn();
    const services = fakeServices({
      validate: vi.fn(async () => ({
        status: 'WARNING' as const,
        explanations: [
          {
            errorType: 'UNKNOWN_FIELD',
            errorTitle: 'Unknown field',
            errorMessage: 'Query contains unknown field: nope',
            beginLine: 0,
            beginColumn: 0,
            endLine: 0,
            endColumn: 4,
            relatedProperty: 'nope',
          },
          {
            errorType: 'UNKNOWN_FIELD',
            errorTitle: 'Unknown field',
            errorMessage: 'Query contains unknown field: nope',
            beginLine: 0,
            beginColumn: 12,
            endLine: 0,
            endColumn: 16,
            relatedProperty: 'nope',
          },
        ],
      })),
    });
    const user = setup();
    renderSearchBar({ services, onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'nope:1 OR nope:2');
    await user.click(await screen.findByRole('button', { name: 'Warning: Unknown field' }));
    expect(await screen.findAllByText(/Query contains unknown field: nope/)).toHaveLength(1);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: SEARCH_BUTTON_DIRTY_TITLE }));
    expect(onSubmit).toHaveBeenCalledWith({ ...DEFAULT_SEARCH_BAR_VALUES, queryString: 'nope:1 OR nope:2' });
  });

  it('runs a search asked for while validating once the query proves valid', async () => {
    const onSubmit = vi.fn();
    const user = setup();
    const services = fakeServices();
    renderSearchBar({ onSubmit, services });
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'ok{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...DEFAULT_SEARCH_BAR_VALUES, queryString: 'ok' }));
    expect(services.validate).toHaveBeenCalledWith({ query: 'ok', timerange: DEFAULT_SEARCH_BAR_VALUES.timerange, streams: [] });
  });
});

describe('search button', () => {
  it('shows a dot while the form differs from the last search, and a spinner while running', async () => {
    const user = setup();
    const { rerender } = renderSearchBar();
    expect(screen.getByRole('button', { name: SEARCH_BUTTON_TITLE })).toBeEnabled();
    expect(screen.queryByTestId('search-dirty-dot')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'x');
    expect(screen.getByTestId('search-dirty-dot')).toBeInTheDocument();
    rerender(<></>);
    renderSearchBar({ running: true });
    expect(screen.getByRole('button', { name: SEARCH_BUTTON_TITLE })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: SEARCH_BUTTON_TITLE })).toBeDisabled();
  });
});

describe('query completion', () => {
  const fields = [
    field('source', ['enumerable']),
    field('message', ['full-text-search']),
    field('severity', ['enumerable', 'numeric'], 'long'),
  ];

  it('completes field names and inserts the colon', async () => {
    const user = setup();
    renderSearchBar({ fields });
    const input = screen.getByRole('textbox', { name: 'Search query' });
    await user.type(input, 's');
    const list = screen.getByRole('listbox', { name: 'Fields' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['severity', 'source']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('source:');
  });

  it('suggests values only for enumerable fields and reuses a complete page for a longer input', async () => {
    const suggest = vi.fn(async () => ({
      suggestions: [
        { value: 'web-1', occurrence: 10 },
        { value: 'web-2', occurrence: 4 },
        { value: 'worker', occurrence: 1 },
      ],
      sumOtherDocsCount: 0,
    }));
    const user = setup();
    renderSearchBar({ fields, services: fakeServices({ suggest }) });
    const input = screen.getByRole('textbox', { name: 'Search query' });
    await user.type(input, 'message:w');
    expect(suggest).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'source:w');
    // Asked once at "source:" (every value); "w" and "we" extend that complete page.
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith(expect.objectContaining({ field: 'source', input: '' }));
    expect(await screen.findByRole('option', { name: /worker/ })).toHaveTextContent('worker1');
    await user.type(input, 'e');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['web-110', 'web-24'])); // value, then its occurrences
    expect(suggest).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('source:web\\-1 '));
  });

  it('asks again when the earlier page was incomplete', async () => {
    const suggest = vi.fn(async () => ({ suggestions: [{ value: 'web-1', occurrence: 10 }], sumOtherDocsCount: 25 }));
    const user = setup();
    renderSearchBar({ fields, services: fakeServices({ suggest }) });
    await user.type(screen.getByRole('textbox', { name: 'Search query' }), 'source:we');
    expect(suggest.mock.calls.map((call: unknown[]) => (call[0] as { input: string }).input)).toEqual(['', 'w', 'we']);
  });
});
