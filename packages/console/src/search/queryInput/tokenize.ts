/** Token kinds of the query syntax, for highlighting. */
export type TokenKind = 'field' | 'operator' | 'string' | 'range' | 'paren' | 'term' | 'space';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Offset of the first character in the query. */
  start: number;
}

const OPERATORS = new Set(['AND', 'OR', 'NOT', '&&', '||', 'TO']);

function readQuoted(query: string, start: number): number {
  let i = start + 1;
  while (i < query.length && query[i] !== '"') i += query[i] === '\\' ? 2 : 1;
  return Math.min(query.length, i + 1);
}

function readRange(query: string, start: number): number {
  const close = query.slice(start).search(/[\]}]/);
  return close < 0 ? query.length : start + close + 1;
}

/**
 * Splits a query string into tokens covering every character (the highlighted mirror shows exactly
 * the text typed): `field:`, operators, quoted strings, ranges, parentheses, terms and spaces.
 */
export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const char = query[i] as string;
    const start = i;
    let kind: TokenKind;
    if (/\s/.test(char)) {
      while (i < query.length && /\s/.test(query[i] as string)) i += 1;
      kind = 'space';
    } else if (char === '"') {
      i = readQuoted(query, i);
      kind = 'string';
    } else if (char === '[' || char === '{') {
      i = readRange(query, i);
      kind = 'range';
    } else if (char === '(' || char === ')') {
      i += 1;
      kind = 'paren';
    } else {
      while (i < query.length && !/[\s()"[{]/.test(query[i] as string)) {
        if (query[i] === '\\') i += 1;
        i += 1;
        if (query[i - 1] === ':' && query[i - 2] !== '\\') break;
      }
      const text = query.slice(start, i);
      if (text.endsWith(':') && text.length > 1) kind = 'field';
      else kind = OPERATORS.has(text) || text === '!' ? 'operator' : 'term';
    }
    tokens.push({ kind, text: query.slice(start, i), start });
  }
  return tokens;
}

/** Offset of a 0-based line and column in a multi-line query. */
export function offsetOf(query: string, line: number, column: number): number {
  const lines = query.split('\n');
  let offset = 0;
  for (let l = 0; l < line && l < lines.length; l += 1) offset += (lines[l]?.length ?? 0) + 1;
  return Math.min(query.length, offset + column);
}

export interface Segment {
  kind: TokenKind;
  text: string;
  /** Inside a range the validation marked. */
  error: boolean;
}

/** Tokens cut at the edges of error ranges ([start, end) offsets), for the highlighted mirror. */
export function highlightSegments(query: string, errorRanges: ReadonlyArray<readonly [number, number]>): Segment[] {
  const inError = (offset: number) => errorRanges.some(([start, end]) => offset >= start && offset < end);
  const cuts = new Set(errorRanges.flat());
  return tokenize(query).flatMap((token) => {
    const segments: Segment[] = [];
    let from = 0;
    for (let i = 1; i <= token.text.length; i += 1) {
      if (i === token.text.length || cuts.has(token.start + i)) {
        segments.push({ kind: token.kind, text: token.text.slice(from, i), error: inError(token.start + from) });
        from = i;
      }
    }
    return segments;
  });
}
