import lucene, { type AST, type BinaryAST, type Location, type Node, type RangeNode, type TermNode as LuceneTerm } from 'lucene';
import type { QueryNode, Span } from './ast.js';

/** A query that does not parse; carries a 1-based line and 0-based column range. */
export class QueryParseError extends Error {
  override name = 'QueryParseError';
  constructor(
    message: string,
    readonly span: Span | null,
  ) {
    super(message);
  }
}

type Occur = 'must' | 'should' | 'must_not';
interface Clause {
  occur: Occur;
  node: QueryNode;
}

/** Characters the pre-parse rewrite inserted: at `column` (1-based, rewritten text) of `line`, `length` of them. */
interface Insertion {
  line: number;
  column: number;
  length: number;
}

/** Maps a rewritten-text column back to the column the user typed. */
function originalColumn(line: number, column: number, insertions: readonly Insertion[]): number {
  let shift = 0;
  for (const i of insertions) if (i.line === line && i.column < column) shift += Math.min(i.length, column - i.column);
  return column - shift;
}

export function toSpan(location: Location | null | undefined, insertions: readonly Insertion[] = []): Span | null {
  if (!location) return null;
  return {
    beginLine: location.start.line,
    beginColumn: originalColumn(location.start.line, location.start.column, insertions) - 1,
    endLine: location.end.line,
    endColumn: originalColumn(location.end.line, location.end.column, insertions) - 1,
  };
}

/** Marks a parenthesised group that carried a `-`, `+` or `!` prefix (the parser only takes prefixes on fields). */
const GROUP_MARK = '__sift_group__';

/**
 * Lucene's classic parser takes `-(a OR b)`, `+(…)`, `!(…)` and `NOT(…)` (an operator directly before a
 * parenthesis); the grammar of the `lucene` package does not. Rewrites them to `-__sift_group__:(…)` and `NOT (…)`,
 * outside quotes, regular expressions and escapes, and records where characters were inserted.
 */
function rewriteGroups(text: string): { text: string; insertions: Insertion[] } {
  let out = '';
  const insertions: Insertion[] = [];
  let line = 1;
  let column = 1; // of the next output character
  const emit = (chunk: string) => {
    for (const c of chunk) {
      out += c;
      if (c === '\n') {
        line++;
        column = 1;
      } else column++;
    }
  };
  const insert = (chunk: string) => {
    insertions.push({ line, column, length: chunk.length });
    emit(chunk);
  };
  const boundary = (i: number) => i === 0 || /[\s(]/.test(text[i - 1]!);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      emit(text.slice(i, i + 2));
      i++;
    } else if (c === '"' || (c === '/' && boundary(i))) {
      // A quoted phrase or a regular expression: copied as is up to its closing character.
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      emit(text.slice(i, j + 1));
      i = j;
    } else if ((c === '-' || c === '+' || c === '!') && text[i + 1] === '(' && boundary(i)) {
      emit(c);
      insert(`${GROUP_MARK}:`);
    } else {
      const operator = boundary(i) ? /^(?:NOT|AND|OR|&&|\|\|)(?=\()/.exec(text.slice(i, i + 4)) : null;
      if (operator) {
        emit(operator[0]);
        insert(' ');
        i += operator[0].length - 1;
      } else emit(c);
    }
  }
  return { text: out, insertions };
}

const isBinary = (value: AST | Node): value is BinaryAST => 'left' in value;
const isRange = (value: Node): value is RangeNode => 'term_min' in value;

/** Removes Lucene escapes; reports whether unescaped `*` or `?` remain (they are kept as wildcards). */
export function unescapeTerm(term: string): { value: string; wildcard: boolean; pattern: string } {
  let value = '';
  let pattern = '';
  let wildcard = false;
  for (let i = 0; i < term.length; i++) {
    const c = term[i]!;
    if (c === '\\' && i + 1 < term.length) {
      const next = term[++i]!;
      value += next;
      pattern += next === '*' || next === '?' || next === '\\' ? `\\${next}` : next;
    } else {
      if (c === '*' || c === '?') wildcard = true;
      value += c;
      pattern += c;
    }
  }
  return { value: wildcard ? pattern : value, wildcard, pattern };
}

function leaf(node: Node, inherited: string | null, ins: readonly Insertion[]): { occur: Occur | null; node: QueryNode } {
  let field = node.field === '<implicit>' ? inherited : unescapeTerm(node.field).value;
  let occur: Occur | null = null;
  if (field && (field.startsWith('-') || field.startsWith('+') || field.startsWith('!'))) {
    occur = field.startsWith('+') ? 'must' : 'must_not';
    field = field.slice(1);
  }
  const fieldSpan = toSpan(node.fieldLocation, ins);
  if (isRange(node)) {
    if (!field) throw new QueryParseError('A range needs a field, for example field:[1 TO 5]', fieldSpan);
    return {
      occur,
      node: {
        kind: 'range',
        field,
        min: node.term_min === '*' ? null : unescapeTerm(node.term_min).value,
        max: node.term_max === '*' ? null : unescapeTerm(node.term_max).value,
        minInclusive: node.inclusive === 'both' || node.inclusive === 'left',
        maxInclusive: node.inclusive === 'both' || node.inclusive === 'right',
        fieldSpan,
      },
    };
  }
  const term = node as LuceneTerm;
  if (term.prefix === '+') occur = 'must';
  else if (term.prefix === '-' || term.prefix === '!') occur = 'must_not';
  const span = toSpan(term.termLocation, ins);
  // The parser's term location runs on over trailing whitespace: end it where the term's text ends.
  if (span && span.beginLine === span.endLine) {
    const length = term.term.length + (term.quoted || term.regex ? 2 : 0) + (term.prefix ? term.prefix.length : 0);
    span.endColumn = Math.min(span.endColumn, span.beginColumn + length);
  }
  if (field === '_exists_') {
    return { occur, node: { kind: 'exists', field: unescapeTerm(term.term).value, fieldSpan: span } };
  }
  if (!term.quoted && !term.regex) {
    if (term.term === '*') return { occur, node: field ? { kind: 'exists', field, fieldSpan } : { kind: 'all' } };
    const comparison = /^(>=|<=|>|<)(.+)$/.exec(term.term);
    if (comparison && field) {
      const [, op, raw] = comparison;
      const value = unescapeTerm(raw!).value;
      const lower = op!.startsWith('>');
      return {
        occur,
        node: {
          kind: 'range',
          field,
          min: lower ? value : null,
          max: lower ? null : value,
          minInclusive: op === '>=',
          maxInclusive: op === '<=',
          fieldSpan,
        },
      };
    }
  }
  let value = term.term;
  let wildcard = false;
  if (term.quoted) value = term.term.replace(/\\(.)/g, '$1');
  else if (!term.regex) ({ value, wildcard } = unescapeTerm(term.term));
  return {
    occur,
    node: {
      kind: 'term',
      field,
      value,
      quoted: term.quoted,
      wildcard,
      regex: term.regex,
      proximity: term.proximity ?? null,
      span,
      fieldSpan,
    },
  };
}

function conjunction(operator: string): { conj: 'and' | 'or' | null; not: boolean } {
  switch (operator) {
    case 'AND':
    case '&&':
      return { conj: 'and', not: false };
    case 'OR':
    case '||':
      return { conj: 'or', not: false };
    case 'AND NOT':
      return { conj: 'and', not: true };
    case 'OR NOT':
      return { conj: 'or', not: true };
    case 'NOT':
      return { conj: null, not: true };
    default:
      return { conj: null, not: false };
  }
}

function convert(value: AST | Node, inherited: string | null, ins: readonly Insertion[]): { occur: Occur | null; node: QueryNode } {
  if (!isBinary(value)) return leaf(value, inherited, ins);
  // A prefixed group (`-field:(…)`, `-(…)`) is required or prohibited as a whole.
  let groupOccur: Occur | null = null;
  let field = inherited;
  if (value.field !== undefined) {
    let name = unescapeTerm(value.field).value;
    if (/^[-+!]/.test(name)) {
      groupOccur = name.startsWith('+') ? 'must' : 'must_not';
      name = name.slice(1);
    }
    field = name === GROUP_MARK ? inherited : name;
  }
  // Lucene's classic QueryParser (default operator OR): clauses introduced by AND or + are required,
  // those introduced by NOT or - are prohibited, the rest optional.
  const clauses: Clause[] = [];
  const add = (conj: 'and' | 'or' | null, not: boolean, part: AST | Node) => {
    const converted = convert(part, field, ins);
    if (conj === 'and' && clauses.length > 0) {
      const prev = clauses[clauses.length - 1]!;
      if (prev.occur === 'should') prev.occur = 'must';
    }
    let occur: Occur = converted.occur ?? 'should';
    if (not) occur = 'must_not';
    else if (conj === 'and' && occur !== 'must_not') occur = 'must';
    clauses.push({ occur, node: converted.node });
  };
  add(null, value.start === 'NOT' || value.start === '!', value.left);
  let current: BinaryAST = value;
  while (current.operator !== undefined && current.right !== undefined) {
    const { conj, not } = conjunction(current.operator);
    const right: AST | Node = current.right;
    if (isBinary(right) && !right.parenthesized && right.field === undefined) {
      add(conj, not || right.start === 'NOT', right.left);
      current = right;
    } else {
      add(conj, not, right);
      break;
    }
  }
  return { occur: groupOccur, node: combine(clauses) };
}

function combine(clauses: Clause[]): QueryNode {
  if (clauses.length === 1 && clauses[0]!.occur !== 'must_not') return clauses[0]!.node;
  const must = clauses.filter((c) => c.occur === 'must').map((c) => c.node);
  const should = clauses.filter((c) => c.occur === 'should').map((c) => c.node);
  const mustNot = clauses.filter((c) => c.occur === 'must_not').map((c) => c.node);
  let base: QueryNode;
  if (must.length > 0) base = must.length === 1 ? must[0]! : { kind: 'and', children: must };
  else if (should.length > 0) base = should.length === 1 ? should[0]! : { kind: 'or', children: should };
  else base = { kind: 'all' };
  if (mustNot.length === 0) return base;
  const excluded: QueryNode = mustNot.length === 1 ? mustNot[0]! : { kind: 'or', children: mustNot };
  if (base.kind === 'all') return { kind: 'not', child: excluded };
  return { kind: 'and', children: [base, { kind: 'not', child: excluded }] };
}

/**
 * Parses Graylog's Lucene query syntax. An empty query (or `*`) matches everything. Throws only
 * `QueryParseError`.
 */
export function parseQuery(text: string): QueryNode {
  if (text.trim() === '' || text.trim() === '*') return { kind: 'all' };
  const rewritten = rewriteGroups(text);
  let ast: AST;
  try {
    ast = lucene.parse(rewritten.text);
  } catch (error) {
    const located = error as { message?: string; location?: Location };
    throw new QueryParseError(
      `Cannot parse query, cause: ${located.message ?? 'syntax error'}`,
      toSpan(located.location, rewritten.insertions),
    );
  }
  try {
    const { occur, node } = convert(ast, null, rewritten.insertions);
    return occur === 'must_not' ? { kind: 'not', child: node } : node;
  } catch (error) {
    if (error instanceof QueryParseError) throw error;
    throw new QueryParseError(`Cannot parse query, cause: ${(error as Error).message}`, null);
  }
}

/** Every term and field position in the query, for validation and highlighting. */
export function collectNodes(node: QueryNode, out: QueryNode[] = []): QueryNode[] {
  out.push(node);
  if (node.kind === 'and' || node.kind === 'or') for (const c of node.children) collectNodes(c, out);
  if (node.kind === 'not') collectNodes(node.child, out);
  return out;
}
