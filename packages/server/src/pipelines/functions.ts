import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import zlib from 'node:zlib';
import * as chrono from 'chrono-node';
import { checkPattern, formatDate, parseDate, validZone, zoneOffset } from './dates.js';
import { fromJson, IpAddress, isMap, JsonValue, MessageValue, Period, RegexResult, stringOf, toJson, typeOf, type RuleMessage, type TypeName, type Value } from './values.js';

/** What functions may use besides the message: the streams, and the optional lookup and grok services. */
export interface FunctionEnv {
  /** Streams by id and title, for `route_to_stream` and `remove_from_stream`. */
  streams(): ReadonlyArray<{ id: string; title: string; disabled: boolean }>;
  /** The default stream's id (`remove_from_default`). */
  defaultStreamId: string;
  /**
   * Looks a key up in a lookup table by name: the single value, or a map of values (`null` when the
   * key is unknown). `lookup` answers a map (a single value becomes `{value: …}`), `lookup_value` the
   * single value (a map's `value` entry).
   */
  lookup?: ((table: string, key: unknown) => unknown) | undefined;
  /** Matches a grok pattern (`%{IP:client}`): the captures, or null when it does not match. */
  grok?: ((pattern: string, value: string, onlyNamedCaptures: boolean) => Record<string, unknown> | null) | undefined;
  /** Where `debug()` writes. */
  log(line: string): void;
}

export interface EvalContext {
  message: RuleMessage;
  env: FunctionEnv;
}

export type Args = Readonly<Record<string, Value | undefined>>;

export interface ParamSpec {
  name: string;
  type: TypeName;
  /** The type the value is turned into before use (descriptor only). */
  transformedType?: TypeName;
  optional?: boolean;
  description: string;
}

export interface FunctionSpec {
  name: string;
  description: string;
  returnType: TypeName;
  params: ParamSpec[];
  /** Checks the arguments given as literals when the rule is parsed (Graylog's pre-computation). */
  precompute?: (constants: Args) => { param: string; reason: string } | null;
  run(args: Args, ctx: EvalContext): Value;
}

// --- argument helpers ----------------------------------------------------------------------------

const p = (name: string, type: TypeName, description: string, optional = false, transformedType?: TypeName): ParamSpec => ({
  name,
  type,
  description,
  ...(optional ? { optional } : {}),
  ...(transformedType ? { transformedType } : {}),
});
const opt = (name: string, type: TypeName, description: string, transformedType?: TypeName) => p(name, type, description, true, transformedType);
const msgParam = opt('message', 'Message', 'The message to use, defaults to \'$message\'');

function str(args: Args, name: string): string {
  const v = args[name];
  if (v === undefined || v === null) throw new Error(`Missing value for parameter ${name}`);
  if (typeof v !== 'string') throw new Error(`Expected String for ${name} but found ${typeOf(v)}`);
  return v;
}
function optStr(args: Args, name: string): string | undefined {
  const v = args[name];
  if (v === undefined || v === null) return undefined;
  return typeof v === 'string' ? v : stringOf(v);
}
function num(args: Args, name: string): number {
  const v = args[name];
  if (typeof v !== 'number') throw new Error(`Expected a number for ${name} but found ${typeOf(v)}`);
  return v;
}
function optNum(args: Args, name: string): number | undefined {
  const v = args[name];
  return v === undefined || v === null ? undefined : num(args, name);
}
function bool(args: Args, name: string, fallback: boolean): boolean {
  const v = args[name];
  return typeof v === 'boolean' ? v : fallback;
}
function message(args: Args, ctx: EvalContext): RuleMessage {
  const v = args['message'];
  return v instanceof MessageValue ? v.message : ctx.message;
}
function zone(args: Args, name = 'timezone'): string {
  const z = optStr(args, name) ?? 'UTC';
  if (!validZone(z)) throw new Error(`The datetime zone id '${z}' is not recognised`);
  return z;
}
function regex(pattern: string, flags = ''): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (e) {
    throw new Error(`Invalid regular expression: ${(e as Error).message}`, { cause: e });
  }
}
const regexCheck = (...names: string[]) => (c: Args) => {
  for (const name of names) {
    const v = c[name];
    if (typeof v === 'string') {
      try {
        new RegExp(v);
      } catch (e) {
        return { param: name, reason: (e as Error).message };
      }
    }
  }
  return null;
};

/** Graylog's field-name rule (`Message.validKey`); `clean` turns other characters into `_`. */
const VALID_KEY = /^[\w.\-@]+$/;
function fieldName(name: string, clean: boolean): string | null {
  const key = clean ? name.replace(/[^\w.\-@]/g, '_') : name;
  // `__proto__` would reach the message's field object as a prototype change, never as a field.
  return VALID_KEY.test(key) && key !== '__proto__' ? key : null;
}

// --- conversion --------------------------------------------------------------------------------------

function toLong(v: Value): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : null;
  if (typeof v === 'boolean') return null;
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'string') {
    const t = v.trim();
    return /^[+-]?\d+$/.test(t) && Number.isSafeInteger(Number(t)) ? Number(t) : null;
  }
  return null;
}
function toDouble(v: Value): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const t = v.trim();
    if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[dDfF]?$/.test(t)) return Number(t.replace(/[dDfF]$/, ''));
    if (/^[+-]?(NaN|Infinity)$/.test(t)) return Number(t);
  }
  return null;
}
function toDate(v: Value, z: string): Date | null {
  if (v instanceof Date) return v;
  if (typeof v === 'number') return new Date(v);
  if (typeof v === 'string') {
    const t = v.trim();
    if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(t)) {
      const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(t) && t.length > 10;
      const iso = t.replace(' ', 'T');
      if (hasZone) return new Date(iso);
      const wall = Date.parse(`${iso.length === 10 ? `${iso}T00:00` : iso}Z`);
      return Number.isFinite(wall) ? new Date(wall - zoneOffset(z, wall) * 60000) : null;
    }
  }
  return null;
}

const CONVERSION: FunctionSpec[] = [
  {
    name: 'to_bool',
    description: 'Converts a value to a boolean value using its string representation',
    returnType: 'Boolean',
    params: [p('value', 'Object', 'Value to convert')],
    run: (a) => {
      const v = a['value'];
      if (typeof v === 'boolean') return v;
      if (typeof v === 'number') return Math.trunc(v) !== 0;
      return v === null || v === undefined ? false : stringOf(v).toLowerCase() === 'true';
    },
  },
  {
    name: 'to_long',
    description: 'Converts a value to a long value using its string representation',
    returnType: 'Long',
    params: [p('value', 'Object', 'Value to convert'), opt('default', 'Number', 'Used when \'value\' is null, defaults to 0', 'Long')],
    run: (a) => toLong(a['value'] ?? null) ?? toLong(a['default'] ?? 0) ?? 0,
  },
  {
    name: 'to_double',
    description: 'Converts a value to a double value using its string representation',
    returnType: 'Double',
    params: [p('value', 'Object', 'Value to convert'), opt('default', 'Number', 'Used when \'value\' is null, defaults to 0', 'Double')],
    run: (a) => toDouble(a['value'] ?? null) ?? (typeof a['default'] === 'number' ? a['default'] : 0),
  },
  {
    name: 'to_string',
    description: 'Converts a value to its string representation',
    returnType: 'String',
    params: [p('value', 'Object', 'Value to convert'), opt('default', 'String', 'Used when \'value\' is null, defaults to ""')],
    run: (a) => {
      const v = a['value'];
      if (v === null || v === undefined) return optStr(a, 'default') ?? '';
      if (v instanceof JsonValue) return JSON.stringify(toJson(v.value));
      if (v instanceof IpAddress) return v.address;
      return stringOf(v);
    },
  },
  {
    name: 'to_date',
    description: 'Converts a type to a date, useful for $message.timestamp or related message fields.',
    returnType: 'DateTime',
    params: [p('value', 'Object', 'The value to convert to a date'), opt('timezone', 'String', 'The timezone to apply to a date if it has no timezone; defaults to UTC')],
    precompute: (c) => (typeof c['timezone'] === 'string' && !validZone(c['timezone']) ? { param: 'timezone', reason: `The datetime zone id '${c['timezone']}' is not recognised` } : null),
    run: (a) => {
      const d = toDate(a['value'] ?? null, zone(a));
      if (!d) throw new Error(`Unable to convert ${stringOf(a['value'] ?? null)} to a date`);
      return d;
    },
  },
  {
    name: 'to_map',
    description: 'Converts a map-like value into a map usable by set_fields()',
    returnType: 'Map',
    params: [p('value', 'Object', 'Map-like value to convert')],
    run: (a) => {
      const v = a['value'];
      const inner = v instanceof JsonValue ? v.value : v;
      return isMap(inner) ? inner : new Map();
    },
  },
  {
    name: 'to_ip',
    description: 'Converts a value to an IPAddress using its string representation',
    returnType: 'IpAddress',
    params: [p('ip', 'Object', 'Value to convert'), opt('default', 'String', 'Used when \'ip\' is null or malformed, defaults to \'0.0.0.0\'')],
    run: (a) => {
      const text = a['ip'] instanceof IpAddress ? a['ip'].address : a['ip'] === null || a['ip'] === undefined ? '' : stringOf(a['ip']).trim();
      if (isIP(text)) return new IpAddress(text);
      const fallback = optStr(a, 'default') ?? '0.0.0.0';
      return isIP(fallback) ? new IpAddress(fallback) : null;
    },
  },
];

// --- type checks ---------------------------------------------------------------------------------------

const check = (name: string, description: string, test: (v: Value | undefined) => boolean): FunctionSpec => ({
  name,
  description,
  returnType: 'Boolean',
  params: [p('value', 'Object', 'Value to check')],
  run: (a) => test(a['value']),
});

const TYPE_CHECKS: FunctionSpec[] = [
  check('is_bool', 'Checks whether a value is a boolean value', (v) => typeof v === 'boolean'),
  check('is_number', 'Checks whether a value is a numeric value (of type long or double)', (v) => typeof v === 'number'),
  check('is_long', 'Checks whether a value is an integer value', (v) => typeof v === 'number' && Number.isInteger(v)),
  check('is_double', 'Checks whether a value is a floating point value', (v) => typeof v === 'number' && !Number.isInteger(v)),
  check('is_string', 'Checks whether a value is a string', (v) => typeof v === 'string'),
  check('is_collection', 'Checks whether a value is an iterable collection', (v) => Array.isArray(v) || isMap(v)),
  check('is_list', 'Checks whether a value is an iterable list', (v) => Array.isArray(v)),
  check('is_map', 'Checks whether a value is a map', (v) => isMap(v)),
  check('is_date', 'Checks whether a value is a date', (v) => v instanceof Date),
  check('is_period', 'Checks whether a value is a time period', (v) => v instanceof Period),
  check('is_ip', 'Checks whether a value is an IP address', (v) => v instanceof IpAddress),
  check('is_json', 'Checks whether a value is a parsed JSON tree', (v) => v instanceof JsonValue),
  check('is_null', 'Checks if the given value is null', (v) => v === null || v === undefined),
  check('is_not_null', 'Checks if the given value is not null', (v) => v !== null && v !== undefined),
];

// --- message functions ----------------------------------------------------------------------------------

function routeTarget(a: Args, ctx: EvalContext): Array<{ id: string; disabled: boolean }> {
  const id = optStr(a, 'id');
  const name = optStr(a, 'name');
  if (id === undefined && name === undefined) throw new Error('Either the stream name or id parameter must be given');
  const streams = ctx.env.streams();
  return id !== undefined ? streams.filter((s) => s.id === id) : streams.filter((s) => s.title === name);
}

function setField(m: RuleMessage, field: string, value: Value | undefined, prefix: string, suffix: string, clean: boolean): void {
  const name = fieldName(`${prefix}${field}${suffix}`, clean);
  if (name === null || value === undefined || value === null) return;
  m.set(name, value);
}

const MESSAGE: FunctionSpec[] = [
  {
    name: 'has_field',
    description: 'Checks whether a message contains a value for a field',
    returnType: 'Boolean',
    params: [p('field', 'String', 'The field to check'), msgParam],
    run: (a, ctx) => message(a, ctx).has(str(a, 'field')),
  },
  {
    name: 'get_field',
    description: 'Retrieves the value for a field',
    returnType: 'Object',
    params: [p('field', 'String', 'The field to get'), msgParam],
    run: (a, ctx) => (message(a, ctx).get(str(a, 'field')) ?? null) as Value,
  },
  {
    name: 'set_field',
    description: 'Sets a new field in a message',
    returnType: 'Void',
    params: [
      p('field', 'String', 'The new field name'),
      p('value', 'Object', 'The new field value'),
      opt('prefix', 'String', 'The prefix for the field name'),
      opt('suffix', 'String', 'The suffix for the field name'),
      msgParam,
      opt('default', 'Object', 'Used when value not available'),
      opt('clean_field', 'Boolean', 'Replace invalid characters in the field name with underscores'),
    ],
    run: (a, ctx) => {
      const value = a['value'] === null || a['value'] === undefined ? a['default'] : a['value'];
      setField(message(a, ctx), str(a, 'field'), value, optStr(a, 'prefix') ?? '', optStr(a, 'suffix') ?? '', bool(a, 'clean_field', false));
      return null;
    },
  },
  {
    name: 'set_fields',
    description: 'Sets new fields in a message',
    returnType: 'Void',
    params: [
      p('fields', 'Map', 'The map of new fields to set'),
      opt('prefix', 'String', 'The prefix for the field names'),
      opt('suffix', 'String', 'The suffix for the field names'),
      msgParam,
      opt('clean_fields', 'Boolean', 'Replace invalid characters in the field names with underscores'),
    ],
    run: (a, ctx) => {
      const fields = a['fields'];
      if (!isMap(fields)) return null;
      const m = message(a, ctx);
      for (const [k, v] of fields) setField(m, k, v, optStr(a, 'prefix') ?? '', optStr(a, 'suffix') ?? '', bool(a, 'clean_fields', false));
      return null;
    },
  },
  {
    name: 'rename_field',
    description: 'Rename a message field',
    returnType: 'Void',
    params: [p('old_field', 'String', 'The old name of the field'), p('new_field', 'String', 'The new name of the field'), msgParam],
    run: (a, ctx) => {
      const m = message(a, ctx);
      const from = str(a, 'old_field');
      const to = str(a, 'new_field');
      const value = m.get(from);
      if (value !== undefined && value !== null && from !== to && fieldName(to, false) !== null) {
        m.set(to, value as Value);
        m.remove(from);
      }
      return null;
    },
  },
  {
    name: 'remove_field',
    description: 'Removes a field from a message',
    returnType: 'Void',
    params: [p('field', 'String', 'The field to remove'), msgParam],
    run: (a, ctx) => {
      message(a, ctx).remove(str(a, 'field'));
      return null;
    },
  },
  {
    name: 'normalize_fields',
    description: 'Normalizes all field names by setting them to lowercase',
    returnType: 'Void',
    params: [msgParam],
    run: (a, ctx) => {
      const m = message(a, ctx);
      for (const name of m.fieldNames()) {
        const lower = name.toLowerCase();
        if (lower !== name) {
          const value = m.get(name);
          m.remove(name);
          if (value !== undefined) m.set(lower, value as Value);
        }
      }
      return null;
    },
  },
  {
    name: 'drop_message',
    description: 'Discards a message from further processing',
    returnType: 'Void',
    params: [msgParam],
    run: (a, ctx) => {
      message(a, ctx).dropped = true;
      return null;
    },
  },
  {
    name: 'route_to_stream',
    description: 'Routes a message to a stream',
    returnType: 'Void',
    params: [
      opt('name', 'String', 'The name of the stream to route the message to, must match exactly'),
      opt('id', 'String', 'The ID of the stream'),
      msgParam,
      opt('remove_from_default', 'Boolean', 'After routing the message, remove it from the default stream'),
    ],
    run: (a, ctx) => {
      const m = message(a, ctx);
      for (const s of routeTarget(a, ctx)) if (!s.disabled && !m.streams.includes(s.id)) m.streams.push(s.id);
      if (bool(a, 'remove_from_default', false)) m.streams = m.streams.filter((id) => id !== ctx.env.defaultStreamId);
      return null;
    },
  },
  {
    name: 'remove_from_stream',
    description: 'Removes a message from a stream',
    returnType: 'Void',
    params: [opt('name', 'String', 'The name of the stream to remove the message from, must match exactly'), opt('id', 'String', 'The ID of the stream'), msgParam],
    run: (a, ctx) => {
      const m = message(a, ctx);
      const ids = new Set(routeTarget(a, ctx).map((s) => s.id));
      m.streams = m.streams.filter((id) => !ids.has(id));
      // A message always belongs to a stream: without any, it goes back to the default stream.
      if (m.streams.length === 0) m.streams.push(ctx.env.defaultStreamId);
      return null;
    },
  },
];

// --- strings ---------------------------------------------------------------------------------------------

const stringFn = (name: string, description: string, f: (s: string) => string): FunctionSpec => ({
  name,
  description,
  returnType: 'String',
  params: [p('value', 'String', 'The input string'), opt('locale', 'String', 'The locale to use, defaults to English')],
  run: (a) => f(str(a, 'value')),
});

const affix = (name: 'contains' | 'starts_with' | 'ends_with', param: string, description: string): FunctionSpec => ({
  name,
  description,
  returnType: 'Boolean',
  params: [p('value', 'String', 'The string to check'), p(param, 'String', `The ${param} to look for`), opt('ignore_case', 'Boolean', 'Whether to search case insensitive, defaults to false')],
  run: (a) => {
    const ignore = bool(a, 'ignore_case', false);
    const value = ignore ? str(a, 'value').toLowerCase() : str(a, 'value');
    const needle = ignore ? str(a, param).toLowerCase() : str(a, param);
    return name === 'contains' ? value.includes(needle) : name === 'starts_with' ? value.startsWith(needle) : value.endsWith(needle);
  },
});

function splitKeyValue(a: Args): Map<string, Value> {
  const value = str(a, 'value');
  const delimiters = optStr(a, 'delimiters') ?? ' ';
  const kvDelimiters = optStr(a, 'kv_delimiters') ?? '=';
  const ignoreEmpty = bool(a, 'ignore_empty_values', true);
  const allowDup = bool(a, 'allow_dup_keys', true);
  const handleDup = optStr(a, 'handle_dup_keys') ?? 'take_first';
  const trimKey = optStr(a, 'trim_key_chars') ?? '';
  const trimValue = optStr(a, 'trim_value_chars') ?? '';
  const trim = (s: string, chars: string) => {
    let start = 0;
    let end = s.length;
    while (start < end && chars.includes(s[start]!)) start++;
    while (end > start && chars.includes(s[end - 1]!)) end--;
    return s.slice(start, end);
  };
  const out = new Map<string, Value>();
  // Splits on the delimiters, but not inside double or single quotes (values may contain spaces).
  const pairs: string[] = [];
  let current = '';
  let quoteChar: string | null = null;
  for (const c of value) {
    if (quoteChar) {
      if (c === quoteChar) quoteChar = null;
      current += c;
    } else if (c === '"' || c === "'") {
      quoteChar = c;
      current += c;
    } else if (delimiters.includes(c)) {
      pairs.push(current);
      current = '';
    } else current += c;
  }
  pairs.push(current);
  for (const pair of pairs) {
    const at = [...pair].findIndex((c) => kvDelimiters.includes(c));
    if (at <= 0) continue;
    const key = trim(pair.slice(0, at).trim(), trimKey);
    let val = pair.slice(at + 1).trim();
    if (/^(["']).*\1$/.test(val) && val.length >= 2) val = val.slice(1, -1);
    val = trim(val, trimValue);
    if (key === '' || (ignoreEmpty && val === '')) continue;
    if (out.has(key)) {
      if (!allowDup) throw new Error(`Duplicate key ${key} is not allowed in key_value function.`);
      if (handleDup === 'take_last') out.set(key, val);
      else if (handleDup !== 'take_first') out.set(key, `${stringOf(out.get(key) ?? '')}${handleDup}${val}`);
    } else out.set(key, val);
  }
  return out;
}

const STRINGS: FunctionSpec[] = [
  stringFn('lowercase', 'Lowercases a string', (s) => s.toLowerCase()),
  stringFn('uppercase', 'Uppercases a string', (s) => s.toUpperCase()),
  stringFn('capitalize', 'Capitalizes a String changing the first letter to title case from lower case', (s) => s.charAt(0).toUpperCase() + s.slice(1)),
  stringFn('uncapitalize', 'Uncapitalizes a String changing the first letter to lower case from title case', (s) => s.charAt(0).toLowerCase() + s.slice(1)),
  stringFn('swapcase', 'Swaps the case of a String', (s) => [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')),
  affix('contains', 'search', 'Checks if a string contains another string'),
  affix('starts_with', 'prefix', 'Checks if a string starts with a given prefix'),
  affix('ends_with', 'suffix', 'Checks if a string ends with a given suffix'),
  {
    name: 'abbreviate',
    description: 'Abbreviates a String using ellipses, the width defines the maximum length of the resulting string',
    returnType: 'String',
    params: [p('value', 'String', 'The string to abbreviate'), p('width', 'Long', 'The maximum number of characters including the \'...\' (at least 4)')],
    run: (a) => {
      const value = str(a, 'value');
      const width = num(a, 'width');
      if (width < 4) throw new Error('Minimum abbreviation width is 4');
      return value.length <= width ? value : `${value.slice(0, width - 3)}...`;
    },
  },
  {
    name: 'substring',
    description: 'Extract a substring from a string',
    returnType: 'String',
    params: [p('value', 'String', 'The string to extract from'), p('start', 'Long', 'The position to start from, negative means count back from the end of the String by this many characters'), opt('indexEnd', 'Long', 'The position to end at (exclusive), negative means count back from the end of the String by this many characters, defaults to length of the input string')],
    run: (a) => {
      const value = str(a, 'value');
      const norm = (i: number) => Math.max(0, Math.min(value.length, i < 0 ? value.length + i : i));
      const start = norm(num(a, 'start'));
      const end = norm(optNum(a, 'indexEnd') ?? value.length);
      return start > end ? '' : value.slice(start, end);
    },
  },
  {
    name: 'concat',
    description: 'Concatenates two strings',
    returnType: 'String',
    params: [p('first', 'String', 'First string'), p('second', 'String', 'Second string')],
    run: (a) => `${optStr(a, 'first') ?? ''}${optStr(a, 'second') ?? ''}`,
  },
  {
    name: 'join',
    description: 'Joins the specified range of elements of the provided array into a single string',
    returnType: 'String',
    params: [p('elements', 'Object', 'The list of strings to join together, may be null'), opt('delimiter', 'String', 'The delimiter that separates each element. Default: none'), opt('start', 'Long', 'The first index to start joining from. Default: 0'), opt('indexEnd', 'Long', 'The index to stop joining from (exclusive). Default: the size of the list')],
    run: (a) => {
      const elements = a['elements'];
      if (!Array.isArray(elements)) return elements === null || elements === undefined ? '' : stringOf(elements);
      return elements.slice(optNum(a, 'start') ?? 0, optNum(a, 'indexEnd') ?? elements.length).map((e) => (e === null ? '' : stringOf(e))).join(optStr(a, 'delimiter') ?? '');
    },
  },
  {
    name: 'split',
    description: 'Split a string around matches of this pattern (Java syntax)',
    returnType: 'List',
    params: [p('pattern', 'String', 'The regular expression to split by, uses Java regex syntax'), p('value', 'String', 'The string to be split'), opt('limit', 'Long', 'The number of times the pattern is applied')],
    precompute: regexCheck('pattern'),
    run: (a) => {
      const value = str(a, 'value');
      const limit = optNum(a, 'limit') ?? 0;
      const re = regex(str(a, 'pattern'), 'g');
      const parts: string[] = [];
      let last = 0;
      for (const m of value.matchAll(re)) {
        if (limit > 0 && parts.length === limit - 1) break;
        if (m[0] === '' && (m.index === 0 || m.index === value.length)) continue;
        if (m.index === 0 && m[0].length > 0 && last === 0) {
          parts.push('');
          last = m[0].length;
          continue;
        }
        parts.push(value.slice(last, m.index));
        last = m.index + m[0].length;
      }
      parts.push(value.slice(last));
      // Java drops trailing empty strings when the limit is 0.
      if (limit === 0) while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
      return parts;
    },
  },
  {
    name: 'replace',
    description: 'Replaces the first "max" or all occurrences of a string within another string',
    returnType: 'String',
    params: [p('value', 'String', 'The text to search and replace in'), p('search', 'String', 'The string to search for'), opt('replacement', 'String', 'The string to replace it with. Default: ""'), opt('max', 'Long', 'Maximum number of values to replace, -1 means no maximum. Default: -1')],
    run: (a) => {
      let value = str(a, 'value');
      const search = str(a, 'search');
      const replacement = optStr(a, 'replacement') ?? '';
      let max = optNum(a, 'max') ?? -1;
      if (search === '') return value;
      let out = '';
      let at = value.indexOf(search);
      while (at >= 0 && max !== 0) {
        out += value.slice(0, at) + replacement;
        value = value.slice(at + search.length);
        at = value.indexOf(search);
        max--;
      }
      return out + value;
    },
  },
  {
    name: 'length',
    description: 'Counts the characters in a string',
    returnType: 'Long',
    params: [p('value', 'String', 'The input string'), opt('bytes', 'Boolean', 'Count the UTF-8 bytes instead of the characters. Default: false')],
    run: (a) => (bool(a, 'bytes', false) ? Buffer.byteLength(str(a, 'value'), 'utf8') : [...str(a, 'value')].length),
  },
  {
    name: 'first_non_null',
    description: 'Returns the first non-null value in a list',
    returnType: 'Object',
    params: [p('value', 'List', 'The list of values')],
    run: (a) => (Array.isArray(a['value']) ? (a['value'].find((v) => v !== null) ?? null) : null),
  },
  {
    name: 'string_entropy',
    description: 'Calculates the Shannon entropy of a string',
    returnType: 'Double',
    params: [p('value', 'String', 'The input string')],
    run: (a) => {
      const chars = [...str(a, 'value')];
      const counts = new Map<string, number>();
      for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
      let entropy = 0;
      for (const n of counts.values()) {
        const q = n / chars.length;
        entropy -= q * Math.log2(q);
      }
      return entropy;
    },
  },
  {
    name: 'key_value',
    description: 'Extracts key/value pairs from a string',
    returnType: 'Map',
    params: [
      p('value', 'String', 'The string to extract key/value pairs from'),
      opt('delimiters', 'String', 'The characters used to separate pairs, defaults to whitespace'),
      opt('kv_delimiters', 'String', 'The characters used to separate keys from values, defaults to \'=\''),
      opt('ignore_empty_values', 'Boolean', 'Whether to ignore keys with empty values, defaults to true'),
      opt('allow_dup_keys', 'Boolean', 'Whether to allow duplicate keys, defaults to true'),
      opt('handle_dup_keys', 'String', 'How to handle duplicate keys: \'take_first\': only use first value, \'take_last\': only take last value, default is to concatenate the values using the given string'),
      opt('trim_key_chars', 'String', 'The characters to trim from keys, default is not to trim'),
      opt('trim_value_chars', 'String', 'The characters to trim from values, default is not to trim'),
    ],
    run: (a) => splitKeyValue(a),
  },
];

// --- regex, grok, JSON ------------------------------------------------------------------------------------

/** A JSON path as `select_jsonpath` reads it: `$.a.b`, `$['a']`, `$.list[0]`, `$.list[*].x`. */
function selectPath(root: Value, path: string): Value {
  const steps: Array<string | number | '*'> = [];
  const re = /\.([A-Za-z_$@][\w$@-]*)|\[(\d+|\*)\]|\['([^']*)'\]|\["([^"]*)"\]|\.\*/gy;
  let rest = path.trim();
  if (rest.startsWith('$')) rest = rest.slice(1);
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(rest)) !== null) {
    consumed = re.lastIndex;
    if (m[1] !== undefined) steps.push(m[1]);
    else if (m[2] !== undefined) steps.push(m[2] === '*' ? '*' : Number(m[2]));
    else steps.push(m[3] ?? m[4] ?? '*');
  }
  if (consumed !== rest.length) throw new Error(`Unsupported JSON path ${path}`);
  let current: Value[] = [root];
  let multi = false;
  for (const step of steps) {
    const next: Value[] = [];
    for (const node of current) {
      if (step === '*') {
        multi = true;
        if (Array.isArray(node)) next.push(...node);
        else if (isMap(node)) next.push(...node.values());
      } else if (typeof step === 'number') {
        if (Array.isArray(node) && step < node.length) next.push(node[step]!);
      } else if (isMap(node) && node.has(step)) next.push(node.get(step)!);
    }
    current = next;
  }
  if (multi) return current;
  return current.length === 0 ? null : current[0]!;
}

const REGEX_AND_JSON: FunctionSpec[] = [
  {
    name: 'regex',
    description: 'Match a string with a regular expression (Java syntax)',
    returnType: 'Map',
    params: [p('pattern', 'String', 'The regular expression to match against \'value\', uses Java regex syntax'), p('value', 'String', 'The string to match the pattern against'), opt('group_names', 'List', 'List of names to use for matcher groups')],
    precompute: regexCheck('pattern'),
    run: (a) => {
      const re = regex(str(a, 'pattern'));
      const m = re.exec(str(a, 'value'));
      const result = new RegexResult(m !== null);
      if (!m) return result;
      const names = Array.isArray(a['group_names']) ? a['group_names'].map(stringOf) : [];
      for (let i = 1; i < m.length; i++) {
        if (m[i] !== undefined) result.set(names[i - 1] ?? String(i - 1), m[i]!);
      }
      for (const [name, v] of Object.entries(m.groups ?? {})) if (v !== undefined) result.set(name, v);
      return result;
    },
  },
  {
    name: 'regex_replace',
    description: 'Match a regular expression against a string and replace with string',
    returnType: 'String',
    params: [p('pattern', 'String', 'The regular expression to match against \'value\', uses Java regex syntax'), p('value', 'String', 'The string to match the pattern against'), p('replacement', 'String', 'The string to replace any matches with'), opt('replace_all', 'Boolean', 'Replace all matches, defaults to true')],
    precompute: regexCheck('pattern'),
    run: (a) => str(a, 'value').replace(regex(str(a, 'pattern'), bool(a, 'replace_all', true) ? 'g' : ''), str(a, 'replacement')),
  },
  {
    name: 'grok',
    description: 'Applies a grok pattern to a string',
    returnType: 'Map',
    params: [p('pattern', 'String', 'The grok pattern'), p('value', 'String', 'The string to apply the Grok pattern against'), opt('only_named_captures', 'Boolean', 'Whether to only use explicitly named groups in the patterns')],
    run: (a, ctx) => {
      if (!ctx.env.grok) throw new Error('Grok patterns are not available on this server');
      const captures = ctx.env.grok(str(a, 'pattern'), str(a, 'value'), bool(a, 'only_named_captures', false));
      const out = new Map<string, Value>();
      if (captures) for (const [k, v] of Object.entries(captures)) out.set(k, fromJson(v));
      return out;
    },
  },
  {
    name: 'parse_json',
    description: 'Parses a string as a JSON tree',
    returnType: 'JsonNode',
    params: [p('value', 'String', 'The string to parse as a JSON tree'), opt('depth', 'Long', 'Number of levels to parse. Default: no limit')],
    run: (a) => {
      try {
        return new JsonValue(fromJson(JSON.parse(str(a, 'value'))));
      } catch {
        throw new Error(`Unable to parse JSON: ${str(a, 'value').slice(0, 100)}`);
      }
    },
  },
  {
    name: 'flatten_json',
    description: 'Parses a string as a JSON tree, while flattening all containers to a single level',
    returnType: 'JsonNode',
    params: [
      p('value', 'String', 'The string to parse as a JSON tree'),
      p('array_handler', 'String', 'Determines how arrays are processed: \'ignore\' drops them, \'json\' keeps them as JSON text, \'flatten\' flattens them by index'),
      opt('stringify', 'Boolean', 'Convert all values to strings. Default: true'),
    ],
    precompute: (c) => (typeof c['array_handler'] === 'string' && !['ignore', 'json', 'flatten'].includes(c['array_handler']) ? { param: 'array_handler', reason: `Unknown array_handler ${c['array_handler']}` } : null),
    run: (a) => {
      const handler = str(a, 'array_handler');
      if (!['ignore', 'json', 'flatten'].includes(handler)) throw new Error(`Unknown array_handler ${handler}`);
      const stringify = bool(a, 'stringify', true);
      let root: Value;
      try {
        root = fromJson(JSON.parse(str(a, 'value')));
      } catch {
        throw new Error(`Unable to parse JSON: ${str(a, 'value').slice(0, 100)}`);
      }
      const out = new Map<string, Value>();
      const leaf = (key: string, v: Value) => out.set(key, stringify && v !== null ? stringOf(v) : v);
      const walk = (prefix: string, v: Value) => {
        if (isMap(v)) for (const [k, child] of v) walk(prefix ? `${prefix}_${k}` : k, child);
        else if (Array.isArray(v)) {
          if (handler === 'json') leaf(prefix, JSON.stringify(toJson(v)));
          else if (handler === 'flatten') v.forEach((child, i) => walk(`${prefix}_${i}`, child));
        } else leaf(prefix, v);
      };
      walk('', root);
      return new JsonValue(out);
    },
  },
  {
    name: 'select_jsonpath',
    description: 'Selects one or more named JSON Path expressions from a JSON tree',
    returnType: 'Map',
    params: [p('json', 'JsonNode', 'A parsed JSON tree'), p('paths', 'Map', 'A map of names to a JsonPath expressions, see http://jsonpath.com')],
    run: (a) => {
      const json = a['json'];
      const paths = a['paths'];
      const out = new Map<string, Value>();
      if (!(json instanceof JsonValue) || !isMap(paths)) return out;
      for (const [name, path] of paths) out.set(name, selectPath(json.value, stringOf(path)));
      return out;
    },
  },
];

// --- dates -------------------------------------------------------------------------------------------------

const periodFn = (name: 'years' | 'months' | 'weeks' | 'days' | 'hours' | 'minutes' | 'seconds' | 'millis'): FunctionSpec => ({
  name,
  description: `Create a period with value number of ${name}.`,
  returnType: 'Period',
  params: [p('value', 'Long', `The number of ${name}`)],
  run: (a) => new Period({ [name]: num(a, 'value') }),
});

const zoneCheck = (c: Args) => (typeof c['timezone'] === 'string' && !validZone(c['timezone']) ? { param: 'timezone', reason: `The datetime zone id '${c['timezone']}' is not recognised` } : null);

const DATES: FunctionSpec[] = [
  {
    name: 'now',
    description: 'Returns the current date and time',
    returnType: 'DateTime',
    params: [opt('timezone', 'String', 'The timezone to apply to the current time, defaults to UTC')],
    precompute: zoneCheck,
    run: () => new Date(),
  },
  {
    name: 'parse_date',
    description: 'Parses a date string using the given date format',
    returnType: 'DateTime',
    params: [p('value', 'String', 'Date string to parse'), p('pattern', 'String', 'The pattern to parse the date with, see http://www.joda.org/joda-time/apidocs/org/joda/time/format/DateTimeFormat.html'), opt('locale', 'String', 'The locale to parse the date with'), opt('timezone', 'String', 'The timezone to apply to the parsed date, defaults to UTC')],
    precompute: (c) => (typeof c['pattern'] === 'string' && checkPattern(c['pattern']) ? { param: 'pattern', reason: checkPattern(c['pattern'])! } : zoneCheck(c)),
    run: (a) => parseDate(str(a, 'value'), str(a, 'pattern'), zone(a)),
  },
  {
    name: 'flex_parse_date',
    description: 'Parses a date string using natural language',
    returnType: 'DateTime',
    params: [p('value', 'String', 'Date string to parse'), opt('default', 'DateTime', 'Used when \'value\' could not be parsed, defaults to null'), opt('timezone', 'String', 'The timezone to apply to a date if it has no timezone; defaults to UTC')],
    precompute: zoneCheck,
    run: (a) => {
      const z = zone(a);
      const now = Date.now();
      const found = chrono.parseDate(str(a, 'value'), { instant: new Date(now), timezone: zoneOffset(z, now) });
      if (found) return found;
      const fallback = a['default'];
      return fallback instanceof Date ? fallback : null;
    },
  },
  {
    name: 'parse_unix_milliseconds',
    description: 'Converts a UNIX millisecond timestamp into a date',
    returnType: 'DateTime',
    params: [p('value', 'Number', 'UNIX millisecond timestamp to parse'), opt('timezone', 'String', 'The timezone to apply to the date, defaults to UTC')],
    precompute: zoneCheck,
    run: (a) => new Date(Math.trunc(num(a, 'value'))),
  },
  {
    name: 'format_date',
    description: 'Formats a date using the given format string',
    returnType: 'String',
    params: [p('value', 'DateTime', 'The date to format'), p('format', 'String', 'The format string to use, see http://www.joda.org/joda-time/apidocs/org/joda/time/format/DateTimeFormat.html'), opt('timezone', 'String', 'The timezone to apply to the date, defaults to UTC')],
    precompute: (c) => (typeof c['format'] === 'string' && checkPattern(c['format']) ? { param: 'format', reason: checkPattern(c['format'])! } : zoneCheck(c)),
    run: (a) => {
      const v = a['value'];
      if (!(v instanceof Date)) throw new Error(`Expected a date but found ${typeOf(v)}`);
      return formatDate(v, str(a, 'format'), zone(a));
    },
  },
  ...(['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'millis'] as const).map(periodFn),
  {
    name: 'period',
    description: 'Parses a ISO 8601 period from the specified string.',
    returnType: 'Period',
    params: [p('value', 'String', 'The string to parse')],
    run: (a) => {
      const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(str(a, 'value').trim());
      if (!m || str(a, 'value').trim().length < 3) throw new Error(`Invalid format: "${str(a, 'value')}"`);
      const n = (i: number) => (m[i] ? Number(m[i]) : 0);
      const secs = n(7);
      return new Period({ years: n(1), months: n(2), weeks: n(3), days: n(4), hours: n(5), minutes: n(6), seconds: Math.trunc(secs), millis: Math.round((secs % 1) * 1000) });
    },
  },
];

// --- hashing, encoding, IP, URL, syslog -----------------------------------------------------------------------

const hashFn = (name: string, hash: (s: string) => string): FunctionSpec => ({
  name,
  description: `${name.toUpperCase()} hash of the string`,
  returnType: 'String',
  params: [p('value', 'String', 'The string to hash')],
  run: (a) => hash(str(a, 'value')),
});
const digest = (algorithm: string) => (s: string) => createHash(algorithm).update(s, 'utf8').digest('hex');

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Encode(bytes: Buffer, omitPadding: boolean): string {
  let bits = 0;
  let acc = 0;
  let out = '';
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(acc << (5 - bits)) & 31];
  return omitPadding ? out : out.padEnd(Math.ceil(out.length / 8) * 8, '=');
}
function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let acc = 0;
  const out: number[] = [];
  for (const c of clean) {
    const v = BASE32.indexOf(c);
    if (v < 0) throw new Error(`Illegal character ${c} in base32 input`);
    acc = ((acc << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

const codec = (name: string, description: string, encode: (b: Buffer, omit: boolean) => string, decode: (s: string) => Buffer): FunctionSpec[] => [
  {
    name: `${name}_encode`,
    description: `${description} encoding of the string`,
    returnType: 'String',
    params: [p('value', 'String', 'The value to encode'), opt('omit_padding', 'Boolean', 'Omit any padding characters')],
    run: (a) => encode(Buffer.from(str(a, 'value'), 'utf8'), bool(a, 'omit_padding', false)),
  },
  {
    name: `${name}_decode`,
    description: `${description} decoding of the string`,
    returnType: 'String',
    params: [p('value', 'String', 'The value to decode'), opt('omit_padding', 'Boolean', 'Omit any padding characters')],
    run: (a) => decode(str(a, 'value')).toString('utf8'),
  },
];

function strictBase64(s: string, url: boolean): Buffer {
  const t = s.trim();
  if (!(url ? /^[A-Za-z0-9_-]*={0,2}$/ : /^[A-Za-z0-9+/]*={0,2}$/).test(t) || t.replace(/=+$/, '').length % 4 === 1) throw new Error('Illegal base64 input');
  return Buffer.from(t, url ? 'base64url' : 'base64');
}

function ipToBigInt(ip: string): { value: bigint; bits: number } {
  if (isIP(ip) === 4) return { value: ip.split('.').reduce((acc, o) => (acc << 8n) | BigInt(Number(o)), 0n), bits: 32 };
  let text = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipToBigInt(v4[1]!).value;
    text = text.replace(v4[1]!, `${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`);
  }
  const [head, tail] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined ? (tail ? tail.split(':') : []) : [];
  const groups = tail !== undefined ? [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t] : h;
  return { value: groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n), bits: 128 };
}

function cidrMatch(cidr: string, ip: string): boolean {
  const [net, prefixText] = cidr.split('/');
  if (!net || !isIP(net) || !isIP(ip)) throw new Error(`Invalid CIDR ${cidr}`);
  const a = ipToBigInt(net);
  const b = ipToBigInt(ip);
  if (a.bits !== b.bits) return false;
  const prefix = prefixText === undefined ? a.bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > a.bits) throw new Error(`Invalid CIDR ${cidr}`);
  const shift = BigInt(a.bits - prefix);
  return a.value >> shift === b.value >> shift;
}

const FACILITIES = ['kern', 'user', 'mail', 'daemon', 'auth', 'syslog', 'lpr', 'news', 'uucp', 'clock', 'authpriv', 'ftp', 'ntp', 'log audit', 'log alert', 'cron', 'local0', 'local1', 'local2', 'local3', 'local4', 'local5', 'local6', 'local7'];
const LEVELS = ['Emergency', 'Alert', 'Critical', 'Error', 'Warning', 'Notice', 'Informational', 'Debug'];
const syslogNumber = (a: Args): number => {
  const n = toLong(a['value'] ?? null);
  if (n === null) throw new Error(`Not a syslog number: ${stringOf(a['value'] ?? null)}`);
  return n;
};

const OTHER: FunctionSpec[] = [
  hashFn('md5', digest('md5')),
  hashFn('sha1', digest('sha1')),
  hashFn('sha256', digest('sha256')),
  hashFn('sha512', digest('sha512')),
  hashFn('crc32', (s) => zlib.crc32(Buffer.from(s, 'utf8')).toString(16).padStart(8, '0')),
  ...codec('base16', 'Standard base16', (b) => b.toString('hex'), (s) => {
    if (!/^([0-9a-fA-F]{2})*$/.test(s)) throw new Error('Illegal base16 input');
    return Buffer.from(s, 'hex');
  }),
  ...codec('base32', 'Standard base32', base32Encode, base32Decode),
  ...codec('base64', 'Standard base64', (b, omit) => (omit ? b.toString('base64').replace(/=+$/, '') : b.toString('base64')), (s) => strictBase64(s, false)),
  ...codec('base64url', 'URL-safe base64', (b, omit) => {
    const text = b.toString('base64url');
    return omit ? text : text.padEnd(Math.ceil(text.length / 4) * 4, '=');
  }, (s) => strictBase64(s, true)),
  {
    name: 'cidr_match',
    description: 'Checks whether the given IP matches a CIDR pattern',
    returnType: 'Boolean',
    params: [p('cidr', 'String', 'The CIDR subnet mask'), p('ip', 'IpAddress', 'The parsed IP address to match against the CIDR mask')],
    precompute: (c) => {
      const cidr = c['cidr'];
      if (typeof cidr !== 'string') return null;
      try {
        cidrMatch(cidr, cidr.includes(':') ? '::1' : '127.0.0.1');
        return null;
      } catch (e) {
        return { param: 'cidr', reason: (e as Error).message };
      }
    },
    run: (a) => {
      const ip = a['ip'];
      if (!(ip instanceof IpAddress)) return false;
      return cidrMatch(str(a, 'cidr'), ip.address);
    },
  },
  {
    name: 'urlencode',
    description: 'URL encodes a string',
    returnType: 'String',
    params: [p('value', 'String', 'The value to encode'), opt('charset', 'String', 'The name of a supported character encoding such as "UTF-8"')],
    run: (a) => encodeURIComponent(str(a, 'value')).replace(/%20/g, '+').replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  },
  {
    name: 'urldecode',
    description: 'URL decodes a string',
    returnType: 'String',
    params: [p('value', 'String', 'The value to decode'), opt('charset', 'String', 'The name of a supported character encoding such as "UTF-8"')],
    run: (a) => {
      try {
        return decodeURIComponent(str(a, 'value').replace(/\+/g, ' '));
      } catch {
        throw new Error(`Illegal URL encoding: ${str(a, 'value').slice(0, 100)}`);
      }
    },
  },
  {
    name: 'syslog_facility',
    description: 'Converts a syslog facility number to its string representation',
    returnType: 'String',
    params: [p('value', 'Object', 'The facility number')],
    run: (a) => FACILITIES[syslogNumber(a)] ?? 'Unknown',
  },
  {
    name: 'syslog_level',
    description: 'Converts a syslog level number to its string representation',
    returnType: 'String',
    params: [p('value', 'Object', 'The level number')],
    run: (a) => LEVELS[syslogNumber(a)] ?? 'Unknown',
  },
  {
    name: 'expand_syslog_priority',
    description: 'Converts a syslog priority number to its level and facility',
    returnType: 'Map',
    params: [p('value', 'Object', 'The priority number')],
    run: (a) => {
      const n = syslogNumber(a);
      return new Map<string, Value>([['level', n & 7], ['facility', n >> 3]]);
    },
  },
  {
    name: 'expand_syslog_priority_as_string',
    description: 'Converts a syslog priority number to its level and facility string representations',
    returnType: 'Map',
    params: [p('value', 'Object', 'The priority number')],
    run: (a) => {
      const n = syslogNumber(a);
      return new Map<string, Value>([['level', LEVELS[n & 7] ?? 'Unknown'], ['facility', FACILITIES[n >> 3] ?? 'Unknown']]);
    },
  },
];

// --- lookup and debug -------------------------------------------------------------------------------------

function lookupRaw(a: Args, ctx: EvalContext): unknown {
  if (!ctx.env.lookup) throw new Error('Lookup tables are not available on this server');
  return ctx.env.lookup(str(a, 'lookup_table'), a['key'] ?? null);
}

const LOOKUP: FunctionSpec[] = [
  {
    name: 'lookup',
    description: 'Looks up a multi value in the named lookup table.',
    returnType: 'Map',
    params: [p('lookup_table', 'String', 'The existing lookup table to use to lookup the given key'), p('key', 'Object', 'The key to lookup in the table'), opt('default', 'Object', 'The default multi value that should be used if there is no lookup result')],
    run: (a, ctx) => {
      const found = lookupRaw(a, ctx);
      if (found === null || found === undefined) return isMap(a['default']) ? a['default'] : a['default'] === undefined || a['default'] === null ? null : new Map([['value', a['default']]]);
      const value = fromJson(found);
      return isMap(value) ? value : new Map([['value', value]]);
    },
  },
  {
    name: 'lookup_value',
    description: 'Looks up a single value in the named lookup table.',
    returnType: 'Object',
    params: [p('lookup_table', 'String', 'The existing lookup table to use to lookup the given key'), p('key', 'Object', 'The key to lookup in the table'), opt('default', 'Object', 'The default single value that should be used if there is no lookup result')],
    run: (a, ctx) => {
      const found = lookupRaw(a, ctx);
      const value = found === null || found === undefined ? null : fromJson(found);
      const single = isMap(value) ? (value.get('value') ?? null) : value;
      return single ?? a['default'] ?? null;
    },
  },
  {
    name: 'lookup_has_value',
    description: 'Determine whether a given key is present in a lookup table. Will return false if the key is not present.',
    returnType: 'Boolean',
    params: [p('lookup_table', 'String', 'The existing lookup table to use to lookup the given key'), p('key', 'Object', 'The key to lookup in the table')],
    run: (a, ctx) => {
      const found = lookupRaw(a, ctx);
      return found !== null && found !== undefined;
    },
  },
  {
    name: 'debug',
    description: 'Print any passed value as string in the graylog-server log. Note that this will only appear in the log of the graylog-server node that is processing the message you are trying to debug.',
    returnType: 'Void',
    params: [p('value', 'Object', 'The value to print in the graylog-server log.')],
    run: (a, ctx) => {
      const v = a['value'];
      ctx.env.log(`PIPELINE DEBUG: ${v instanceof JsonValue ? JSON.stringify(toJson(v.value)) : stringOf(v ?? null)}`);
      return null;
    },
  },
];

/** Every function rules may call, by name. */
export const FUNCTIONS: ReadonlyMap<string, FunctionSpec> = new Map(
  [...CONVERSION, ...TYPE_CHECKS, ...MESSAGE, ...STRINGS, ...REGEX_AND_JSON, ...DATES, ...OTHER, ...LOOKUP].map((f) => [f.name, f]),
);

const JAVA_CLASSES: Record<string, string> = {
  Object: 'java.lang.Object',
  String: 'java.lang.String',
  Long: 'java.lang.Long',
  Double: 'java.lang.Double',
  Number: 'java.lang.Number',
  Boolean: 'java.lang.Boolean',
  Map: 'java.util.Map',
  List: 'java.util.List',
  Message: 'org.graylog2.plugin.Message',
  DateTime: 'org.joda.time.DateTime',
  Period: 'org.joda.time.Period',
  Duration: 'org.joda.time.Duration',
  Void: 'java.lang.Void',
  IpAddress: 'org.graylog.plugins.pipelineprocessor.functions.ips.IpAddress',
  JsonNode: 'com.fasterxml.jackson.databind.JsonNode',
};

/** `GET /system/pipelines/rule/functions`: Graylog's FunctionDescriptor shape, sorted by name. */
export function functionDescriptors(): Array<Record<string, unknown>> {
  return [...FUNCTIONS.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((f) => ({
      name: f.name,
      pure: false,
      return_type: JAVA_CLASSES[f.returnType] ?? 'java.lang.Object',
      params: f.params.map((param) => ({
        type: JAVA_CLASSES[param.type] ?? 'java.lang.Object',
        transformed_type: JAVA_CLASSES[param.transformedType ?? param.type] ?? 'java.lang.Object',
        name: param.name,
        optional: param.optional ?? false,
        description: param.description,
      })),
      description: f.description,
    }));
}
