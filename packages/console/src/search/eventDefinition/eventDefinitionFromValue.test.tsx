import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AggregationConfig } from '@sift/api';
import { findDialog } from '../../testing/findDialog';
import { EventDefinitionFromValueDialog } from './EventDefinitionFromValueDialog';
import {
  availableStrategies,
  buildSeed,
  groupState,
  sourceFromChartValue,
  sourceFromMessageValue,
  strategyParts,
  toggleGroup,
  type Part,
} from './eventDefinitionFromValue';

const config: AggregationConfig = {
  rowPivots: [
    { type: 'time', fields: ['timestamp'], limit: null, skipEmptyValues: null },
    { type: 'values', fields: ['http_method'], limit: 15, skipEmptyValues: null },
  ],
  columnPivots: [{ type: 'values', fields: ['action'], limit: 15, skipEmptyValues: null }],
  series: [{ function: 'avg(took_ms)', name: null, type: 'avg', field: 'took_ms', percentile: null }],
  sort: [],
  visualization: 'bar',
  visualizationConfig: null,
  chartColors: null,
  rollup: false,
  eventAnnotation: false,
  rowLimit: null,
  columnLimit: null,
} as unknown as AggregationConfig;

const chartSource = () =>
  sourceFromChartValue(
    config,
    {
      rowKey: [
        { field: 'timestamp', value: '2026-11-27T03:00:00.000Z' },
        { field: 'http_method', value: 'GET' },
      ],
      columnKey: [{ field: 'action', value: 'login' }],
      seriesId: 'avg(took_ms)',
      value: 120,
    },
    { query: 'source:web', filterQuery: 'level:3', streams: ['s1'], timerange: { type: 'relative', range: 3600 } },
  );

describe('an event definition from a value', () => {
  it('takes the row and column values, the groupings (not time) and the metric of a chart value', () => {
    expect(chartSource()).toEqual({
      query: 'source:web',
      filterQuery: 'level:3',
      streams: ['s1'],
      searchWithinMs: 3_600_000,
      rowValues: [{ field: 'http_method', value: 'GET' }],
      columnValues: [{ field: 'action', value: 'login' }],
      rowGroupBy: ['http_method'],
      columnGroupBy: ['action'],
      aggregation: { fn: 'avg', field: 'took_ms', value: 120 },
    });
  });

  it('EXACT keeps every part, ROW drops the column parts, COL the row parts, ALL the queries', () => {
    const source = chartSource();
    const seed = (parts: Set<Part>) => buildSeed(source, parts);
    expect(seed(strategyParts('EXACT', source))).toEqual({
      type: 'aggregation-v1',
      query: 'source:web AND level:3 AND http_method:GET AND action:login',
      agg_function: 'avg',
      agg_field: 'took_ms',
      agg_value: 120,
      group_by: ['http_method', 'action'],
      loc_query_parameters: [],
      search_within_ms: 3_600_000,
      streams: ['s1'],
    });
    expect(seed(strategyParts('ROW', source))).toMatchObject({
      query: 'source:web AND level:3 AND http_method:GET',
      group_by: ['http_method'],
    });
    expect(seed(strategyParts('COL', source))).toMatchObject({ query: 'source:web AND level:3 AND action:login', group_by: ['action'] });
    expect(seed(strategyParts('ALL', source))).toMatchObject({
      query: 'http_method:GET AND action:login',
      group_by: ['http_method', 'action'],
    });
  });

  it('offers ROW only with a row value and COL only with a column value', () => {
    expect(availableStrategies(chartSource())).toEqual(['EXACT', 'ROW', 'COL', 'ALL', 'CUSTOM']);
    const message = sourceFromMessageValue('user', 'alice', { query: '', streams: [], timerange: null });
    expect(availableStrategies(message)).toEqual(['EXACT', 'ROW', 'ALL', 'CUSTOM']);
    expect(buildSeed(message, strategyParts('EXACT', message))).toMatchObject({ query: 'user:alice', group_by: [] });
    expect(availableStrategies({ ...chartSource(), rowValues: [] })).toEqual(['EXACT', 'COL', 'ALL', 'CUSTOM']);
  });

  it('a group is checked, indeterminate or empty; a click checks all unless all are checked', () => {
    const parts: Part[] = ['aggCondition', 'rowGroupBy'];
    expect(groupState(parts, new Set(parts))).toBe('checked');
    expect(groupState(parts, new Set<Part>(['rowGroupBy']))).toBe('indeterminate');
    expect(groupState(parts, new Set<Part>())).toBe('empty');
    expect([...toggleGroup(parts, new Set<Part>())]).toEqual(parts);
    expect([...toggleGroup(parts, new Set<Part>(['rowGroupBy']))].sort()).toEqual([...parts].sort());
    expect([...toggleGroup(parts, new Set(parts))]).toEqual([]);
  });
});

describe('the event-definition dialog', { timeout: 30_000 }, () => {
  it('switches to CUSTOM on a tick, toggles groups, and "Continue configuration" stores the seed and opens the wizard', async () => {
    const storage = { setItem: vi.fn() };
    const openTab = vi.fn();
    const onClose = vi.fn();
    render(<EventDefinitionFromValueDialog source={chartSource()} onClose={onClose} openTab={openTab} storage={storage} />);
    const dialog = await findDialog('dialog', { name: 'Create event definition' });
    const strategy = within(dialog).getByRole('radiogroup', { name: 'Strategy' });
    expect(within(strategy).getByRole('radio', { name: /Exactly this value/ })).toBeChecked();
    const aggregation = within(dialog).getByRole('group', { name: 'Aggregation' });
    const group = within(aggregation).getByRole('checkbox', { name: 'Aggregation' });
    expect(group).toBeChecked();

    await userEvent.click(within(strategy).getByRole('radio', { name: /This row/ }));
    expect(within(aggregation).getByRole('checkbox', { name: 'Column group by: action' })).not.toBeChecked();
    expect(group).not.toBeChecked();
    expect((group as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(group);
    expect(group).toBeChecked();
    expect(within(strategy).getByRole('radio', { name: /Custom/ })).toBeChecked();
    await userEvent.click(group);
    expect((group as HTMLInputElement).indeterminate).toBe(false);
    expect(group).not.toBeChecked();

    await userEvent.click(within(strategy).getByRole('radio', { name: /All messages/ }));
    expect(within(dialog).getByRole('checkbox', { name: 'Search query: source:web' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Streams: s1' }));
    expect(within(strategy).getByRole('radio', { name: /Custom/ })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue configuration' }));
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    const [sessionId, stored] = storage.setItem.mock.calls[0] as [string, string];
    expect(JSON.parse(stored)).toMatchObject({
      type: 'aggregation-v1',
      query: 'http_method:GET AND action:login',
      agg_function: 'avg',
      streams: [],
      search_within_ms: 3_600_000,
    });
    expect(openTab).toHaveBeenCalledWith(`/alerts/definitions/new?step=condition&session-id=${encodeURIComponent(sessionId)}`);
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('radio', { name: /This column/ })).toBeInTheDocument();
  });
});
