import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '@sift/ui';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser } from '../../storybook/storyData';
import { findDialog } from '../../testing/findDialog';
import { MESSAGE_COUNT_TITLE } from './defaultWidgets';
import { NO_WIDGETS_TEXT, SearchResults } from './SearchResults';
import { SearchHarness } from './storybook/SearchHarness';
import { COUNT_WIDGET_ID, MESSAGES_WIDGET_ID, searchStorySwrData, STORY_QUERY_ID, storyJob, storyView } from './storybook/searchStoryData';
import { createWidget } from './widgetCreators';
import { queryState, removeWidget, replaceWidget, widgetTitle } from './viewState';

beforeAll(() => {
  // Charts measure themselves.
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

const emptyView = () => removeWidget(removeWidget(storyView(), STORY_QUERY_ID, COUNT_WIDGET_ID), STORY_QUERY_ID, MESSAGES_WIDGET_ID);

function renderEmpty(editable: boolean) {
  return render(
    <SiftThemeProvider mode="teint">
      <ConsoleFrame user={adminUser} path="/search" data={searchStorySwrData}>
        <SearchHarness initialView={emptyView()} job={storyJob()}>
          {(args) => <SearchResults {...args} editable={editable} />}
        </SearchHarness>
      </ConsoleFrame>
    </SiftThemeProvider>,
  );
}

describe('Create new widget', () => {
  it('offers every widget type on a search without widgets and adds the chosen one', async () => {
    const user = userEvent.setup();
    renderEmpty(true);
    expect(screen.getByText(NO_WIDGETS_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create new widget' }));
    const dialog = await findDialog('dialog', { name: 'Create new widget' });
    const choices = within(within(dialog).getByRole('list', { name: 'Widget types' })).getAllByRole('button');
    expect(choices.map((b) => b.textContent)).toEqual(['Aggregation', 'Message Count', 'Message Table']);
    expect(within(dialog).getByRole('button', { name: 'Message Table' })).toHaveAccessibleDescription(
      'The matching messages, newest first, with the fields you choose.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Message Table' }));
    expect(await screen.findByRole('table', { name: 'Untitled Message Table' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create new widget' })).not.toBeInTheDocument();
    expect(screen.queryByText(NO_WIDGETS_TEXT)).not.toBeInTheDocument();
  });

  it('opens a new aggregation in the editor', async () => {
    const user = userEvent.setup();
    renderEmpty(true);
    await user.click(screen.getByRole('button', { name: 'Create new widget' }));
    const dialog = await findDialog('dialog', { name: 'Create new widget' });
    await user.click(within(dialog).getByRole('button', { name: 'Aggregation' }));
    expect(await screen.findByRole('group', { name: 'Editing Untitled Aggregation' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Aggregation configuration' })).toBeInTheDocument();
  });

  it('gives a Reader no way to create a widget', () => {
    renderEmpty(false);
    expect(screen.getByText(NO_WIDGETS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create new widget' })).not.toBeInTheDocument();
  });
});

describe('createWidget', () => {
  it('adds a Message Count chart that is not opened for editing', () => {
    const created = createWidget(emptyView(), STORY_QUERY_ID, 'messageCount');
    const state = queryState(created.view, STORY_QUERY_ID);
    const widget = state.widgets.find((w) => w.id === created.widgetId);
    expect(widget?.type).toBe('aggregation');
    expect(widget && widgetTitle(state, widget)).toBe(MESSAGE_COUNT_TITLE);
    expect(created.edit).toBe(false);
  });

  it('gives a new message table the fields of the first table', () => {
    const view = storyView();
    const first = queryState(view, STORY_QUERY_ID).widgets.find((w) => w.id === MESSAGES_WIDGET_ID);
    if (first?.type !== 'messages') throw new Error('expected the story message table');
    const withFields = replaceWidget(view, STORY_QUERY_ID, { ...first, config: { ...first.config, fields: ['source', 'took_ms'] } });
    const created = createWidget(withFields, STORY_QUERY_ID, 'messages');
    const widget = queryState(created.view, STORY_QUERY_ID).widgets.find((w) => w.id === created.widgetId);
    expect(widget?.type === 'messages' && widget.config.fields).toEqual(['source', 'took_ms']);
  });
});
