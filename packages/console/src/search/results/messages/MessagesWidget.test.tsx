import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiCache, ApiClient, ApiProvider, SessionGate, type MessageListConfig, type View } from '@sift/api';
import { fakeApi } from '../../../testing/fakeApi';
import { MESSAGES_WIDGET_ID, STORY_QUERY_ID, storyExecution, storyJob, storyMessages, storyView } from '../storybook/searchStoryData';
import { MessagesWidget } from './MessagesWidget';

const SEARCH_TYPE = 'b1b2c3d4-0002-4000-8000-000000000002';

function pageTwoJob() {
  const messages = storyMessages(300)
    .slice(150)
    .map((m) => ({ ...m, message: { ...m.message, source: 'page-two' } }));
  return {
    id: 'job-2',
    search_id: '6650a1f2e4b0c81d2a3f9e11',
    owner: 'admin',
    execution: { done: true, cancelled: false, completed_exceptionally: false },
    results: {
      [STORY_QUERY_ID]: {
        query: {},
        state: 'COMPLETED',
        errors: [],
        search_types: {
          [SEARCH_TYPE]: {
            id: SEARCH_TYPE,
            type: 'messages',
            messages,
            total_results: 300,
            effective_timerange: { type: 'absolute', from: '2024-05-02T10:00:00.000Z', to: '2024-05-02T10:15:00.000Z' },
          },
        },
      },
    },
  };
}

function setup() {
  const api = fakeApi({ 'POST /views/search/6650a1f2e4b0c81d2a3f9e11/execute': pageTwoJob() });
  const client = new ApiClient({ fetch: api.fetch, session: new SessionGate('admin') });
  const view: View = storyView();
  const execution = storyExecution(view, storyJob({ messages: storyMessages(150), total: 300 }));
  const widget = view.state[STORY_QUERY_ID]!.widgets[1]!;
  const config = (widget.type === 'messages' ? widget.config : null) as MessageListConfig;
  const ui = (cfg: MessageListConfig) => (
    <ApiProvider client={client}>
      <ApiCache isolated>
        <MessagesWidget
          view={view}
          queryId={STORY_QUERY_ID}
          widgetId={MESSAGES_WIDGET_ID}
          title="All Messages"
          config={cfg}
          execution={execution}
          editable
          onConfigChange={() => undefined}
          cellColor={() => undefined}
          fieldTypes={new Map()}
          analysisDisabledFields={[]}
          handlers={null}
          timezone="UTC"
        />
      </ApiCache>
    </ApiProvider>
  );
  const view_ = render(ui(config));
  return { api, config, rerender: (cfg: MessageListConfig) => view_.rerender(ui(cfg)) };
}

describe('message table paging', () => {
  it('fetches page 2 by re-running only its search type with limit 150 and offset 150', async () => {
    const { api } = setup();
    expect(screen.getAllByText('web-01').length).toBeGreaterThan(0);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    expect((await screen.findAllByText('page-two')).length).toBeGreaterThan(0);
    const execute = api.calls.find((call) => call.path.endsWith('/execute'));
    expect(execute?.body).toMatchObject({
      global_override: { search_types: { [SEARCH_TYPE]: { limit: 150, offset: 150 } }, keep_search_types: [SEARCH_TYPE] },
    });
  });

  it('goes back to page 1 when the widget config changes', async () => {
    const { config, rerender } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect((await screen.findAllByText('page-two')).length).toBeGreaterThan(0);
    rerender({ ...config, fields: [...config.fields, 'action'] });
    expect(screen.queryAllByText('page-two')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
