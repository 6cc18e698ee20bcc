import type { ExtractorTestResult } from '@sift/api';

/** The create and edit screens' toasts and texts. */
export const EXTRACTOR_FORM_TEXTS = {
  created: 'Extractor created successfully',
  updated: 'Extractor updated successfully',
  createFailed: 'Could not create extractor',
  updateFailed: 'Could not update extractor',
  noExample: 'Type or paste an example to try the extractor on it.',
  settingsMissing: "Fill in the extractor's settings to try it.",
  testing: 'Trying the extractor on the example…',
  noMatch: "The extractor takes nothing from this example. Check its settings, or the indexes against the example's length.",
  testFailed: 'Could not try the extractor',
  /** 3-administration.md §8, Tools. */
  regexTestFailed: 'Could not try regular expression',
  fixErrors: 'Please fix the fields marked above.',
  noRecent: 'This input has received no messages yet.',
  noSourceValue: 'A message without text in the source field',
  conditionMissing: 'Fill in the condition to try it on the example.',
  conditionTesting: 'Trying the condition on the example…',
  conditionMatches: 'Matches: the extractor would run on this example.',
  conditionNoMatch: 'Does not match: the extractor would not run on this example.',
} as const;

export const CONDITION_OPTIONS = [
  { value: 'none', label: 'Always' },
  { value: 'string', label: 'Only if the field contains a string' },
  { value: 'regex', label: 'Only if the field matches a regular expression' },
] as const;

export const CURSOR_OPTIONS = [
  { value: 'copy', label: 'Copy', description: 'The source field keeps its value.' },
  {
    value: 'cut',
    label: 'Cut',
    description: 'What is extracted is removed from the source field (never from message, source, timestamp or gl2_ fields).',
  },
] as const;

/** What the tester found, in words. */
export function testOutcome(result: ExtractorTestResult): string {
  if (!result.matched) return result.error ?? EXTRACTOR_FORM_TEXTS.noMatch;
  if (result.fields)
    return `Fields: ${Object.entries(result.fields)
      .map(([name, value]) => `${name} = ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(', ')}`;
  return `Extracted value: ${result.value ?? ''}`;
}

/** How many of the recent messages the extractor takes something from. */
export const recentSummary = (matched: number, tried: number, total: number) =>
  `Takes a value from ${matched} of ${tried} messages with text in the source field (${total} recent messages).`;
