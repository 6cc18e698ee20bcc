import type { QueryNode } from '../query/ast.js';
import { tokenize } from '../query/compile.js';

export interface HighlightRange {
  start: number;
  length: number;
}

/** The terms a query looks for (outside NOT), by field (null = any field). */
export function positiveTerms(node: QueryNode, out: { field: string | null; value: string; quoted: boolean }[] = [], negated = false) {
  if (node.kind === 'and' || node.kind === 'or') for (const c of node.children) positiveTerms(c, out, negated);
  else if (node.kind === 'not') positiveTerms(node.child, out, !negated);
  else if (node.kind === 'term' && !negated && !node.regex && !node.wildcard)
    out.push({ field: node.field, value: node.value, quoted: node.quoted });
  return out;
}

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Ranges of the matched terms in each string field of a message: token matches in message and
 * full_message, whole values elsewhere. Made once per result (the terms are read and tokenized once),
 * then applied to each of its messages.
 */
export function highlighter(queries: readonly QueryNode[]): (message: Record<string, unknown>) => Record<string, HighlightRange[]> {
  const terms = queries.flatMap((q) => positiveTerms(q));
  if (terms.length === 0) return () => ({});
  const anyField = terms.filter((t) => t.field === null);
  const byField = new Map<string, typeof terms>();
  for (const t of terms) if (t.field !== null) byField.set(t.field, [...(byField.get(t.field) ?? []), t]);
  const words = new Map<string, Set<string>>();
  for (const field of ['message', 'full_message']) {
    const relevant = [...anyField, ...(byField.get(field) ?? [])];
    if (relevant.length > 0) words.set(field, new Set(relevant.flatMap((t) => tokenize(t.value))));
  }
  return (message) => {
    const result: Record<string, HighlightRange[]> = {};
    for (const field in message) {
      const value = message[field];
      if (typeof value !== 'string' || field === '_id' || field === 'timestamp') continue;
      const ranges: HighlightRange[] = [];
      const wanted = words.get(field);
      if (wanted) {
        for (const match of value.matchAll(WORD)) {
          if (wanted.has(match[0].toLowerCase())) ranges.push({ start: match.index, length: match[0].length });
        }
      } else if (field !== 'message' && field !== 'full_message') {
        const equal = (t: { value: string }) => t.value === value || (field === 'source' && t.value.toLowerCase() === value.toLowerCase());
        if (anyField.some(equal) || (byField.get(field) ?? []).some(equal)) ranges.push({ start: 0, length: value.length });
      }
      if (ranges.length > 0) result[field] = ranges;
    }
    return result;
  };
}
