import { OBJECT_ID } from '../db/ids.js';
import { type JsonObject, isObject, readStrictObject } from '../http/body.js';
import { ApiError } from '../http/errors.js';
import { Validation, long, mapError, str, stringList } from './model-readers.js';

/** The stream every event definition persists its events to (Graylog's default events stream). */
export const DEFAULT_EVENTS_STREAM_ID = '000000000000000000000002';
/** The system events stream: a storage handler naming it is kept as it is. */
export const SYSTEM_EVENTS_STREAM_ID = '000000000000000000000003';
export const AGGREGATION_TYPE = 'aggregation-v1';
export const SERIES_FUNCTIONS = ['avg', 'card', 'count', 'max', 'min', 'stddev', 'sum', 'sumofsquares', 'variance'] as const;
export type SeriesFunction = (typeof SERIES_FUNCTIONS)[number];

/** The condition expression tree of aggregation-v1 (ADMIN-API.md §7.3). */
export type Expr =
  | { expr: 'true' }
  | { expr: '&&' | '||' | '==' | '>' | '>=' | '<' | '<='; left: Expr; right: Expr }
  | { expr: '!'; left: Expr }
  | { expr: 'number'; value: number }
  | { expr: 'number-ref'; ref: string }
  | { expr: 'group'; child: Expr; operator: string };

export interface Series {
  id: string;
  function: SeriesFunction;
  field: string | null;
}

export interface AggregationConfig {
  type: typeof AGGREGATION_TYPE;
  query: string;
  query_parameters: JsonObject[];
  streams: string[];
  group_by: string[];
  series: Series[];
  conditions: { expression: Expr | null } | null;
  search_within_ms: number;
  execute_every_ms: number;
}

export interface FieldSpec {
  data_type: 'string' | 'error';
  providers: JsonObject[];
}

/** EventDefinitionDto without the read-only scheduler context. */
export interface EventDefinition {
  id: string;
  _scope: string;
  title: string;
  description: string;
  priority: number;
  alert: boolean;
  updated_at: string | null;
  config: AggregationConfig;
  field_spec: Record<string, FieldSpec>;
  key_spec: string[];
  notification_settings: { grace_period_ms: number; backlog_size: number };
  notifications: { notification_id: string; notification_parameters: JsonObject | null }[];
  storage: JsonObject[];
}

/** NotificationDto (ADMIN-API.md §7.4); the config is kept as validated. */
export interface EventNotification {
  id: string;
  title: string;
  description: string;
  config: JsonObject & { type: string };
}

function readExpr(value: unknown, depth = 0): Expr {
  if (depth > 50) throw new ApiError(400, 'The condition expression is nested too deeply.');
  if (!isObject(value)) throw mapError('expression', 'an expression object');
  const kind = value['expr'];
  const child = (key: string) => readExpr(value[key], depth + 1);
  switch (kind) {
    case 'true':
      return { expr: 'true' };
    case '&&':
    case '||':
    case '==':
    case '>':
    case '>=':
    case '<':
    case '<=':
      return { expr: kind, left: child('left'), right: child('right') };
    case '!':
      return { expr: '!', left: child('left') };
    case 'number': {
      const v = value['value'];
      if (typeof v !== 'number' || !Number.isFinite(v)) throw mapError('value', 'a number');
      return { expr: 'number', value: v };
    }
    case 'number-ref': {
      const ref = value['ref'];
      if (typeof ref !== 'string') throw mapError('ref', 'a string');
      return { expr: 'number-ref', ref };
    }
    case 'group':
      return { expr: 'group', child: child('child'), operator: typeof value['operator'] === 'string' ? value['operator'] : '' };
    default:
      throw new ApiError(400, `Could not resolve type id '${String(kind)}' as a subtype of Expression`);
  }
}

function readSeries(value: unknown, index: number): Series {
  if (!isObject(value)) throw mapError('series', 'a list of series');
  const fn = value['function'] ?? value['type'];
  if (typeof fn !== 'string' || !(SERIES_FUNCTIONS as readonly string[]).includes(fn))
    throw new ApiError(400, `Could not resolve type id '${String(fn)}' as a subtype of SeriesSpec`);
  const field = value['field'];
  if (field !== undefined && field !== null && typeof field !== 'string') throw mapError('field', 'a string');
  const id = value['id'];
  if (id !== undefined && id !== null && typeof id !== 'string') throw mapError('id', 'a string');
  return {
    id: typeof id === 'string' && id !== '' ? id : `${fn}-${index}`,
    function: fn as SeriesFunction,
    field: typeof field === 'string' ? field : null,
  };
}

const CONFIG_FIELDS = [
  'type',
  'query',
  'query_parameters',
  'filters',
  'streams',
  'group_by',
  'series',
  'conditions',
  'search_within_ms',
  'execute_every_ms',
];

/** Reads an event processor config; only aggregation-v1 is user-creatable. */
export function readConfig(value: unknown): AggregationConfig {
  if (!isObject(value)) throw mapError('config', 'an object');
  const type = value['type'];
  if (type === undefined || type === null)
    throw new ApiError(400, "Missing type id when trying to resolve subtype of EventProcessorConfig: missing type id property 'type'");
  if (type !== AGGREGATION_TYPE)
    throw new ApiError(400, `Could not resolve type id '${String(type)}' as a subtype of EventProcessorConfig`);
  const c = readStrictObject(value, CONFIG_FIELDS, 'config');
  const params = c['query_parameters'];
  if (params !== undefined && params !== null && (!Array.isArray(params) || !params.every(isObject)))
    throw mapError('query_parameters', 'a list of parameters');
  const rawSeries = c['series'];
  if (rawSeries !== undefined && rawSeries !== null && (!Array.isArray(rawSeries) || rawSeries.length > 100))
    throw mapError('series', 'a list of series');
  const rawConditions = c['conditions'];
  let conditions: AggregationConfig['conditions'] = null;
  if (isObject(rawConditions)) {
    const expression = rawConditions['expression'];
    conditions = { expression: expression === undefined || expression === null ? null : readExpr(expression) };
  } else if (rawConditions !== undefined && rawConditions !== null) {
    throw mapError('conditions', 'an object');
  }
  const streams = stringList(c, 'streams');
  if (streams.some((s) => !OBJECT_ID.test(s))) throw new ApiError(400, 'Unable to map property streams: expected stream ids.');
  return {
    type: AGGREGATION_TYPE,
    query: str(c, 'query', ''),
    query_parameters: Array.isArray(params) ? (params as JsonObject[]) : [],
    streams: [...new Set(streams)],
    group_by: stringList(c, 'group_by', 20),
    series: Array.isArray(rawSeries) ? rawSeries.map(readSeries) : [],
    conditions,
    search_within_ms: long(c, 'search_within_ms', 0),
    execute_every_ms: long(c, 'execute_every_ms', 0),
  };
}

/** `AggregationEventProcessorConfig.validate()` with Graylog's messages. */
export function validateConfig(config: AggregationConfig, v: Validation): void {
  const noConditions = !config.conditions || config.conditions.expression === null;
  if (config.search_within_ms <= 0) v.add('search_within_ms', 'Filter & Aggregation search_within_ms must be greater than 0.');
  if (config.execute_every_ms <= 0) v.add('execute_every_ms', 'Filter & Aggregation execute_every_ms must be greater than 0.');
  if (config.group_by.length > 0 && (config.series.length === 0 || noConditions)) {
    v.add('series', 'Aggregation with group_by must also contain series');
    v.add('conditions', 'Aggregation with group_by must also contain conditions');
  }
  if (config.series.length === 0 && !noConditions) v.add('series', 'Aggregation with conditions must also contain series');
  if (config.series.length > 0 && noConditions) v.add('conditions', 'Aggregation with series must also contain conditions');
  for (const s of config.series) {
    if (s.function !== 'count' && (s.field === null || s.field === ''))
      v.add('series', `Aggregation's series of type ${s.function} must contain non-empty value for field`);
  }
}

const DEFINITION_FIELDS = [
  'id',
  '_scope',
  'title',
  'description',
  'priority',
  'alert',
  'updated_at',
  'config',
  'field_spec',
  'key_spec',
  'notification_settings',
  'notifications',
  'storage',
  'scheduler',
];
const MESSAGE_KEY = /^[\w.\-@]*$/;

function readFieldSpec(value: unknown): Record<string, FieldSpec> {
  if (value === undefined || value === null) return {};
  if (!isObject(value) || Object.keys(value).length > 100) throw mapError('field_spec', 'a map of field specs');
  const out: Record<string, FieldSpec> = {};
  for (const [name, raw] of Object.entries(value)) {
    if (!isObject(raw)) throw mapError('field_spec', 'a map of field specs');
    const spec = readStrictObject(raw, ['data_type', 'providers'], 'field spec');
    const type = spec['data_type'] ?? 'string';
    if (type !== 'string' && type !== 'error')
      throw new ApiError(400, `Cannot deserialize value of type FieldValueType from String "${String(type)}"`);
    const providers = spec['providers'] ?? [];
    if (!Array.isArray(providers) || !providers.every((p) => isObject(p) && typeof p['type'] === 'string'))
      throw mapError('providers', 'a list of field value providers');
    for (const p of providers as JsonObject[]) {
      if (p['type'] !== 'template-v1' && p['type'] !== 'lookup-v1')
        throw new ApiError(400, `Could not resolve type id '${String(p['type'])}' as a subtype of FieldValueProvider`);
      if (p['type'] === 'template-v1' && (typeof p['template'] !== 'string' || p['template'].length > 10_000))
        throw mapError('template', 'a string');
    }
    out[name] = { data_type: type, providers: providers as JsonObject[] };
  }
  return out;
}

function readNotifications(value: unknown): EventDefinition['notifications'] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 100) throw mapError('notifications', 'a list');
  return value.map((n) => {
    if (!isObject(n)) throw mapError('notifications', 'a list');
    const entry = readStrictObject(n, ['notification_id', 'notification_parameters'], 'notification handler');
    const id = entry['notification_id'];
    if (typeof id !== 'string' || id.length > 100) throw mapError('notification_id', 'a string');
    const params = entry['notification_parameters'];
    if (params !== undefined && params !== null && !isObject(params)) throw mapError('notification_parameters', 'an object');
    return { notification_id: id, notification_parameters: isObject(params) ? params : null };
  });
}

/** Adds the persist-to-streams handler for the default events stream unless the system events stream is used (EventDefinitionDto.Builder#build). */
function withEventsStorage(storage: JsonObject[]): JsonObject[] {
  const persists = (s: JsonObject, stream: string) =>
    s['type'] === 'persist-to-streams-v1' && Array.isArray(s['streams']) && s['streams'].length === 1 && s['streams'][0] === stream;
  if (storage.some((s) => persists(s, SYSTEM_EVENTS_STREAM_ID))) return storage;
  if (storage.some((s) => persists(s, DEFAULT_EVENTS_STREAM_ID))) return storage;
  return [
    ...storage.filter((s) => s['type'] !== 'persist-to-streams-v1'),
    { type: 'persist-to-streams-v1', streams: [DEFAULT_EVENTS_STREAM_ID] },
  ];
}

/** Reads an EventDefinitionDto body: mapping errors are ApiErrors (400), semantic checks come from `validateDefinition`. */
export function readDefinition(body: unknown): Omit<EventDefinition, 'id'> & { id: string | null } {
  const b = readStrictObject(body, DEFINITION_FIELDS, 'event definition');
  if (b['config'] === undefined || b['config'] === null) throw new ApiError(400, 'Missing required properties: config');
  const title = b['title'];
  if (typeof title !== 'string')
    throw new ApiError(
      400,
      title === undefined || title === null ? 'Missing required properties: title' : 'Unable to map property title: expected a string.',
    );
  if (title.length > 1000) throw new ApiError(400, 'Property title is too long (at most 1000 characters).');
  const priority = long(b, 'priority', 2);
  const alert = b['alert'] ?? false;
  if (typeof alert !== 'boolean') throw mapError('alert', 'a boolean');
  const settings = b['notification_settings'] ?? {};
  if (!isObject(settings)) throw mapError('notification_settings', 'an object');
  const s = readStrictObject(settings, ['grace_period_ms', 'backlog_size'], 'notification settings');
  const storage = b['storage'] ?? [];
  if (!Array.isArray(storage) || storage.length > 20 || !storage.every((x) => isObject(x) && typeof x['type'] === 'string'))
    throw mapError('storage', 'a list of storage handlers');
  const id = b['id'];
  if (id !== undefined && id !== null && typeof id !== 'string') throw mapError('id', 'a string');
  return {
    id: typeof id === 'string' ? id : null,
    _scope: str(b, '_scope', 'DEFAULT', 100),
    title,
    description: str(b, 'description', ''),
    priority,
    alert,
    updated_at: null,
    config: readConfig(b['config']),
    field_spec: readFieldSpec(b['field_spec']),
    key_spec: stringList(b, 'key_spec', 50),
    notification_settings: { grace_period_ms: long(s, 'grace_period_ms', 0), backlog_size: long(s, 'backlog_size', 0) },
    notifications: readNotifications(b['notifications']),
    storage: withEventsStorage(storage as JsonObject[]),
  };
}

/** `EventDefinitionDto.validate()` with Graylog's messages. */
export function validateDefinition(definition: EventDefinition): Validation {
  const v = new Validation();
  if (definition.title === '') v.add('title', 'Event Definition title cannot be empty.');
  validateConfig(definition.config, v);
  for (const name of Object.keys(definition.field_spec)) {
    if (!MESSAGE_KEY.test(name)) {
      v.add(
        'field_spec',
        `Event Definition field_spec contains invalid message field "${name}". Valid message field characters are: a-z, A-Z, 0-9, ., -, and @. No spaces are allowed.`,
      );
    }
  }
  if (definition.key_spec.some((k) => !(k in definition.field_spec)))
    v.add('key_spec', 'Event Definition key_spec can only contain fields defined in field_spec.');
  return v;
}
