import { ApiError } from '../http/errors.js';
import { type JsonObject, isObject, optBoolean, optString, readStrictObject } from '../http/body.js';
import { javaDate, jodaDate } from '../db/ids.js';
import { STREAM_RULE_TYPES, type StreamRuleDefinition, type StreamRuleType } from './model.js';
import type { StreamRecord } from './store.js';

export const RULE_TYPE_INFO: { id: StreamRuleType; name: string; short_desc: string; long_desc: string }[] = [
  { id: 1, name: 'EXACT', short_desc: 'match exactly', long_desc: 'match exactly' },
  { id: 2, name: 'REGEX', short_desc: 'match regular expression', long_desc: 'match regular expression' },
  { id: 3, name: 'GREATER', short_desc: 'greater than', long_desc: 'be greater than' },
  { id: 4, name: 'SMALLER', short_desc: 'smaller than', long_desc: 'be smaller than' },
  { id: 5, name: 'PRESENCE', short_desc: 'field presence', long_desc: 'be present' },
  { id: 6, name: 'CONTAINS', short_desc: 'contain', long_desc: 'contain' },
  { id: 7, name: 'ALWAYS_MATCH', short_desc: 'always match', long_desc: 'always match' },
  { id: 8, name: 'MATCH_INPUT', short_desc: 'match input', long_desc: 'match input' },
];

export const ruleJson = (streamId: string, r: StreamRuleDefinition) => ({
  id: r.id,
  stream_id: streamId,
  type: r.type,
  field: r.field,
  value: r.value,
  inverted: r.inverted,
  description: r.description,
});

/** `StreamResponse` of `GET /streams` and `GET /streams/{id}`; `outputs` are the linked outputs' summaries. */
export const streamResponse = (s: StreamRecord, outputs: readonly object[]) => ({
  id: s.id,
  creator_user_id: s.creatorUserId,
  outputs,
  matching_type: s.matchingType,
  description: s.description,
  created_at: jodaDate(s.createdAt),
  disabled: s.disabled,
  rules: s.rules.map((r) => ruleJson(s.id, r)),
  title: s.title,
  content_pack: s.contentPack,
  is_default: s.isDefault,
  remove_matches_from_default_stream: s.removeMatchesFromDefaultStream,
  index_set_id: s.indexSetId,
  is_editable: !s.isDefault,
});

/** `StreamDTO` of `GET /streams/paginated`. */
export const streamDto = (s: StreamRecord) => ({
  ...streamResponse(s, []),
  outputs: s.outputs,
  created_at: javaDate(s.createdAt),
  alert_conditions: [],
  alert_receivers: { emails: [], users: [] },
});

const RULE_FIELDS = ['type', 'value', 'field', 'inverted', 'description'];
const VALUE_REQUIRED: readonly number[] = [
  STREAM_RULE_TYPES.EXACT,
  STREAM_RULE_TYPES.REGEX,
  STREAM_RULE_TYPES.GREATER,
  STREAM_RULE_TYPES.SMALLER,
  STREAM_RULE_TYPES.CONTAINS,
  STREAM_RULE_TYPES.MATCH_INPUT,
];

/** `CreateStreamRuleRequest`: numeric `type`, field needed except for always-match and match-input. */
export function readRule(raw: unknown): Omit<StreamRuleDefinition, 'id'> {
  if (!isObject(raw)) throw new ApiError(400, 'Unable to map property rules: expected an object.');
  const body = readStrictObject(raw, RULE_FIELDS, 'stream rule');
  const type = body['type'];
  if (typeof type !== 'number' || !RULE_TYPE_INFO.some((t) => t.id === type))
    throw new ApiError(400, `Unknown stream rule type ${String(type)}`);
  const ruleType = type as StreamRuleType;
  const field = optString(body, 'field', 512) ?? '';
  const value = optString(body, 'value', 4096) ?? '';
  if (ruleType !== STREAM_RULE_TYPES.ALWAYS_MATCH && ruleType !== STREAM_RULE_TYPES.MATCH_INPUT && field.trim() === '') {
    throw validation('field', 'Field is required.');
  }
  if (VALUE_REQUIRED.includes(ruleType) && value === '') throw validation('value', 'Value is required.');
  if (ruleType === STREAM_RULE_TYPES.REGEX) {
    try {
      new RegExp(value);
    } catch {
      throw validation('value', 'Invalid regular expression.');
    }
  }
  if ((ruleType === STREAM_RULE_TYPES.GREATER || ruleType === STREAM_RULE_TYPES.SMALLER) && !Number.isFinite(Number(value))) {
    throw validation('value', 'Value must be a number.');
  }
  return {
    type: ruleType,
    field,
    value,
    inverted: optBoolean(body, 'inverted') ?? false,
    description: optString(body, 'description', 2000) ?? '',
  };
}

/** Graylog's `ValidationApiError` thrown as an ApiError-compatible error. */
export class ValidationError extends ApiError {
  constructor(readonly errors: Record<string, { error: string }[]>) {
    super(400, 'Validation failed!');
  }
  override toJSON() {
    return { type: 'ValidationApiError' as const, message: 'Validation failed!', validation_errors: this.errors } as unknown as ReturnType<
      ApiError['toJSON']
    >;
  }
}
const validation = (field: string, error: string) => new ValidationError({ [field]: [{ error }] });

export function readMatchingType(body: JsonObject): 'AND' | 'OR' | undefined {
  const v = body['matching_type'];
  if (v === undefined || v === null) return undefined;
  if (v !== 'AND' && v !== 'OR') throw new ApiError(400, 'Unable to map property matching_type: expected AND or OR.');
  return v;
}
