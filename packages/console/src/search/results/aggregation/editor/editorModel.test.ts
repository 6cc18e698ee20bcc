import { describe, expect, it } from 'vitest';
import type { AggregationConfig, FieldType } from '@sift/api';
import { messageCountWidget } from '../../defaultWidgets';
import {
  configFromDraft,
  draftFromConfig,
  isUnchanged,
  knownFunctions,
  MESSAGES,
  metricFieldChoices,
  newGrouping,
  newMetric,
  newSort,
  sortFieldChoices,
  validateDraft,
  withGroupingField,
  withIntervalType,
  withMetricFunction,
  withSortField,
  withVisualization,
  type EditorDraft,
} from './editorModel';

const field = (name: string, type: string, numeric = false): FieldType => ({
  name,
  type,
  properties: numeric ? ['numeric', 'enumerable'] : ['enumerable'],
  indexNames: [],
});
const FIELDS = [field('timestamp', 'date'), field('source', 'string'), field('took_ms', 'long', true)];
const countConfig = (): AggregationConfig => {
  const widget = messageCountWidget('w1');
  if (widget.type !== 'aggregation') throw new Error('expected an aggregation');
  return widget.config;
};
const values = (): EditorDraft => draftFromConfig(countConfig());

describe('the aggregation editor model', () => {
  it('reads a widget config back to the same config', () => {
    expect(configFromDraft(draftFromConfig(countConfig()))).toEqual(countConfig());
    expect(isUnchanged(values(), countConfig())).toBe(true);
  });

  it('flips a grouping to time for date fields and to values otherwise, resetting interval and limit', () => {
    const grouping = { ...newGrouping(), limit: 3 };
    const time = withGroupingField(grouping, 'timestamp', FIELDS[0]);
    expect(time).toMatchObject({ type: 'time', interval: { type: 'auto', scaling: 1 }, limit: 15 });
    const back = withGroupingField({ ...time, interval: { type: 'auto', scaling: 4 } }, 'source', FIELDS[1]);
    expect(back).toMatchObject({ type: 'values', interval: { type: 'auto', scaling: 1 }, limit: 15 });
    expect(withIntervalType(time, 'timeunit').interval).toEqual({ type: 'timeunit', value: 1, unit: 'minutes' });
  });

  it('offers numeric fields unless the function is card, count or latest, and drops a field that no longer fits', () => {
    expect(metricFieldChoices('avg', FIELDS).map((f) => f.name)).toEqual(['took_ms']);
    expect(metricFieldChoices('card', FIELDS).map((f) => f.name)).toEqual(['timestamp', 'source', 'took_ms']);
    const card = { ...newMetric(), fn: 'card' as const, field: 'source' };
    expect(withMetricFunction(card, 'avg', FIELDS).field).toBeNull();
    expect(withMetricFunction({ ...card, field: 'took_ms' }, 'percentile', FIELDS)).toMatchObject({ field: 'took_ms', percentile: null });
  });

  it('keeps only the functions it knows from GET /views/functions', () => {
    expect(knownFunctions({ count: {}, percentile: {}, median: {} })).toEqual(['count', 'percentile']);
  });

  it('shows every metric message of §5', () => {
    const draft = {
      ...values(),
      metrics: [newMetric(), { ...newMetric(), fn: 'avg' as const }, { ...newMetric(), fn: 'percentile' as const, field: 'took_ms' }],
    };
    const [a, b, c] = draft.metrics;
    expect(validateDraft(draft)).toEqual({
      [`metrics.${a?.id}.function`]: 'Function is required.',
      [`metrics.${b?.id}.field`]: 'Field is required for function avg.',
      [`metrics.${c?.id}.percentile`]: 'Percentile is required.',
    });
  });

  it('shows every grouping message of §5', () => {
    const base = values();
    const time = base.groupings[0];
    if (!time) throw new Error('expected a grouping');
    const check = (grouping: EditorDraft['groupings'][number]) => validateDraft({ ...base, groupings: [grouping] });
    expect(check({ ...time, field: '' })[`groupings.${time.id}.field`]).toBe('Field is required.');
    expect(check({ ...time, interval: { type: 'auto', scaling: null } })[`groupings.${time.id}.scaling`]).toBe('Scaling is required.');
    expect(check({ ...time, interval: { type: 'auto', scaling: 10.5 } })[`groupings.${time.id}.scaling`]).toBe(
      'Must be greater than 0 and smaller or equals 10.',
    );
    expect(check({ ...time, interval: { type: 'auto', scaling: 10 } })).toEqual({});
    expect(check({ ...time, interval: { type: 'timeunit', value: null, unit: 'minutes' } })[`groupings.${time.id}.value`]).toBe(
      'Value is required.',
    );
    expect(check({ ...time, interval: { type: 'timeunit', value: 0, unit: 'minutes' } })[`groupings.${time.id}.value`]).toBe(
      'Must be greater than 0.',
    );
    const byValues = { ...newGrouping(), field: 'source' };
    expect(check({ ...byValues, limit: null })[`groupings.${byValues.id}.limit`]).toBe('Limit is required.');
    expect(check({ ...byValues, limit: 0 })[`groupings.${byValues.id}.limit`]).toBe('Must be greater than 0.');
  });

  it('shows the sort messages, and refuses a sort beside a time row grouping unless the visualization is a table', () => {
    const sort = newSort();
    const draft = { ...values(), sorts: [sort] };
    expect(validateDraft(draft)).toEqual({
      [`sorts.${sort.id}.field`]: 'Field is required.',
      [`sorts.${sort.id}.direction`]: 'Direction is required.',
    });
    const chosen = { ...draft, sorts: [withSortField(draft, sort, 'count()')] };
    expect(chosen.sorts[0]?.direction).toBe('Descending');
    expect(validateDraft(chosen)).toEqual({ [`sorts.${sort.id}.field`]: MESSAGES.sortWithTimeRows });
    expect(validateDraft(withVisualization(chosen, 'table'))).toEqual({});
  });

  it('offers sorts on metrics (not latest) and row groupings, minus those other sorts use', () => {
    const draft: EditorDraft = {
      ...values(),
      metrics: [...values().metrics, { ...newMetric(), fn: 'latest', field: 'source' }],
      groupings: [
        { ...newGrouping(), field: 'source' },
        { ...newGrouping(), field: 'took_ms', direction: 'column' },
      ],
      sorts: [{ ...newSort(), field: 'source', direction: 'Ascending' }, newSort()],
    };
    expect(sortFieldChoices(draft, draft.sorts[1]?.id ?? '')).toEqual([{ field: 'count()', type: 'series' }]);
    expect(sortFieldChoices(draft, draft.sorts[0]?.id ?? '').map((c) => c.field)).toEqual(['count()', 'source']);
  });

  it('names the chart that needs a metric, and the heatmap rules in their order', () => {
    const none = { ...values(), metrics: [] };
    expect(validateDraft(none)['visualization']).toBe('Bar Chart requires at least one metric');
    expect(validateDraft(withVisualization(none, 'scatter'))['visualization']).toBe('Scatter Plot requires at least one metric');
    expect(validateDraft(withVisualization(none, ''))).toEqual({ 'visualization.type': 'Type is required.' });
    const heat = withVisualization(none, 'heatmap');
    expect(validateDraft(heat)['visualization']).toBe('Heatmap requires at least two groupings.');
    const rows = { ...heat, groupings: [...heat.groupings, { ...newGrouping(), field: 'source' }] };
    expect(validateDraft(rows)['visualization']).toBe('Groupings must include row and column groupings.');
    const both = { ...rows, groupings: [...heat.groupings, { ...newGrouping(), field: 'source', direction: 'column' as const }] };
    expect(validateDraft(both)['visualization']).toBe('At least one metric must be configured.');
  });

  it("resets the visualization config to the new type's defaults", () => {
    const line = withVisualization(
      { ...values(), visualizationConfig: { kind: 'bar', barmode: 'stack', axisType: 'logarithmic' } },
      'line',
    );
    expect(line.visualizationConfig).toEqual({ kind: 'line', interpolation: 'linear', axisType: 'linear' });
    expect(withVisualization(line, 'bar').visualizationConfig).toEqual({ kind: 'bar', barmode: 'group', axisType: 'linear' });
    expect(withVisualization(line, 'pie').visualizationConfig).toBeNull();
  });

  it('writes groupings, percentile metrics with a custom name, and sorts into the widget config', () => {
    const draft: EditorDraft = {
      ...values(),
      groupings: [...values().groupings, { ...newGrouping(), field: 'source', direction: 'column', limit: 5, skipEmptyValues: true }],
      metrics: [...values().metrics, { ...newMetric(), fn: 'percentile', field: 'took_ms', percentile: 95, name: ' p95 ' }],
      sorts: [
        { ...newSort(), field: 'p95', direction: 'Ascending' },
        { ...newSort(), field: 'gone', direction: 'Ascending' },
      ],
    };
    const config = configFromDraft(draft);
    expect(config.columnPivots).toEqual([{ type: 'values', fields: ['source'], limit: 5, skipEmptyValues: true }]);
    expect(config.series[1]).toEqual({
      function: 'percentile(took_ms,95)',
      name: 'p95',
      type: 'percentile',
      field: 'took_ms',
      percentile: 95,
    });
    expect(config.sort).toEqual([{ type: 'series', field: 'p95', direction: 'Ascending' }]);
    expect(isUnchanged(draft, countConfig())).toBe(false);
  });
});
