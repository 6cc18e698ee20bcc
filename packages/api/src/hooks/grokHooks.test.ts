// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { useGrokPatterns } from './adminHooks';
import { parseGrokPatternFile, useImportGrokPatterns, useSaveGrokPattern, useTestGrokPattern } from './grokHooks';

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const page = (names: string[]) => ({
  total: names.length,
  count: names.length,
  page: 1,
  per_page: 50,
  query: null,
  patterns: names.map((name, i) => ({ id: `g${i}`, name, pattern: '\\d+', content_pack: null })),
});

describe('grok pattern hooks', () => {
  it('reads a pattern file: names and patterns, skipping comments and blank lines, naming bad lines', () => {
    expect(parseGrokPatternFile('# mine\nHTTPCODE \\d{3}\n\n  PATH\t(?:/[\\w.-]*)+  \nBROKEN\n')).toEqual({
      patterns: [
        { name: 'HTTPCODE', pattern: '\\d{3}' },
        { name: 'PATH', pattern: '(?:/[\\w.-]*)+' },
      ],
      invalidLines: [5],
    });
  });

  it('creates by POST and updates by PUT, imports with a strategy, and refreshes the list', async () => {
    let names = ['INT'];
    const { wrapper, requests } = harness((url, init) => {
      if (url.startsWith('/api/system/grok/paginated')) return jsonResponse(page(names));
      if (url === '/api/system/grok' && init.method === 'POST') {
        names = [...names, 'CODE'];
        return jsonResponse({ id: 'g9', name: 'CODE', pattern: '\\d{3}', content_pack: null }, 201);
      }
      if (url === '/api/system/grok/g0' && init.method === 'PUT')
        return jsonResponse({ id: 'g0', name: 'INT', pattern: '[0-9]+', content_pack: null });
      if (url.startsWith('/api/system/grok?') && init.method === 'PUT') {
        names = [...names, 'PATH'];
        return emptyResponse(202);
      }
      return undefined;
    });
    const { result } = renderHook(
      () => ({ list: tracked(useGrokPatterns({ page: 1, perPage: 50 })), save: useSaveGrokPattern(), importAll: useImportGrokPatterns() }),
      { wrapper },
    );
    await advance(10);
    expect(result.current.list.data?.elements.map((p) => p.name)).toEqual(['INT']);
    await act(async () => {
      await result.current.save.trigger(null, { name: 'CODE', pattern: '\\d{3}' });
      await result.current.save.trigger('g0', { name: 'INT', pattern: '[0-9]+' });
      await result.current.importAll.trigger([{ name: 'PATH', pattern: '/\\S*' }], 'REPLACE_ON_CONFLICT');
    });
    await advance(10);
    expect(result.current.list.data?.elements.map((p) => p.name)).toEqual(['INT', 'CODE', 'PATH']);
    const imported = requests.find((r) => r.method === 'PUT' && r.url.startsWith('/api/system/grok?'));
    expect(imported?.url).toBe('/api/system/grok?import-strategy=REPLACE_ON_CONFLICT');
    expect(imported?.body).toEqual({ patterns: [{ name: 'PATH', pattern: '/\\S*' }] });
  });

  it('tests a pattern on sample data', async () => {
    const { wrapper, requests } = harness((url) =>
      url === '/api/system/grok/test' ? jsonResponse({ CODE: '404', BASE10NUM: '404' }) : undefined,
    );
    const { result } = renderHook(() => useTestGrokPattern(), { wrapper });
    let captures: unknown;
    await act(async () => {
      captures = await result.current.trigger({ name: 'CODE', pattern: '%{BASE10NUM}' }, 'status 404');
    });
    expect(captures).toEqual({ CODE: '404', BASE10NUM: '404' });
    expect(requests[0]?.body).toEqual({ grok_pattern: { name: 'CODE', pattern: '%{BASE10NUM}' }, sampleData: 'status 404' });
  });
});
