import type { ApiClient } from '../client/ApiClient';
import type { Message } from '../models/searchJob';
import { decodeSearchJob } from '../models/searchJob';
import { STREAM_RULE_TYPES, type StreamRuleTypeId } from '../models/stream';
import { obj, required } from '../models/decode';
import { useApiRead, type ApiReadResult } from './useApiRead';

/** The rule shape the preview reads (a stored rule or one being edited). */
export interface PreviewRule {
  type: StreamRuleTypeId;
  field: string;
  value: string;
  inverted: boolean;
}

/** How far back the rules preview looks, and how many matching messages it shows. */
export const RULES_PREVIEW_RANGE_SECONDS = 3600;
export const RULES_PREVIEW_SAMPLE_SIZE = 5;

const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
const escapedTerm = (value: string) => value.replace(/[\\+\-!():^[\]"{}~*?|&/\s]/g, (c) => `\\${c}`);
const fieldName = (field: string) => field.replace(/[\\+\-!():^[\]"{}~*?|&/\s]/g, (c) => `\\${c}`);

function clause(rule: PreviewRule): string {
  const field = fieldName(rule.field.trim());
  switch (STREAM_RULE_TYPES[rule.type]) {
    case 'EXACT':
      return `${field}:${quoted(rule.value)}`;
    case 'REGEX':
      // Graylog's rule finds the pattern anywhere in the value; a Lucene regular expression must match all of it.
      return `${field}:/.*(${rule.value.replace(/\//g, '\\/')}).*/`;
    case 'GREATER':
      return `${field}:>${escapedTerm(rule.value)}`;
    case 'SMALLER':
      return `${field}:<${escapedTerm(rule.value)}`;
    case 'PRESENCE':
      return `_exists_:${field}`;
    case 'CONTAINS':
      return `${field}:*${escapedTerm(rule.value)}*`;
    case 'ALWAYS_MATCH':
      return '*';
    case 'MATCH_INPUT':
      return `gl2_source_input:${quoted(rule.value)}`;
    default:
      return '*';
  }
}

/**
 * The search query that finds, approximately, the stored messages a stream's rules would match: each rule
 * as a Lucene clause (inverted ones negated), joined by AND ("match all") or OR ("match any"). Null without
 * rules, as such a stream matches nothing. Text fields are searched by their analysed terms, so an exact
 * or contains rule on `message` can match a little more or less than the rule itself.
 */
export function streamRulesQuery(rules: readonly PreviewRule[], matchingType: 'AND' | 'OR'): string | null {
  if (rules.length === 0) return null;
  return rules
    .map((rule) => (rule.inverted ? `NOT (${clause(rule)})` : `(${clause(rule)})`))
    .join(matchingType === 'OR' ? ' OR ' : ' AND ');
}

export interface RulesPreview {
  /** How many of the last hour's messages match. */
  total: number;
  /** The newest of them, at most `RULES_PREVIEW_SAMPLE_SIZE`. */
  messages: Message[];
}

async function preview(client: ApiClient, query: string): Promise<RulesPreview> {
  const body = {
    queries: [
      {
        id: 'preview',
        timerange: { type: 'relative', range: RULES_PREVIEW_RANGE_SECONDS },
        query: { type: 'elasticsearch', query_string: query },
        search_types: [
          {
            id: 'sample',
            type: 'messages',
            limit: RULES_PREVIEW_SAMPLE_SIZE,
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
  const result = job.results['preview']?.searchTypes['sample'];
  if (job.results['preview']?.state === 'FAILED' || !result || result.type !== 'messages') {
    const reason = job.results['preview']?.errors[0]?.description ?? job.errors[0]?.description ?? 'the search failed';
    throw new Error(reason);
  }
  return { total: result.total, messages: result.messages };
}

/** How many of the last hour's messages the rules would have matched, with a sample; nothing is read without rules. */
export function useStreamRulesPreview(rules: readonly PreviewRule[], matchingType: 'AND' | 'OR'): ApiReadResult<RulesPreview> {
  const query = streamRulesQuery(rules, matchingType);
  return useApiRead(query === null ? null : ['search', 'streamRulesPreview', query], (c) => preview(c, query ?? ''));
}
