import { useState } from 'react';
import { useViewFunctions, type AggregationConfig, type FieldType, type SearchExecution, type View, type Widget } from '@sift/api';
import { Spinner } from '@sift/ui';
import { MESSAGES_PER_PAGE } from '../../messages/messageTableRules';
import { replaceWidget } from '../../viewState';
import { WidgetErrors } from '../../WidgetFrame/WidgetErrors';
import { AggregationWidget } from '../AggregationWidget';
import { AggregationEditor } from './AggregationEditor';
import { knownFunctions } from './editorModel';

/** A search that took at most this long is cheap enough to preview every valid change by itself. */
export const LIVE_PREVIEW_BUDGET_MS = 1000;

export interface WidgetEditorProps {
  view: View;
  queryId: string;
  /** The aggregation widget being edited, as the view holds it now (previews change it). */
  widget: Extract<Widget, { type: 'aggregation' }>;
  title: string;
  execution: SearchExecution;
  fields: readonly FieldType[];
  timezone: string;
  onViewChange: (next: View) => void;
  /** Edit mode ends (after "Update widget" or Cancel). */
  onDone: () => void;
}

/**
 * An aggregation widget in edit mode: previews go into the view (so the page's search recomputes the
 * widget), Cancel puts back the widget as it was when editing began.
 */
export function WidgetEditor({ view, queryId, widget, title, execution, fields, timezone, onViewChange, onDone }: WidgetEditorProps) {
  const [original] = useState(widget);
  // A change made in the preview starts the form again from the widget's new config.
  const [generation, setGeneration] = useState(0);
  const { data: functions } = useViewFunctions();
  const result = execution.widget(queryId, widget.id);
  const apply = (config: AggregationConfig) => onViewChange(replaceWidget(view, queryId, { ...widget, config }));
  const preview = (guard: (action: () => void) => void) => {
    if (result.errors.length > 0) return <WidgetErrors errors={result.errors} pageSize={MESSAGES_PER_PAGE} />;
    if (result.loading && result.missing) return <Spinner text="Loading..." />;
    const sortInPreview = (sort: AggregationConfig['sort']) =>
      guard(() => {
        apply({ ...widget.config, sort });
        setGeneration((g) => g + 1);
      });
    return (
      <AggregationWidget title={title} config={widget.config} results={result.byName} timezone={timezone} onSortChange={sortInPreview} />
    );
  };
  return (
    <AggregationEditor
      key={generation}
      config={widget.config}
      fields={fields}
      functions={knownFunctions(functions)}
      submitting={result.loading}
      livePreview={(execution.job?.results[queryId]?.executionStats?.duration ?? Infinity) <= LIVE_PREVIEW_BUDGET_MS}
      onPreview={apply}
      onUpdate={(config) => {
        apply(config);
        onDone();
      }}
      onCancel={() => {
        onViewChange(replaceWidget(view, queryId, original));
        onDone();
      }}
    >
      {preview}
    </AggregationEditor>
  );
}
