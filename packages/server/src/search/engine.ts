import { FIXED_FIELD_TYPES, fieldName, literal, type FieldType } from '../storage/fields.js';
import { isDerivedIdField } from '../storage/message-ids.js';
import type { MessageStore, Row } from '../storage/message-store.js';
import type { QueryNode } from '../query/ast.js';
import { compileQuery, textOnlyExpression } from '../query/compile.js';
import { parseQuery } from '../query/parse.js';
import type { ResolvedRange } from '../query/timerange.js';
import type { DuckDBValue } from '@duckdb/node-api';
import type { HitScope } from './hits.js';
import { PivotBlockCache } from './pivot-blocks.js';

/** One search's selection: query strings (ANDed), time range and stream ids (null = no stream filter). */
export interface Selection {
  queries: readonly { text: string; negate?: boolean }[];
  range: ResolvedRange;
  streams: readonly string[] | null;
  /** Only rows whose row id is in this range (newly stored batches, for live streaming). */
  ids?: { from: number; to: number } | undefined;
}

export interface WhereClause {
  sql: string;
  params: DuckDBValue[];
  /** The parsed positive queries (for highlighting). */
  parsed: QueryNode[];
}

/** Turns selections into SQL over the message store. */
export class SearchEngine {
  /** Decomposable pivots' partial aggregates per time block, kept between searches. */
  readonly blocks: PivotBlockCache;

  constructor(readonly store: MessageStore) {
    this.blocks = new PivotBlockCache(store);
  }

  /** Every searchable field with its column type: the fixed ones and every additional field. */
  fields(): Map<string, FieldType> {
    const fields = new Map<string, FieldType>(Object.entries(FIXED_FIELD_TYPES));
    for (const [name, type] of this.store.fieldColumns()) fields.set(name, type);
    return fields;
  }

  /**
   * The SQL condition of a selection. With a hit scope, full-text matches are shared within the scope
   * and long hit lists become hit tables: await `scope.ready()` before running the query.
   */
  where(selection: Selection, now = Date.now(), scope?: HitScope): WhereClause {
    const parts: string[] = [
      `"timestamp" >= epoch_ms(${Math.trunc(selection.range.from)})`,
      `"timestamp" <= epoch_ms(${Math.trunc(selection.range.to)})`,
    ];
    const params: DuckDBValue[] = [];
    const parsed: QueryNode[] = [];
    const ids = selection.ids;
    if (ids) parts.push(`id BETWEEN ${Math.trunc(ids.from)} AND ${Math.trunc(ids.to)}`);
    if (selection.streams) {
      parts.push(
        selection.streams.length === 0 ? 'FALSE' : `list_has_any(streams, [${selection.streams.map(literal).join(', ')}]::VARCHAR[])`,
      );
    }
    const context = {
      fields: this.fields(),
      conflicts: this.store.fieldConflicts(),
      textMatch: (expression: string) => (scope ? scope.match(expression, ids) : this.store.text.match(expression, ids)),
      ...(scope ? { hitTable: (hits: readonly number[]) => scope.table(hits) } : {}),
      mayHold: (field: string, value: string) => this.store.mayHold(field, value),
      ids: this.store.messageIds,
      now,
    };
    for (const query of selection.queries) {
      const node = parseQuery(query.text);
      if (node.kind === 'all') {
        if (query.negate) parts.push('FALSE');
        continue;
      }
      const compiled = compileQuery(node, context, params.length);
      const sql = compiled.sql;
      params.push(...compiled.params);
      parts.push(query.negate ? `(NOT coalesce(${sql}, FALSE))` : sql);
      if (!query.negate) parsed.push(node);
    }
    return { sql: parts.join(' AND '), params, parsed };
  }

  /**
   * The FTS5 expression of a selection that filters on nothing but its time range and the analysed
   * text (one query of words and phrases, no stream filter); null otherwise. Such a selection can be
   * counted and paged by the text index first (see text-first.ts).
   */
  textOnly(selection: Selection): { expression: string; parsed: QueryNode[] } | null {
    if (selection.ids || selection.streams) return null;
    const context = {
      fields: this.fields(),
      conflicts: this.store.fieldConflicts(),
      textMatch: () => [],
      mayHold: (field: string, value: string) => this.store.mayHold(field, value),
    };
    let expression: string | null = null;
    let parsed: QueryNode[] = [];
    for (const query of selection.queries) {
      let node: QueryNode;
      try {
        node = parseQuery(query.text);
      } catch {
        return null;
      }
      if (node.kind === 'all') {
        if (query.negate) return null;
        continue;
      }
      if (query.negate || expression !== null) return null;
      expression = textOnlyExpression(node, context);
      if (expression === null) return null;
      parsed = [node];
    }
    return expression === null ? null : { expression, parsed };
  }

  /** The SQL of a field's value in a query: its column; for `_id` and `gl2_message_id`, see `MessageIds.fieldSql`. */
  column(field: string): string {
    return this.store.messageIds.fieldSql(field);
  }

  /** The earliest message timestamp (for "all messages" ranges), or `fallback` when empty. */
  async earliest(fallback: number): Promise<number> {
    const rows = await this.store.query('SELECT min("timestamp") AS t FROM messages');
    const t = rows[0]?.['t'];
    return t instanceof Date ? t.getTime() : fallback;
  }

  /** A stored row as a Graylog message document. */
  toMessage(row: Row): Record<string, unknown> {
    const message: Record<string, unknown> = {};
    let conflicts: Record<string, unknown> | null = null;
    for (const key in row) {
      const value = row[key];
      if (isDerivedIdField(key) && (value === null || value === undefined)) {
        message[key] = this.store.messageIds.valueOf(key, Number(row['id']));
        continue;
      }
      if (value === null || value === undefined) continue;
      if (key === 'id' || key === 'gl2_index') continue;
      if (key === '_conflicts') {
        conflicts = JSON.parse(String(value)) as Record<string, unknown>;
        continue;
      }
      message[fieldName(key)] = normalise(value);
    }
    if (conflicts) Object.assign(message, conflicts);
    return message;
  }

  indexOf(row: Row): string {
    return this.store.indexName(Number(row['gl2_index'] ?? 0));
  }
}

export function normalise(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalise);
  return value;
}
