import type { ApiClient } from '../client/ApiClient';
import { encodeFilter, streamsFilter } from '../models/filter';
import { decodeRuleParseError, type RuleParseError } from '../models/pipelines';
import { decodeSearchJob, type Message } from '../models/searchJob';
import { obj, required, type JsonObject } from '../models/decode';
import { useApiRead, type ApiReadResult } from './useApiRead';
import { useSettled } from './useSettled';

/** How long the rule source must stay unchanged before it runs on the sample (as the user types). */
export const RULE_TRIAL_DEBOUNCE_MS = 500;
/** How many of a stream's newest messages an unsaved rule runs on. */
export const RULE_TRIAL_SAMPLE_SIZE = 5;

/** What an unsaved rule did to one message. */
export interface RuleTrialResult {
  matched: boolean;
  /** An action or the condition failed (e.g. a conversion of a missing field). */
  failed: boolean;
  dropped: boolean;
  /** The message's fields after the rule. */
  fields: JsonObject;
  added: JsonObject;
  /** Each changed field's value before the rule. */
  changed: JsonObject;
  removed: JsonObject;
}

/** The parser's errors, or one result per message. */
export interface RuleTrial {
  errors: RuleParseError[] | null;
  results: RuleTrialResult[];
}

/** Sift's `POST /sift/pipelines/rule/try`: runs a rule's source, unsaved, on messages given as fields. */
export async function tryPipelineRule(client: ApiClient, source: string, messages: readonly JsonObject[]): Promise<RuleTrial> {
  const answer = obj(required(await client.post('/sift/pipelines/rule/try', { source, messages }), 'rule trial'), 'rule trial');
  const errors = Array.isArray(answer['errors']) ? answer['errors'].map((e, i) => decodeRuleParseError(e, `errors[${i}]`)) : null;
  const results = Array.isArray(answer['results']) ? answer['results'] : [];
  return {
    errors,
    results: results.map((r, i) => {
      const result = obj(r, `results[${i}]`);
      const fields = (name: string): JsonObject =>
        result[name] && typeof result[name] === 'object' && !Array.isArray(result[name]) ? (result[name] as JsonObject) : {};
      return {
        matched: result['matched'] === true,
        failed: result['failed'] === true,
        dropped: result['dropped'] === true,
        fields: fields('message'),
        added: fields('added_fields'),
        changed: fields('changed_fields'),
        removed: fields('removed_fields'),
      };
    }),
  };
}

/** The newest RULE_TRIAL_SAMPLE_SIZE messages of a stream, over all stored messages. */
async function streamSample(client: ApiClient, streamId: string): Promise<Message[]> {
  const filter = streamsFilter([streamId]);
  const body = {
    queries: [
      {
        id: 'trial',
        timerange: { type: 'relative', range: 0 },
        query: { type: 'elasticsearch', query_string: '' },
        ...(filter ? { filter: encodeFilter(filter) } : {}),
        search_types: [
          {
            id: 'sample',
            type: 'messages',
            limit: RULE_TRIAL_SAMPLE_SIZE,
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
  const result = job.results['trial']?.searchTypes['sample'];
  if (job.results['trial']?.state === 'FAILED' || !result || result.type !== 'messages') {
    throw new Error(job.results['trial']?.errors[0]?.description ?? job.errors[0]?.description ?? 'the search failed');
  }
  return result.messages;
}

/** The newest messages of a stream, for trying a rule on them; nothing is read without a stream. */
export const useRuleTrialSample = (streamId: string | null): ApiReadResult<Message[]> =>
  useApiRead(streamId ? ['search', 'ruleTrialSample', streamId] : null, (c) => streamSample(c, streamId ?? ''), {
    revalidateOnFocus: false,
  });

/**
 * The rule's source run on the sample once the source has stayed unchanged for RULE_TRIAL_DEBOUNCE_MS;
 * nothing runs without a sample or with an empty source.
 */
export function useRuleTrial(source: string, sample: readonly Message[] | undefined): ApiReadResult<RuleTrial> {
  const settled = useSettled(source, RULE_TRIAL_DEBOUNCE_MS);
  const ids = sample?.map((m) => m.id).join(',');
  return useApiRead(
    sample && sample.length > 0 && settled.trim() !== '' ? ['pipelineRules', 'trial', settled, ids] : null,
    (c) =>
      tryPipelineRule(
        c,
        settled,
        (sample ?? []).map((m) => m.fields),
      ),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
