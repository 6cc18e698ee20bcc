/** Keys that turn the typed text into a tag. */
export const TAG_ADD_KEYS = ['Enter', 'Tab'] as const;

/** The tags with the typed text added: trimmed, and only when non-empty and not already there. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim();
  return tag === '' || tags.includes(tag) ? [...tags] : [...tags, tag];
}
