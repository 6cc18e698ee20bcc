import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiKey, MessageListConfig } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { ConsoleFrame } from '../../../storybook/ConsoleFrame';
import { adminUser } from '../../../storybook/storyData';
import { SearchResults } from '../SearchResults';
import { SearchHarness } from '../storybook/SearchHarness';
import {
  MESSAGES_WIDGET_ID,
  STORY_QUERY_ID,
  storyExecution,
  storyFieldTypes,
  storyJob,
  storyView,
  searchStorySwrData,
  surroundingStorySwrData,
} from '../storybook/searchStoryData';
import { MessagesWidget } from './MessagesWidget';
import type { FieldActionHandlers } from '../../sidebar/useFieldActions';
import { findDialog } from '../../../testing/findDialog';

beforeAll(() => {
  // The chart of the "Message Count" widget measures itself.
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderResults(data: ReadonlyArray<readonly [ApiKey, unknown]> = surroundingStorySwrData) {
  return render(
    <SiftThemeProvider mode="teint">
      <ConsoleFrame user={adminUser} path="/search" data={data}>
        <SearchHarness initialView={storyView()} job={storyJob()}>
          {(args) => <SearchResults {...args} editable />}
        </SearchHarness>
      </ConsoleFrame>
    </SiftThemeProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'All Messages' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
async function expand(index: number) {
  await userEvent.click(within(table()).getAllByRole('button', { name: 'Expand message' })[index]!);
}

describe('show surrounding messages', () => {
  it('offers the configured windows, shortest first, and opens the surrounding search in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderResults();
    await expand(3);
    const actions = screen.getByRole('group', { name: 'Message actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Show surrounding messages' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['1 second', '5 seconds', '10 seconds', '30 seconds', '1 minute', '5 minutes']);
    await userEvent.click(screen.getByRole('menuitem', { name: '5 seconds' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [href, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    const url = new URL(String(href), 'http://h');
    expect(url.pathname).toBe('/search');
    // Message 3 of the story: web-01, received by the story input, at 10:14:39.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'source:"web-01" AND gl2_source_input:"663a1f0e2c9b4d7a8e6f5a41"',
      rangetype: 'absolute',
      from: '2024-05-02T10:14:34.000Z',
      to: '2024-05-02T10:14:44.000Z',
      highlightMessage: '01HX000003Q7M3ZB2K9T',
    });
  });

  it('links every window to its search, so it can be opened with a middle click too', async () => {
    renderResults();
    await expand(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show surrounding messages' }));
    const link = await screen.findByRole('menuitem', { name: '1 minute' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://h');
    expect(url.searchParams.get('from')).toBe('2024-05-02T10:14:00.000Z');
    expect(url.searchParams.get('to')).toBe('2024-05-02T10:16:00.000Z');
  });

  it('is not offered when the cluster config has no windows', async () => {
    renderResults(searchStorySwrData);
    await expand(0);
    expect(screen.queryByRole('button', { name: 'Show surrounding messages' })).toBeNull();
  });
});

describe('choosing the fields of a message table', () => {
  it('removes a column with the field action of an expanded message, and adds it back', async () => {
    renderResults();
    expect(headers()).toEqual(['timestamp', 'source']);
    await expand(0);
    await userEvent.click(within(table()).getByRole('button', { name: 'source' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove from table' }));
    expect(headers()).toEqual(['timestamp']);
    // The message stays expanded; its field now offers "Add to table".
    await userEvent.click(within(table()).getByRole('button', { name: 'source' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add to table' }));
    expect(headers()).toEqual(['timestamp', 'source']);
  });

  it('removes and adds columns in the "Edit fields" dialog (new ones at the end); Apply changes the widget', async () => {
    renderResults();
    await userEvent.click(screen.getByRole('button', { name: 'Actions of All Messages' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit fields' }));
    const dialog = await findDialog('dialog', { name: 'Fields of All Messages' });
    const list = within(dialog).getByRole('list', { name: 'Table fields' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['timestamp', 'source']);
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove source' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove timestamp' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one field.');
    expect(apply).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Add a field' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'took_ms' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Add a field' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'source' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['took_ms', 'source']);
    await userEvent.click(apply);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(headers()).toEqual(['took_ms', 'source']);
  });

  it('cancelling the dialog keeps the columns', async () => {
    renderResults();
    await userEvent.click(screen.getByRole('button', { name: 'Actions of All Messages' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit fields' }));
    const dialog = await findDialog('dialog', { name: 'Fields of All Messages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove source' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(headers()).toEqual(['timestamp', 'source']);
  });

  it('offers "Edit fields" only for message tables of an editable search', async () => {
    renderResults();
    await userEvent.click(screen.getByRole('button', { name: 'Actions of Message Count' }));
    await screen.findByRole('menuitem', { name: 'Duplicate' });
    expect(screen.queryByRole('menuitem', { name: 'Edit fields' })).toBeNull();
  });
});

describe('table field actions of one message table', () => {
  it("change only that table's config, never every table of the query", async () => {
    const view = storyView();
    const widget = view.state[STORY_QUERY_ID]!.widgets[1]!;
    const config = (widget.type === 'messages' ? widget.config : null) as MessageListConfig;
    const onConfigChange = vi.fn();
    const handlers: FieldActionHandlers = {
      addToTable: vi.fn(),
      removeFromTable: vi.fn(),
      addToQuery: vi.fn(),
      excludeFromQuery: vi.fn(),
      showTopValues: vi.fn(),
      showStatistics: vi.fn(),
    };
    render(
      <SiftThemeProvider mode="teint">
        <ConsoleFrame user={adminUser} path="/search" data={searchStorySwrData}>
          <MessagesWidget
            view={view}
            queryId={STORY_QUERY_ID}
            widgetId={MESSAGES_WIDGET_ID}
            title="All Messages"
            config={config}
            execution={storyExecution(view, storyJob())}
            editable
            onConfigChange={onConfigChange}
            cellColor={() => undefined}
            fieldTypes={new Map()}
            analysisDisabledFields={[]}
            handlers={handlers}
            timezone="UTC"
          />
        </ConsoleFrame>
      </SiftThemeProvider>,
    );
    await expand(0);
    await userEvent.click(within(table()).getByRole('button', { name: 'took_ms' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add to table' }));
    expect(onConfigChange).toHaveBeenLastCalledWith({ ...config, fields: ['timestamp', 'source', 'took_ms'] });
    await userEvent.click(within(table()).getByRole('button', { name: 'source' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove from table' }));
    expect(onConfigChange).toHaveBeenLastCalledWith({ ...config, fields: ['timestamp'] });
    await userEvent.click(within(table()).getByRole('button', { name: 'user' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add to query' }));
    expect(handlers.addToQuery).toHaveBeenCalledWith('user', 'admin');
    expect(handlers.addToTable).not.toHaveBeenCalled();
    expect(handlers.removeFromTable).not.toHaveBeenCalled();
  });
});

describe('field menu of a column header', () => {
  const columnMenu = (field: string) => within(table()).getByRole('button', { name: `Actions of field ${field}` });

  it('offers the field actions of a table column: remove from table, add to query, exclude, top values, statistics', async () => {
    renderResults();
    await userEvent.click(columnMenu('source'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Remove from table',
      'Add to query',
      'Exclude from query',
      'Show top values',
      'Statistics',
    ]);
    expect(items.every((item) => item.getAttribute('aria-disabled') === null)).toBe(true);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add to query' }));
    await userEvent.click(columnMenu('source'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Exclude from query' }));
    expect(screen.getByTestId('query')).toHaveTextContent('_exists_:source AND NOT _exists_:source');
  });

  it('removes the column from the table', async () => {
    renderResults();
    await userEvent.click(columnMenu('source'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove from table' }));
    expect(headers()).toEqual(['timestamp']);
    expect(within(table()).queryByRole('button', { name: 'Actions of field source' })).toBeNull();
  });

  it('shows top values and statistics of the column as new widgets', async () => {
    renderResults();
    await userEvent.click(columnMenu('source'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show top values' }));
    await userEvent.click(columnMenu('timestamp'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Statistics' }));
    expect(screen.getByTestId('widgets')).toHaveTextContent(
      'Message Count | All Messages | Top values of source | Field Statistics for timestamp',
    );
  });

  it('works with the keyboard: Enter opens the menu on its first action, arrows move, Enter chooses, focus returns to the header', async () => {
    renderResults();
    columnMenu('source').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Remove from table' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Add to query' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('query')).toHaveTextContent('_exists_:source');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(columnMenu('source')).toHaveFocus());
  });

  it('disables the actions of decorated and analysis-disabled columns', async () => {
    const view = storyView();
    const widget = view.state[STORY_QUERY_ID]!.widgets[1]!;
    const config = {
      ...((widget.type === 'messages' ? widget.config : null) as MessageListConfig),
      fields: ['timestamp', 'message', 'user_agent_decorated'],
    };
    const handlers: FieldActionHandlers = {
      addToTable: vi.fn(),
      removeFromTable: vi.fn(),
      addToQuery: vi.fn(),
      excludeFromQuery: vi.fn(),
      showTopValues: vi.fn(),
      showStatistics: vi.fn(),
    };
    render(
      <SiftThemeProvider mode="teint">
        <ConsoleFrame user={adminUser} path="/search" data={searchStorySwrData}>
          <MessagesWidget
            view={view}
            queryId={STORY_QUERY_ID}
            widgetId={MESSAGES_WIDGET_ID}
            title="All Messages"
            config={config}
            execution={storyExecution(view, storyJob())}
            editable
            onConfigChange={vi.fn()}
            cellColor={() => undefined}
            fieldTypes={new Map(storyFieldTypes.map((type) => [type.name, type]))}
            analysisDisabledFields={['message']}
            handlers={handlers}
            timezone="UTC"
          />
        </ConsoleFrame>
      </SiftThemeProvider>,
    );
    for (const field of ['message', 'user_agent_decorated']) {
      await userEvent.click(columnMenu(field));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.getAttribute('aria-disabled'))).toEqual(['true', 'true', 'true', 'true', 'true']);
      await userEvent.click(screen.getByRole('menuitem', { name: 'Remove from table' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
    await userEvent.click(columnMenu('timestamp'));
    expect((await screen.findAllByRole('menuitem')).every((item) => item.getAttribute('aria-disabled') === null)).toBe(true);
    expect(Object.values(handlers).every((handler) => (handler as ReturnType<typeof vi.fn>).mock.calls.length === 0)).toBe(true);
  });
});

describe('widget export', () => {
  it('offers "Export" for message tables, also when the search is read-only, and not for other widgets', async () => {
    render(
      <SiftThemeProvider mode="teint">
        <ConsoleFrame user={adminUser} path="/search" data={searchStorySwrData}>
          <SearchHarness initialView={storyView()} job={storyJob()}>
            {(args) => <SearchResults {...args} editable={false} />}
          </SearchHarness>
        </ConsoleFrame>
      </SiftThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions of Message Count' }));
    await screen.findByRole('menuitem', { name: 'Focus' });
    expect(screen.queryByRole('menuitem', { name: 'Export' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions of All Messages' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Export' }));
    const dialog = await findDialog('dialog', { name: 'Export message table search results' });
    expect(
      within(dialog).getByText('Messages of the message table "All Messages", with its query, time range and streams.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start Download' })).toBeEnabled();
  });
});
