import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the lazily loaded page is large, and its first import would outlast the waits below.
import '../page/SearchPage';
import { renderSearchApp } from '../testing/renderSearchApp';
import { exportFilename, parseLimit } from './exportRules';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('export rules', () => {
  it('accepts an empty limit or a whole number from 1', () => {
    expect(parseLimit('')).toEqual({ valid: true, limit: undefined });
    expect(parseLimit('25')).toEqual({ valid: true, limit: 25 });
    expect(parseLimit('0').valid).toBe(false);
    expect(parseLimit('2.5').valid).toBe(false);
    expect(exportFilename('Errors / today')).toBe('Errors-today-search-result.csv');
  });
});

describe('export to CSV', { timeout: 30_000 }, () => {
  it('exports the message table\'s fields in order with the limit, showing "Downloading..."', async () => {
    let answer: (response: Response) => void = () => undefined;
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server, api } = renderSearchApp('/search', {}, {});
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const searchId = [...server.searches.keys()].at(-1) ?? '';
    api.routes[`POST /views/search/messages/${searchId}`] = () => new Promise<Response>((resolve) => { answer = resolve; });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export message table search results' });
    const limit = within(dialog).getByRole('spinbutton', { name: 'Messages limit' });
    await user.type(limit, '0');
    expect(within(dialog).getByRole('button', { name: 'Start Download' })).toBeDisabled();
    await user.clear(limit);
    await user.type(limit, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Start Download' }));
    expect(await within(dialog).findByRole('button', { name: 'Downloading...' })).toBeDisabled();
    const call = api.calls.find((c) => c.path === `/views/search/messages/${searchId}`);
    expect(call?.body).toMatchObject({ fields_in_order: ['timestamp', 'source'], limit: 100 });
    answer(new Response('"timestamp","source"\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});
