import { listValue, type DuckDBValue } from '@duckdb/node-api';
import { columnName, ident, literal, type FieldType } from '../storage/fields.js';
import { isDerivedIdField, type MessageIds } from '../storage/message-ids.js';
import type { QueryNode, TermNode } from './ast.js';
import { parseDate } from './dates.js';
import { QueryParseError } from './parse.js';

/** What the compiler needs to know about the data. */
export interface CompileContext {
  /** Every searchable field (fixed and additional) with its column type. */
  fields: ReadonlyMap<string, FieldType>;
  /** Fields with values stored outside their column because their type differed. */
  conflicts: ReadonlyMap<string, ReadonlySet<FieldType>>;
  /** Row ids matching an FTS5 expression over message/full_message. */
  textMatch(expression: string): number[];
  /** A table (`catalog.name`) holding this long list of row ids in an `id` column, if there is one. */
  hitTable?(ids: readonly number[]): string | undefined;
  /** False when the keyword column certainly holds no such value (`source`: lower-cased); true when unsure. */
  mayHold?(field: string, value: string): boolean;
  /** How `_id` and `gl2_message_id` are spelled from row ids (rows stored without ids of their own). */
  ids?: MessageIds;
  now?: number;
}

export interface CompiledQuery {
  sql: string;
  params: DuckDBValue[];
}

const TEXT_COLUMNS = ['message', 'full_message'];
const WORD = '[\\pL\\pN_]';

/** Splits text the way the FTS5 tokenizer does (unicode61, `_` kept in words), lower-cased. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((t) => t !== '');
}

const ftsString = (token: string) => `"${token.replace(/"/g, '""')}"`;

function regexEscape(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/** Lucene wildcard (with `\*` escapes) → RE2 body; `word` limits `*`/`?` to word characters. */
function wildcardToRegex(pattern: string, word: boolean): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) out += regexEscape(pattern[++i]!);
    else if (c === '*') out += word ? `${WORD}*` : '.*';
    else if (c === '?') out += word ? WORD : '.';
    else out += regexEscape(c);
  }
  return out;
}

/** Rejects regular expressions that RE2 (DuckDB) cannot run, as a query error instead of a server error. */
function checkRegex(pattern: string): string {
  let valid = true;
  try {
    new RegExp(pattern, 'u');
  } catch {
    valid = false;
  }
  if (!valid || /\(\?[=!<]|\\[1-9]/.test(pattern))
    throw new QueryParseError(`Cannot parse query, cause: invalid regular expression /${pattern}/`, null);
  return pattern;
}

/** Compiles a parsed query to a DuckDB boolean expression over the `messages` table. */
export class QueryCompiler {
  private readonly params: DuckDBValue[] = [];

  constructor(
    private readonly context: CompileContext,
    /** Parameters already bound before this expression (placeholders continue after them). */
    private readonly paramOffset = 0,
  ) {}

  compile(node: QueryNode): CompiledQuery {
    const sql = this.node(node);
    return { sql, params: this.params };
  }

  private node(node: QueryNode): string {
    switch (node.kind) {
      case 'all':
        return 'TRUE';
      case 'and':
        return `(${node.children.map((c) => this.node(c)).join(' AND ')})`;
      case 'or':
        return `(${node.children.map((c) => this.node(c)).join(' OR ')})`;
      case 'not':
        return `(NOT coalesce(${this.node(node.child)}, FALSE))`;
      case 'exists':
        return this.exists(node.field);
      case 'range':
        return this.range(node);
      case 'term':
        return this.term(node);
    }
  }

  /** The SQL of a field's value: its column, or for the derived ids the stored id or the spelled one. */
  private column(field: string): string {
    return this.context.ids ? this.context.ids.fieldSql(field) : ident(columnName(field));
  }

  private exists(field: string): string {
    const type = this.context.fields.get(field);
    if (!type) return 'FALSE';
    const col = this.column(field);
    const base = type === 'string' && field !== 'streams' ? `(${col} IS NOT NULL AND ${col} <> '')` : `${col} IS NOT NULL`;
    return this.context.conflicts.has(field) ? `(${base} OR json_exists("_conflicts", ${literal(jsonPath(field))}))` : base;
  }

  private textIds(expression: string): string {
    const ids = this.context.textMatch(expression);
    if (ids.length === 0) return 'FALSE';
    // Row ids are time-ordered and ascending here: the id range lets zone maps skip every row group
    // outside it. A short list is inlined so DuckDB can push it down to the scan; a long one is
    // joined from a hit table when the caller keeps them, else it goes in as one list parameter.
    const range = `id BETWEEN ${ids[0]} AND ${ids[ids.length - 1]}`;
    if (ids.length <= 2000) return `(${range} AND id IN (${ids.join(', ')}))`;
    const table = this.context.hitTable?.(ids);
    if (table) return `id IN (SELECT id FROM ${table})`;
    this.params.push(listValue(ids.map((id) => BigInt(id))));
    return `(${range} AND id IN (SELECT unnest($${this.paramOffset + this.params.length}::BIGINT[])))`;
  }

  /**
   * The FTS5 expression of a term against the analysed text of message/full_message; null when the
   * term needs a regular expression over the text instead, '' when it has no word to look for.
   */
  private textExpression(term: TermNode, columns: string[]): string | null {
    const scope = columns.length === 1 ? `${columns[0]} : ` : `{${columns.join(' ')}} : `;
    if (term.regex || (term.wildcard && !/^[^*?\\]+\*$/.test(term.value))) return null;
    if (term.wildcard) {
      const tokens = tokenize(term.value.slice(0, -1));
      if (tokens.length === 0) return '';
      const last = tokens.pop()!;
      return scope + (tokens.length === 0 ? `${ftsString(last)} *` : `${tokens.map(ftsString).join(' + ')} + ${ftsString(last)} *`);
    }
    const tokens = tokenize(term.value);
    if (tokens.length === 0) return '';
    if (term.quoted && term.proximity !== null && tokens.length > 1) {
      return `${scope}NEAR(${tokens.map(ftsString).join(' ')}, ${Math.max(0, Math.trunc(term.proximity))})`;
    }
    return scope + tokens.map(ftsString).join(' + ');
  }

  /** A term against the analysed text of message/full_message. */
  private textTerm(term: TermNode, columns: string[]): string {
    const expression = this.textExpression(term, columns);
    if (expression === null) {
      const body = term.regex ? checkRegex(term.value) : wildcardToRegex(term.value, true);
      const re = `(?i)(^|[^\\pL\\pN_])(?:${body})($|[^\\pL\\pN_])`;
      return `(${columns.map((c) => `regexp_matches(coalesce(${ident(c)}, ''), ${literal(re)})`).join(' OR ')})`;
    }
    return expression === '' ? 'FALSE' : this.textIds(expression);
  }

  /** A term against one exact-valued (keyword, numeric, boolean or date) field. */
  private keywordTerm(term: TermNode, field: string, type: FieldType): string {
    const col = this.column(field);
    let sql: string;
    if (isDerivedIdField(field) && this.context.ids && !term.wildcard && !term.regex) {
      sql = this.context.ids.equalsSql(field, term.value);
    } else if (field === 'streams') {
      sql = term.wildcard || term.regex ? 'FALSE' : `list_contains(streams, ${literal(term.value)})`;
    } else if (type === 'string') {
      const lower = field === 'source';
      const target = lower ? `lower(${col})` : col;
      const value = lower ? term.value.toLowerCase() : term.value;
      if (term.regex) sql = `regexp_full_match(${target}, ${literal(checkRegex(term.value))})`;
      else if (term.wildcard) sql = `regexp_full_match(${target}, ${literal(wildcardToRegex(value, false))})`;
      else sql = `${target} = ${literal(value)}`;
    } else if (term.wildcard || term.regex) {
      sql = 'FALSE';
    } else if (type === 'long' || type === 'double') {
      const n = Number(term.value);
      sql = term.value.trim() !== '' && Number.isFinite(n) ? `${col} = ${n}` : 'FALSE';
    } else if (type === 'boolean') {
      sql = term.value === 'true' || term.value === 'false' ? `${col} = ${term.value}` : 'FALSE';
    } else {
      const date = parseDate(term.value, this.context.now);
      sql = date ? `(${col} >= epoch_ms(${date.ms}) AND ${col} < epoch_ms(${date.ms + date.periodMs}))` : 'FALSE';
    }
    if (this.context.conflicts.has(field) && !term.wildcard && !term.regex) {
      sql = `(${sql} OR json_extract_string("_conflicts", ${literal(jsonPath(field))}) = ${literal(term.value)})`;
    }
    return sql;
  }

  /** The exact-valued columns an unqualified term is also looked for in (a word in all fields). */
  private keywordParts(term: TermNode): string[] {
    const parts: string[] = [];
    for (const [field, type] of this.context.fields) {
      if (TEXT_COLUMNS.includes(field) || field === '_id' || field === 'timestamp') continue;
      if (type === 'string') {
        // A column known not to hold the word is not scanned (the common case of a word in all fields).
        const exact = !term.wildcard && !term.regex && !this.context.conflicts.has(field);
        const value = field === 'source' ? term.value.toLowerCase() : term.value;
        if (exact && this.context.mayHold && !this.context.mayHold(field, value)) continue;
        parts.push(this.keywordTerm(term, field, type));
      } else if (
        (type === 'long' || type === 'double') &&
        !term.wildcard &&
        !term.regex &&
        Number.isFinite(Number(term.value)) &&
        term.value.trim() !== ''
      ) {
        parts.push(this.keywordTerm(term, field, type));
      }
    }
    return parts.filter((p) => p !== 'FALSE');
  }

  private term(term: TermNode): string {
    if (term.field === null) {
      const useful = [this.textTerm(term, TEXT_COLUMNS), ...this.keywordParts(term)].filter((p) => p !== 'FALSE');
      return useful.length === 0 ? 'FALSE' : `(${useful.join(' OR ')})`;
    }
    if (TEXT_COLUMNS.includes(term.field)) return this.textTerm(term, [term.field]);
    const type = this.context.fields.get(term.field);
    if (!type) return 'FALSE';
    return this.keywordTerm(term, term.field, type);
  }

  /**
   * The one FTS5 expression that matches exactly what the query matches, when the query only looks at
   * the analysed text (words and phrases, AND and OR; no other field could hold them); else null.
   */
  textOnly(node: QueryNode): string | null {
    switch (node.kind) {
      case 'and':
      case 'or': {
        const parts = node.children.map((c) => this.textOnly(c));
        if (parts.some((p) => p === null)) return null;
        return `(${parts.map((p) => `(${p})`).join(node.kind === 'and' ? ' AND ' : ' OR ')})`;
      }
      case 'term': {
        if (isTextTerm(node)) {
          const columns = node.field === null ? TEXT_COLUMNS : [node.field];
          if (node.field === null && this.keywordParts(node).length > 0) return null;
          const expression = this.textExpression(node, columns);
          return expression === null || expression === '' ? null : expression;
        }
        return null;
      }
      default:
        return null;
    }
  }

  private range(node: Extract<QueryNode, { kind: 'range' }>): string {
    const type = this.context.fields.get(node.field);
    if (!type) return 'FALSE';
    const col = this.column(node.field);
    const bound = (value: string | null, lower: boolean, inclusive: boolean): string | null => {
      if (value === null) return null;
      const op = lower ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<';
      if (type === 'long' || type === 'double') {
        const n = Number(value);
        return value.trim() !== '' && Number.isFinite(n) ? `${col} ${op} ${n}` : 'FALSE';
      }
      if (type === 'date') {
        const date = parseDate(value, this.context.now);
        if (!date) return 'FALSE';
        // A bare date as upper bound includes (or excludes) the whole day, as OpenSearch rounds it.
        const ms = !lower && inclusive ? date.ms + date.periodMs - 1 : lower && !inclusive ? date.ms + date.periodMs - 1 : date.ms;
        return `${col} ${op} epoch_ms(${ms})`;
      }
      if (type === 'boolean') return 'FALSE';
      return `${col} ${op} ${literal(value)}`;
    };
    const parts = [bound(node.min, true, node.minInclusive), bound(node.max, false, node.maxInclusive)].filter(
      (p): p is string => p !== null,
    );
    let sql = parts.length === 0 ? `${col} IS NOT NULL` : `(${parts.join(' AND ')})`;
    if (this.context.conflicts.has(node.field) && (type === 'long' || type === 'double')) {
      const conflictCol = `TRY_CAST(json_extract_string("_conflicts", ${literal(jsonPath(node.field))}) AS DOUBLE)`;
      const alt = sql.split(col).join(conflictCol);
      sql = `(${sql} OR ${alt})`;
    }
    return sql;
  }
}

function isTextTerm(term: TermNode): boolean {
  return term.field === null || TEXT_COLUMNS.includes(term.field);
}

function jsonPath(field: string): string {
  return `$."${field.replace(/"/g, '\\"')}"`;
}

/** The FTS5 expression equivalent to a query that only looks at the analysed text; else null. */
export function textOnlyExpression(node: QueryNode, context: CompileContext): string | null {
  return new QueryCompiler(context).textOnly(node);
}

/** Compiles a parsed query for the given data. */
export function compileQuery(node: QueryNode, context: CompileContext, paramOffset = 0): CompiledQuery {
  return new QueryCompiler(context, paramOffset).compile(node);
}
