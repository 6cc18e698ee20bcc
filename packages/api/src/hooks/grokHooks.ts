import type { ApiClient } from '../client/ApiClient';
import { GrokApi } from '../calls/admin';
import { useApiMutation } from './mutations';

/** How an import treats patterns whose names exist already (`PUT /system/grok?import-strategy=`). */
export const GROK_IMPORT_STRATEGIES = ['ABORT_ON_CONFLICT', 'REPLACE_ON_CONFLICT', 'DROP_ALL_EXISTING'] as const;
export type GrokImportStrategy = (typeof GROK_IMPORT_STRATEGIES)[number];

/**
 * The patterns of a pattern file: one `NAME<whitespace>pattern` per line; blank lines and lines starting
 * with `#` are skipped. Answers the lines that are neither and have no pattern, by number, as problems.
 */
export function parseGrokPatternFile(text: string): { patterns: Array<{ name: string; pattern: string }>; invalidLines: number[] } {
  const patterns: Array<{ name: string; pattern: string }> = [];
  const invalidLines: number[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = /^(\S+)\s+(.+)$/.exec(line);
    if (match) patterns.push({ name: match[1] ?? '', pattern: match[2] ?? '' });
    else invalidLines.push(index + 1);
  });
  return { patterns, invalidLines };
}

const savePattern = (client: ApiClient, id: string | null, pattern: { name: string; pattern: string }) =>
  id ? GrokApi.update(client, id, pattern) : GrokApi.create(client, pattern);
const importPatterns = (client: ApiClient, patterns: Array<{ name: string; pattern: string }>, strategy: GrokImportStrategy) =>
  GrokApi.importPatterns(client, patterns, strategy);

/** Creates a grok pattern (id null) or changes one; the server refuses a pattern that does not compile. */
export const useSaveGrokPattern = () => useApiMutation(savePattern, ['grokPatterns']);
export const useDeleteGrokPattern = () => useApiMutation(GrokApi.remove, ['grokPatterns']);
/** Imports patterns all or nothing, treating existing names by the strategy. */
export const useImportGrokPatterns = () => useApiMutation(importPatterns, ['grokPatterns']);
/** The captures of a pattern on sample data, with every stored pattern available to it; changes nothing. */
export const useTestGrokPattern = () => useApiMutation(GrokApi.test, []);
