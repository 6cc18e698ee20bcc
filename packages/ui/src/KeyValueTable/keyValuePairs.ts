export type KeyValuePairs = Readonly<Record<string, string>>;

/** Add is possible only once both key and value are non-empty (blanks do not count). */
export function canAddPair(key: string, value: string): boolean {
  return key.trim() !== '' && value.trim() !== '';
}

/** The pairs with one added, or replaced when the key exists. */
export function addPair(pairs: KeyValuePairs, key: string, value: string): Record<string, string> {
  return { ...pairs, [key.trim()]: value };
}

export function removePair(pairs: KeyValuePairs, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(pairs).filter(([k]) => k !== key));
}

/** The question asked before a property is deleted. */
export const deletePropertyQuestion = (key: string): string => `Are you sure you want to delete property '${key}'?`;
