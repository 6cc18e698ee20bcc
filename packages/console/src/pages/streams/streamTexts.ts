import type { StreamRuleTypeId } from '@sift/api';

/** The streams toasts of 3-administration.md §8 (failures), each followed by the server's message. */
export const STREAM_FAILURES = {
  load: 'Could not load streams',
  pause: 'Could not pause stream',
  resume: 'Could not resume stream',
  save: 'Could not save stream',
  update: 'Could not update stream',
  clone: 'Could not clone stream',
  delete: 'Could not delete stream',
  removeOutput: 'Could not remove output',
  addOutput: 'Could not add output',
  testRules: 'Could not test stream rules',
} as const;

export const STREAM_STATUS = { running: 'Running', paused: 'Paused' } as const;

export const REMOVE_FROM_DEFAULT_LABEL = 'Remove matches from \u2018Default Stream\u2019';
export const REMOVE_FROM_DEFAULT_HELP = 'Messages that match this stream are not kept in the \u2018Default Stream\u2019.';
export const NEW_STREAMS_START_PAUSED = 'A new stream starts paused: add its rules, then start it.';

export const deleteStreamQuestion = (title: string) => `Do you really want to delete the stream "${title}"?`;
export const deleteStreamsQuestion = (count: number) => `Do you really want to delete ${count} ${count === 1 ? 'stream' : 'streams'}?`;
export const streamCreated = (title: string) => `Stream "${title}" was created. It is paused until you start it.`;
export const streamDeleted = (title: string) => `Stream "${title}" was deleted.`;

/** What a rule type asks for: every type but presence and "always match" needs a value; "always match" needs no field. */
export const RULE_TYPE_NEEDS = {
  1: { field: true, value: true },
  2: { field: true, value: true },
  3: { field: true, value: true },
  4: { field: true, value: true },
  5: { field: true, value: false },
  6: { field: true, value: true },
  7: { field: false, value: false },
  8: { field: false, value: true },
} as const satisfies Record<StreamRuleTypeId, { field: boolean; value: boolean }>;

/** How a rule reads in a sentence (Graylog's `long_desc`), when the server's descriptions are not loaded. */
export const RULE_TYPE_SENTENCES: Record<StreamRuleTypeId, string> = {
  1: 'match exactly',
  2: 'match regular expression',
  3: 'be greater than',
  4: 'be smaller than',
  5: 'be present',
  6: 'contain',
  7: 'always match',
  8: 'match input',
};

/** "source must match exactly web-01", "level must not be greater than 4", "always match". */
export function describeRule(
  rule: { type: StreamRuleTypeId; field: string; value: string; inverted: boolean },
  sentences: Record<number, string> = RULE_TYPE_SENTENCES,
): string {
  const sentence = sentences[rule.type] ?? RULE_TYPE_SENTENCES[rule.type];
  if (rule.type === 7) return rule.inverted ? 'never match' : sentence;
  const must = rule.inverted ? 'must not' : 'must';
  if (rule.type === 8) return `gl2_source_input ${must} ${sentence} ${rule.value}`;
  return RULE_TYPE_NEEDS[rule.type].value ? `${rule.field} ${must} ${sentence} ${rule.value}` : `${rule.field} ${must} ${sentence}`;
}

export const MATCHING_TYPE_OPTIONS = [
  { value: 'AND', label: 'A message must match all of the following rules' },
  { value: 'OR', label: 'A message must match at least one of the following rules' },
] as const;
