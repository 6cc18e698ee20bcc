import { ApiError } from '../http/errors.js';
import { isObject, readStrictObject, type JsonObject } from '../http/body.js';
import { OBJECT_ID } from '../db/ids.js';

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

/** Graylog's `ValidationResult`: `{failed, errors: {field: [message]}, error_context}`. */
export class Validation {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
  result() {
    return { failed: this.failed, errors: this.errors, error_context: {} };
  }
}

const mapError = (key: string, expected: string) => new ApiError(400, `Unable to map property ${key}: expected ${expected}.`);

function str(obj: JsonObject, key: string, fallback: string, max = 10_000): string {
  const v = obj[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string') throw mapError(key, 'a string');
  if (v.length > max) throw new ApiError(400, `Property ${key} is too long (at most ${max} characters).`);
  return v;
}

function long(obj: JsonObject, key: string, fallback: number): number {
  const v = obj[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v)) throw mapError(key, 'an integer');
  return v;
}

function stringList(obj: JsonObject, key: string, maxItems = 500): string[] {
  const v = obj[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.length > maxItems || v.some((s) => typeof s !== 'string' || s.length > 1000)) throw mapError(key, 'a list of strings');
  return v as string[];
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
  if (typeof fn !== 'string' || !(SERIES_FUNCTIONS as readonly string[]).includes(fn)) throw new ApiError(400, `Could not resolve type id '${String(fn)}' as a subtype of SeriesSpec`);
  const field = value['field'];
  if (field !== undefined && field !== null && typeof field !== 'string') throw mapError('field', 'a string');
  const id = value['id'];
  if (id !== undefined && id !== null && typeof id !== 'string') throw mapError('id', 'a string');
  return { id: typeof id === 'string' && id !== '' ? id : `${fn}-${index}`, function: fn as SeriesFunction, field: typeof field === 'string' ? field : null };
}

const CONFIG_FIELDS = ['type', 'query', 'query_parameters', 'filters', 'streams', 'group_by', 'series', 'conditions', 'search_within_ms', 'execute_every_ms'];

/** Reads an event processor config; only aggregation-v1 is user-creatable. */
export function readConfig(value: unknown): AggregationConfig {
  if (!isObject(value)) throw mapError('config', 'an object');
  const type = value['type'];
  if (type === undefined || type === null) throw new ApiError(400, 'Missing type id when trying to resolve subtype of EventProcessorConfig: missing type id property \'type\'');
  if (type !== AGGREGATION_TYPE) throw new ApiError(400, `Could not resolve type id '${String(type)}' as a subtype of EventProcessorConfig`);
  const c = readStrictObject(value, CONFIG_FIELDS, 'config');
  const params = c['query_parameters'];
  if (params !== undefined && params !== null && (!Array.isArray(params) || !params.every(isObject))) throw mapError('query_parameters', 'a list of parameters');
  const rawSeries = c['series'];
  if (rawSeries !== undefined && rawSeries !== null && (!Array.isArray(rawSeries) || rawSeries.length > 100)) throw mapError('series', 'a list of series');
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
    if (s.function !== 'count' && (s.field === null || s.field === '')) v.add('series', `Aggregation's series of type ${s.function} must contain non-empty value for field`);
  }
}

const DEFINITION_FIELDS = ['id', '_scope', 'title', 'description', 'priority', 'alert', 'updated_at', 'config', 'field_spec', 'key_spec', 'notification_settings', 'notifications', 'storage', 'scheduler'];
const MESSAGE_KEY = /^[\w.\-@]*$/;

function readFieldSpec(value: unknown): Record<string, FieldSpec> {
  if (value === undefined || value === null) return {};
  if (!isObject(value) || Object.keys(value).length > 100) throw mapError('field_spec', 'a map of field specs');
  const out: Record<string, FieldSpec> = {};
  for (const [name, raw] of Object.entries(value)) {
    if (!isObject(raw)) throw mapError('field_spec', 'a map of field specs');
    const spec = readStrictObject(raw, ['data_type', 'providers'], 'field spec');
    const type = spec['data_type'] ?? 'string';
    if (type !== 'string' && type !== 'error') throw new ApiError(400, `Cannot deserialize value of type FieldValueType from String "${String(type)}"`);
    const providers = spec['providers'] ?? [];
    if (!Array.isArray(providers) || !providers.every((p) => isObject(p) && typeof p['type'] === 'string')) throw mapError('providers', 'a list of field value providers');
    for (const p of providers as JsonObject[]) {
      if (p['type'] !== 'template-v1' && p['type'] !== 'lookup-v1') throw new ApiError(400, `Could not resolve type id '${String(p['type'])}' as a subtype of FieldValueProvider`);
      if (p['type'] === 'template-v1' && (typeof p['template'] !== 'string' || p['template'].length > 10_000)) throw mapError('template', 'a string');
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
  const persists = (s: JsonObject, stream: string) => s['type'] === 'persist-to-streams-v1' && Array.isArray(s['streams']) && s['streams'].length === 1 && s['streams'][0] === stream;
  if (storage.some((s) => persists(s, SYSTEM_EVENTS_STREAM_ID))) return storage;
  if (storage.some((s) => persists(s, DEFAULT_EVENTS_STREAM_ID))) return storage;
  return [...storage.filter((s) => s['type'] !== 'persist-to-streams-v1'), { type: 'persist-to-streams-v1', streams: [DEFAULT_EVENTS_STREAM_ID] }];
}

/** Reads an EventDefinitionDto body: mapping errors are ApiErrors (400), semantic checks come from `validateDefinition`. */
export function readDefinition(body: unknown): Omit<EventDefinition, 'id'> & { id: string | null } {
  const b = readStrictObject(body, DEFINITION_FIELDS, 'event definition');
  if (b['config'] === undefined || b['config'] === null) throw new ApiError(400, 'Missing required properties: config');
  const title = b['title'];
  if (typeof title !== 'string') throw new ApiError(400, title === undefined || title === null ? 'Missing required properties: title' : 'Unable to map property title: expected a string.');
  if (title.length > 1000) throw new ApiError(400, 'Property title is too long (at most 1000 characters).');
  const priority = long(b, 'priority', 2);
  const alert = b['alert'] ?? false;
  if (typeof alert !== 'boolean') throw mapError('alert', 'a boolean');
  const settings = b['notification_settings'] ?? {};
  if (!isObject(settings)) throw mapError('notification_settings', 'an object');
  const s = readStrictObject(settings, ['grace_period_ms', 'backlog_size'], 'notification settings');
  const storage = b['storage'] ?? [];
  if (!Array.isArray(storage) || storage.length > 20 || !storage.every((x) => isObject(x) && typeof x['type'] === 'string')) throw mapError('storage', 'a list of storage handlers');
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
      v.add('field_spec', `Event Definition field_spec contains invalid message field "${name}". Valid message field characters are: a-z, A-Z, 0-9, ., -, and @. No spaces are allowed.`);
    }
  }
  if (definition.key_spec.some((k) => !(k in definition.field_spec))) v.add('key_spec', 'Event Definition key_spec can only contain fields defined in field_spec.');
  return v;
}

// Notifications

export const HTTP_TYPE = 'http-notification-v1';
export const EMAIL_TYPE = 'email-notification-v1';

const DEFAULT_EMAIL_BODY = [
  '--- [Event Definition] ---------------------------',
  'Title:       ${event_definition_title}',
  'Description: ${event_definition_description}',
  'Type:        ${event_definition_type}',
  '--- [Event] --------------------------------------',
  'Timestamp:            ${event.timestamp}',
  'Message:              ${event.message}',
  'Source:               ${event.source}',
  'Key:                  ${event.key}',
  'Priority:             ${event.priority}',
  'Alert:                ${event.alert}',
  'Timestamp Processing: ${event.timestamp}',
  'Timerange Start:      ${event.timerange_start}',
  'Timerange End:        ${event.timerange_end}',
  'Fields:',
  '${foreach event.fields field}  ${field.key}: ${field.value}',
  '${end}',
  '${if backlog}',
  '--- [Backlog] ------------------------------------',
  'Last messages accounting for this alert:',
  '${foreach backlog message}',
  '${message}\n',
  '${end}',
  '${end}',
  '',
].join('\n');

/** Encrypted values as stored: the secret itself (never answered), or none. */
export type Secret = string | null;

/** `{is_set}` in answers; requests: a string, `{set_value}`, `{keep_value:true}` or `{delete_value:true}` (ADMIN-API.md §0). */
export function readSecret(value: unknown, key: string, previous: Secret): Secret {
  if (value === undefined || value === null) return previous;
  if (typeof value === 'string') return value;
  if (!isObject(value)) throw mapError(key, 'an encrypted value');
  const keys = Object.keys(value);
  if (keys.length !== 1) throw new ApiError(400, `Unable to map property ${key}: an encrypted value takes exactly one of set_value, keep_value, delete_value.`);
  if (typeof value['set_value'] === 'string') return value['set_value'];
  if (value['keep_value'] === true) return previous;
  if (value['delete_value'] === true) return null;
  if ('is_set' in value && typeof value['is_set'] === 'boolean') return previous;
  throw mapError(key, 'an encrypted value');
}

const HTTP_FIELDS = ['type', 'url', 'basic_auth', 'api_key_as_header', 'api_key', 'api_secret', 'skip_tls_verification'];
const EMAIL_FIELDS = ['type', 'sender', 'reply_to', 'subject', 'body_template', 'html_body_template', 'email_recipients', 'user_recipients', 'time_zone'];

/** Secrets of a stored notification, kept apart from the config that is answered. */
export interface NotificationSecrets {
  basic_auth: Secret;
  api_secret: Secret;
}

/** Reads a notification config; `previous` supplies the secrets `keep_value` keeps. */
export function readNotificationConfig(value: unknown, previous: NotificationSecrets = { basic_auth: null, api_secret: null }): { config: JsonObject & { type: string }; secrets: NotificationSecrets; keptSecret: boolean } {
  if (!isObject(value)) throw mapError('config', 'an object');
  const type = value['type'];
  if (type === HTTP_TYPE) {
    const c = readStrictObject(value, HTTP_FIELDS, 'config');
    const boolOf = (key: string) => {
      const b = c[key] ?? false;
      if (typeof b !== 'boolean') throw mapError(key, 'a boolean');
      return b;
    };
    const secret = c['api_secret'];
    return {
      config: { type: HTTP_TYPE, url: str(c, 'url', '', 2048), api_key_as_header: boolOf('api_key_as_header'), api_key: str(c, 'api_key', '', 1000), skip_tls_verification: boolOf('skip_tls_verification') },
      secrets: { basic_auth: readSecret(c['basic_auth'], 'basic_auth', previous.basic_auth), api_secret: readSecret(secret, 'api_secret', previous.api_secret) },
      keptSecret: isObject(secret) && secret['keep_value'] === true,
    };
  }
  if (type === EMAIL_TYPE) {
    const c = readStrictObject(value, EMAIL_FIELDS, 'config');
    const tz = str(c, 'time_zone', 'UTC', 100);
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
    } catch {
      throw new ApiError(400, `Cannot deserialize value of type DateTimeZone from String "${tz}": The datetime zone id '${tz}' is not recognised`);
    }
    return {
      config: {
        type: EMAIL_TYPE,
        sender: str(c, 'sender', 'graylog@example.org', 1000),
        reply_to: str(c, 'reply_to', '', 1000),
        subject: str(c, 'subject', 'Graylog event notification: ${event_definition_title}', 10_000),
        body_template: str(c, 'body_template', DEFAULT_EMAIL_BODY, 100_000),
        html_body_template: str(c, 'html_body_template', '', 100_000),
        email_recipients: [...new Set(stringList(c, 'email_recipients'))],
        user_recipients: [...new Set(stringList(c, 'user_recipients'))],
        time_zone: tz,
      },
      secrets: { basic_auth: null, api_secret: null },
      keptSecret: false,
    };
  }
  if (type === undefined || type === null) throw new ApiError(400, "Missing type id when trying to resolve subtype of EventNotificationConfig: missing type id property 'type'");
  throw new ApiError(400, `Could not resolve type id '${String(type)}' as a subtype of EventNotificationConfig`);
}

/** `NotificationDto.validate()` plus the config's own `validate()`, with Graylog's messages. */
export function validateNotification(title: string, config: JsonObject & { type: string }, secrets: NotificationSecrets, keptSecret: boolean): Validation {
  const v = new Validation();
  if (title === '') v.add('title', 'Notification title cannot be empty.');
  if (config.type === HTTP_TYPE) {
    if (config['url'] === '') v.add('url', 'HTTP Notification url cannot be empty.');
    else if (!isHttpUrl(String(config['url']))) v.add('url', 'HTTP Notification url is not a valid URL.');
    const hasKey = config['api_key'] !== '';
    const hasSecret = secrets.api_secret !== null || keptSecret;
    if (hasKey !== hasSecret) {
      v.add('api_key', 'HTTP Notification cannot specify API key without API secret.');
      v.add('api_secret', 'HTTP Notification cannot specify API secret without API key.');
    }
  } else if (config.type === EMAIL_TYPE) {
    if (config['subject'] === '') v.add('subject', 'Email Notification subject cannot be empty.');
    if (config['body_template'] === '' && config['html_body_template'] === '') v.add('body', 'One of Email Notification body template or Email Notification HTML body must not be empty.');
    if ((config['email_recipients'] as string[]).length === 0 && (config['user_recipients'] as string[]).length === 0) v.add('recipients', 'Email Notification must have email recipients or user recipients.');
  }
  return v;
}

function isHttpUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads a NotificationDto body. */
export function readNotification(body: unknown, previous?: NotificationSecrets) {
  const b = readStrictObject(body, ['id', 'title', 'description', 'config'], 'notification');
  const title = b['title'];
  if (typeof title !== 'string') throw new ApiError(400, title === undefined || title === null ? 'Missing required properties: title' : 'Unable to map property title: expected a string.');
  if (title.length > 1000) throw new ApiError(400, 'Property title is too long (at most 1000 characters).');
  if (b['config'] === undefined || b['config'] === null) throw new ApiError(400, 'Missing required properties: config');
  const id = b['id'];
  if (id !== undefined && id !== null && typeof id !== 'string') throw mapError('id', 'a string');
  const { config, secrets, keptSecret } = readNotificationConfig(b['config'], previous);
  return { id: typeof id === 'string' ? id : null, title, description: str(b, 'description', ''), config, secrets, keptSecret };
}

/** The config as answered: encrypted values become `{is_set}`. */
export function notificationConfigJson(config: JsonObject & { type: string }, secrets: NotificationSecrets): JsonObject {
  if (config.type !== HTTP_TYPE) return config;
  return { ...config, basic_auth: { is_set: secrets.basic_auth !== null }, api_secret: { is_set: secrets.api_secret !== null } };
}
