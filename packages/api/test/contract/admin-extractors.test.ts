// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { FetchError } from '../../src/client/FetchError';
import { useAllGrokPatterns, useExtractor, useExtractors, useGrokPatterns } from '../../src/hooks/adminHooks';
import { InputsApi } from '../../src/calls/streamsInputs';
import { GrokApi, ToolsApi } from '../../src/calls/admin';
import { SearchApi } from '../../src/calls/views';
import { encodeExtractorRequest, type Extractor } from '../../src/models/extractor';
import type { GrokPattern } from '../../src/models/output';
import type { Page } from '../../src/models/paging';
import { tracked } from '../hookHarness';
import { openSession, settled } from './session';
import { freePort, ROOT_USERNAME, serverBuilt, SKIP_REASON, type RunningServer } from './server';

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof FetchError) return error.status;
    throw error;
  }
}

const request = (overrides: Partial<Parameters<typeof encodeExtractorRequest>[0]> = {}) =>
  encodeExtractorRequest({
    title: 'status code',
    type: 'regex',
    cursorStrategy: 'copy',
    sourceField: 'message',
    targetField: 'http_status',
    config: { regex_value: 'status=(\\d+)' },
    converters: [{ type: 'numeric', config: {} }],
    conditionType: 'string',
    conditionValue: 'status=',
    order: 0,
    ...overrides,
  });

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: extractors, grok patterns and testers against the embedded server' : `contract: extractors (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let inputId: string;
    let wrapper: ({ children }: { children: ReactNode }) => ReactNode;

    beforeAll(async () => {
      ({ server, client, wrapper } = await openSession());
      const type = 'org.graylog2.inputs.raw.tcp.RawTCPInput';
      const info = await InputsApi.type(client, type);
      const configuration = Object.fromEntries(
        info.requestedConfiguration.filter((f) => f.defaultValue !== null).map((f) => [f.name, f.defaultValue]),
      );
      inputId = await InputsApi.create(client, {
        title: 'Contract extractors',
        type,
        global: true,
        configuration: { ...configuration, bind_address: '127.0.0.1', port: await freePort() },
        node: null,
      });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('creates, reads (hooks), updates, orders and removes extractors', async () => {
      const first = await InputsApi.createExtractor(client, inputId, request());
      const second = await InputsApi.createExtractor(
        client,
        inputId,
        request({
          title: 'words',
          type: 'grok',
          targetField: '',
          config: { grok_pattern: '%{WORD:first_word}', named_captures_only: true },
          conditionType: 'none',
          order: 1,
        }),
      );
      const { result } = renderHook(() => ({ list: tracked(useExtractors(inputId)), one: tracked(useExtractor(inputId, first)) }), {
        wrapper,
      });
      const hooks = await settled(result);
      const list = hooks['list']?.data as Extractor[];
      expect(list.map((e) => e.id)).toEqual([first, second]);
      expect(hooks['one']?.data).toMatchObject({
        id: first,
        type: 'regex',
        cursorStrategy: 'copy',
        targetField: 'http_status',
        converters: [{ type: 'numeric', config: {} }],
        conditionType: 'string',
        conditionValue: 'status=',
        creatorUserId: ROOT_USERNAME,
        exceptions: 0,
        converterExceptions: 0,
        metrics: expect.objectContaining({ condition_hits: 0, total: expect.any(Object) }),
      });
      expect(list[1]).toMatchObject({ type: 'grok', targetField: '', conditionType: 'none', conditionValue: '' });

      const updated = await InputsApi.updateExtractor(
        client,
        inputId,
        first,
        request({ title: 'renamed', cursorStrategy: 'cut', sourceField: 'line' }),
      );
      expect(updated).toMatchObject({ id: first, title: 'renamed', cursorStrategy: 'cut', sourceField: 'line' });
      await InputsApi.orderExtractors(client, inputId, { 0: second, 1: first });
      expect((await InputsApi.extractors(client, inputId)).map((e) => [e.id, e.order])).toEqual([
        [second, 0],
        [first, 1],
      ]);
      expect(await status(InputsApi.createExtractor(client, inputId, request({ config: {} })))).toBe(400);
      expect(await status(InputsApi.extractor(client, inputId, 'no-such-extractor'))).toBe(404);
      await InputsApi.removeExtractor(client, inputId, first);
      await InputsApi.removeExtractor(client, inputId, second);
      expect(await InputsApi.extractors(client, inputId)).toEqual([]);
    });

    it('lists grok patterns (hooks) and creates, updates, tests and removes one', async () => {
      const { result } = renderHook(
        () => ({
          page: tracked(useGrokPatterns({ page: 1, perPage: 10, query: 'IPV', sort: 'name', order: 'asc' })),
          all: tracked(useAllGrokPatterns()),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      const page = hooks['page']?.data as Page<GrokPattern>;
      expect(page).toMatchObject({ total: 2, count: 2, page: 1, perPage: 10, query: 'IPV' });
      expect(page.elements.map((p) => p.name)).toEqual(['IPV4', 'IPV6']);
      expect((hooks['all']?.data as GrokPattern[]).map((p) => p.name)).toEqual(
        expect.arrayContaining([
          'INT',
          'NUMBER',
          'WORD',
          'IP',
          'HOSTNAME',
          'GREEDYDATA',
          'TIMESTAMP_ISO8601',
          'HTTPDATE',
          'LOGLEVEL',
          'COMMONAPACHELOG',
        ]),
      );

      const created = await GrokApi.create(client, { name: 'CONTRACT_ID', pattern: 'id-%{INT:num}' });
      expect(created).toMatchObject({ id: expect.any(String), name: 'CONTRACT_ID', contentPack: null });
      const updated = await GrokApi.update(client, created.id ?? '', { name: 'CONTRACT_ID', pattern: 'ID-%{INT:num}' });
      expect(updated.pattern).toBe('ID-%{INT:num}');
      expect(await GrokApi.test(client, { name: 'CONTRACT_ID', pattern: 'ID-%{INT:num}' }, 'x ID-7')).toEqual({
        CONTRACT_ID: 'ID-7',
        num: '7',
      });
      expect(await status(GrokApi.create(client, { name: 'CONTRACT_ID', pattern: 'x' }))).toBe(400);
      expect(await status(GrokApi.create(client, { name: 'CONTRACT_BAD', pattern: '%{NO_SUCH_PATTERN}' }))).toBe(400);
      await GrokApi.remove(client, created.id ?? '');
      expect(await status(GrokApi.remove(client, created.id ?? ''))).toBe(404);

      await GrokApi.importPatterns(client, [
        { name: 'CONTRACT_A', pattern: 'a+' },
        { name: 'CONTRACT_B', pattern: '%{CONTRACT_A}b' },
      ]);
      expect(await status(GrokApi.importPatterns(client, [{ name: 'CONTRACT_A', pattern: 'x' }]))).toBe(400);
      await GrokApi.importPatterns(client, [{ name: 'CONTRACT_A', pattern: 'x' }], 'REPLACE_ON_CONFLICT');
      expect((await GrokApi.list(client)).find((p) => p.name === 'CONTRACT_A')?.pattern).toBe('x');
    });

    it('answers every tester call', async () => {
      expect(await ToolsApi.regex(client, { regex: 'id=(\\d+)', string: 'x id=42' })).toEqual({
        matched: true,
        match: { match: '42', start: 5, end: 7 },
        string: 'x id=42',
      });
      expect(await ToolsApi.validateRegex(client, '(')).toMatchObject({
        regex: '(',
        isValid: false,
        validationMessage: expect.any(String),
      });
      expect(await ToolsApi.validateRegex(client, 'a+')).toEqual({ regex: 'a+', isValid: true, validationMessage: null });
      expect(
        await ToolsApi.regexReplace(client, { regex: 'user=(\\w+)', replacement: '$1', replace_all: false, string: 'user=bob' }),
      ).toEqual({ matched: true, match: { match: 'bob', start: 5, end: 8 }, string: 'user=bob' });
      expect(await ToolsApi.splitAndIndex(client, { split_by: ' ', index: 2, string: 'a bc d' })).toEqual({
        successful: true,
        cut: 'bc',
        beginIndex: 2,
        endIndex: 4,
      });
      expect(await ToolsApi.substring(client, { start: 0, end: 9, string: 'short' })).toEqual({
        successful: false,
        cut: null,
        beginIndex: -1,
        endIndex: -1,
      });
      expect(await ToolsApi.containsString(client, { search_string: 'lo', string: 'hello' })).toEqual({
        matched: true,
        match: { match: null, start: 3, end: 5 },
        string: 'hello',
      });
      expect(await ToolsApi.grok(client, { pattern: '%{IPV4:ip}', string: 'from 10.0.0.1', named_captures_only: true })).toEqual({
        matched: true,
        matches: [{ name: 'ip', match: '10.0.0.1' }],
        pattern: '%{IPV4:ip}',
        string: 'from 10.0.0.1',
        errorMessage: null,
      });
      expect(await ToolsApi.grok(client, { pattern: '%{NO_SUCH}', string: 'x', named_captures_only: false })).toMatchObject({
        matched: false,
        errorMessage: expect.stringContaining('NO_SUCH'),
      });
      expect(
        await ToolsApi.json(client, {
          string: '{"a":{"b":[1,2]}}',
          flatten: false,
          list_separator: '|',
          key_separator: '.',
          kv_separator: '=',
          replace_key_whitespace: false,
          key_whitespace_replacement: '_',
          key_prefix: '',
        }),
      ).toEqual({
        matches: { 'a.b': '1|2' },
        flatten: false,
        listSeparator: '|',
        keySeparator: '.',
        kvSeparator: '=',
        string: '{"a":{"b":[1,2]}}',
      });
      expect(await ToolsApi.naturalDate(client, 'last hour', 'Etc/UTC')).toMatchObject({
        from: expect.any(String),
        to: expect.any(String),
        timezone: 'Etc/UTC',
      });
      expect(await SearchApi.keywordRange(client, 'yesterday')).toMatchObject({ timezone: 'Etc/UTC' });
      expect(await status(ToolsApi.naturalDate(client, 'blorp'))).toBe(422);
    });

    it('parses a raw message with an input codec', async () => {
      const parsed = await ToolsApi.parseMessage(client, {
        message: '<13>Oct 11 22:14:15 web-1 app: status=200',
        codec: 'syslog',
        remote_address: '127.0.0.1',
        configuration: {},
      });
      expect(parsed).toMatchObject({
        id: expect.any(String),
        index: null,
        fields: expect.objectContaining({ source: 'web-1', message: expect.stringContaining('status=200') }),
      });
      expect(await status(ToolsApi.parseMessage(client, { message: 'x', codec: 'no-such-codec', remote_address: '127.0.0.1' }))).toBe(404);
    });
  },
);
