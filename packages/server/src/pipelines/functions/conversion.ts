import { isIP } from 'node:net';
import { validZone, zoneOffset } from '../dates.js';
import { IpAddress, JsonValue, type Value, isMap, stringOf, toJson } from '../values.js';
import { type FunctionSpec, opt, optStr, p, zone } from './spec.js';

// --- conversion --------------------------------------------------------------------------------------

export function toLong(v: Value): number | null {
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

export const CONVERSION: FunctionSpec[] = [
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
    params: [p('value', 'Object', 'Value to convert'), opt('default', 'Number', "Used when 'value' is null, defaults to 0", 'Long')],
    run: (a) => toLong(a['value'] ?? null) ?? toLong(a['default'] ?? 0) ?? 0,
  },
  {
    name: 'to_double',
    description: 'Converts a value to a double value using its string representation',
    returnType: 'Double',
    params: [p('value', 'Object', 'Value to convert'), opt('default', 'Number', "Used when 'value' is null, defaults to 0", 'Double')],
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
    params: [
      p('value', 'Object', 'The value to convert to a date'),
      opt('timezone', 'String', 'The timezone to apply to a date if it has no timezone; defaults to UTC'),
    ],
    precompute: (c) =>
      typeof c['timezone'] === 'string' && !validZone(c['timezone'])
        ? { param: 'timezone', reason: `The datetime zone id '${c['timezone']}' is not recognised` }
        : null,
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
    params: [p('ip', 'Object', 'Value to convert'), opt('default', 'String', "Used when 'ip' is null or malformed, defaults to '0.0.0.0'")],
    run: (a) => {
      const text =
        a['ip'] instanceof IpAddress ? a['ip'].address : a['ip'] === null || a['ip'] === undefined ? '' : stringOf(a['ip']).trim();
      if (isIP(text)) return new IpAddress(text);
      const fallback = optStr(a, 'default') ?? '0.0.0.0';
      return isIP(fallback) ? new IpAddress(fallback) : null;
    },
  },
];
