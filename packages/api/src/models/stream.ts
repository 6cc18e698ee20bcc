import { arrOr, bool, boolOr, num, obj, oneOf, optStr, str, type JsonObject } from './decode';

/** Stream rule types by numeric id (API.md §8). */
export const STREAM_RULE_TYPES = {
  1: 'EXACT',
  2: 'REGEX',
  3: 'GREATER',
  4: 'SMALLER',
  5: 'PRESENCE',
  6: 'CONTAINS',
  7: 'ALWAYS_MATCH',
  8: 'MATCH_INPUT',
} as const;
export type StreamRuleTypeId = keyof typeof STREAM_RULE_TYPES;
const RULE_TYPE_IDS = Object.keys(STREAM_RULE_TYPES).map(Number) as StreamRuleTypeId[];

export interface StreamRuleWire {
  id: string;
  stream_id: string;
  type: StreamRuleTypeId;
  field: string;
  value: string;
  inverted: boolean;
  description: string | null;
}

export interface StreamRule {
  id: string;
  streamId: string;
  type: StreamRuleTypeId;
  field: string;
  value: string;
  inverted: boolean;
  description: string | null;
}

/** StreamResponse of `GET /streams` and `GET /streams/{id}`. */
export interface StreamWire {
  id: string;
  creator_user_id: string;
  /** Output summaries (`GET /streams`) or output ids (`/streams/paginated`). */
  outputs: Array<JsonObject | string>;
  matching_type: 'AND' | 'OR';
  description: string | null;
  created_at: string;
  disabled: boolean;
  rules: StreamRuleWire[];
  title: string;
  content_pack: string | null;
  is_default: boolean | null;
  remove_matches_from_default_stream: boolean;
  index_set_id: string;
  is_editable: boolean;
}

export interface Stream {
  id: string;
  creatorUserId: string;
  /** Output summaries (`GET /streams`) or output ids (`/streams/paginated`), as sent. */
  outputs: Array<JsonObject | string>;
  matchingType: 'AND' | 'OR';
  description: string | null;
  createdAt: string;
  /** True when the stream is paused. */
  disabled: boolean;
  rules: StreamRule[];
  title: string;
  contentPack: string | null;
  isDefault: boolean;
  removeMatchesFromDefaultStream: boolean;
  indexSetId: string;
  isEditable: boolean;
}

export function decodeStreamRule(value: unknown, field: string): StreamRule {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    streamId: str(source['stream_id'], `${field}.stream_id`),
    type: oneOf(RULE_TYPE_IDS, source['type'], `${field}.type`),
    field: str(source['field'] ?? '', `${field}.field`),
    value: str(source['value'] ?? '', `${field}.value`),
    inverted: boolOr(source['inverted'], `${field}.inverted`, false),
    description: optStr(source['description'], `${field}.description`),
  };
}

export function encodeStreamRule(rule: StreamRule): StreamRuleWire {
  return {
    id: rule.id,
    stream_id: rule.streamId,
    type: rule.type,
    field: rule.field,
    value: rule.value,
    inverted: rule.inverted,
    description: rule.description,
  };
}

export function decodeStream(value: unknown, field = 'stream'): Stream {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    creatorUserId: str(source['creator_user_id'], `${field}.creator_user_id`),
    outputs: arrOr(source['outputs'], `${field}.outputs`, (o, f) => (typeof o === 'string' ? o : obj(o, f))),
    matchingType: oneOf(['AND', 'OR'] as const, source['matching_type'] ?? 'AND', `${field}.matching_type`),
    description: optStr(source['description'], `${field}.description`),
    createdAt: str(source['created_at'], `${field}.created_at`),
    disabled: bool(source['disabled'], `${field}.disabled`),
    rules: arrOr(source['rules'], `${field}.rules`, decodeStreamRule),
    title: str(source['title'], `${field}.title`),
    contentPack: optStr(source['content_pack'], `${field}.content_pack`),
    isDefault: boolOr(source['is_default'], `${field}.is_default`, false),
    removeMatchesFromDefaultStream: boolOr(
      source['remove_matches_from_default_stream'],
      `${field}.remove_matches_from_default_stream`,
      false,
    ),
    indexSetId: str(source['index_set_id'], `${field}.index_set_id`),
    isEditable: boolOr(source['is_editable'], `${field}.is_editable`, false),
  };
}

export function encodeStream(stream: Stream): StreamWire {
  return {
    id: stream.id,
    creator_user_id: stream.creatorUserId,
    outputs: stream.outputs,
    matching_type: stream.matchingType,
    description: stream.description,
    created_at: stream.createdAt,
    disabled: stream.disabled,
    rules: stream.rules.map(encodeStreamRule),
    title: stream.title,
    content_pack: stream.contentPack,
    is_default: stream.isDefault,
    remove_matches_from_default_stream: stream.removeMatchesFromDefaultStream,
    index_set_id: stream.indexSetId,
    is_editable: stream.isEditable,
  };
}

/** Stream rule type descriptors of `GET /streams/{id}/rules/types`. */
export interface StreamRuleTypeWire {
  id: StreamRuleTypeId;
  name: string;
  short_desc: string;
  long_desc: string;
}

export function decodeStreamRuleType(value: unknown, field: string): StreamRuleTypeWire {
  const source = obj(value, field);
  return {
    id: oneOf(RULE_TYPE_IDS, num(source['id'], `${field}.id`), `${field}.id`),
    name: str(source['name'], `${field}.name`),
    short_desc: str(source['short_desc'], `${field}.short_desc`),
    long_desc: str(source['long_desc'], `${field}.long_desc`),
  };
}
