import type { FieldType } from '@sift/api';
import { escapeQueryValue } from '../sidebar';

/** What the word at the caret asks for: a field name, or a value of a field. */
export type CompletionContext =
  { kind: 'field'; prefix: string; from: number; to: number } | { kind: 'value'; field: string; input: string; from: number; to: number };

/** The word ending at the caret (after a space, a parenthesis or a sign) and what to complete in it. */
export function completionContext(query: string, caret: number): CompletionContext | null {
  let start = caret;
  while (start > 0 && !/[\s()]/.test(query[start - 1] as string)) start -= 1;
  let word = query.slice(start, caret);
  if (word.startsWith('-') || word.startsWith('+') || word.startsWith('!')) {
    start += 1;
    word = word.slice(1);
  }
  const colon = word.indexOf(':');
  if (colon > 0) {
    const field = word.slice(0, colon);
    const input = word.slice(colon + 1).replace(/^"/, '');
    if (field === '_exists_') return { kind: 'field', prefix: input, from: start + colon + 1, to: caret };
    return { kind: 'value', field, input, from: start + colon + 1, to: caret };
  }
  if (word === '' || word.startsWith('"')) return null;
  return { kind: 'field', prefix: word, from: start, to: caret };
}

/** Field names starting with the prefix (any case), alphabetically. */
export function fieldSuggestions(fields: readonly FieldType[], prefix: string): string[] {
  const lower = prefix.toLowerCase();
  return fields
    .map((field) => field.name)
    .filter((name) => name.toLowerCase().startsWith(lower) && name !== prefix)
    .sort((a, b) => a.localeCompare(b));
}

/** Values are suggested only for enumerable fields (2-search-and-dashboards.md §5). */
export function isEnumerable(fields: readonly FieldType[], name: string): boolean {
  return fields.some((field) => field.name === name && field.properties.includes('enumerable'));
}

export interface SuggestionPage {
  field: string;
  input: string;
  values: string[];
  /** Documents with values not in the page; 0 means the page holds every value. */
  sumOtherDocsCount: number | null;
}

/**
 * The reuse rule: an earlier page answers a new input without a request when the input extends the
 * earlier one and no further suggestions remained (sum_other_docs_count 0). Null means: ask the server.
 */
export function reuseSuggestions(previous: SuggestionPage | null, field: string, input: string): string[] | null {
  if (!previous || previous.field !== field || !input.startsWith(previous.input) || previous.sumOtherDocsCount !== 0) return null;
  return previous.values.filter((value) => value.startsWith(input));
}

/** The query with a completion put in place of the completed part, and the caret after it. */
export function applyCompletion(query: string, context: CompletionContext, choice: string): { query: string; caret: number } {
  const inserted = context.kind === 'field' ? `${choice}:` : `${escapeQueryValue(choice)} `;
  const next = `${query.slice(0, context.from)}${inserted}${query.slice(context.to)}`;
  return { query: next, caret: context.from + inserted.length };
}
