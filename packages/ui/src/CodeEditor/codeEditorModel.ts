/** What the highlighter colours a piece of source text as. */
export const CODE_TOKEN_KINDS = [
  'keyword',
  'string',
  'number',
  'comment',
  'function',
  'variable',
  'field',
  'operator',
  'punctuation',
  'text',
] as const;
export type CodeTokenKind = (typeof CODE_TOKEN_KINDS)[number];

/** A piece of the source; a tokenizer's pieces, joined, are the whole source. */
export interface CodeToken {
  text: string;
  kind: CodeTokenKind;
}

/** A problem in the source at a line (from 1) and a column (from 0, as parsers count). */
export interface CodeDiagnostic {
  line: number;
  column: number;
  message: string;
}

/** A completion of the word before the caret. */
export interface CodeCompletion {
  /** What the list shows and what replaces the word, unless `insert` says otherwise. */
  label: string;
  /** A short note beside the label, e.g. a function's signature. */
  detail?: string;
  /** A longer text shown under the list while the completion is the active one. */
  description?: string;
  /** The text that replaces the word, e.g. `to_string(`. */
  insert?: string;
}

/** A token with its lines, ready to draw: `error` marks a token a diagnostic points into. */
export interface MarkedToken extends CodeToken {
  error: boolean;
}

/** The offset of a line (from 1) and column (from 0) in `source`, clamped to the line's end. */
export function offsetOf(source: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = source.indexOf('\n', offset);
    if (next < 0) return source.length;
    offset = next + 1;
  }
  const end = source.indexOf('\n', offset);
  const lineEnd = end < 0 ? source.length : end;
  return Math.min(offset + Math.max(0, column), lineEnd);
}

/**
 * The tokens split into lines (a token that spans lines, such as a block comment, is cut at each line
 * break), each token marked when a diagnostic points into it. A diagnostic at a line's end marks the
 * last token of the line.
 */
export function markLines(source: string, tokens: readonly CodeToken[], diagnostics: readonly CodeDiagnostic[]): MarkedToken[][] {
  const marks = diagnostics.map((d) => offsetOf(source, d.line, d.column));
  const lines: MarkedToken[][] = [[]];
  let start = 0;
  for (const token of tokens) {
    const end = start + token.text.length;
    const error = marks.some((m) => (m >= start && m < end) || (m === end && (source[m] === '\n' || m === source.length) && end > start));
    token.text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1]?.push({ text: part, kind: token.kind, error });
    });
    start = end;
  }
  return lines;
}

const WORD_BEFORE = /[A-Za-z_][A-Za-z0-9_]*$/;

/** The identifier that ends at the caret (empty when there is none), and where it starts. */
export function wordBefore(source: string, caret: number): { word: string; start: number } {
  const match = WORD_BEFORE.exec(source.slice(0, caret));
  return match ? { word: match[0], start: caret - match[0].length } : { word: '', start: caret };
}

/** The source with the word before the caret replaced by the completion, and where the caret goes. */
export function applyCompletion(source: string, caret: number, completion: CodeCompletion): { source: string; caret: number } {
  const { start } = wordBefore(source, caret);
  const insert = completion.insert ?? completion.label;
  return { source: source.slice(0, start) + insert + source.slice(caret), caret: start + insert.length };
}
