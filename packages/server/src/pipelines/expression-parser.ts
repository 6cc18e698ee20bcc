import type { BinaryOp, Expr } from './ast.js';
import type { FunctionSpec } from './functions.js';
import { quote, TokenCursor } from './parser-cursor.js';
import type { Token } from './lexer.js';
import { assignable, type TypeName, type Value } from './values.js';

/** Stands in for a function that does not exist; the rule is never run (it has parse errors). */
const UNKNOWN_FUNCTION: FunctionSpec = { name: 'unknown', description: '', returnType: 'Object', params: [], run: () => null };

/** The expression half of the rule language's parser (see `Parser`), with Graylog's type checks. */
export abstract class ExpressionParser extends TokenCursor {
  // --- expressions --------------------------------------------------------------------------------

  protected expression(): Expr {
    return this.or();
  }

  private binary(op: BinaryOp, left: Expr, right: Expr): Expr {
    let type: TypeName = 'Boolean';
    const at = { line: left.line, col: left.col };
    const sameTypes = () => {
      if (left.type !== right.type || left.type === 'Void' || right.type === 'Void') {
        this.error('incompatible_types', at, `Incompatible types ${left.type} <=> ${right.type}`);
      }
    };
    switch (op) {
      case 'and':
      case 'or':
      case '<':
      case '<=':
      case '>':
      case '>=':
        sameTypes();
        break;
      case '==':
      case '!=':
        break;
      case '+':
      case '-': {
        const dates = left.type === 'DateTime' && right.type === 'DateTime';
        const datePeriod =
          (left.type === 'DateTime' && right.type === 'Period') ||
          (left.type === 'Period' && right.type === 'DateTime') ||
          (left.type === 'Period' && right.type === 'Period');
        if (dates) {
          if (op === '+') this.error('invalid_operation', at, 'Unable to add two dates');
          type = 'Duration';
        } else if (datePeriod) {
          type = left.type === 'Period' && right.type === 'Period' ? 'Period' : 'DateTime';
        } else if (left.type === 'String' && right.type === 'String') {
          if (op === '-') this.error('invalid_operation', at, 'Unable to subtract two strings');
          type = 'String';
        } else {
          sameTypes();
          type = left.type === right.type ? left.type : 'Void';
        }
        break;
      }
      default:
        sameTypes();
        type = left.type === right.type ? left.type : 'Void';
    }
    return { kind: 'binary', op, left, right, type, line: left.line, col: left.col };
  }

  private or(): Expr {
    let left = this.and();
    while (this.is('keyword', 'or') || this.is('punct', '||')) {
      this.next();
      left = this.binary('or', left, this.and());
    }
    return left;
  }

  private and(): Expr {
    let left = this.equality();
    while (this.is('keyword', 'and') || this.is('punct', '&&')) {
      this.next();
      left = this.binary('and', left, this.equality());
    }
    return left;
  }

  private equality(): Expr {
    let left = this.comparison();
    while (this.is('punct', '==') || this.is('punct', '!=')) {
      const op = this.next().text as BinaryOp;
      left = this.binary(op, left, this.comparison());
    }
    return left;
  }

  private comparison(): Expr {
    let left = this.additive();
    while (['<', '<=', '>', '>='].some((p) => this.is('punct', p))) {
      const op = this.next().text as BinaryOp;
      left = this.binary(op, left, this.additive());
    }
    return left;
  }

  private additive(): Expr {
    let left = this.multiplicative();
    while (this.is('punct', '+') || this.is('punct', '-')) {
      const op = this.next().text as BinaryOp;
      left = this.binary(op, left, this.multiplicative());
    }
    return left;
  }

  private multiplicative(): Expr {
    let left = this.unary();
    while (this.is('punct', '*') || this.is('punct', '/') || this.is('punct', '%')) {
      const op = this.next().text as BinaryOp;
      left = this.binary(op, left, this.unary());
    }
    return left;
  }

  private unary(): Expr {
    const t = this.tok;
    if (this.accept('keyword', 'not') || this.accept('punct', '!')) {
      const operand = this.unary();
      if (operand.type !== 'Boolean') this.error('incompatible_type', t, `Expected type Boolean but found ${operand.type}`);
      return { kind: 'not', operand, type: 'Boolean', line: t.line, col: t.col };
    }
    if (this.is('punct', '-') || this.is('punct', '+')) {
      const negative = this.next().text === '-';
      const operand = this.unary();
      if (operand.kind === 'literal' && typeof operand.value === 'number') {
        return { ...operand, value: negative ? -operand.value : operand.value, line: t.line, col: t.col };
      }
      return { kind: 'sign', negative, operand, type: operand.type, line: t.line, col: t.col };
    }
    return this.postfix();
  }

  private postfix(): Expr {
    let expr = this.primary();
    for (;;) {
      if (this.is('punct', '.')) {
        this.next();
        const field = this.tok;
        if (field.kind !== 'ident' && field.kind !== 'keyword') this.syntax(field, `mismatched input ${quote(field)} expecting Identifier`);
        this.next();
        expr =
          expr.kind === 'message'
            ? { kind: 'messageRef', field: field.text, type: 'Object', line: expr.line, col: expr.col }
            : { kind: 'fieldAccess', object: expr, field: field.text, type: 'Object', line: expr.line, col: expr.col };
      } else if (this.is('punct', '[')) {
        this.next();
        const index = this.expression();
        this.expect('punct', ']', "']'");
        const at = { line: expr.line, col: expr.col };
        if (expr.type === 'Map') {
          if (index.type !== 'String') this.error('incompatible_index_type', at, `Expected type String as index but found ${index.type}`);
        } else if (expr.type === 'List') {
          if (index.type !== 'Long') this.error('incompatible_index_type', at, `Expected type Long as index but found ${index.type}`);
        } else {
          this.error('non_indexable', at, `Type ${expr.type} is not indexable`);
        }
        expr = { kind: 'index', object: expr, index, type: 'Object', line: expr.line, col: expr.col };
      } else {
        return expr;
      }
    }
  }

  private literal(t: Token, value: Value, type: TypeName): Expr {
    return { kind: 'literal', value, type, line: t.line, col: t.col };
  }

  private primary(): Expr {
    const t = this.tok;
    switch (t.kind) {
      case 'string':
        this.next();
        return this.literal(t, t.text, 'String');
      case 'int': {
        this.next();
        const n = Number(t.text);
        if (!Number.isSafeInteger(n)) this.syntax(t, `integer literal ${t.raw} is out of range`);
        return this.literal(t, n, 'Long');
      }
      case 'float':
        this.next();
        return this.literal(t, Number(t.text), 'Double');
      case 'message':
        this.next();
        return { kind: 'message', type: 'Message', line: t.line, col: t.col };
      case 'keyword':
        if (t.text === 'true' || t.text === 'false') {
          this.next();
          return this.literal(t, t.text === 'true', 'Boolean');
        }
        if (t.text === 'null') {
          this.next();
          return this.literal(t, null, 'Object');
        }
        break;
      case 'ident':
        this.next();
        if (this.is('punct', '(')) return this.call(t);
        if (!this.vars.has(t.text)) this.error('undeclared_variable', t, `Undeclared variable ${t.text}`);
        return { kind: 'var', name: t.text, type: this.vars.get(t.text) ?? 'Object', line: t.line, col: t.col };
      case 'punct':
        if (t.text === '(') {
          this.next();
          const inner = this.expression();
          this.expect('punct', ')', "')'");
          return inner;
        }
        if (t.text === '[') {
          this.next();
          const items: Expr[] = [];
          if (!this.is('punct', ']')) {
            do items.push(this.expression());
            while (this.accept('punct', ','));
          }
          this.expect('punct', ']', "{',', ']'}");
          return { kind: 'array', items, type: 'List', line: t.line, col: t.col };
        }
        if (t.text === '{') {
          this.next();
          const entries: Array<[string, Expr]> = [];
          if (!this.is('punct', '}')) {
            do {
              const key = this.tok;
              if (key.kind !== 'ident' && key.kind !== 'string' && key.kind !== 'keyword')
                this.syntax(key, `mismatched input ${quote(key)} expecting Identifier`);
              this.next();
              this.expect('punct', ':', "':'");
              entries.push([key.text, this.expression()]);
            } while (this.accept('punct', ','));
          }
          this.expect('punct', '}', "{',', '}'}");
          return { kind: 'map', entries, type: 'Map', line: t.line, col: t.col };
        }
        break;
      default:
        break;
    }
    return this.syntax(t, `no viable alternative at input ${quote(t)}`);
  }

  protected call(name: Token): Expr {
    this.expect('punct', '(', "'('");
    let named: Map<string, Expr> | null = null;
    const positional: Expr[] = [];
    if (!this.is('punct', ')')) {
      if ((this.is('ident') || this.is('keyword')) && this.peek().kind === 'punct' && this.peek().text === ':') {
        named = new Map();
        do {
          const key = this.tok;
          if (key.kind !== 'ident' && key.kind !== 'keyword') this.syntax(key, `mismatched input ${quote(key)} expecting Identifier`);
          this.next();
          this.expect('punct', ':', "':'");
          named.set(key.text, this.expression());
        } while (this.accept('punct', ','));
      } else {
        do positional.push(this.expression());
        while (this.accept('punct', ','));
      }
    }
    this.expect('punct', ')', "{',', ')'}");
    const at = { line: name.line, col: name.col };
    const fn = this.functions.get(name.text);
    if (!fn) {
      this.error('undeclared_function', at, `Unknown function ${name.text}`);
      return { kind: 'call', fn: UNKNOWN_FUNCTION, args: new Map(), type: 'Object', line: name.line, col: name.col };
    }
    const params = fn.params;
    const required = params.filter((p) => !p.optional);
    const hasOptional = required.length !== params.length;
    const args = new Map<string, Expr>();
    if (named) {
      if (!hasOptional && named.size !== params.length) {
        this.error(
          'wrong_number_of_arguments',
          at,
          `Expected ${required.length} arguments but found ${named.size} in call to function ${fn.name}`,
        );
      } else {
        for (const p of required) {
          if (!named.has(p.name))
            this.error(
              'missing_required_param',
              at,
              `Missing required parameter ${p.name} of type ${p.type} in call to function ${fn.name}`,
            );
        }
      }
      for (const [k, v] of named) {
        if (params.some((p) => p.name === k)) args.set(k, v);
        else this.error('invalid_function_argument', at, `Unknown parameter ${k} in call to function ${fn.name}`);
      }
    } else if (positional.length > 0 || required.length > 0) {
      let failed = false;
      if (!hasOptional && positional.length !== params.length) {
        this.error(
          'wrong_number_of_arguments',
          at,
          `Expected ${required.length} arguments but found ${positional.length} in call to function ${fn.name}`,
        );
      }
      if (hasOptional) {
        const firstOptional = params.findIndex((p) => p.optional);
        if (params.some((p, i) => !p.optional && i > firstOptional)) {
          this.error('must_name_optional_params', at, `Function ${fn.name} has optional parameters, must use named parameters to call`);
          failed = true;
        } else if (required.length > positional.length) {
          this.error(
            'wrong_number_of_arguments',
            at,
            `Expected ${required.length} arguments but found ${positional.length} in call to function ${fn.name}`,
          );
          failed = true;
        } else if (positional.length > params.length) {
          this.error(
            'wrong_number_of_arguments',
            at,
            `Expected ${required.length} arguments but found ${positional.length} in call to function ${fn.name}`,
          );
          failed = true;
        }
      }
      if (!failed) positional.slice(0, params.length).forEach((expr, i) => args.set(params[i]!.name, expr));
    }
    for (const p of params) {
      const arg = args.get(p.name);
      if (arg && !assignable(p.type, arg.type)) {
        this.error(
          'incompatible_argument_type',
          at,
          `Expected type ${p.type} for argument ${p.name} but found ${arg.type} in call to function ${fn.name}`,
        );
      }
    }
    if (fn.precompute) {
      const constants: Record<string, Value> = {};
      for (const [k, v] of args) if (v.kind === 'literal') constants[k] = v.value;
      const problem = fn.precompute(constants);
      if (problem)
        this.error(
          'invalid_function_argument',
          at,
          `Unable to pre-compute value for argument ${problem.param} in call to function ${fn.name}: ${problem.reason}`,
        );
    }
    return { kind: 'call', fn, args, type: fn.returnType, line: name.line, col: name.col };
  }
}
