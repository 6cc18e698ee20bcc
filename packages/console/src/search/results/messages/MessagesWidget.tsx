import { useMemo, useState } from 'react';
import {
  emptyExecutionState,
  messagePageExecutionState,
  useSearchExecution,
  type ExecutionState,
  type FieldType,
  type MessageListConfig,
  type SearchExecution,
  type SearchTypeResult,
  type View,
} from '@sift/api';
import { Spinner } from '@sift/ui';
import type { FieldActionHandlers } from '../../sidebar/useFieldActions';
import { WidgetErrors } from '../WidgetFrame/WidgetErrors';
import { MessageTable } from './MessageTable';
import { addTableField, MESSAGES_PER_PAGE, removeTableField } from './messageTableRules';

export interface MessagesWidgetProps {
  view: View;
  queryId: string;
  widgetId: string;
  title: string;
  config: MessageListConfig;
  execution: SearchExecution;
  /** Base execution state of the page's search (overrides), extended by the page's limit and offset. */
  executionState?: ExecutionState;
  editable: boolean;
  onConfigChange: (config: MessageListConfig) => void;
  highlightMessage?: string | null;
  cellColor: (field: string, value: unknown) => string | undefined;
  fieldTypes: ReadonlyMap<string, FieldType>;
  analysisDisabledFields: readonly string[];
  handlers: FieldActionHandlers | null;
  timezone: string;
  onMessageExpanded?: () => void;
}

function messagesOf(result: SearchTypeResult | undefined) {
  return result?.type === 'messages' ? result : null;
}

/**
 * A message table widget. Page 1 comes with the search; other pages re-run only this widget's
 * search type with the page's limit and offset. The page goes back to 1 when the config or the search changes.
 */
export function MessagesWidget(props: MessagesWidgetProps) {
  const { view, queryId, widgetId, config, execution, editable, handlers, onConfigChange } = props;
  // "Add to table" and "Remove from table" of this table's messages change this table's columns only.
  const tableHandlers = useMemo<FieldActionHandlers | null>(
    () =>
      handlers
        ? {
            ...handlers,
            addToTable: (field) => onConfigChange({ ...config, fields: addTableField(config.fields, field) }),
            removeFromTable: (field) => onConfigChange({ ...config, fields: removeTableField(config.fields, field) }),
          }
        : null,
    [handlers, config, onConfigChange],
  );
  const [paging, setPaging] = useState({ page: 1, key: '' });
  const resetKey = `${JSON.stringify(config)}|${execution.searchId ?? ''}|${execution.job?.id ?? ''}`;
  const page = paging.key === resetKey ? paging.page : 1;
  const searchTypeId = view.state[queryId]?.widgetMapping[widgetId]?.[0] ?? null;
  const pageState = useMemo(
    () =>
      searchTypeId && page > 1
        ? messagePageExecutionState(props.executionState ?? emptyExecutionState(), searchTypeId, page, MESSAGES_PER_PAGE)
        : undefined,
    [searchTypeId, page, props.executionState],
  );
  const pageView = useMemo(() => ({ ...view, searchId: execution.searchId ?? view.searchId }), [view, execution.searchId]);
  const pageExecution = useSearchExecution({ view: pageView, executionState: pageState, enabled: pageState !== undefined });

  const current = page > 1 ? pageExecution.widget(queryId, widgetId) : execution.widget(queryId, widgetId);
  const pageLoading = page > 1 && (pageExecution.loading || current.missing);
  const result = messagesOf(current.byName['messages']);
  const firstPage = messagesOf(execution.widget(queryId, widgetId).byName['messages']);
  if (current.errors.length > 0) return <WidgetErrors errors={current.errors} pageSize={MESSAGES_PER_PAGE} />;
  if (!result && current.loading && page === 1) return <Spinner text="Loading messages..." />;
  return (
    <MessageTable
      title={props.title}
      messages={result?.messages ?? []}
      total={result?.total ?? firstPage?.total ?? 0}
      fields={config.fields}
      sort={config.sort}
      showMessageRow={config.showMessageRow}
      showSummary={config.showSummary ?? true}
      page={page}
      onPageChange={(next) => setPaging({ page: next, key: resetKey })}
      editable={editable}
      onSortChange={(sort) => onConfigChange({ ...config, sort })}
      highlightMessage={props.highlightMessage}
      cellColor={props.cellColor}
      fieldTypes={props.fieldTypes}
      analysisDisabledFields={props.analysisDisabledFields}
      handlers={tableHandlers}
      timezone={props.timezone}
      onMessageExpanded={props.onMessageExpanded}
      loading={pageLoading}
    />
  );
}
