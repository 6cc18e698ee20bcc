import { useFieldTypes, useStreams } from '@sift/api';
import { Button, ButtonToolbar, Checkbox, FormGroup, NativeSelect, NumberInput, TextInput, TimeUnitInput } from '@sift/ui';
import { GroupingSection } from '../../search/results/aggregation/editor/GroupingSection';
import { MetricsSection } from '../../search/results/aggregation/editor/MetricsSection';
import { newGrouping, newMetric } from '../../search/results/aggregation/editor/editorModel';
import {
  BOOLEAN_OPERATORS,
  COMPARATORS,
  DURATION_UNITS,
  EVENT_SERIES_FUNCTIONS,
  type Comparator,
  type DefinitionDraft,
  type Duration,
} from './definitionDraft';
import type { StepProps } from './DetailsStep';
import { AggregationPreview } from './AggregationPreview';
import { BacktestPanel } from './BacktestPanel';
import { FilterPreview } from './FilterPreview';

const COMPARATOR_OPTIONS = COMPARATORS.map((c) => ({ value: c, label: c }));
const parseThreshold = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

function DurationInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: Duration;
  error?: string;
  onChange: (next: Duration) => void;
}) {
  return (
    <div>
      <TimeUnitInput
        label={label}
        value={value.value}
        unit={value.unit}
        units={DURATION_UNITS}
        hideCheckbox
        update={(next) => onChange({ value: next.value, unit: next.unit })}
      />
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

/** Thresholds: one comparison per metric, joined by all (&&) or any (||). */
function ConditionsSection({ draft, errors, onChange }: StepProps) {
  if (draft.metrics.length === 0) return null;
  const set = (metricId: string, next: Partial<{ comparator: Comparator; value: number | null }>) => {
    const current = draft.conditions[metricId] ?? { comparator: '>' as Comparator, value: null };
    onChange({ conditions: { ...draft.conditions, [metricId]: { ...current, ...next } } });
  };
  return (
    <section aria-label="Conditions" style={{ display: 'grid', gap: 8 }}>
      <h3 style={{ margin: 0 }}>Conditions</h3>
      {draft.metrics.length > 1 && (
        <FormGroup label="Create an event when">
          {(control) => (
            <NativeSelect
              {...control}
              options={BOOLEAN_OPERATORS}
              value={draft.operator}
              onChange={(value) => onChange({ operator: value === '||' ? '||' : '&&' })}
            />
          )}
        </FormGroup>
      )}
      {draft.metrics.map((metric, index) => {
        const name = metric.fn === '' ? `Metric ${index + 1}` : `${metric.fn}(${metric.field ?? ''})`;
        const condition = draft.conditions[metric.id] ?? { comparator: '>', value: null };
        const error = errors[`conditions.${metric.id}`];
        return (
          <div key={metric.id} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <FormGroup label={`${name} is`}>
              {(control) => (
                <NativeSelect
                  {...control}
                  options={COMPARATOR_OPTIONS}
                  value={condition.comparator}
                  onChange={(value) => set(metric.id, { comparator: COMPARATORS.find((c) => c === value) ?? '>' })}
                />
              )}
            </FormGroup>
            <FormGroup label={`Threshold of ${name}`} error={error}>
              {(control) => (
                <NumberInput
                  {...control}
                  value={condition.value ?? ''}
                  invalid={Boolean(error)}
                  onChange={(e) => set(metric.id, { value: parseThreshold(e.target.value) })}
                />
              )}
            </FormGroup>
          </div>
        );
      })}
    </section>
  );
}

/** Condition: the filter (query, streams, windows) and the aggregation (group-by, metrics, thresholds) with the widget editor's pickers. */
export function ConditionStep({ draft, errors, onChange }: StepProps) {
  const streams = useStreams();
  const fields = useFieldTypes(draft.streams);
  const toggleStream = (id: string, on: boolean) =>
    onChange({ streams: on ? [...draft.streams, id] : draft.streams.filter((s) => s !== id) } satisfies Partial<DefinitionDraft>);
  return (
    <>
      <FormGroup label="Search Query" optional help="Lucene syntax; empty matches every message.">
        {(control) => <TextInput {...control} fullWidth value={draft.query} onChange={(e) => onChange({ query: e.target.value })} />}
      </FormGroup>
      <fieldset style={{ display: 'grid', gap: 4, border: 0, padding: 0, margin: 0 }}>
        <legend>Streams (none: all streams)</legend>
        {(streams.data ?? []).map((stream) => (
          <Checkbox
            key={stream.id}
            label={stream.title}
            checked={draft.streams.includes(stream.id)}
            onChange={(checked) => toggleStream(stream.id, checked)}
          />
        ))}
      </fieldset>
      <DurationInput
        label="Search within the last"
        value={draft.searchWithin}
        error={errors['searchWithin']}
        onChange={(searchWithin) => onChange({ searchWithin })}
      />
      <DurationInput
        label="Execute search every"
        value={draft.executeEvery}
        error={errors['executeEvery']}
        onChange={(executeEvery) => onChange({ executeEvery })}
      />
      <ButtonToolbar aria-label="Aggregation">
        <Button size="small" onClick={() => onChange({ groupings: [...draft.groupings, newGrouping()] })}>
          Add Group By
        </Button>
        <Button size="small" onClick={() => onChange({ metrics: [...draft.metrics, newMetric()] })}>
          Add Metric
        </Button>
      </ButtonToolbar>
      {errors['groupings'] && <p role="alert">{errors['groupings']}</p>}
      {draft.groupings.length > 0 && (
        <GroupingSection
          groupings={draft.groupings}
          fields={fields.data ?? []}
          errors={errors}
          onChange={(groupings) => onChange({ groupings })}
        />
      )}
      {draft.metrics.length > 0 && (
        <MetricsSection
          metrics={draft.metrics}
          functions={EVENT_SERIES_FUNCTIONS}
          fields={fields.data ?? []}
          errors={errors}
          onChange={(metrics) => onChange({ metrics })}
        />
      )}
      <ConditionsSection draft={draft} errors={errors} onChange={onChange} />
      <FilterPreview draft={draft} />
      {draft.metrics.length > 0 && <AggregationPreview draft={draft} />}
      <BacktestPanel draft={draft} />
    </>
  );
}
