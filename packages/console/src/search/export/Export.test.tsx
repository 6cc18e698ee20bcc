import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the lazily loaded page is large, and its first import would outlast the waits below.
import '../page/SearchPage';
import { renderSearchApp } from '../testing/renderSearchApp';
import { toastStore } from '@sift/ui';
import { storyView, MESSAGES_WIDGET_ID, STORY_QUERY_ID } from '../results/storybook/searchStoryData';
import { exportFields, exportFilename, parseLimit, widgetExport } from './exportRules';
import { findDialog } from '../../testing/findDialog';

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

  it('exports one message table with its fields in order and its search type', () => {
    const view = storyView();
    expect(widgetExport(view, STORY_QUERY_ID, MESSAGES_WIDGET_ID)).toEqual({
      fields: ['timestamp', 'source'],
      searchTypeId: 'b1b2c3d4-0002-4000-8000-000000000002',
    });
    expect(exportFields(view, STORY_QUERY_ID)).toEqual(['timestamp', 'source']);
    // The "Message Count" chart is no message table.
    expect(widgetExport(view, STORY_QUERY_ID, 'a1b2c3d4-0001-4000-8000-000000000001')).toBeNull();
    const state = view.state[STORY_QUERY_ID]!;
    const noColumns = {
      ...view,
      state: {
        [STORY_QUERY_ID]: {
          ...state,
          widgets: state.widgets.map((w) => (w.type === 'messages' ? { ...w, config: { ...w.config, fields: [] } } : w)),
        },
      },
    };
    expect(widgetExport(noColumns, STORY_QUERY_ID, MESSAGES_WIDGET_ID)?.fields).toEqual(['timestamp', 'source', 'message']);
  });
});

/** The export job the fake server creates: its id, answered as a JSON string as Graylog does. */
const JOB_ID = '5f0c1a2b3c4d5e6f7a8b9c0d';
const JSON_JOB = () => new Response(JSON.stringify(JOB_ID), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('export to CSV (an export job, then its result by job id and file name)', { timeout: 30_000 }, () => {
  it('exports the message table\'s fields in order with the limit, showing "Downloading..."', async () => {
    let answer: (response: Response) => void = () => undefined;
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server, api } = renderSearchApp('/search', {}, {});
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const searchId = [...server.searches.keys()].at(-1) ?? '';
    api.routes[`POST /views/export/${searchId}`] = JSON_JOB;
    api.routes[`GET /views/search/messages/job/${JOB_ID}/Unsaved-search-search-result.csv`] = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await findDialog('dialog', { name: 'Export message table search results' });
    const limit = within(dialog).getByRole('spinbutton', { name: 'Messages limit' });
    await user.type(limit, '0');
    expect(within(dialog).getByRole('button', { name: 'Start Download' })).toBeDisabled();
    await user.clear(limit);
    await user.type(limit, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Start Download' }));
    expect(await within(dialog).findByRole('button', { name: 'Downloading...' })).toBeDisabled();
    const call = api.calls.find((c) => c.path === `/views/export/${searchId}`);
    expect(call?.body).toMatchObject({ fields_in_order: ['timestamp', 'source'], limit: 100 });
    expect(api.calls.at(-1)?.path).toBe(`/views/search/messages/job/${JOB_ID}/Unsaved-search-search-result.csv`);
    answer(new Response('"timestamp","source"\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it('exports one message table from its widget menu through the widget export endpoint, with its fields in order', async () => {
    let answer: (response: Response) => void = () => undefined;
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server, api } = renderSearchApp('/search', {}, {});
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const searchId = [...server.searches.keys()].at(-1) ?? '';
    const queries = (server.searches.get(searchId)?.['queries'] ?? []) as Array<{ search_types: Array<{ id: string; type: string }> }>;
    const searchTypeId = queries[0]?.search_types.find((type) => type.type === 'messages')?.id ?? '';
    const path = `/views/export/${searchId}/${searchTypeId}`;
    api.routes[`POST ${path}`] = JSON_JOB;
    api.routes[`GET /views/search/messages/job/${JOB_ID}/All-Messages-search-result.csv`] = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    await user.click(await screen.findByRole('button', { name: 'Actions of All Messages' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export' }));
    const dialog = await findDialog('dialog', { name: 'Export message table search results' });
    expect(
      within(dialog).getByText('Messages of the message table "All Messages", with its query, time range and streams.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Messages limit' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Start Download' }));
    expect(await within(dialog).findByRole('button', { name: 'Downloading...' })).toBeDisabled();
    const call = api.calls.find((c) => c.path === path);
    expect(call?.body).toMatchObject({ fields_in_order: ['timestamp', 'source'], limit: 20 });
    expect(api.calls.some((c) => c.path === `/views/export/${searchId}`)).toBe(false);
    answer(new Response('"timestamp","source"\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "Export failed" when the search export fails, keeping the dialog', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server, api } = renderSearchApp('/search', {}, {});
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const searchId = [...server.searches.keys()].at(-1) ?? '';
    api.routes[`POST /views/export/${searchId}`] = () =>
      new Response(JSON.stringify({ type: 'ApiError', message: 'Search is gone' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await findDialog('dialog', { name: 'Export message table search results' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Download' }));
    await waitFor(() => expect(toastStore.getSnapshot().some((t) => t.title === 'Export failed')).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Start Download' })).toBeEnabled();
  });

  it('says "Export for widget failed" when the widget export fails', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server, api } = renderSearchApp('/search', {}, {});
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const searchId = [...server.searches.keys()].at(-1) ?? '';
    const queries = (server.searches.get(searchId)?.['queries'] ?? []) as Array<{ search_types: Array<{ id: string; type: string }> }>;
    const searchTypeId = queries[0]?.search_types.find((type) => type.type === 'messages')?.id ?? '';
    api.routes[`POST /views/export/${searchId}/${searchTypeId}`] = JSON_JOB;
    api.routes[`GET /views/search/messages/job/${JOB_ID}/All-Messages-search-result.csv`] = () =>
      new Response(JSON.stringify({ type: 'ApiError', message: 'Search type is gone' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    await user.click(await screen.findByRole('button', { name: 'Actions of All Messages' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export' }));
    const dialog = await findDialog('dialog', { name: 'Export message table search results' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Download' }));
    await waitFor(() => expect(toastStore.getSnapshot().some((t) => t.title === 'Export for widget failed')).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Start Download' })).toBeEnabled();
  });
});
