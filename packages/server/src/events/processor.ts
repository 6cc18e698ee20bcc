import os from 'node:os';
import { newObjectId } from '../db/ids.js';
import type { SearchEngine } from '../search/engine.js';
import { executePivot } from '../search/pivot.js';
import type { BucketSpec, PivotSpec } from '../search/pivot-spec.js';
import { DEFAULT_STREAM_ID } from '../streams/model.js';
import { AGGREGATION_TYPE, DEFAULT_EVENTS_STREAM_ID, type EventDefinition, type Expr, type Series } from './model.js';
import type { StoredEvent } from './store.js';

/** At most this many events come from one execution of a filter definition (one per matching message). */
export const FILTER_EVENT_CAP = 1000;
/** At most this many groups are evaluated per execution of an aggregation definition. */
export const GROUP_CAP = 1000;

export class EventProcessorError extends Error {
  override name = 'EventProcessorError';
}

/** Evaluates a condition tree over the series values of one group (BooleanNumberConditionsVisitor). */
export function evaluate(expr: Expr, values: ReadonlyMap<string, number | null>): boolean {
  const bool = (e: Expr): boolean => {
    switch (e.expr) {
      case 'true':
        return true;
      case '&&':
        return bool(e.left) && bool(e.right);
      case '||':
        return bool(e.left) || bool(e.right);
      case '!':
        return !bool(e.left);
      case 'group':
        return bool(e.child);
      case '==':
        return num(e.left) === num(e.right);
      case '>':
        return num(e.left) > num(e.right);
      case '>=':
        return num(e.left) >= num(e.right);
      case '<':
        return num(e.left) < num(e.right);
      case '<=':
        return num(e.left) <= num(e.right);
      default:
        throw new EventProcessorError(`Expression ${e.expr} is not a boolean expression`);
    }
  };
  const num = (e: Expr): number => {
    if (e.expr === 'number') return e.value;
    if (e.expr === 'number-ref') {
      if (!values.has(e.ref)) throw new EventProcessorError(`Couldn't find value for reference ${e.ref}`);
      const v = values.get(e.ref);
      return v === null || v === undefined ? Number.NaN : v;
    }
    if (e.expr === 'group') return num(e.child);
    throw new EventProcessorError(`Expression ${e.expr} is not a numeric expression`);
  };
  return bool(expr);
}

/** Java's `Double.toString` for the values in an aggregation event's message (`12.0`, `3.5`). */
const javaDouble = (v: number | null): string => (v === null || Number.isNaN(v) ? 'NaN' : Number.isInteger(v) ? `${v}.0` : String(v));

/** `${source.field}` templates (template-v1) over the source message or the aggregation result. */
function renderTemplate(template: string, source: Record<string, unknown>): { value: string; missing: boolean } {
  let missing = false;
  const value = template.replace(/\$\{source\.([^}]+)\}/g, (_m, name: string) => {
    const v = source[name];
    if (v === undefined || v === null) {
      missing = true;
      return '';
    }
    return Array.isArray(v) ? v.join(',') : String(v);
  });
  return { value, missing };
}

/** One group of an aggregation's window: its group-by values (in `group_by` order) and each series' value by series id. */
export interface AggregationGroup {
  key: string[];
  values: Map<string, number | null>;
}

export interface Window {
  from: number;
  to: number;
}

/** Runs definitions over windows of stored messages with the server's search engine. */
export class EventProcessor {
  private readonly hostname = os.hostname();

  constructor(private readonly engine: SearchEngine) {}

  /**
   * The events a definition creates for one window (not stored). `streams` overrides the config's (execute
   * endpoint). With `knownEmpty` the caller knows that no message of the window matches the definition's
   * query (a backtest's count of matches said so): nothing is searched, and the conditions are evaluated
   * as over an empty window.
   */
  async run(
    definition: EventDefinition,
    window: Window,
    now: number,
    streams?: readonly string[],
    knownEmpty = false,
  ): Promise<StoredEvent[]> {
    const config = definition.config;
    if (config.type !== AGGREGATION_TYPE) throw new EventProcessorError(`No event processor for type ${String(config.type)}`);
    const searchStreams = streams && streams.length > 0 ? [...streams] : config.streams;
    const where = knownEmpty ? null : this.where(definition, window, now, searchStreams);
    return config.series.length === 0
      ? where
        ? this.filter(definition, window, now, searchStreams, where)
        : []
      : this.aggregate(definition, window, now, searchStreams, where);
  }

  /** What a definition searches in a window: its query, over its streams (or `streams`), as SQL. */
  where(definition: EventDefinition, window: Window, now: number, streams: readonly string[] = definition.config.streams) {
    return this.engine.where(
      { queries: [{ text: definition.config.query }], range: window, streams: streams.length > 0 ? streams : null },
      now,
    );
  }

  /**
   * The backlog of a notification: up to `size` newest messages of the event's window that match the
   * definition's query (and, for aggregation events, the event's group-by values), as message summaries.
   */
  async backlog(
    definition: EventDefinition,
    event: StoredEvent,
    size: number,
    now: number,
  ): Promise<{ index: string; message: Record<string, unknown> }[]> {
    if (size <= 0 || event.timerange_start === null || event.timerange_end === null) return [];
    const quote = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;
    const queries = [
      { text: definition.config.query },
      ...Object.entries(event.group_by_fields).map(([field, value]) => ({ text: `${field}:${quote(value)}` })),
    ];
    const streams = definition.config.streams;
    const where = this.engine.where(
      {
        queries,
        range: { from: Date.parse(event.timerange_start), to: Date.parse(event.timerange_end) },
        streams: streams.length > 0 ? streams : null,
      },
      now,
    );
    const rows = await this.engine.store.query(
      `SELECT * FROM messages WHERE ${where.sql} ORDER BY "timestamp" DESC, id DESC LIMIT ${Math.min(Math.trunc(size), FILTER_EVENT_CAP)}`,
      where.params,
    );
    return rows.map((row) => ({ index: this.engine.indexOf(row), message: this.engine.toMessage(row) }));
  }

  private base(definition: EventDefinition, window: Window, now: number, searchStreams: readonly string[]) {
    const range = { timerange_start: new Date(window.from).toISOString(), timerange_end: new Date(window.to).toISOString() };
    return {
      event_definition_type: AGGREGATION_TYPE,
      event_definition_id: definition.id,
      timestamp_processing: new Date(now).toISOString(),
      ...range,
      streams: [DEFAULT_EVENTS_STREAM_ID],
      source: this.hostname,
      priority: definition.priority,
      alert: definition.alert,
      replay_info: { ...range, query: definition.config.query, streams: [...searchStreams] },
    };
  }

  /** Field specs and keys of one event, from its source (the message, or the aggregation result). */
  private fieldsOf(definition: EventDefinition, source: Record<string, unknown>) {
    const fields: Record<string, string> = {};
    for (const [name, spec] of Object.entries(definition.field_spec)) {
      for (const provider of spec.providers) {
        if (provider['type'] !== 'template-v1' || typeof provider['template'] !== 'string') continue;
        const { value, missing } = renderTemplate(provider['template'], source);
        if (missing && provider['require_values'] === true) continue;
        fields[name] = value;
        break;
      }
    }
    const keyTuple = definition.key_spec.map((k) => fields[k] ?? '');
    return { fields, key_tuple: keyTuple, key: keyTuple.join('|') };
  }

  private async filter(
    definition: EventDefinition,
    window: Window,
    now: number,
    searchStreams: readonly string[],
    where: ReturnType<SearchEngine['where']>,
  ): Promise<StoredEvent[]> {
    const rows = await this.engine.store.query(
      `SELECT * FROM messages WHERE ${where.sql} ORDER BY "timestamp" ASC, id ASC LIMIT ${FILTER_EVENT_CAP}`,
      where.params,
    );
    const base = this.base(definition, window, now, searchStreams);
    return rows.map((row): StoredEvent => {
      const message = this.engine.toMessage(row);
      const messageStreams = Array.isArray(message['streams'])
        ? (message['streams'] as unknown[]).filter((s): s is string => typeof s === 'string')
        : [DEFAULT_STREAM_ID];
      const sourceStreams = searchStreams.length > 0 ? messageStreams.filter((s) => searchStreams.includes(s)) : messageStreams;
      return {
        id: newObjectId(now),
        ...base,
        origin_context: `urn:graylog:message:es:${this.engine.indexOf(row)}:${String(message['_id'] ?? '')}`,
        timestamp: typeof message['timestamp'] === 'string' ? message['timestamp'] : new Date(window.to).toISOString(),
        source_streams: sourceStreams,
        message: definition.title,
        ...this.fieldsOf(definition, message),
        group_by_fields: {},
      };
    });
  }

  /**
   * The groups of an aggregation definition's window with each series' value, as its conditions see
   * them: one row per group-by value (at most GROUP_CAP), or without group-by the one total row, present
   * even when nothing matched (`count()` = 0). `where` null: no message of the window matches.
   */
  async aggregationGroups(
    definition: EventDefinition,
    window: Window,
    where: ReturnType<SearchEngine['where']> | null,
  ): Promise<AggregationGroup[]> {
    const config = definition.config;
    const rowGroups: BucketSpec[] =
      config.group_by.length > 0
        ? [
            {
              type: 'values',
              fields: config.group_by,
              limit: GROUP_CAP,
              skipEmptyValues: true,
              interval: { type: 'auto', scaling: 1 },
              ranges: [],
              bucketKey: 'from',
            },
          ]
        : [];
    const spec: PivotSpec = {
      id: 'event-aggregation',
      rowGroups,
      columnGroups: [],
      series: config.series.map((s) => ({ type: s.function, id: s.id, field: s.field })),
      sort: [],
      rollup: false,
    };
    const rows = where ? ((await executePivot(this.engine, spec, where, window)).rows ?? []) : [];
    if (rows.length > 0)
      return rows.map((row) => ({
        key: row.key,
        values: new Map(row.values.map((v) => [String(v.key[v.key.length - 1]), typeof v.value === 'number' ? v.value : null])),
      }));
    if (config.group_by.length > 0) return [];
    return [
      {
        key: [],
        values: new Map(
          config.series.map((s): [string, number | null] => [s.id, s.function === 'count' || s.function === 'card' ? 0 : null]),
        ),
      },
    ];
  }

  private async aggregate(
    definition: EventDefinition,
    window: Window,
    now: number,
    searchStreams: readonly string[],
    where: ReturnType<SearchEngine['where']> | null,
  ): Promise<StoredEvent[]> {
    const config = definition.config;
    const expression = config.conditions?.expression;
    if (!expression) throw new EventProcessorError('Aggregation with series must also contain conditions');
    const groups = await this.aggregationGroups(definition, window, where);
    const base = this.base(definition, window, now, searchStreams);
    const events: StoredEvent[] = [];
    for (const group of groups) {
      if (!evaluate(expression, group.values)) continue;
      const groupBy = Object.fromEntries(config.group_by.map((field, i) => [field, group.key[i] ?? '']));
      const source: Record<string, unknown> = { ...groupBy };
      for (const s of config.series) source[seriesName(s)] = group.values.get(s.id) ?? null;
      const seriesText = config.series.map((s) => `${seriesName(s)}=${javaDouble(group.values.get(s.id) ?? null)}`).join(' ');
      events.push({
        id: newObjectId(now),
        ...base,
        origin_context: null,
        timestamp: new Date(window.to).toISOString(),
        source_streams: [...searchStreams],
        message: `${definition.title}${group.key.length > 0 ? `: ${group.key.join('|')}` : ''} - ${seriesText}`,
        ...this.fieldsOf(definition, source),
        group_by_fields: groupBy,
      });
    }
    return events;
  }
}

const seriesName = (s: Series) => `${s.function}(${s.field ?? ''})`;
