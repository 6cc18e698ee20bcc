import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AggregationConfig, FieldType, SeriesType } from '@sift/api';
import { Button, ConfirmDialog, DropdownMenu } from '@sift/ui';
import {
  configFromDraft,
  draftFromConfig,
  isUnchanged,
  newGrouping,
  newMetric,
  newSort,
  validateDraft,
  type EditorDraft,
} from './editorModel';
import { EditorToolbar, ToolbarGroup } from '../../editing/EditorToolbar';
import { HistoryButtons } from '../../editing/HistoryButtons';
import { useHistoryKeys, useUndoableState } from '../../editing/useUndoableState';
import { GroupingSection } from './GroupingSection';
import { MetricsSection } from './MetricsSection';
import { SortSection } from './SortSection';
import { VisualizationSection } from './VisualizationSection';

/** Width bounds of the config panel (2-search-and-dashboards.md §2). */
export const CONFIG_PANEL_WIDTH = { min: 315, max: 500 } as const;
export const UPDATE_PREVIEW = 'Update preview';
export const UPDATE_WIDGET = 'Update widget';
/** A valid change is previewed by itself this long after the last edit, when the search is cheap. */
export const LIVE_PREVIEW_DEBOUNCE_MS = 800;
/** Asked before a change in the preview (sorting, pinning) throws away the form's changes (§4). */
export const ROLLBACK_PROMPT = 'You have unsaved changes in configuration form. This action will rollback them';

const Layout = styled.div`
  display: flex;
  gap: 12px;
  height: 100%;
  min-height: 0;
`;
const Panel = styled.form`
  display: flex;
  flex-direction: column;
  flex: none;
  width: clamp(${CONFIG_PANEL_WIDTH.min}px, 35%, ${CONFIG_PANEL_WIDTH.max}px);
  min-width: ${CONFIG_PANEL_WIDTH.min}px;
  max-width: ${CONFIG_PANEL_WIDTH.max}px;
  min-height: 0;
`;
const Sections = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding-right: 4px;
`;
/** Clips what a chart draws outside its box (today a sparse histogram's wide bars) so it never covers the form; the padding keeps focus rings in view. */
const Preview = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  min-height: 300px;
  padding: 4px;
  overflow: hidden;
`;

export interface AggregationEditorProps {
  /** The widget's config as the preview shows it now. */
  config: AggregationConfig;
  /** Fields of `/views/fields` for groupings, metrics and their types. */
  fields: readonly FieldType[];
  /** Function names of `GET /views/functions`. */
  functions: readonly SeriesType[];
  /** The preview is being recomputed: "Update preview" waits. */
  submitting?: boolean;
  /**
   * The search is cheap: a valid change is previewed by itself, LIVE_PREVIEW_DEBOUNCE_MS after the last
   * edit. Without it only "Update preview" previews.
   */
  livePreview?: boolean;
  /** "Update preview": show this config in the preview. */
  onPreview: (config: AggregationConfig) => void;
  /** "Update widget": keep this config and leave edit mode. */
  onUpdate: (config: AggregationConfig) => void;
  /** Cancel: leave edit mode, restoring the widget as it was. */
  onCancel: () => void;
  /**
   * The live preview beside the config panel. `guard` runs a change made in the preview (a table's
   * sorting), first asking to roll back the form's unsaved changes when there are any.
   */
  children: (guard: (action: () => void) => void) => ReactNode;
}

/** The aggregation widget's editor: group-by, metrics, sort and visualization beside a live preview. */
export function AggregationEditor({
  config,
  fields,
  functions,
  submitting = false,
  livePreview = false,
  onPreview,
  onUpdate,
  onCancel,
  children,
}: AggregationEditorProps) {
  // Every change of the form is a step that Ctrl+Z undoes and Ctrl+Shift+Z redoes.
  const history = useUndoableState<EditorDraft>(() => draftFromConfig(config));
  const { value: draft, set: setDraft } = history;
  useHistoryKeys(history);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const errors = validateDraft(draft);
  const valid = Object.keys(errors).length === 0;
  const dirty = !valid || !isUnchanged(draft, config);
  const liveChange = livePreview && valid && dirty && !submitting ? configFromDraft(draft) : null;
  const liveKey = liveChange ? JSON.stringify(liveChange) : null;
  // The latest handler, so that a parent's re-render does not restart the wait.
  const previewRef = useRef(onPreview);
  useEffect(() => {
    previewRef.current = onPreview;
  });
  useEffect(() => {
    if (liveKey === null) return undefined;
    const timer = setTimeout(() => previewRef.current(JSON.parse(liveKey) as AggregationConfig), LIVE_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [liveKey]);
  const guard = (action: () => void) => {
    if (dirty) setPending(() => action);
    else action();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onPreview(configFromDraft(draft));
  };
  const add = [
    { label: 'Grouping', onSelect: () => setDraft({ ...draft, groupings: [...draft.groupings, newGrouping()] }) },
    { label: 'Metric', onSelect: () => setDraft({ ...draft, metrics: [...draft.metrics, newMetric()] }) },
    { label: 'Sort', onSelect: () => setDraft({ ...draft, sorts: [...draft.sorts, newSort()] }) },
  ];
  return (
    <Layout>
      <Panel aria-label="Aggregation configuration" onSubmit={submit} noValidate>
        <Sections>
          <DropdownMenu title="Add" items={add} />
          <GroupingSection
            groupings={draft.groupings}
            fields={fields}
            errors={errors}
            onChange={(groupings) => setDraft({ ...draft, groupings })}
          />
          <MetricsSection
            metrics={draft.metrics}
            functions={functions}
            fields={fields}
            errors={errors}
            onChange={(metrics) => setDraft({ ...draft, metrics })}
          />
          <SortSection draft={draft} errors={errors} onChange={(sorts) => setDraft({ ...draft, sorts })} />
          <VisualizationSection draft={draft} errors={errors} onChange={setDraft} />
        </Sections>
        <EditorToolbar>
          <ToolbarGroup>
            <Button type="submit" disabled={!dirty || !valid || submitting}>
              {UPDATE_PREVIEW}
            </Button>
            <HistoryButtons history={history} />
          </ToolbarGroup>
          <ToolbarGroup>
            <Button type="button" variant="primary" disabled={!valid} onClick={() => onUpdate(configFromDraft(draft))}>
              {UPDATE_WIDGET}
            </Button>
            <Button type="button" onClick={onCancel}>
              Cancel
            </Button>
          </ToolbarGroup>
        </EditorToolbar>
      </Panel>
      <Preview as="section" aria-label="Preview">
        {children(guard)}
      </Preview>
      <ConfirmDialog
        open={pending !== null}
        title="Unsaved changes"
        confirmText="Confirm"
        onCancel={() => setPending(null)}
        onConfirm={() => {
          pending?.();
          setPending(null);
        }}
      >
        {ROLLBACK_PROMPT}
      </ConfirmDialog>
    </Layout>
  );
}
