import type { QueryValidation } from '@sift/api';
import { offsetOf } from '../queryInput/tokenize';

export type Explanation = QueryValidation['explanations'][number];

/** The explanations to list: UNKNOWN_FIELD entries for the same property collapse into one. */
export function explanationsToShow(explanations: readonly Explanation[]): Explanation[] {
  const seen = new Set<string>();
  return explanations.filter((explanation) => {
    if (explanation.errorType !== 'UNKNOWN_FIELD' || explanation.relatedProperty === null) return true;
    if (seen.has(explanation.relatedProperty)) return false;
    seen.add(explanation.relatedProperty);
    return true;
  });
}

/** Where an explanation points, in words (1-based, as people count). */
export function explanationPosition(explanation: Explanation): string | null {
  if (explanation.beginLine === null || explanation.beginColumn === null) return null;
  return `line ${explanation.beginLine + 1}, column ${explanation.beginColumn + 1}`;
}

/** The character ranges ([start, end)) explanations point at, for marking the query. */
export function explanationRanges(query: string, explanations: readonly Explanation[]): Array<[number, number]> {
  return explanations.flatMap((e) => {
    if (e.beginLine === null || e.beginColumn === null || e.endLine === null || e.endColumn === null) return [];
    const start = offsetOf(query, e.beginLine, e.beginColumn);
    const end = offsetOf(query, e.endLine, e.endColumn);
    return end > start ? [[start, end] as [number, number]] : [];
  });
}
