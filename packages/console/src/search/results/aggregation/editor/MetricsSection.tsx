import { useEffect, useRef } from 'react';
import type { FieldType, SeriesType } from '@sift/api';
import { FormGroup, NativeSelect, SortableList, TextInput } from '@sift/ui';
import { EditorSection, ElementBox, inOrderOf, Inline } from './EditorSection';
import { metricFieldChoices, PERCENTILES, withMetricFunction, type EditorErrors, type MetricDraft } from './editorModel';

export interface MetricsSectionProps {
  metrics: readonly MetricDraft[];
  /** Function names of `GET /views/functions`. */
  functions: readonly SeriesType[];
  fields: readonly FieldType[];
  errors: EditorErrors;
  onChange: (metrics: MetricDraft[]) => void;
}

const PERCENTILE_OPTIONS = PERCENTILES.map((p) => ({ value: String(p), label: String(p) }));

function MetricRow({
  metric,
  functions,
  fields,
  errors,
  onChange,
}: {
  metric: MetricDraft;
  functions: readonly SeriesType[];
  fields: readonly FieldType[];
  errors: EditorErrors;
  onChange: (next: MetricDraft) => void;
}) {
  const key = (name: string) => `metrics.${metric.id}.${name}`;
  const fieldRef = useRef<HTMLSelectElement>(null);
  const functionChanged = useRef(false);
  const fieldError = errors[key('field')];
  // §4: when the function changes and the field then has an error, the field takes the focus.
  useEffect(() => {
    if (!functionChanged.current) return;
    functionChanged.current = false;
    if (fieldError) fieldRef.current?.focus();
  }, [metric.fn, fieldError]);
  const choices = metricFieldChoices(metric.fn, fields);
  return (
    <ElementBox>
      <Inline>
        <FormGroup label="Function" error={errors[key('function')]}>
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              placeholder="Select a function"
              value={metric.fn}
              options={functions.map((fn) => ({ value: fn, label: fn }))}
              onChange={(value) => {
                onChange(withMetricFunction(metric, functions.find((fn) => fn === value) ?? '', fields));
                functionChanged.current = true;
              }}
            />
          )}
        </FormGroup>
        <FormGroup label="Field" optional={metric.fn === 'count'} error={fieldError}>
          {(control) => (
            <NativeSelect
              {...control}
              ref={fieldRef}
              fullWidth
              placeholder={metric.fn === 'count' ? 'None' : 'Select a field'}
              value={metric.field ?? ''}
              options={[
                ...(metric.fn === 'count' && metric.field !== null ? [{ value: '', label: 'None' }] : []),
                ...choices.map((f) => ({ value: f.name, label: f.name })),
              ]}
              onChange={(value) => onChange({ ...metric, field: value === '' ? null : value })}
            />
          )}
        </FormGroup>
      </Inline>
      <Inline>
        {metric.fn === 'percentile' && (
          <FormGroup label="Percentile" error={errors[key('percentile')]}>
            {(control) => (
              <NativeSelect
                {...control}
                fullWidth
                placeholder="Select a percentile"
                options={PERCENTILE_OPTIONS}
                value={metric.percentile === null ? '' : String(metric.percentile)}
                onChange={(value) => onChange({ ...metric, percentile: Number(value) })}
              />
            )}
          </FormGroup>
        )}
        <FormGroup label="Name" optional>
          {(control) => (
            <TextInput {...control} fullWidth value={metric.name} onChange={(event) => onChange({ ...metric, name: event.target.value })} />
          )}
        </FormGroup>
      </Inline>
    </ElementBox>
  );
}

/** Metrics: a function from the server's list, its field (numeric unless card, count or latest), percentile and name. */
export function MetricsSection({ metrics, functions, fields, errors, onChange }: MetricsSectionProps) {
  const items = metrics.map((m, index) => ({ id: m.id, title: m.fn === '' ? `Metric ${index + 1}` : `Metric ${m.fn}(${m.field ?? ''})` }));
  return (
    <EditorSection title="Metrics">
      <SortableList
        aria-label="Metrics"
        items={items}
        onMoveItem={(moved) => onChange(inOrderOf(metrics, moved))}
        onRemoveItem={(item) => onChange(metrics.filter((m) => m.id !== item.id))}
        renderItem={(item) => {
          const metric = metrics.find((m) => m.id === item.id);
          return (
            metric && (
              <MetricRow
                metric={metric}
                functions={functions}
                fields={fields}
                errors={errors}
                onChange={(next) => onChange(metrics.map((m) => (m.id === next.id ? next : m)))}
              />
            )
          );
        }}
      />
    </EditorSection>
  );
}
