/** Typeahead suggests nothing until at least this many characters are typed. */
export const TYPEAHEAD_MIN_CHARACTERS = 1;
/** At most this many suggestions show. */
export const TYPEAHEAD_MAX_SUGGESTIONS = 6;

/**
 * The suggestions for the typed text: none below the minimum length, else those containing it
 * (case-insensitively), those starting with it first, at most six.
 */
export function typeaheadSuggestions(candidates: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  if (needle.length < TYPEAHEAD_MIN_CHARACTERS) return [];
  const matching = candidates.filter((candidate) => candidate.toLowerCase().includes(needle));
  const starting = matching.filter((candidate) => candidate.toLowerCase().startsWith(needle));
  const containing = matching.filter((candidate) => !candidate.toLowerCase().startsWith(needle));
  return [...starting, ...containing].slice(0, TYPEAHEAD_MAX_SUGGESTIONS);
}
