import type { GrokImportStrategy } from '@sift/api';

/** The words of System → Grok Patterns, in one place for the page, its tests and stories. */
export const GROK_TEXTS = {
  title: 'Grok patterns',
  description:
    'Grok patterns name regular expressions, so that extractors and pipeline rules can use them by name: %{IPV4:client} matches an address and stores it as client.',
  create: 'Create pattern',
  importFile: 'Import pattern file',
  filter: 'Filter patterns',
  noPatterns: 'There are no grok patterns yet.',
  testTitle: 'Test with sample data',
  noMatch: 'The pattern does not match the sample data.',
} as const;

export const GROK_FAILURES = {
  save: 'Could not save grok pattern',
  delete: 'Could not delete grok pattern',
  import: 'Could not import grok patterns',
  test: 'Could not test grok pattern',
} as const;

export const GROK_IMPORT_TEXTS: Record<GrokImportStrategy, string> = {
  ABORT_ON_CONFLICT: 'Abort the import if a pattern with the same name already exists',
  REPLACE_ON_CONFLICT: 'Replace existing patterns with the same name',
  DROP_ALL_EXISTING: 'Drop all existing patterns before the import',
};

export const deleteGrokQuestion = (name: string) =>
  `Do you really want to delete the grok pattern ${name}? Extractors and rules that use it stop matching.`;
export const grokSaved = (name: string) => `Grok pattern ${name} saved.`;
export const grokImported = (count: number) => `${count} grok pattern${count === 1 ? '' : 's'} imported.`;
export const invalidLinesText = (lines: readonly number[]) =>
  `${lines.length === 1 ? 'Line' : 'Lines'} ${lines.join(', ')} ${lines.length === 1 ? 'has' : 'have'} no pattern: each line is a name, white space, then the pattern.`;
export const patternsToImport = (count: number) => `${count} pattern${count === 1 ? '' : 's'} to import.`;
