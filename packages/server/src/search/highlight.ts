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
  else if (node.kind === 'term' && !negated && !node.regex && !node.wildcard) out.push({ field: node.field, value: node.value, quoted: node.quoted });
  return out;
}

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Ranges of the matched terms in each string field of a message: token matches in message and
 * full_message, whole values elsewhere.
 */
export function highlightRanges(message: Record<string, unknown>, queries: readonly QueryNode[]): Record<string, HighlightRange[]> {
  const terms = queries.flatMap((q) => positiveTerms(q));
  const result: Record<string, HighlightRange[]> = {};
  for (const [field, value] of Object.entries(message)) {
    if (typeof value !== 'string' || field === '_id' || field === 'timestamp') continue;
    const relevant = terms.filter((t) => t.field === null || t.field === field);
    if (relevant.length === 0) continue;
    const ranges: HighlightRange[] = [];
    if (field === 'message' || field === 'full_message') {
      const wanted = new Set(relevant.flatMap((t) => tokenize(t.value)));
      for (const match of value.matchAll(WORD)) {
        if (wanted.has(match[0].toLowerCase())) ranges.push({ start: match.index, length: match[0].length });
      }
    } else if (relevant.some((t) => t.value === value || (field === 'source' && t.value.toLowerCase() === value.toLowerCase()))) {
      ranges.push({ start: 0, length: value.length });
    }
    if (ranges.length > 0) result[field] = ranges;
  }
  return result;
}
