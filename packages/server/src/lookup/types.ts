import fs from 'node:fs';
import { ApiError } from '../http/errors.js';
import { isObject, type JsonObject } from '../http/body.js';
import { OTX_DEFAULT_API_URL, OTX_INDICATORS, WHOIS_REGISTRIES } from './threatintel-settings.js';

/** Java `TimeUnit` names, as Graylog writes them. */
export const TIME_UNITS = ['NANOSECONDS', 'MICROSECONDS', 'MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];
const UNIT_MS: Record<TimeUnit, number> = {
  NANOSECONDS: 1e-6,
  MICROSECONDS: 1e-3,
  MILLISECONDS: 1,
  SECONDS: 1000,
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
};
export const toMillis = (amount: number, unit: TimeUnit): number => amount * UNIT_MS[unit];
export const isTimeUnit = (value: unknown): value is TimeUnit =>
  typeof value === 'string' && (TIME_UNITS as readonly string[]).includes(value);

/** Field errors in Graylog's `ValidationResult.errors` shape. */
export type FieldErrors = Record<string, string[]>;
export const addError = (errors: FieldErrors, field: string, message: string): void => {
  (errors[field] ??= []).push(message);
};

type FieldKind = 'string' | 'integer' | 'boolean' | 'timeunit';
interface FieldSpec {
  kind: FieldKind;
  /** Absent is refused, as an AutoValue builder refuses a missing non-optional property. */
  required: boolean;
  /** Longest accepted string. */
  max?: number;
}

/** A cache or data adapter type: its descriptor and how its config is read and checked. */
export interface ComponentType {
  type: string;
  configClass: string;
  defaults: JsonObject & { type: string };
  fields: Record<string, FieldSpec>;
  /** Bean-validation constraints (`@NotEmpty`, `@Size`, `@Min`) with Hibernate Validator's messages. */
  constraints(config: JsonObject): FieldErrors;
  /** The config's own `validate()` checks, run by the `/validate` endpoints only. */
  validate(config: JsonObject): FieldErrors;
}

const notEmpty = (errors: FieldErrors, config: JsonObject, key: string) => {
  const v = config[key];
  if (v === null || v === undefined || v === '') addError(errors, key, 'must not be empty');
};
const exactlyOneChar = (errors: FieldErrors, config: JsonObject, key: string) => {
  const v = config[key];
  if (typeof v === 'string' && [...v].length !== 1) addError(errors, key, 'size must be between 1 and 1');
};
const atLeast = (errors: FieldErrors, config: JsonObject, key: string, min: number) => {
  const v = config[key];
  if (typeof v === 'number' && v < min) addError(errors, key, `must be greater than or equal to ${min}`);
};

export const CSV_FILE: ComponentType = {
  type: 'csvfile',
  configClass: 'org.graylog2.lookup.adapters.CSVFileDataAdapter$Config',
  defaults: {
    type: 'csvfile',
    path: '/etc/graylog/lookup-table.csv',
    separator: ',',
    quotechar: '"',
    key_column: 'key',
    value_column: 'value',
    check_interval: 60,
    case_insensitive_lookup: false,
    cidr_lookup: false,
  },
  fields: {
    path: { kind: 'string', required: true, max: 4096 },
    separator: { kind: 'string', required: true, max: 64 },
    quotechar: { kind: 'string', required: true, max: 64 },
    key_column: { kind: 'string', required: true, max: 1024 },
    value_column: { kind: 'string', required: true, max: 1024 },
    check_interval: { kind: 'integer', required: true },
    case_insensitive_lookup: { kind: 'boolean', required: false },
    cidr_lookup: { kind: 'boolean', required: false },
  },
  constraints(config) {
    const errors: FieldErrors = {};
    for (const key of ['path', 'separator', 'quotechar', 'key_column', 'value_column']) notEmpty(errors, config, key);
    exactlyOneChar(errors, config, 'separator');
    exactlyOneChar(errors, config, 'quotechar');
    atLeast(errors, config, 'check_interval', 1);
    return errors;
  },
  validate(config) {
    const errors: FieldErrors = {};
    const path = String(config['path'] ?? '');
    if (path === '' || !fs.existsSync(path)) addError(errors, 'path', 'The file does not exist.');
    else {
      try {
        fs.accessSync(path, fs.constants.R_OK);
        if (!fs.statSync(path).isFile()) addError(errors, 'path', 'The file cannot be read.');
      } catch {
        addError(errors, 'path', 'The file cannot be read.');
      }
    }
    return errors;
  },
};

export const DSV_HTTP: ComponentType = {
  type: 'dsvhttp',
  configClass: 'org.graylog2.lookup.adapters.DSVHTTPDataAdapter$Config',
  defaults: {
    type: 'dsvhttp',
    url: 'https://example.org/table.csv',
    separator: ',',
    line_separator: '\n',
    quotechar: '"',
    ignorechar: '#',
    key_column: 0,
    check_presence_only: false,
    value_column: 1,
    refresh_interval: 60,
    case_insensitive_lookup: false,
  },
  fields: {
    url: { kind: 'string', required: true, max: 8192 },
    separator: { kind: 'string', required: true, max: 64 },
    line_separator: { kind: 'string', required: true, max: 64 },
    quotechar: { kind: 'string', required: true, max: 64 },
    ignorechar: { kind: 'string', required: true, max: 64 },
    key_column: { kind: 'integer', required: true },
    check_presence_only: { kind: 'boolean', required: false },
    value_column: { kind: 'integer', required: false },
    refresh_interval: { kind: 'integer', required: true },
    case_insensitive_lookup: { kind: 'boolean', required: false },
  },
  constraints(config) {
    const errors: FieldErrors = {};
    for (const key of ['url', 'separator', 'line_separator', 'quotechar', 'ignorechar', 'key_column']) notEmpty(errors, config, key);
    for (const key of ['separator', 'line_separator', 'quotechar']) exactlyOneChar(errors, config, key);
    atLeast(errors, config, 'key_column', 0);
    atLeast(errors, config, 'value_column', 0);
    atLeast(errors, config, 'refresh_interval', 1);
    if (config['check_presence_only'] !== true && (config['value_column'] === null || config['value_column'] === undefined)) {
      addError(errors, 'value_column', 'must not be empty');
    }
    return errors;
  },
  validate(config) {
    const errors: FieldErrors = {};
    const url = String(config['url'] ?? '');
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') addError(errors, 'url', `Unable to parse url: ${url}`);
    return errors;
  },
};

export const GUAVA_CACHE: ComponentType = {
  type: 'guava_cache',
  configClass: 'org.graylog2.lookup.caches.CaffeineLookupCache$Config',
  defaults: {
    type: 'guava_cache',
    max_size: 1000,
    expire_after_access: 60,
    expire_after_access_unit: 'SECONDS',
    expire_after_write: 0,
    expire_after_write_unit: null,
  },
  fields: {
    max_size: { kind: 'integer', required: true },
    expire_after_access: { kind: 'integer', required: true },
    expire_after_access_unit: { kind: 'timeunit', required: false },
    expire_after_write: { kind: 'integer', required: true },
    expire_after_write_unit: { kind: 'timeunit', required: false },
  },
  constraints(config) {
    const errors: FieldErrors = {};
    for (const key of ['max_size', 'expire_after_access', 'expire_after_write']) atLeast(errors, config, key, 0);
    return errors;
  },
  validate: () => ({}),
};

export const NO_CACHE: ComponentType = {
  type: 'none',
  configClass: 'org.graylog2.lookup.caches.NullCache$Config',
  defaults: { type: 'none' },
  fields: {},
  constraints: () => ({}),
  validate: () => ({}),
};

/** `torexitnode`: no settings; the Tor project's exit address list, downloaded every hour. */
export const TOR_EXIT_NODE: ComponentType = {
  type: 'torexitnode',
  configClass: 'org.graylog.plugins.threatintel.adapters.tor.TorExitNodeDataAdapter$Config',
  defaults: { type: 'torexitnode' },
  fields: {},
  constraints: () => ({}),
  validate: () => ({}),
};

/** `spamhaus-edrop`: Spamhaus's DROP and EDROP lists, downloaded every `refresh_interval` seconds (at least an hour). */
export const SPAMHAUS_EDROP: ComponentType = {
  type: 'spamhaus-edrop',
  configClass: 'org.graylog.plugins.threatintel.adapters.spamhaus.SpamhausEDROPDataAdapter$Config',
  defaults: { type: 'spamhaus-edrop', refresh_interval: 14400 },
  fields: { refresh_interval: { kind: 'integer', required: true } },
  constraints(config) {
    const errors: FieldErrors = {};
    atLeast(errors, config, 'refresh_interval', 3600);
    return errors;
  },
  validate: () => ({}),
};

export const BLOCKLIST_TYPES = ['DOMAINS', 'URLS', 'IPS'] as const;

/** `abuse-ch-ransom`: abuse.ch's ransomware tracker, shut down on 2019-12-08; kept so that stored adapters load. */
export const ABUSE_CH_RANSOM: ComponentType = {
  type: 'abuse-ch-ransom',
  configClass: 'org.graylog.plugins.threatintel.adapters.abusech.AbuseChRansomAdapter$Config',
  defaults: { type: 'abuse-ch-ransom', blocklist_type: 'DOMAINS', refresh_interval: 150, refresh_interval_unit: 'MINUTES' },
  fields: {
    blocklist_type: { kind: 'string', required: true, max: 16 },
    refresh_interval: { kind: 'integer', required: true },
    refresh_interval_unit: { kind: 'timeunit', required: false },
  },
  constraints(config) {
    const errors: FieldErrors = {};
    const blocklist = config['blocklist_type'];
    if (typeof blocklist === 'string' && !(BLOCKLIST_TYPES as readonly string[]).includes(blocklist))
      addError(errors, 'blocklist_type', `must be one of ${BLOCKLIST_TYPES.join(', ')}`);
    atLeast(errors, config, 'refresh_interval', 0);
    return errors;
  },
  validate: () => ({}),
};

/** `whois`: asks the registry's whois server about each key (an IP address); the timeouts are milliseconds. */
export const WHOIS: ComponentType = {
  type: 'whois',
  configClass: 'org.graylog.plugins.threatintel.whois.ip.WhoisDataAdapter$Config',
  defaults: { type: 'whois', registry: 'ARIN', connect_timeout: 1000, read_timeout: 1000 },
  fields: {
    // Graylog's builder starts from ARIN and 1000 ms each: absent settings take those.
    registry: { kind: 'string', required: false, max: 16 },
    connect_timeout: { kind: 'integer', required: false },
    read_timeout: { kind: 'integer', required: false },
  },
  constraints(config) {
    const errors: FieldErrors = {};
    const registry = config['registry'];
    if (typeof registry === 'string' && !Object.hasOwn(WHOIS_REGISTRIES, registry))
      addError(errors, 'registry', `must be one of ${Object.keys(WHOIS_REGISTRIES).join(', ')}`);
    atLeast(errors, config, 'connect_timeout', 0);
    atLeast(errors, config, 'read_timeout', 0);
    return errors;
  },
  validate: () => ({}),
};

const OTX_TIMEOUTS = ['http_connect_timeout', 'http_write_timeout', 'http_read_timeout'] as const;

/** `otx-api`: asks AlienVault OTX (or a server at `api_url` the allowlist permits) about each key. */
export const OTX_API: ComponentType = {
  type: 'otx-api',
  configClass: 'org.graylog.plugins.threatintel.adapters.otx.OTXDataAdapter$Config',
  defaults: {
    type: 'otx-api',
    indicator: 'IPAutoDetect',
    api_key: null,
    api_url: OTX_DEFAULT_API_URL,
    http_user_agent: 'Sift Threat Intelligence',
    http_connect_timeout: 10000,
    http_write_timeout: 10000,
    http_read_timeout: 60000,
  },
  fields: {
    indicator: { kind: 'string', required: true, max: 64 },
    api_key: { kind: 'string', required: false, max: 1024 },
    api_url: { kind: 'string', required: false, max: 8192 },
    http_user_agent: { kind: 'string', required: true, max: 1024 },
    http_connect_timeout: { kind: 'integer', required: true },
    http_write_timeout: { kind: 'integer', required: true },
    http_read_timeout: { kind: 'integer', required: true },
  },
  constraints(config) {
    const errors: FieldErrors = {};
    notEmpty(errors, config, 'indicator');
    notEmpty(errors, config, 'http_user_agent');
    for (const key of OTX_TIMEOUTS) atLeast(errors, config, key, 1);
    return errors;
  },
  validate(config) {
    const errors: FieldErrors = {};
    if (!(OTX_INDICATORS as readonly unknown[]).includes(config['indicator']))
      addError(errors, 'indicator', `Invalid value - allowed: ${OTX_INDICATORS.join(', ')}`);
    const url = typeof config['api_url'] === 'string' && config['api_url'] !== '' ? config['api_url'] : OTX_DEFAULT_API_URL;
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) addError(errors, 'api_url', 'Invalid URL');
    for (const key of OTX_TIMEOUTS) {
      const v = config[key];
      if (typeof v === 'number' && v < 1) addError(errors, key, 'Value cannot be smaller than 1');
    }
    return errors;
  },
};

export const ADAPTER_TYPES: readonly ComponentType[] = [CSV_FILE, DSV_HTTP, TOR_EXIT_NODE, SPAMHAUS_EDROP, WHOIS, ABUSE_CH_RANSOM, OTX_API];
export const CACHE_TYPES: readonly ComponentType[] = [GUAVA_CACHE, NO_CACHE];

/** `GET /system/lookup/types/*`: `{<type>: {type, config_class, default_config}}`. */
export const typeDescriptors = (types: readonly ComponentType[]) =>
  Object.fromEntries(types.map((t) => [t.type, { type: t.type, config_class: t.configClass, default_config: { ...t.defaults } }]));

/**
 * Reads a `config` object of one of `types`, as Jackson maps it onto the type's config class: an unknown
 * type or property, a value of the wrong JSON type or a missing required property is a 400. Absent
 * optional properties take the type's default (or null).
 */
export function readConfig(
  value: unknown,
  types: readonly ComponentType[],
  what: string,
): { spec: ComponentType; config: JsonObject & { type: string } } {
  if (!isObject(value)) throw new ApiError(400, 'Unable to map property config: expected an object.');
  const type = value['type'];
  if (typeof type !== 'string')
    throw new ApiError(400, "Missing type id when trying to resolve subtype of config: missing property 'type'.");
  const spec = types.find((t) => t.type === type);
  if (!spec) throw new ApiError(400, `Unknown ${what} type <${type.slice(0, 200)}>. Known types: ${types.map((t) => t.type).join(', ')}`);
  const known = ['type', ...Object.keys(spec.fields)];
  for (const key of Object.keys(value)) {
    if (!known.includes(key))
      throw new ApiError(400, `Unable to map property ${key}.\nKnown properties include: ${[...known].sort().join(', ')}`);
  }
  const config: JsonObject & { type: string } = { type };
  const missing: string[] = [];
  for (const [key, field] of Object.entries(spec.fields)) {
    const v = value[key];
    if (v === undefined || v === null) {
      if (field.required) missing.push(key);
      config[key] = field.required ? null : (spec.defaults[key] ?? null);
      continue;
    }
    const wrong = () =>
      new ApiError(
        400,
        `Unable to map property ${key}: expected ${field.kind === 'timeunit' ? `one of ${TIME_UNITS.join(', ')}` : `a ${field.kind}`}.`,
      );
    switch (field.kind) {
      case 'string':
        if (typeof v !== 'string') throw wrong();
        if (v.length > (field.max ?? 1024))
          throw new ApiError(400, `Property ${key} is too long (at most ${field.max ?? 1024} characters).`);
        break;
      case 'integer':
        if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw wrong();
        break;
      case 'boolean':
        if (typeof v !== 'boolean') throw wrong();
        break;
      case 'timeunit':
        if (!isTimeUnit(v)) throw wrong();
        break;
    }
    config[key] = v;
  }
  if (missing.length) throw new ApiError(400, `Missing required properties: ${missing.join(' ')}`);
  return { spec, config };
}
