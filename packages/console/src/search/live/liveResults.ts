import type { Message, SearchExecution, View, WidgetExecution } from '@sift/api';
import { MESSAGES_PER_PAGE, queryState } from '../results';

/** The message table keeps at most one page of rows while live messages arrive. */
export const LIVE_MAX_ROWS = MESSAGES_PER_PAGE;

/**
 * Adds a batch of live messages (in ingest order) to the buffer: newest first, without repeats,
 * at most `max` of them.
 */
export function prependLive(buffer: readonly Message[], incoming: readonly Message[], max = LIVE_MAX_ROWS): Message[] {
  const newest = [...incoming].reverse();
  const ids = new Set(newest.map((message) => message.id));
  return [...newest, ...buffer.filter((message) => !ids.has(message.id))].slice(0, max);
}

/**
 * The execution as the results show it while live: every message table that searches the page's
 * query and streams (no query, streams or filters of its own) gets the live messages on top of its
 * first page, bounded to one page of rows; its total counts the new ones.
 */
export function withLiveMessages(
  execution: SearchExecution,
  view: View,
  queryId: string,
  live: readonly Message[],
  max = LIVE_MAX_ROWS,
): SearchExecution {
  if (live.length === 0) return execution;
  const widgets = queryState(view, queryId).widgets;
  const widget = (q: string, widgetId: string): WidgetExecution => {
    const result = execution.widget(q, widgetId);
    if (q !== queryId) return result;
    const config = widgets.find((w) => w.id === widgetId);
    const ownFilters =
      !config ||
      config.type !== 'messages' ||
      (config.query ?? '').trim() !== '' ||
      (config.filter ?? '').trim() !== '' ||
      config.streams.length > 0 ||
      config.filters.length > 0;
    const messages = result.byName['messages'];
    if (ownFilters || messages?.type !== 'messages') return result;
    const known = new Set(messages.messages.map((message) => message.id));
    const added = live.filter((message) => !known.has(message.id));
    const liveIds = new Set(live.map((message) => message.id));
    const rows = [...live, ...messages.messages.filter((message) => !liveIds.has(message.id))].slice(0, max);
    return { ...result, byName: { ...result.byName, messages: { ...messages, messages: rows, total: messages.total + added.length } } };
  };
  return { ...execution, widget };
}
