// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { ruleUsesTable, useLookupTableUsage } from './lookupUsage';

const extractor = (id: string, type: string, config: object, converters: object[] = []) => ({
  id,
  title: `Extractor ${id}`,
  type,
  converters,
  order: 0,
  exceptions: 0,
  converter_exceptions: 0,
  metrics: {},
  cursor_strategy: 'copy',
  source_field: 'message',
  target_field: 'country',
  extractor_config: config,
  creator_user_id: 'admin',
  condition_type: 'none',
  condition_value: '',
});
const input = {
  id: 'i1',
  title: 'Web GELF',
  global: true,
  name: 'GELF TCP',
  content_pack: null,
  created_at: '2024-01-01T00:00:00.000Z',
  type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
  creator_user_id: 'admin',
  attributes: {},
  static_fields: {},
  node: null,
};
const rule = (id: string, source: string) => ({
  id,
  title: `Rule ${id}`,
  description: '',
  source,
  created_at: null,
  modified_at: null,
  errors: [],
});

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());

describe('which extractors, rules and decorators use a lookup table', () => {
  it('finds lookup_table extractors and converters, lookup calls in rules and lookup decorators; an unreadable list is named', async () => {
    const { wrapper } = harness((url) => {
      if (url === '/api/system/inputs') return jsonResponse({ total: 1, inputs: [input] });
      if (url === '/api/system/inputs/i1/extractors')
        return jsonResponse({
          total: 3,
          extractors: [
            extractor('e1', 'lookup_table', { lookup_table_name: 'countries' }),
            extractor('e2', 'regex', { regex_value: '(.*)' }, [{ type: 'lookup_table', config: { lookup_table_name: 'countries' } }]),
            extractor('e3', 'lookup_table', { lookup_table_name: 'other' }),
          ],
        });
      if (url === '/api/system/pipelines/rule')
        return jsonResponse([
          rule('r1', 'rule "a" when true then set_field("c", lookup_value("countries", $message.code)); end'),
          rule('r2', 'rule "b" when true then set_field("c", lookup_value("countries-old", $message.code)); end'),
        ]);
      if (url === '/api/search/decorators') return jsonResponse({ type: 'ApiError', message: 'Not authorized' }, 403);
      return undefined;
    });
    const { result } = renderHook(() => tracked(useLookupTableUsage('countries')), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current.data?.extractors.map((e) => [e.extractorId, e.as])).toEqual([
      ['e1', 'extractor'],
      ['e2', 'converter'],
    ]);
    expect(result.current.data?.extractors[0]?.inputTitle).toBe('Web GELF');
    expect(result.current.data?.rules).toEqual([{ id: 'r1', title: 'Rule r1' }]);
    expect(result.current.data?.decorators).toEqual([]);
    expect(result.current.data?.unreadable.map((u) => u.what)).toEqual(['decorators']);
  });

  it('reads positional and named table arguments of every lookup function, and only whole names', () => {
    expect(ruleUsesTable('lookup("countries", key)', 'countries')).toBe(true);
    expect(ruleUsesTable('lookup_string_list(lookup_table: "countries", key: k)', 'countries')).toBe(true);
    expect(ruleUsesTable("lookup_set_value('countries', k, v)", 'countries')).toBe(true);
    expect(ruleUsesTable('lookup("countries2", key)', 'countries')).toBe(false);
    expect(ruleUsesTable('set_field("countries", 1)', 'countries')).toBe(false);
    expect(ruleUsesTable('lookup("a.b", key)', 'a*b')).toBe(false);
  });
});
