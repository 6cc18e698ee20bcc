// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import {
  EXTRACTOR_PREVIEW_SIZE,
  EXTRACTOR_TEST_DEBOUNCE_MS,
  testExtractor,
  useExtractorConditionTest,
  useExtractorPreview,
  useExtractorTest,
  type ExtractorCondition,
  type ExtractorTestRequest,
} from './extractorTest';

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const EXAMPLE = 'GET /index.html status=404 took 12ms';

const tools = (url: string, init: RequestInit) => {
  const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
  if (url === '/api/tools/regex_tester') {
    const found = new RegExp(String(body['regex'])).exec(String(body['string']));
    if (found && found[1] === undefined) return jsonResponse({ matched: true, match: null, regex: body['regex'], string: body['string'] });
    return jsonResponse(
      found?.[1] !== undefined
        ? {
            matched: true,
            match: {
              match: found[1],
              start: found.index + found[0].indexOf(found[1]),
              end: found.index + found[0].indexOf(found[1]) + found[1].length,
            },
            regex: body['regex'],
            string: body['string'],
          }
        : { matched: false, regex: body['regex'], string: body['string'] },
    );
  }
  if (url === '/api/tools/grok_tester')
    return jsonResponse({ matched: true, matches: [{ name: 'verb', match: 'GET' }], pattern: body['pattern'], string: body['string'] });
  if (url === '/api/tools/substring_tester')
    return jsonResponse({ successful: body['start'] === 0, cut: 'GET', begin_index: 0, end_index: 3 });
  if (url === '/api/tools/lookup_table_tester')
    return jsonResponse({ empty: true, error: true, error_message: "Lookup table nope doesn't exist", key: 'GET', value: null });
  return undefined;
};

describe('the extractor tester', () => {
  it('runs once the request has stayed the same for 300 ms, not on every keystroke', async () => {
    const { wrapper, count, requests } = harness(tools);
    const { result, rerender } = renderHook(({ request }: { request: ExtractorTestRequest | null }) => tracked(useExtractorTest(request)), {
      wrapper,
      initialProps: { request: null as ExtractorTestRequest | null },
    });
    expect(EXTRACTOR_TEST_DEBOUNCE_MS).toBe(300);
    for (const regex of ['s', 'status=(', 'status=(\\d+)']) {
      rerender({ request: { type: 'regex', config: { regex_value: regex }, example: EXAMPLE } });
      await advance(100);
    }
    expect(count('POST', '/tools/regex_tester')).toBe(0);
    await advance(EXTRACTOR_TEST_DEBOUNCE_MS);
    expect(count('POST', '/tools/regex_tester')).toBe(1);
    expect(requests[0]?.body).toEqual({ regex: 'status=(\\d+)', string: EXAMPLE });
    expect(result.current.data).toEqual({ matched: true, value: '404', range: { start: 23, end: 26 }, fields: null, error: null });
  });

  it('brings every tester to one shape; copy_input needs no call', async () => {
    const { client, requests } = harness(tools);
    await expect(testExtractor(client, { type: 'copy_input', config: {}, example: 'abc' })).resolves.toEqual({
      matched: true,
      value: 'abc',
      range: { start: 0, end: 3 },
      fields: null,
      error: null,
    });
    expect(requests).toHaveLength(0);
    await expect(
      testExtractor(client, { type: 'grok', config: { grok_pattern: '%{WORD:verb}', named_captures_only: true }, example: EXAMPLE }),
    ).resolves.toMatchObject({ matched: true, fields: { verb: 'GET' } });
    expect(requests.at(-1)?.body).toEqual({ pattern: '%{WORD:verb}', string: EXAMPLE, named_captures_only: true });
    await expect(
      testExtractor(client, { type: 'substring', config: { begin_index: '0', end_index: '3' }, example: EXAMPLE }),
    ).resolves.toMatchObject({ matched: true, value: 'GET' });
    expect(requests.at(-1)?.body).toEqual({ start: 0, end: 3, string: EXAMPLE });
    await expect(
      testExtractor(client, { type: 'lookup_table', config: { lookup_table_name: 'nope' }, example: EXAMPLE }),
    ).resolves.toMatchObject({ matched: false, error: "Lookup table nope doesn't exist" });
  });
});

describe('the extractor preview (beyond Graylog)', () => {
  it("tries the extractor on the source field of the input's 20 most recent messages, newest first", async () => {
    const recent = [
      { message: { _id: 'm2', message: 'GET /b status=500' }, index: 'graylog_0' },
      { message: { _id: 'm1', message: 'GET /a' }, index: 'graylog_0' },
      { message: { _id: 'm0', took_ms: 3 }, index: 'graylog_0' },
    ];
    const { wrapper, requests, count } = harness((url, init) => {
      if (url.startsWith('/api/views/search/sync')) {
        return jsonResponse({
          id: 'job',
          search_id: 's',
          owner: 'admin',
          execution: { done: true, cancelled: false, completed_exceptionally: false },
          errors: [],
          results: {
            recent: {
              state: 'COMPLETED',
              errors: [],
              search_types: {
                messages: {
                  id: 'messages',
                  type: 'messages',
                  total_results: 3,
                  messages: recent,
                  effective_timerange: { type: 'relative', range: 0 },
                },
              },
            },
          },
        });
      }
      return tools(url, init);
    });
    type Request = Parameters<typeof useExtractorPreview>[1];
    const { result, rerender } = renderHook(({ request }: { request: Request }) => tracked(useExtractorPreview('in-1', request)), {
      wrapper,
      initialProps: { request: null as Request },
    });
    rerender({ request: { type: 'regex', config: { regex_value: 'status=(\\d+)' }, sourceField: 'message' } });
    await advance(EXTRACTOR_TEST_DEBOUNCE_MS - 50);
    expect(count('POST', '/views/search/sync')).toBe(0);
    await advance(100);
    expect(EXTRACTOR_PREVIEW_SIZE).toBe(20);
    const search = requests.find((r) => r.url.startsWith('/api/views/search/sync'))?.body as {
      queries: Array<{ query: unknown; search_types: Array<{ limit: number }> }>;
    };
    expect(search.queries[0]?.query).toEqual({ type: 'elasticsearch', query_string: 'gl2_source_input:"in-1"' });
    expect(search.queries[0]?.search_types[0]?.limit).toBe(20);
    expect(result.current.data).toEqual([
      {
        messageId: 'm2',
        example: 'GET /b status=500',
        result: { matched: true, value: '500', range: { start: 14, end: 17 }, fields: null, error: null },
      },
      { messageId: 'm1', example: 'GET /a', result: { matched: false, value: null, range: null, fields: null, error: null } },
      { messageId: 'm0', example: null, result: null },
    ]);
    expect(count('POST', '/tools/regex_tester')).toBe(2);
  });
});

describe("the extractor's condition tried on the example", () => {
  it('says whether the extractor would run: a string by substring without a call, a regex through the regex tester (a match without a group counts)', async () => {
    const { wrapper, count } = harness(tools);
    const { result, rerender } = renderHook(
      ({ condition }: { condition: ExtractorCondition | null }) => tracked(useExtractorConditionTest(condition, EXAMPLE)),
      { wrapper, initialProps: { condition: { type: 'string', value: 'status=404' } as ExtractorCondition | null } },
    );
    await advance(EXTRACTOR_TEST_DEBOUNCE_MS);
    expect(result.current.data).toBe(true);
    rerender({ condition: { type: 'string', value: 'status=500' } });
    await advance(EXTRACTOR_TEST_DEBOUNCE_MS);
    expect(result.current.data).toBe(false);
    expect(count('POST', '/tools/regex_tester')).toBe(0);

    rerender({ condition: { type: 'regex', value: '^GET /index' } });
    await advance(EXTRACTOR_TEST_DEBOUNCE_MS);
    expect(result.current.data).toBe(true);
    rerender({ condition: { type: 'regex', value: '^POST' } });
    await advance(EXTRACTOR_TEST_DEBOUNCE_MS);
    expect(result.current.data).toBe(false);
    expect(count('POST', '/tools/regex_tester')).toBe(2);
  });

  it('tries nothing while the condition is empty or absent', async () => {
    const { wrapper, count } = harness(tools);
    const { result, rerender } = renderHook(
      ({ condition }: { condition: ExtractorCondition | null }) => tracked(useExtractorConditionTest(condition, EXAMPLE)),
      { wrapper, initialProps: { condition: { type: 'regex', value: '' } as ExtractorCondition | null } },
    );
    await advance(EXTRACTOR_TEST_DEBOUNCE_MS);
    rerender({ condition: null });
    await advance(EXTRACTOR_TEST_DEBOUNCE_MS);
    expect(result.current.data).toBeUndefined();
    expect(count('POST', '/tools/regex_tester')).toBe(0);
  });
});
