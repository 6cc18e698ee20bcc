/** Wire answers of grok patterns for the grok page's tests and stories. */
export const grokWire = (id: string, name: string, pattern: string) => ({ id, name, pattern, content_pack: null });

export const GROK_PATTERNS_WIRE = [
  grokWire('g1', 'BASE10NUM', '(?<![0-9.+-])(?>[+-]?(?:(?:[0-9]+(?:\\.[0-9]+)?)|(?:\\.[0-9]+)))'),
  grokWire('g2', 'HTTP_STATUS', '%{BASE10NUM}'),
  grokWire('g3', 'WORD', '\\b\\w+\\b'),
];

export const grokPage = (patterns = GROK_PATTERNS_WIRE, query: string | null = null) => ({
  total: patterns.length,
  count: patterns.length,
  page: 1,
  per_page: 50,
  query,
  patterns,
});
