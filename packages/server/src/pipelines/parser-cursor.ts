import type { FunctionSpec } from './functions.js';
import { tokenize, type ParseError, type Token } from './lexer.js';
import type { TypeName } from './values.js';

/** Thrown to stop at the first syntax error (ANTLR would try to recover; one error is enough to fix). */
export class SyntaxStop extends Error {}

export const quote = (t: Token) => `'${t.kind === 'eof' ? '<EOF>' : t.raw}'`;

/** The token cursor and error list under the rule language's parser (see `Parser`). */
export abstract class TokenCursor {
  protected pos = 0;
  protected readonly tokens: Token[];
  readonly errors: ParseError[] = [];
  protected readonly vars = new Map<string, TypeName>();

  constructor(
    source: string,
    protected readonly functions: ReadonlyMap<string, FunctionSpec>,
  ) {
    this.tokens = tokenize(source, this.errors);
    if (this.errors.length > 0) throw new SyntaxStop();
  }

  protected get tok(): Token {
    return this.tokens[this.pos]!;
  }

  protected peek(offset = 1): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)]!;
  }

  protected next(): Token {
    const t = this.tok;
    if (t.kind !== 'eof') this.pos++;
    return t;
  }

  protected is(kind: Token['kind'], text?: string): boolean {
    return this.tok.kind === kind && (text === undefined || this.tok.text === text);
  }

  protected accept(kind: Token['kind'], text?: string): Token | null {
    return this.is(kind, text) ? this.next() : null;
  }

  protected syntax(t: Token, reason: string): never {
    this.errors.push({ type: 'syntax_error', line: t.line, position_in_line: t.col, reason });
    throw new SyntaxStop();
  }

  protected expect(kind: Token['kind'], text: string | undefined, what: string): Token {
    const t = this.accept(kind, text);
    if (!t) this.syntax(this.tok, `mismatched input ${quote(this.tok)} expecting ${what}`);
    return t;
  }

  protected error(type: string, at: { line: number; col: number }, reason: string): void {
    this.errors.push({ type, line: at.line, position_in_line: at.col, reason: `${reason} in line ${at.line} pos ${at.col}` });
  }
}
