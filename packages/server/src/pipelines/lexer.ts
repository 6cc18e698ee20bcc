/**
 * The tokenizer of Graylog's rule language (`RuleLang.g4`): keywords are case-insensitive, strings are
 * double-quoted with Java escapes, identifiers may be back-quoted, and `//` and `/* … *\/` are comments.
 * Positions follow ANTLR: lines count from 1, the position in a line from 0.
 */

export type TokenKind = 'string' | 'int' | 'float' | 'ident' | 'keyword' | 'message' | 'punct' | 'eof';

export interface Token {
  kind: TokenKind;
  /** The text as written (for keywords lower-cased; for strings and back-quoted identifiers the value). */
  text: string;
  /** The source text of the token, for error messages. */
  raw: string;
  line: number;
  col: number;
}

/** A problem found while reading a source, in Graylog's RuleSource `errors` shape. */
export interface ParseError {
  type: string;
  line: number;
  position_in_line: number;
  reason: string;
}

const KEYWORDS = new Set([
  'rule',
  'when',
  'then',
  'end',
  'let',
  'and',
  'or',
  'not',
  'true',
  'false',
  'null',
  'pipeline',
  'stage',
  'match',
  'all',
  'either',
  'pass',
  'during',
]);

const PUNCT = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  ':',
  ';',
  '.',
  '=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
];

const ESCAPES: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', "'": "'", '\\': '\\' };

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isIdentStart = (c: string | undefined) => c !== undefined && /[A-Za-z_]/.test(c);
const isIdentPart = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);

/** Splits a source into tokens; unreadable characters become `syntax_error`s (ANTLR's token recognition errors). */
export function tokenize(source: string, errors: ParseError[]): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const error = (at: number, atLine: number, atLineStart: number, reason: string) =>
    errors.push({ type: 'syntax_error', line: atLine, position_in_line: at - atLineStart, reason });

  while (i < source.length) {
    const c = source[i]!;
    if (c === '\n') {
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      for (let j = i; j < stop; j++) {
        if (source[j] === '\n') {
          line++;
          lineStart = j + 1;
        }
      }
      i = stop;
      continue;
    }
    const start = i;
    const col = i - lineStart;
    const push = (kind: TokenKind, text: string) => tokens.push({ kind, text, raw: source.slice(start, i), line, col });

    if (c === '"') {
      const startLine = line;
      const startLineStart = lineStart;
      let value = '';
      let ok = false;
      i++;
      while (i < source.length) {
        const d = source[i]!;
        if (d === '"') {
          i++;
          ok = true;
          break;
        }
        if (d === '\\') {
          const e = source[i + 1];
          if (e !== undefined && e in ESCAPES) {
            value += ESCAPES[e];
            i += 2;
            continue;
          }
          if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
            value += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
            i += 6;
            continue;
          }
          error(i, line, lineStart, `token recognition error at: '${source.slice(start, i + 2)}'`);
          value += e ?? '';
          i += 2;
          continue;
        }
        if (d === '\n') {
          line++;
          lineStart = i + 1;
        }
        value += d;
        i++;
      }
      if (!ok) {
        error(
          start,
          startLine,
          startLineStart,
          `token recognition error at: '${source.slice(start, Math.min(source.length, start + 20))}'`,
        );
        continue;
      }
      tokens.push({ kind: 'string', text: value, raw: source.slice(start, i), line: startLine, col: start - startLineStart });
      continue;
    }
    if (c === '`') {
      const end = source.indexOf('`', i + 1);
      if (end < 0 || source.slice(i + 1, end).includes('\n')) {
        error(i, line, lineStart, `token recognition error at: '${c}'`);
        i++;
        continue;
      }
      i = end + 1;
      push('ident', source.slice(start + 1, end));
      continue;
    }
    if (isDigit(c) || (c === '.' && isDigit(source[i + 1]))) {
      while (isDigit(source[i])) i++;
      let float = false;
      if (source[i] === '.' && isDigit(source[i + 1])) {
        float = true;
        i++;
        while (isDigit(source[i])) i++;
      }
      if (
        (source[i] === 'e' || source[i] === 'E') &&
        (isDigit(source[i + 1]) || ((source[i + 1] === '+' || source[i + 1] === '-') && isDigit(source[i + 2])))
      ) {
        float = true;
        i += 2;
        while (isDigit(source[i])) i++;
      }
      // Java's long and double suffixes.
      if (!float && (source[i] === 'L' || source[i] === 'l')) i++;
      else if (source[i] === 'd' || source[i] === 'D' || source[i] === 'f' || source[i] === 'F') {
        float = true;
        i++;
      }
      push(float ? 'float' : 'int', source.slice(start, i).replace(/[LlDdFf]$/, ''));
      continue;
    }
    if (c === '$' && source.startsWith('$message', i) && !isIdentPart(source[i + 8])) {
      i += 8;
      push('message', '$message');
      continue;
    }
    if (isIdentStart(c)) {
      while (isIdentPart(source[i])) i++;
      const word = source.slice(start, i);
      const lower = word.toLowerCase();
      push(KEYWORDS.has(lower) ? 'keyword' : 'ident', KEYWORDS.has(lower) ? lower : word);
      continue;
    }
    const op = PUNCT.find((p) => source.startsWith(p, i));
    if (op) {
      i += op.length;
      push('punct', op);
      continue;
    }
    error(i, line, lineStart, `token recognition error at: '${c}'`);
    i++;
  }
  tokens.push({ kind: 'eof', text: '<EOF>', raw: '<EOF>', line, col: i - lineStart });
  return tokens;
}
