import type { BinaryOp, Pipeline, Rule, Stage, StageMatch, Statement } from './ast.js';
import { ExpressionParser } from './expression-parser.js';
import type { FunctionSpec } from './functions.js';
import { tokenize, type ParseError } from './lexer.js';
import { quote, SyntaxStop } from './parser-cursor.js';

export type { ParseError } from './lexer.js';

/** What parsing a rule or pipeline source gives: the result, or the errors (never both). */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: ParseError[] };

const LOGICAL_OPS = new Set<BinaryOp>(['and', 'or', '==', '!=', '<', '<=', '>', '>=']);

/**
 * A recursive-descent parser for the rule language, with Graylog's semantic checks on top: unknown
 * functions, argument count and names, argument types (Java `isAssignableFrom` on the static types),
 * operand types of binary operators, undeclared variables and index types.
 */
class Parser extends ExpressionParser {
  // --- declarations -------------------------------------------------------------------------------

  rule(): Rule {
    this.expect('keyword', 'rule', "'rule'");
    const name = this.expect('string', undefined, 'String').text;
    if (this.accept('keyword', 'during')) {
      this.expect('keyword', 'stage', "'stage'");
      this.expect('int', undefined, 'Integer');
    }
    this.expect('keyword', 'when', "'when'");
    const condition = this.expression();
    const logical =
      (condition.kind === 'binary' && LOGICAL_OPS.has(condition.op)) || condition.kind === 'not' || condition.type === 'Boolean';
    const then: Statement[] = [];
    if (this.accept('keyword', 'then')) {
      while (!this.is('keyword', 'end')) {
        if (this.is('eof')) this.syntax(this.tok, `mismatched input ${quote(this.tok)} expecting 'end'`);
        const s = this.statement();
        if (s) then.push(s);
      }
    }
    this.expect('keyword', 'end', "'end'");
    this.expect('eof', undefined, '<EOF>');
    return { name, when: logical ? condition : null, then };
  }

  pipeline(): Pipeline {
    this.expect('keyword', 'pipeline', "'pipeline'");
    const name = this.expect('string', undefined, 'String').text;
    const stages: Stage[] = [];
    do {
      const at = this.expect('keyword', 'stage', "'stage'");
      const negative = this.accept('punct', '-') !== null;
      const number = Number(this.expect('int', undefined, 'Integer').text) * (negative ? -1 : 1);
      if (!Number.isSafeInteger(number) || Math.abs(number) > 2 ** 31 - 1) this.syntax(at, `stage number out of range`);
      this.expect('keyword', 'match', "'match'");
      const modifier = this.tok;
      if (!(modifier.kind === 'keyword' && ['all', 'either', 'pass'].includes(modifier.text))) {
        this.syntax(modifier, `mismatched input ${quote(modifier)} expecting {'all', 'either', 'pass'}`);
      }
      this.next();
      const rules: string[] = [];
      while (this.accept('keyword', 'rule')) {
        rules.push(this.expect('string', undefined, 'String').text);
        this.accept('punct', ';');
      }
      stages.push({ stage: number, match: modifier.text.toUpperCase() as StageMatch, rules });
    } while (this.is('keyword', 'stage'));
    this.expect('keyword', 'end', "{'stage', 'rule', 'end'}");
    this.expect('eof', undefined, '<EOF>');
    return { name, stages };
  }

  private statement(): Statement | null {
    if (this.accept('punct', ';')) return null;
    if (this.accept('keyword', 'let')) {
      const name = this.expect('ident', undefined, 'Identifier').text;
      this.expect('punct', '=', "'='");
      const expr = this.expression();
      this.expect('punct', ';', "';'");
      this.vars.set(name, expr.type);
      return { kind: 'let', name, expr };
    }
    if (this.is('ident') && this.peek().kind === 'punct' && this.peek().text === '(') {
      const expr = this.call(this.next());
      this.expect('punct', ';', "';'");
      return { kind: 'call', expr };
    }
    return this.syntax(this.tok, `mismatched input ${quote(this.tok)} expecting {';', 'let', 'end', Identifier}`);
  }
}

function run<T>(source: string, functions: ReadonlyMap<string, FunctionSpec>, parse: (p: Parser) => T): ParseResult<T> {
  let parser: Parser | undefined;
  try {
    parser = new Parser(source, functions);
    const value = parse(parser);
    return parser.errors.length > 0 ? { ok: false, errors: parser.errors } : { ok: true, value };
  } catch (error) {
    if (!(error instanceof SyntaxStop)) throw error;
    if (parser) return { ok: false, errors: parser.errors };
    // The tokenizer failed: its errors are in the throw-away parser's list, so tokenize again to read them.
    const errors: ParseError[] = [];
    tokenize(source, errors);
    return { ok: false, errors };
  }
}

/** Parses and checks a `rule "…" when … then … end` source. */
export function parseRule(source: string, functions: ReadonlyMap<string, FunctionSpec>): ParseResult<Rule> {
  return run(source, functions, (p) => p.rule());
}

/** Parses a `pipeline "…" stage N match all|either|pass rule "…"; … end` source. */
export function parsePipeline(source: string, functions: ReadonlyMap<string, FunctionSpec>): ParseResult<Pipeline> {
  return run(source, functions, (p) => p.pipeline());
}
