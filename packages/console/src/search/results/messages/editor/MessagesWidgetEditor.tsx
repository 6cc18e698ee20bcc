import { useEffect, useRef, useState } from 'react';
import { useAvailableDecorators, type MessageListConfig, type View, type Widget } from '@sift/api';
import { useUndoableState } from '../../editing/useUndoableState';
import { replaceWidget } from '../../viewState';
import { MessagesWidget, type MessagesWidgetProps } from '../MessagesWidget';
import { searchKey } from './messageTableDraft';
import { MessageTableEditor } from './MessageTableEditor';

export interface MessagesWidgetEditorProps extends Omit<MessagesWidgetProps, 'widgetId' | 'config' | 'editable' | 'onConfigChange'> {
  /** The message table being edited, as the view holds it now. */
  widget: Extract<Widget, { type: 'messages' }>;
  /** Known field names, for columns and the sort. */
  fields: readonly string[];
  onViewChange: (next: View) => void;
  /** Edit mode ends (after "Update widget" or Cancel). */
  onDone: () => void;
}

/**
 * A message table in edit mode. Columns, message row and summary redraw the preview from the results
 * at hand; a new sort or decorators go into the view at once, so that the page searches again. Cancel
 * puts back the widget as it was when editing began.
 */
export function MessagesWidgetEditor({ widget, fields, onViewChange, onDone, ...tableProps }: MessagesWidgetEditorProps) {
  const { view, queryId } = tableProps;
  const [original] = useState(widget);
  const history = useUndoableState<MessageListConfig>(widget.config);
  const { data: decoratorTypes } = useAvailableDecorators();
  const draft = history.value;
  const latest = useRef({ view, widget, onViewChange });
  useEffect(() => {
    latest.current = { view, widget, onViewChange };
  });
  const draftSearch = searchKey(draft);
  useEffect(() => {
    const current = latest.current;
    if (draftSearch === searchKey(current.widget.config)) return;
    const config = { ...current.widget.config, sort: draft.sort, decorators: draft.decorators };
    current.onViewChange(replaceWidget(current.view, queryId, { ...current.widget, config }));
    // Only a change of what the search depends on is sent; the rest stays in the editor until "Update widget".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftSearch, queryId]);
  return (
    <MessageTableEditor
      history={history}
      fields={fields}
      decoratorTypes={decoratorTypes ?? []}
      onUpdate={(config) => {
        onViewChange(replaceWidget(view, queryId, { ...widget, config }));
        onDone();
      }}
      onCancel={() => {
        onViewChange(replaceWidget(view, queryId, original));
        onDone();
      }}
    >
      <MessagesWidget {...tableProps} widgetId={widget.id} config={draft} editable onConfigChange={history.set} />
    </MessageTableEditor>
  );
}
