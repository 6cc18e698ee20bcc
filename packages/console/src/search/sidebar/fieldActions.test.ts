import { describe, expect, it } from 'vitest';
import type { FieldType } from '@sift/api';
import { messagesWidget } from '../results/defaultWidgets';
import {
  addToQueryFragment,
  escapeQueryValue,
  excludeFromQueryFragment,
  fieldActionsDisabled,
  joinQueries,
  statisticsFunctions,
  statisticsWidget,
  topValuesWidget,
  withoutTableField,
  withTableField,
} from './fieldActions';

const type = (properties: string[]): FieldType => ({ name: 'f', type: 'long', properties, indexNames: [] });

describe('query fragments of field actions', () => {
  it('escapes values: newlines to spaces, quoted when they contain spaces, special characters escaped otherwise', () => {
    expect(escapeQueryValue('a\nb')).toBe('"a b"');
    expect(escapeQueryValue('say "hi" \\o/')).toBe('"say \\"hi\\" \\\\o/"');
    expect(escapeQueryValue('10.0.0.1:80/x')).toBe('10.0.0.1\\:80\\/x');
    expect(escapeQueryValue('a(b)*')).toBe('a\\(b\\)\\*');
    expect(escapeQueryValue(404)).toBe('404');
  });

  it('adds and excludes fields and values', () => {
    expect(addToQueryFragment('source', 'web-01')).toBe('source:web\\-01');
    expect(excludeFromQueryFragment('action', 'login failed')).toBe('NOT action:"login failed"');
    expect(addToQueryFragment('user_id')).toBe('_exists_:user_id');
    expect(excludeFromQueryFragment('user_id')).toBe('NOT _exists_:user_id');
  });

  it('joins queries with AND, skipping empty ones and *', () => {
    expect(joinQueries('*', 'a:1', '', ' b:2 ')).toBe('a:1 AND b:2');
    expect(joinQueries('', '*')).toBe('');
  });
});

describe('field action availability', () => {
  it('is off for decorated and analysis-disabled fields', () => {
    expect(fieldActionsDisabled('f', type(['decorated']), [])).toBe(true);
    expect(fieldActionsDisabled('message', type([]), ['message'])).toBe(true);
    expect(fieldActionsDisabled('f', type(['numeric']), ['message'])).toBe(false);
  });
});

describe('widgets of field actions', () => {
  it('shows top values as a count table by the field, count descending', () => {
    const widget = topValuesWidget('source', () => 'w1');
    expect(widget.type === 'aggregation' && widget.config).toMatchObject({
      rowPivots: [{ type: 'values', fields: ['source'], limit: 15 }],
      series: [{ function: 'count()' }],
      sort: [{ type: 'series', field: 'count()', direction: 'Descending' }],
      visualization: 'table',
    });
  });

  it('computes count, sum, avg, min, max, stddev, variance, card and percentile 95 for numeric fields, count and card otherwise', () => {
    expect(statisticsFunctions('took_ms', true)).toEqual([
      'count(took_ms)',
      'sum(took_ms)',
      'avg(took_ms)',
      'min(took_ms)',
      'max(took_ms)',
      'stddev(took_ms)',
      'variance(took_ms)',
      'card(took_ms)',
      'percentile(took_ms,95)',
    ]);
    expect(statisticsFunctions('source', false)).toEqual(['count(source)', 'card(source)']);
    const widget = statisticsWidget('took_ms', true, () => 'w');
    expect(widget.type === 'aggregation' && widget.config.series.at(-1)).toEqual({
      function: 'percentile(took_ms,95)',
      name: null,
      type: 'percentile',
      field: 'took_ms',
      percentile: 95,
    });
  });

  it('adds a field to a message table once', () => {
    const table = messagesWidget('m');
    const once = withTableField(table, 'http_method');
    expect(once.type === 'messages' && once.config.fields).toEqual(['timestamp', 'source', 'http_method']);
    expect(withTableField(once, 'http_method')).toBe(once);
  });

  it('removes a field from a message table, keeping the order of the others', () => {
    const table = withTableField(withTableField(messagesWidget('m'), 'http_method'), 'took_ms');
    const removed = withoutTableField(table, 'http_method');
    expect(removed.type === 'messages' && removed.config.fields).toEqual(['timestamp', 'source', 'took_ms']);
    expect(withoutTableField(removed, 'http_method')).toBe(removed);
    const aggregation = topValuesWidget('source', () => 'a');
    expect(withoutTableField(aggregation, 'source')).toBe(aggregation);
  });
});
