/** The id of the default stream "All messages" (API.md §8). */
export const DEFAULT_STREAM_ID = '000000000000000000000001';

/** Stream rule types by Graylog's numeric codes (`StreamRuleType`). */
export const STREAM_RULE_TYPES = {
  EXACT: 1,
  GREATER: 3,
  SMALLER: 4,
  REGEX: 2,
  PRESENCE: 5,
  CONTAINS: 6,
  ALWAYS_MATCH: 7,
  MATCH_INPUT: 8,
} as const;
export type StreamRuleType = (typeof STREAM_RULE_TYPES)[keyof typeof STREAM_RULE_TYPES];

export interface StreamRuleDefinition {
  id: string;
  field: string;
  type: StreamRuleType;
  value: string;
  inverted: boolean;
  description: string;
}

/** What ingest needs to know about a stream to route messages into it. */
export interface StreamDefinition {
  id: string;
  title: string;
  /** A paused stream matches nothing. */
  disabled: boolean;
  matchingType: 'AND' | 'OR';
  removeMatchesFromDefaultStream: boolean;
  indexSetId: string;
  rules: StreamRuleDefinition[];
}

/**
 * The contract between the streams API (which owns and persists streams) and ingest (which routes
 * every message by them). Changes must reach ingest at once.
 */
export interface StreamRegistry {
  list(): readonly StreamDefinition[];
  /** Called after any stream or rule changes; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}
