import type { ApiClient } from '../client/ApiClient';
import { ToolsApi } from '../calls/admin';
import type { JsonObject } from '../models/decode';
import type { ExtractorType } from '../models/extractor';
import { decodeSearchJob } from '../models/searchJob';
import { obj, required } from '../models/decode';
import { useApiRead, type ApiReadResult } from './useApiRead';
import { useSettled } from './useSettled';

/** How long the configuration and example must stay unchanged before the tester runs (as the user types). */
export const EXTRACTOR_TEST_DEBOUNCE_MS = 300;

/** What an extractor would take out of an example: one value, or fields by name (grok, json). */
export interface ExtractorTestResult {
  matched: boolean;
  /** The single value (copy_input, regex, regex_replace, split_and_index, substring, lookup_table). */
  value: string | null;
  /** Where the value was found in the example, for highlighting and cut; null when unknown. */
  range: { start: number; end: number } | null;
  /** Fields by name (grok, json). */
  fields: Record<string, unknown> | null;
  /** Why nothing was extracted, when the tester says (grok compile errors, lookup errors). */
  error: string | null;
}

export interface ExtractorTestRequest {
  type: ExtractorType;
  config: JsonObject;
  example: string;
}

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? fallback : String(value);
const flag = (value: unknown): boolean => value === true;
const integer = (value: unknown): number => (typeof value === 'number' ? value : Number.parseInt(text(value), 10));
const none = (error: string | null = null): ExtractorTestResult => ({ matched: false, value: null, range: null, fields: null, error });

/**
 * Runs the `/tools/*` tester of an extractor type against an example (ADMIN-API.md §2.7); `copy_input`
 * needs no call. The answers are brought to one shape.
 */
export async function testExtractor(client: ApiClient, { type, config, example }: ExtractorTestRequest): Promise<ExtractorTestResult> {
  switch (type) {
    case 'copy_input':
      return { matched: true, value: example, range: { start: 0, end: example.length }, fields: null, error: null };
    case 'regex': {
      const answer = await ToolsApi.regex(client, { regex: text(config['regex_value']), string: example });
      return answer.matched && answer.match
        ? {
            matched: true,
            value: answer.match.match,
            range: { start: answer.match.start, end: answer.match.end },
            fields: null,
            error: null,
          }
        : none();
    }
    case 'regex_replace': {
      const answer = await ToolsApi.regexReplace(client, {
        regex: text(config['regex']),
        replacement: text(config['replacement']),
        replace_all: flag(config['replace_all']),
        string: example,
      });
      return answer.matched && answer.match ? { matched: true, value: answer.match.match, range: null, fields: null, error: null } : none();
    }
    case 'split_and_index': {
      const answer = await ToolsApi.splitAndIndex(client, {
        split_by: text(config['split_by']),
        index: integer(config['index']),
        string: example,
      });
      return answer.successful
        ? { matched: true, value: answer.cut, range: { start: answer.beginIndex, end: answer.endIndex }, fields: null, error: null }
        : none();
    }
    case 'substring': {
      const answer = await ToolsApi.substring(client, {
        start: integer(config['begin_index']),
        end: integer(config['end_index']),
        string: example,
      });
      return answer.successful
        ? { matched: true, value: answer.cut, range: { start: answer.beginIndex, end: answer.endIndex }, fields: null, error: null }
        : none();
    }
    case 'grok': {
      const answer = await ToolsApi.grok(client, {
        pattern: text(config['grok_pattern']),
        string: example,
        named_captures_only: flag(config['named_captures_only']),
      });
      if (!answer.matched) return none(answer.errorMessage);
      return {
        matched: true,
        value: null,
        range: null,
        fields: Object.fromEntries(answer.matches.map((m) => [m.name, m.match])),
        error: null,
      };
    }
    case 'json': {
      const answer = await ToolsApi.json(client, {
        string: example,
        flatten: flag(config['flatten']),
        list_separator: text(config['list_separator'], ', '),
        key_separator: text(config['key_separator'], '_'),
        kv_separator: text(config['kv_separator'], '='),
        replace_key_whitespace: flag(config['replace_key_whitespace']),
        key_whitespace_replacement: text(config['key_whitespace_replacement'], '_'),
        key_prefix: text(config['key_prefix']),
      });
      return { matched: Object.keys(answer.matches).length > 0, value: null, range: null, fields: answer.matches, error: null };
    }
    case 'lookup_table': {
      const answer = await ToolsApi.lookupTable(client, { lookup_table_name: text(config['lookup_table_name']), string: example });
      if (answer.error) return none(answer.errorMessage);
      return answer.empty ? none() : { matched: true, value: text(answer.value), range: null, fields: null, error: null };
    }
  }
}

/**
 * Tests an extractor against an example as the user types: the tester runs once the request has not
 * changed for EXTRACTOR_TEST_DEBOUNCE_MS; `null` (e.g. no example yet) runs nothing.
 */
export function useExtractorTest(request: ExtractorTestRequest | null): ApiReadResult<ExtractorTestResult> {
  const serialized = request ? JSON.stringify([request.type, request.config, request.example]) : null;
  const settled = useSettled(serialized, EXTRACTOR_TEST_DEBOUNCE_MS);
  return useApiRead(
    settled ? ['extractors', 'test', settled] : null,
    (client) => {
      const [type, config, example] = JSON.parse(settled ?? '[]') as [ExtractorType, JsonObject, string];
      return testExtractor(client, { type, config, example });
    },
    { keepPreviousData: true, shouldRetryOnError: false },
  );
}

/** Beyond Graylog: how many of an input's most recent messages the extractor preview tries. */
export const EXTRACTOR_PREVIEW_SIZE = 20;

/** One recent message of the input and what the extractor takes from its source field. */
export interface ExtractorPreviewRow {
  messageId: string;
  /** The source field's value; null when the message has no such text field (nothing is tried). */
  example: string | null;
  result: ExtractorTestResult | null;
}

async function recentValues(client: ApiClient, inputId: string, field: string): Promise<Array<{ id: string; value: string | null }>> {
  const body = {
    queries: [
      {
        id: 'recent',
        timerange: { type: 'relative', range: 0 },
        query: { type: 'elasticsearch', query_string: `gl2_source_input:"${inputId.replace(/[\\"]/g, (c) => `\\${c}`)}"` },
        search_types: [
          {
            id: 'messages',
            type: 'messages',
            limit: EXTRACTOR_PREVIEW_SIZE,
            offset: 0,
            sort: [{ field: 'timestamp', order: 'DESC' }],
            decorators: [],
          },
        ],
      },
    ],
    parameters: [],
  };
  const job = decodeSearchJob(obj(required(await client.post('/views/search/sync', body), 'search_job'), 'search_job'));
  const result = job.results['recent']?.searchTypes['messages'];
  if (!result || result.type !== 'messages') return [];
  return result.messages.map((message) => {
    const value = message.fields[field];
    return { id: message.id, value: typeof value === 'string' ? value : null };
  });
}

/**
 * Beyond Graylog: the extractor tried on the source field of the input's EXTRACTOR_PREVIEW_SIZE most recent
 * messages, newest first, once the request has stayed unchanged for EXTRACTOR_TEST_DEBOUNCE_MS.
 */
export function useExtractorPreview(
  inputId: string,
  request: { type: ExtractorType; config: JsonObject; sourceField: string } | null,
): ApiReadResult<ExtractorPreviewRow[]> {
  const serialized = request && inputId ? JSON.stringify([inputId, request.type, request.config, request.sourceField]) : null;
  const settled = useSettled(serialized, EXTRACTOR_TEST_DEBOUNCE_MS);
  return useApiRead(
    settled ? ['extractors', 'preview', settled] : null,
    async (client) => {
      const [input, type, config, field] = JSON.parse(settled ?? '[]') as [string, ExtractorType, JsonObject, string];
      const values = await recentValues(client, input, field);
      return Promise.all(
        values.map(async ({ id, value }) => ({
          messageId: id,
          example: value,
          result: value === null ? null : await testExtractor(client, { type, config, example: value }),
        })),
      );
    },
    { keepPreviousData: true, shouldRetryOnError: false },
  );
}

/** An extractor's run condition: the source field contains a string, or matches a regular expression. */
export interface ExtractorCondition {
  type: 'string' | 'regex';
  value: string;
}

/** Whether the extractor would run on `example` under `condition`, as Graylog decides it (substring; regex `find`). */
async function conditionMatches(client: ApiClient, condition: ExtractorCondition, example: string): Promise<boolean> {
  if (condition.type === 'string') return example.includes(condition.value);
  return (await ToolsApi.regex(client, { regex: condition.value, string: example })).matched;
}

/**
 * Tries an extractor's condition on the example as the user types (a regex through the regex tester, so
 * the server's regex dialect decides), once it has stayed unchanged for EXTRACTOR_TEST_DEBOUNCE_MS;
 * `null` runs nothing.
 */
export function useExtractorConditionTest(condition: ExtractorCondition | null, example: string): ApiReadResult<boolean> {
  const serialized = condition && condition.value !== '' ? JSON.stringify([condition.type, condition.value, example]) : null;
  const settled = useSettled(serialized, EXTRACTOR_TEST_DEBOUNCE_MS);
  return useApiRead(
    settled ? ['extractors', 'condition', settled] : null,
    (client) => {
      const [type, value, text] = JSON.parse(settled ?? '[]') as [ExtractorCondition['type'], string, string];
      return conditionMatches(client, { type, value }, text);
    },
    { keepPreviousData: true, shouldRetryOnError: false },
  );
}
