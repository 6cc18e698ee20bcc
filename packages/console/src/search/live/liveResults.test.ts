import { describe, expect, it } from 'vitest';
import { decodeMessage, type Message, type Widget } from '@sift/api';
import {
  COUNT_WIDGET_ID,
  MESSAGES_WIDGET_ID,
  STORY_QUERY_ID,
  storyExecution,
  storyJob,
  storyMessages,
  storyView,
} from '../results/storybook/searchStoryData';
import { liveRow } from '../testing/liveRow';
import { LIVE_MAX_ROWS, prependLive, withLiveMessages } from './liveResults';

const live = (...ids: string[]): Message[] => ids.map((id) => decodeMessage(liveRow(id), id));
const ids = (messages: readonly Message[]) => messages.map((m) => m.id);

describe('live buffer', () => {
  it('puts the newest first, drops repeats and keeps at most one page', () => {
    expect(LIVE_MAX_ROWS).toBe(150);
    let buffer = prependLive([], live('a', 'b'));
    expect(ids(buffer)).toEqual(['b', 'a']);
    buffer = prependLive(buffer, live('c', 'a'));
    expect(ids(buffer)).toEqual(['a', 'c', 'b']);
    expect(ids(prependLive(buffer, live('d', 'e'), 4))).toEqual(['e', 'd', 'a', 'c']);
  });
});

describe('live messages in the results', () => {
  const view = storyView();
  const execution = storyExecution(view, storyJob({ messages: storyMessages(150), total: 300 }));
  const messagesOf = (e: ReturnType<typeof withLiveMessages>, widgetId = MESSAGES_WIDGET_ID) => {
    const result = e.widget(STORY_QUERY_ID, widgetId).byName['messages'];
    return result?.type === 'messages' ? result : null;
  };

  it('leaves the execution alone while nothing arrived', () => {
    expect(withLiveMessages(execution, view, STORY_QUERY_ID, [])).toBe(execution);
  });

  it('puts live messages on top of the message table, keeping one page of rows and counting them in the total', () => {
    const first = messagesOf(execution);
    const merged = messagesOf(withLiveMessages(execution, view, STORY_QUERY_ID, live('n2', 'n1')));
    expect(merged?.messages).toHaveLength(150);
    expect(ids(merged?.messages ?? []).slice(0, 3)).toEqual(['n2', 'n1', first?.messages[0]?.id]);
    expect(merged?.total).toBe(302);
    // Other widgets and queries are untouched.
    const other = withLiveMessages(execution, view, STORY_QUERY_ID, live('n1'));
    expect(other.widget(STORY_QUERY_ID, COUNT_WIDGET_ID)).toEqual(execution.widget(STORY_QUERY_ID, COUNT_WIDGET_ID));
  });

  it('does not count a message twice when the search already has it', () => {
    const first = messagesOf(execution);
    const again = first?.messages[0] as Message;
    const merged = messagesOf(withLiveMessages(execution, view, STORY_QUERY_ID, [again]));
    expect(ids(merged?.messages ?? []).filter((id) => id === again.id)).toHaveLength(1);
    expect(merged?.total).toBe(300);
  });

  it('leaves message tables with a query or streams of their own alone', () => {
    const own = storyView();
    const widgets = own.state[STORY_QUERY_ID]!.widgets.map((w): Widget =>
      w.id === MESSAGES_WIDGET_ID ? { ...w, query: 'action:login' } : w,
    );
    const ownView = { ...own, state: { ...own.state, [STORY_QUERY_ID]: { ...own.state[STORY_QUERY_ID]!, widgets } } };
    const ownExecution = storyExecution(ownView, storyJob({ messages: storyMessages(3), total: 3 }));
    expect(ids(messagesOf(withLiveMessages(ownExecution, ownView, STORY_QUERY_ID, live('n1')))?.messages ?? [])).not.toContain('n1');
  });
});
