import type { View } from '@sift/api';
import { MESSAGE_COUNT_TITLE, messageCountWidget, messagesWidget, UNTITLED_WIDGET_TITLES } from './defaultWidgets';
import { addWidget, queryState } from './viewState';

/** The widget types a user can add to a search or dashboard, in the order they are offered. */
export const WIDGET_CREATORS = [
  {
    kind: 'aggregation',
    title: 'Aggregation',
    description: 'Metrics grouped by fields, drawn as a chart or a table. Opens in the editor.',
  },
  { kind: 'messageCount', title: 'Message Count', description: 'How many messages match, over the time range, as a bar chart.' },
  { kind: 'messages', title: 'Message Table', description: 'The matching messages, newest first, with the fields you choose.' },
] as const;
export type WidgetCreatorKind = (typeof WIDGET_CREATORS)[number]['kind'];

export interface CreatedWidget {
  view: View;
  widgetId: string;
  /** The new widget opens in edit mode (a new aggregation, §2). */
  edit: boolean;
}

/**
 * Adds a widget of `kind` to the query: a new aggregation (count() over time, to be edited), a
 * Message Count chart, or a message table showing the fields of the query's first table.
 */
export function createWidget(view: View, queryId: string, kind: WidgetCreatorKind): CreatedWidget {
  if (kind === 'messages') {
    const firstTable = queryState(view, queryId).widgets.find((w) => w.type === 'messages');
    const widget = messagesWidget(undefined, firstTable?.type === 'messages' ? firstTable.config.fields : undefined);
    return { view: addWidget(view, queryId, widget, UNTITLED_WIDGET_TITLES.messages), widgetId: widget.id, edit: false };
  }
  const widget = messageCountWidget();
  const title = kind === 'aggregation' ? UNTITLED_WIDGET_TITLES.aggregation : MESSAGE_COUNT_TITLE;
  return { view: addWidget(view, queryId, widget, title), widgetId: widget.id, edit: kind === 'aggregation' };
}
