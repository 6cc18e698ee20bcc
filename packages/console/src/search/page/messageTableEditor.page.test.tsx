import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the lazily loaded page and editor are large, and their first import would outlast the waits below.
import '../page/SearchPage';
import '../results/messages/editor/MessagesWidgetEditor';
import { findDialog } from '../../testing/findDialog';
import { NO_DECORATORS, SELECT_DECORATOR, SHOW_MESSAGE_ROW, SHOW_SUMMARY } from '../results/messages/editor/messageTableDraft';
import { STORY_MESSAGES, type fakeSearchServer } from '../testing/fakeSearchServer';
import { renderSearchApp } from '../testing/renderSearchApp';

// The first render of the search page compiles and lays out a great deal; it is paid here, under its own
// time limit, so that each test's 30 s measure only what it does.
beforeAll(async () => {
  renderSearchApp('/search');
  await screen.findByText('GET /index.html 200', {}, { timeout: 60_000 });
  cleanup();
}, 90_000);
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const LONG = { timeout: 5000 };
const DECORATOR_TYPES = { 'org.example.LinkDecorator': { name: 'Link decorator', requested_configuration: {} } };
type MessagesType = { type: string; sort?: Array<{ field: string; order: string }>; decorators?: Array<{ type: string }> };
const messagesTypes = (server: ReturnType<typeof fakeSearchServer>) => {
  const search = [...server.searches.values()].at(-1) as { queries: Array<{ search_types: MessagesType[] }> };
  return (search.queries[0]?.search_types ?? []).filter((t) => t.type === 'messages');
};
const MESSAGES = [{ ...STORY_MESSAGES[0], summary: 'Index page served' }, ...STORY_MESSAGES.slice(1)];

async function openEditor() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const app = renderSearchApp('/search', { messages: MESSAGES }, { 'GET /search/decorators/available': DECORATOR_TYPES });
  await waitFor(() => expect(app.server.executions).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Actions of All Messages' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  const form = await screen.findByRole('form', { name: 'Message table configuration' }, LONG);
  const preview = screen.getByRole('region', { name: 'Preview' });
  await within(preview).findByText('GET /index.html 200', {}, LONG);
  return { ...app, user, form, preview };
}

describe('message table editor on the search page', () => {
  it('redraws the preview with the message row and the summary as chosen, without a new search', { timeout: 30_000 }, async () => {
    const { user, form, preview, server } = await openEditor();
    const searchesBefore = server.searches.size;
    expect(within(preview).getByText('Index page served')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: SHOW_SUMMARY }));
    await user.click(within(form).getByRole('checkbox', { name: SHOW_MESSAGE_ROW }));
    expect(within(preview).queryByText('Index page served')).not.toBeInTheDocument();
    expect(within(preview).queryByText('GET /index.html 200')).not.toBeInTheDocument();
    expect(server.searches.size).toBe(searchesBefore);
  });

  it('searches again with a new decorator or sort, and saves them with the widget', { timeout: 30_000 }, async () => {
    const { user, form, server } = await openEditor();
    // Decorators: the notice until one is chosen; choosing one searches again with it.
    const decorators = within(within(form).getByRole('region', { name: 'Decorators' }));
    expect(decorators.getByText(NO_DECORATORS)).toBeInTheDocument();
    expect(decorators.getByRole('button', { name: 'Help: decorators' })).toBeInTheDocument();
    await waitFor(() => expect(decorators.getByRole('combobox', { name: SELECT_DECORATOR })).toBeEnabled(), LONG);
    await user.selectOptions(decorators.getByRole('combobox', { name: SELECT_DECORATOR }), 'Link decorator');
    expect(decorators.queryByText(NO_DECORATORS)).not.toBeInTheDocument();
    expect(decorators.getByRole('listitem')).toHaveTextContent('Link decorator');
    await waitFor(() => expect(messagesTypes(server)[0]?.decorators).toMatchObject([{ type: 'org.example.LinkDecorator' }]), LONG);

    // Sort: a new field and direction search again.
    const sort = within(within(form).getByRole('region', { name: 'Sort' }));
    await user.selectOptions(sort.getByLabelText('Field'), 'http_status');
    await user.selectOptions(sort.getByLabelText('Direction'), 'Ascending');
    await waitFor(() => expect(messagesTypes(server)[0]?.sort).toEqual([{ field: 'http_status', order: 'ASC' }]), LONG);

    await user.click(within(form).getByRole('button', { name: 'Update widget' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Message table configuration' })).not.toBeInTheDocument(), LONG);

    // Saved with the widget.
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await findDialog('dialog', { name: 'Save new search' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Tables');
    await user.click(within(dialog).getByRole('button', { name: 'Create new' }));
    await waitFor(() => expect(server.views.size).toBe(1), LONG);
    const saved = [...server.views.values()][0] as { state: Record<string, { widgets: Array<{ type: string; config: unknown }> }> };
    const table = Object.values(saved.state)[0]?.widgets.find((w) => w.type === 'messages');
    expect(table?.config).toMatchObject({
      fields: ['timestamp', 'source'],
      sort: [{ type: 'pivot', field: 'http_status', direction: 'Ascending' }],
      decorators: [{ type: 'org.example.LinkDecorator', order: 0 }],
    });
  });

  it('undoes and redoes steps by keyboard, and Cancel restores the table as it was', { timeout: 30_000 }, async () => {
    const { user, form, preview, server } = await openEditor();
    await user.click(within(form).getByRole('checkbox', { name: SHOW_MESSAGE_ROW }));
    expect(within(preview).queryByText('GET /index.html 200')).not.toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(within(preview).getByText('GET /index.html 200')).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(within(preview).queryByText('GET /index.html 200')).not.toBeInTheDocument();
    const sort = within(within(form).getByRole('region', { name: 'Sort' }));
    await user.selectOptions(sort.getByLabelText('Direction'), 'Ascending');
    await waitFor(() => expect(messagesTypes(server)[0]?.sort).toEqual([{ field: 'timestamp', order: 'ASC' }]), LONG);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(messagesTypes(server)[0]?.sort).toEqual([{ field: 'timestamp', order: 'DESC' }]), LONG);
    const widget = screen.getByRole('group', { name: 'All Messages' });
    expect(await within(widget).findByText('GET /index.html 200', {}, LONG)).toBeInTheDocument();
  });
});
