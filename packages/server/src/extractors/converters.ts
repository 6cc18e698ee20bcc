import { createHash } from 'node:crypto';
import * as chrono from 'chrono-node';
import { zoneOffsetMinutes } from '../query/timerange.js';
import type { JsonObject } from '../http/body.js';
import { parseCsvLine, type CsvOptions } from '../formats/csv.js';
import { parseJodaDate } from '../formats/jodaDates.js';
import { SYSLOG_FACILITIES } from '../inputs/syslog.js';

/** Looks a key up in a lookup table: the `single_value`, or null when the table has nothing for it. */
export type LookupFunction = (table: string, key: string) => unknown;

export interface ConverterDeps {
  lookup?: LookupFunction | undefined;
  /** Whether a lookup table of that name exists (when unknown, every name is accepted). */
  lookupTableExists?: ((name: string) => boolean) | undefined;
}

export const CONVERTER_TYPES = [
  'numeric',
  'date',
  'flexdate',
  'hash',
  'split_and_count',
  'syslog_pri_level',
  'syslog_pri_facility',
  'tokenizer',
  'ip_anonymizer',
  'csv',
  'lowercase',
  'uppercase',
  'lookup_table',
] as const;

/** A converter: single-value ones return the new value (null removes the field), multi-field ones a map (null: no change). */
export type Converter =
  | { type: string; multi: false; convert(value: string): unknown }
  | { type: string; multi: true; convert(value: string): Record<string, unknown> | null };

/** A converter configuration that cannot be used; Graylog drops such a converter silently. */
export class ConverterConfigError extends Error {
  override name = 'ConverterConfigError';
}

const INT = /^[+-]?\d+$/;
const DOUBLE = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?\s*$/;
const IPV4 = /\b((?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3})(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\b/g;
const TOKEN = /(?:^|\s)([\w.-]+)\s?=\s?("[^"]*"|'[^']*'|\S+)/g;

/** Java's `String.split` on a literal: trailing empty parts are dropped. */
export function javaSplit(value: string, separator: string): string[] {
  if (separator === '') return value === '' ? [''] : [...value];
  const parts = value.split(separator);
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length === 1 && parts[0] === '' && value !== '') return [];
  return parts;
}

const str = (config: JsonObject, key: string): string | undefined =>
  typeof config[key] === 'string' ? (config[key] as string) : undefined;
const firstChar = (config: JsonObject, key: string, fallback: string) => (str(config, key) ?? fallback).charAt(0) || fallback;
const bool = (config: JsonObject, key: string, fallback: boolean) =>
  typeof config[key] === 'boolean' ? (config[key] as boolean) : fallback;

function validZone(zone: string | undefined): string {
  if (!zone) return 'Etc/UTC';
  try {
    zoneOffsetMinutes(zone, Date.now());
    return zone;
  } catch {
    return 'Etc/UTC';
  }
}

/** Builds a converter from its `{type, config}`; throws ConverterConfigError for an unusable config. */
export function buildConverter(type: string, config: JsonObject, deps: ConverterDeps = {}): Converter {
  const single = (convert: (value: string) => unknown): Converter => ({ type, multi: false, convert });
  switch (type) {
    case 'numeric':
      return single((value) => {
        if (INT.test(value)) return Number(value);
        if (DOUBLE.test(value)) return Number.parseFloat(value.trim());
        return value;
      });
    case 'date': {
      const format = str(config, 'date_format')?.trim();
      if (!format) throw new ConverterConfigError('Missing configuration option: date_format');
      const zone = validZone(str(config, 'time_zone'));
      return single((value) => new Date(parseJodaDate(value, format, zone)));
    }
    case 'flexdate': {
      const zone = validZone(str(config, 'time_zone'));
      return single((value) => {
        const now = Date.now();
        const found = chrono.parseDate(value, { instant: new Date(now), timezone: zoneOffsetMinutes(zone, now) });
        return found ? found : null;
      });
    }
    case 'hash':
      return single((value) => createHash('md5').update(value, 'utf8').digest('hex'));
    case 'split_and_count': {
      const splitBy = str(config, 'split_by');
      if (splitBy === undefined || splitBy === '') throw new ConverterConfigError('Missing configuration option: split_by');
      return single((value) => (value === '' ? 0 : javaSplit(value, splitBy).length));
    }
    case 'syslog_pri_level':
      return single((value) => {
        if (!INT.test(value)) return value;
        const pri = Number(value);
        return pri - ((pri >> 3) << 3);
      });
    case 'syslog_pri_facility':
      return single((value) => {
        if (!INT.test(value)) return value;
        return SYSLOG_FACILITIES[Number(value) >> 3] ?? 'Unknown';
      });
    case 'ip_anonymizer':
      return single((value) => value.replace(IPV4, '$1xxx'));
    case 'lowercase':
      return single((value) => value.toLowerCase());
    case 'uppercase':
      return single((value) => value.toUpperCase());
    case 'lookup_table': {
      const table = str(config, 'lookup_table_name');
      if (!table) throw new ConverterConfigError('Missing configuration option: lookup_table_name');
      if (deps.lookupTableExists && !deps.lookupTableExists(table)) throw new ConverterConfigError(`Lookup table <${table}> doesn't exist`);
      const lookup = deps.lookup;
      return single((value) => {
        if (!lookup) throw new Error('Lookup tables are not available');
        const result = lookup(table, value);
        return result === null || result === undefined ? value : result;
      });
    }
    case 'tokenizer':
      return {
        type,
        multi: true,
        convert: (value) => {
          const out: Record<string, unknown> = {};
          if (!value.includes('=')) return out;
          for (const m of value.matchAll(TOKEN)) out[m[1]!] = m[2]!.replace(/^(["'])(.*)\1$/s, '$2');
          return out;
        },
      };
    case 'csv': {
      const header = str(config, 'column_header');
      if (!header) throw new ConverterConfigError('Missing configuration option: column_header');
      const options: CsvOptions = {
        separator: firstChar(config, 'separator', ','),
        quote: firstChar(config, 'quote_char', '"'),
        escape: firstChar(config, 'escape_char', '\\'),
        strictQuotes: bool(config, 'strict_quotes', false),
        trimLeadingWhitespace: bool(config, 'trim_leading_whitespace', true),
      };
      let columns: string[];
      try {
        columns = parseCsvLine(header, options);
      } catch (error) {
        throw new ConverterConfigError((error as Error).message);
      }
      return {
        type,
        multi: true,
        convert: (value) => {
          const values = parseCsvLine(value, options);
          if (values.length !== columns.length) return null;
          return Object.fromEntries(columns.map((c, i) => [c, values[i]]));
        },
      };
    }
    default:
      throw new ConverterConfigError(`There is no converter of type <${type}>`);
  }
}
