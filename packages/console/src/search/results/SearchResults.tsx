import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AggregationConfig, ExecutionState, SearchExecution, TimeRange, View, Widget } from '@sift/api';
import type { ValueClickContext } from '@sift/charts';
import { Button, colorVars, EmptyState, PointMenu, Spinner, type DropdownMenuItem } from '@sift/ui';
import { useSearchValueActions } from '../eventDefinition/EventDefinitionFromValues';
import { ExportDialog } from '../export/ExportDialog';
import { EXPORT_WIDGET_ACTION } from '../export/exportRules';
import { useFieldActions } from '../sidebar/useFieldActions';
import { highlightColor } from '../sidebar/highlighting/highlightingRules';
import { AggregationWidget } from './aggregation/AggregationWidget';
import { CHANGE_COLORS_ACTION, ChartColorsDialog } from './aggregation/ChartColorsDialog';
import { preloadVisualizations } from './aggregation/visualizations/preload';
import {
  CHART_VALUE_ACTIONS,
  clickedValues,
  documentsWidget,
  excludeValuesQuery,
  valueMenuTitle,
  valuesQuery,
} from './aggregation/chartValueActions';
import { CREATE_WIDGET_TITLE, CreateWidgetModal } from './CreateWidgetModal';
import { EDIT_FIELDS_ACTION, MessageFieldsDialog } from './messages/MessageFieldsDialog';
import { MessagesWidget } from './messages/MessagesWidget';
import { MESSAGES_PER_PAGE } from './messages/messageTableRules';
import { useSearchFieldContext } from './searchContext';
import {
  addWidget,
  duplicateWidget,
  isFullWidth,
  queryState,
  removeWidget,
  renameWidget,
  replaceWidget,
  setPositions,
  toggleStretch,
  widgetTitle,
} from './viewState';
import { WidgetErrors } from './WidgetFrame/WidgetErrors';
import { WidgetFrame } from './WidgetFrame/WidgetFrame';
import { useWidgetKeyboard } from './WidgetGrid/useWidgetKeyboard';
import { WidgetGrid } from './WidgetGrid/WidgetGrid';
import { createWidget } from './widgetCreators';

/** The editor is its own chunk: the search route loads it when a widget is first edited. */
const WidgetEditor = lazy(() => import('./aggregation/editor/WidgetEditor').then((m) => ({ default: m.WidgetEditor })));
const MessagesWidgetEditor = lazy(() =>
  import('./messages/editor/MessagesWidgetEditor').then((m) => ({ default: m.MessagesWidgetEditor })),
);
export const EDIT_WIDGET_ACTION = 'Edit';
export const NO_WIDGETS_TEXT = 'This search has no widgets.';

const Focused = styled.div`
  height: calc(100vh - 160px);
  min-height: 400px;
`;
/** The editor fits below the page's header and search bar, so that its buttons stay in view. */
const Editing = styled.div`
  height: calc(100vh - 232px);
  min-height: 420px;
`;
const LockBar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 8px;
`;
const Unknown = styled.p`
  margin: 0;
  padding: 12px;
  color: ${colorVars.text.secondary};
`;

export interface SearchResultsProps {
  /** The view whose widgets are shown. */
  view: View;
  /** The query (tab) of the view to show. */
  queryId: string;
  /** The running search (`useSearchExecution`): widget results, errors and loading per widget. */
  execution: SearchExecution;
  /** Widgets can be renamed, duplicated, removed, sorted and rearranged (the grid is unlocked). */
  editable?: boolean;
  /** Any change to widgets, positions, titles or configs; the page regenerates the search. */
  onViewChange: (next: View) => void;
  /** Adds a fragment to the query (value actions: add to / exclude from query). */
  onQueryAppend: (fragment: string) => void;
  /** Id of a message to mark and scroll to (the `highlightMessage` URL parameter). */
  highlightMessage?: string | null;
  /** The page's execution state, which message-table paging extends with limit and offset. */
  executionState?: ExecutionState;
  /** Streams and range of the search, for field types. */
  streams?: readonly string[];
  timerange?: TimeRange | null;
  /** Told when a message is expanded (the page turns off auto-refresh then). */
  onMessageExpanded?: () => void;
  /** Offers a "Lock widgets" / "Unlock widgets" toggle above the grid (editable mode only); a locked grid neither drags nor resizes. */
  lockToggle?: boolean;
  /** The aggregation widget in edit mode (controlled); without it the component keeps its own. */
  editingWidgetId?: string | null;
  onEditingChange?: (widgetId: string | null) => void;
  /** The widget filling the page (controlled, e.g. from a dashboard's URL); without it the component keeps its own. */
  focusedWidgetId?: string | null;
  onFocusedChange?: (widgetId: string | null) => void;
  /** More editing actions of a widget, after those of its type (a dashboard's "Move to page"). */
  widgetActions?: (widgetId: string) => readonly DropdownMenuItem[];
}

/** The widgets of a search's query on the widget grid, each with its results, errors and actions. */
export function SearchResults(props: SearchResultsProps) {
  const { view, queryId, execution, editable = false, onViewChange, onQueryAppend } = props;
  const [ownFocusedId, setOwnFocusedId] = useState<string | null>(null);
  const focusedId = props.focusedWidgetId !== undefined ? props.focusedWidgetId : ownFocusedId;
  const setFocusedId = props.onFocusedChange ?? setOwnFocusedId;
  const [editingFieldsOf, setEditingFieldsOf] = useState<string | null>(null);
  const [exportingOf, setExportingOf] = useState<string | null>(null);
  const [coloringOf, setColoringOf] = useState<string | null>(null);
  const [lockedByUser, setLockedByUser] = useState(false);
  const [ownEditingId, setOwnEditingId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const editingId = props.editingWidgetId !== undefined ? props.editingWidgetId : ownEditingId;
  const setEditingId = props.onEditingChange ?? setOwnEditingId;
  const locked = !editable || lockedByUser;
  const fieldContext = useSearchFieldContext(props.streams, props.timerange ?? null);
  const handlers = useFieldActions({ view, queryId, onViewChange, onQueryAppend });
  const rules = view.state[queryId]?.highlighting;
  const cellColor = useMemo(() => (field: string, value: unknown) => highlightColor(rules ?? [], field, value), [rules]);
  const state = queryState(view, queryId);
  // The charts' code loads while the search runs, not once its answer is drawn (issue 19).
  const visualizations = state.widgets.flatMap((widget) => (widget.type === 'aggregation' ? [widget.config.visualization] : []));
  const visualizationsKey = [...new Set(visualizations)].sort().join();
  useEffect(() => preloadVisualizations(visualizations), [visualizationsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  // The value actions of a clicked chart value; "Create event definition" comes from the search page around.
  const eventActions = useSearchValueActions();
  const [valueMenu, setValueMenu] = useState<{ title: string; click: ValueClickContext; items: DropdownMenuItem[] } | null>(null);
  const onValueClick = (config: AggregationConfig) => (click: ValueClickContext) => {
    const values = clickedValues(config, click);
    const items: DropdownMenuItem[] =
      values.length === 0
        ? []
        : [
            { label: CHART_VALUE_ACTIONS.addToQuery, onSelect: () => onQueryAppend(valuesQuery(values)) },
            { label: CHART_VALUE_ACTIONS.excludeFromQuery, onSelect: () => onQueryAppend(excludeValuesQuery(values)) },
            ...(editable
              ? [
                  {
                    label: CHART_VALUE_ACTIONS.showDocuments,
                    onSelect: () => {
                      const { widget, title } = documentsWidget(values);
                      onViewChange(addWidget(view, queryId, widget, title));
                    },
                  },
                ]
              : []),
          ];
    if (eventActions) eventActions.chartValue(config, click, items);
    else if (items.length > 0) setValueMenu({ title: valueMenuTitle(click, values), click, items });
  };
  const keyboard = useWidgetKeyboard({
    positions: state.positions,
    ids: state.widgets.map((w) => w.id),
    canArrange: !locked && focusedId === null,
    onPositionsChange: (positions) => onViewChange(setPositions(view, queryId, positions)),
    onFocusedChange: setFocusedId,
  });

  const renderBody = (widget: Widget, title: string) => {
    const result = execution.widget(queryId, widget.id);
    if (widget.type === 'messages') {
      return (
        <MessagesWidget
          view={view}
          queryId={queryId}
          widgetId={widget.id}
          title={title}
          config={widget.config}
          execution={execution}
          executionState={props.executionState}
          editable={editable}
          onConfigChange={(config) => onViewChange(replaceWidget(view, queryId, { ...widget, config }))}
          highlightMessage={props.highlightMessage}
          cellColor={cellColor}
          fieldTypes={fieldContext.fieldTypes}
          analysisDisabledFields={fieldContext.analysisDisabledFields}
          handlers={handlers}
          timezone={fieldContext.timezone}
          onMessageExpanded={props.onMessageExpanded}
        />
      );
    }
    if (result.errors.length > 0) return <WidgetErrors errors={result.errors} pageSize={MESSAGES_PER_PAGE} />;
    if (widget.type === 'unknown') return <Unknown>{`Unknown Widget: ${widget.originalType}`}</Unknown>;
    if (result.loading && result.missing) return <Spinner text="Loading..." />;
    return (
      <AggregationWidget
        title={title}
        config={widget.config}
        results={result.byName}
        timezone={fieldContext.timezone}
        onValueClick={onValueClick(widget.config)}
      />
    );
  };

  const renderWidget = (id: string) => {
    const widget = state.widgets.find((w) => w.id === id);
    if (!widget) return null;
    const title = widgetTitle(state, widget);
    const position = state.positions[id];
    return (
      <WidgetFrame
        title={title}
        editable={editable}
        focused={focusedId === id}
        fullWidth={position ? isFullWidth(position) : false}
        draggable={!locked && focusedId === null}
        loading={execution.widget(queryId, id).loading}
        {...keyboard(id)}
        onStretchToggle={() => onViewChange(toggleStretch(view, queryId, id))}
        onDuplicate={() => onViewChange(duplicateWidget(view, queryId, id))}
        onRemove={() => {
          if (focusedId === id) setFocusedId(null);
          onViewChange(removeWidget(view, queryId, id));
        }}
        onRename={(next) => onViewChange(renameWidget(view, queryId, id, next))}
        typeActions={[
          ...(widget.type === 'messages'
            ? [
                { label: EDIT_WIDGET_ACTION, onSelect: () => setEditingId(id) },
                { label: EDIT_FIELDS_ACTION, onSelect: () => setEditingFieldsOf(id) },
              ]
            : widget.type === 'aggregation'
              ? [
                  { label: EDIT_WIDGET_ACTION, onSelect: () => setEditingId(id) },
                  { label: CHANGE_COLORS_ACTION, onSelect: () => setColoringOf(id) },
                ]
              : []),
          ...(props.widgetActions?.(id) ?? []),
        ]}
        viewActions={widget.type === 'messages' ? [{ label: EXPORT_WIDGET_ACTION, onSelect: () => setExportingOf(id) }] : undefined}
      >
        {renderBody(widget, title)}
      </WidgetFrame>
    );
  };

  const editingFields = state.widgets.find((w) => w.id === editingFieldsOf);
  const fieldsDialog = editingFields?.type === 'messages' && (
    <MessageFieldsDialog
      key={editingFields.id}
      title={widgetTitle(state, editingFields)}
      fields={editingFields.config.fields}
      available={fieldContext.fieldTypeList.map((type) => type.name)}
      onApply={(fields) => {
        setEditingFieldsOf(null);
        onViewChange(replaceWidget(view, queryId, { ...editingFields, config: { ...editingFields.config, fields } }));
      }}
      onClose={() => setEditingFieldsOf(null)}
    />
  );
  const exporting = state.widgets.find((w) => w.id === exportingOf);
  const exportDialog = exporting && (
    <ExportDialog
      key={exporting.id}
      view={view}
      queryId={queryId}
      searchId={view.searchId || null}
      fields={fieldContext.fieldTypeList}
      widget={{ id: exporting.id, title: widgetTitle(state, exporting) }}
      onClose={() => setExportingOf(null)}
    />
  );
  const coloring = state.widgets.find((w) => w.id === coloringOf);
  const colorsDialog = coloring?.type === 'aggregation' && (
    <ChartColorsDialog
      key={coloring.id}
      title={widgetTitle(state, coloring)}
      config={coloring.config}
      results={execution.widget(queryId, coloring.id).byName}
      onApply={(config) => {
        setColoringOf(null);
        onViewChange(replaceWidget(view, queryId, { ...coloring, config }));
      }}
      onClose={() => setColoringOf(null)}
    />
  );
  const dialogs = (
    <>
      <PointMenu
        at={valueMenu ? { x: valueMenu.click.clientX, y: valueMenu.click.clientY } : null}
        title={valueMenu?.title ?? ''}
        items={valueMenu?.items ?? []}
        onClose={() => setValueMenu(null)}
      />
      {fieldsDialog}
      {exportDialog}
      {colorsDialog}
    </>
  );
  const editing = editable ? state.widgets.find((w) => w.id === editingId) : undefined;
  if (editing?.type === 'aggregation') {
    return (
      <Editing role="group" aria-label={`Editing ${widgetTitle(state, editing)}`}>
        <Suspense fallback={<Spinner text="Loading..." />}>
          <WidgetEditor
            key={editing.id}
            view={view}
            queryId={queryId}
            widget={editing}
            title={widgetTitle(state, editing)}
            execution={execution}
            fields={fieldContext.fieldTypeList}
            timezone={fieldContext.timezone}
            onViewChange={onViewChange}
            onDone={() => setEditingId(null)}
          />
        </Suspense>
      </Editing>
    );
  }
  if (editing?.type === 'messages') {
    return (
      <Editing role="group" aria-label={`Editing ${widgetTitle(state, editing)}`}>
        <Suspense fallback={<Spinner text="Loading..." />}>
          <MessagesWidgetEditor
            key={editing.id}
            view={view}
            queryId={queryId}
            widget={editing}
            title={widgetTitle(state, editing)}
            fields={fieldContext.fieldTypeList.map((type) => type.name)}
            execution={execution}
            executionState={props.executionState}
            cellColor={cellColor}
            fieldTypes={fieldContext.fieldTypes}
            analysisDisabledFields={fieldContext.analysisDisabledFields}
            handlers={handlers}
            timezone={fieldContext.timezone}
            onViewChange={onViewChange}
            onDone={() => setEditingId(null)}
          />
        </Suspense>
      </Editing>
    );
  }
  const focused = focusedId !== null && state.widgets.some((w) => w.id === focusedId) ? focusedId : null;
  if (focused)
    return (
      <Focused>
        {renderWidget(focused)}
        {dialogs}
      </Focused>
    );
  return (
    <>
      {editable && props.lockToggle && (
        <LockBar>
          <Button size="small" onClick={() => setLockedByUser((previous) => !previous)}>
            {lockedByUser ? 'Unlock widgets' : 'Lock widgets'}
          </Button>
        </LockBar>
      )}
      {state.widgets.length === 0 && (
        <EmptyState text={NO_WIDGETS_TEXT}>
          {editable && (
            <Button icon="plus" onClick={() => setCreating(true)}>
              {CREATE_WIDGET_TITLE}
            </Button>
          )}
        </EmptyState>
      )}
      <CreateWidgetModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={(kind) => {
          const created = createWidget(view, queryId, kind);
          setCreating(false);
          onViewChange(created.view);
          if (created.edit) setEditingId(created.widgetId);
        }}
      />
      <WidgetGrid
        ids={state.widgets.map((w) => w.id)}
        positions={state.positions}
        locked={locked}
        onPositionsChange={(positions) => onViewChange(setPositions(view, queryId, positions))}
        renderWidget={renderWidget}
      />
      {dialogs}
    </>
  );
}
