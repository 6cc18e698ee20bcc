import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, readStrictObject, type JsonObject } from '../http/body.js';
import type { DecodedMessage } from '../ingest/pipeline.js';
import { decodeGelf, MalformedMessageError } from '../inputs/gelf.js';
import { decodeRaw, decodeSyslog } from '../inputs/syslog.js';
import { resolveKeyword, TimeRangeError, zoneOffsetMinutes } from '../query/timerange.js';
import { GrokError } from '../grok/compiler.js';
import type { GrokStore } from '../grok/store.js';
import { compileJavaRegex, RegexSyntaxError } from '../extractors/java-regex.js';
import { timeLimited } from './time-limit.js';
import {
  cutSubstring,
  extractJson,
  ExtractionError,
  jsonOptions,
  regexReplace,
  replacePatterns,
  splitPart,
  splitRange,
} from '../extractors/types.js';

type Kind = 'string' | 'int' | 'bool';
type Params = Record<string, string | number | boolean | undefined>;

const MAX_TEXT = 1024 * 1024;

/**
 * Reads a tester's parameters from a POST body (strict JSON, as Graylog's request DTOs) or from the
 * query string of a GET; `getNames` renames parameters whose GET name differs.
 */
function readParams(request: FastifyRequest, fields: Record<string, Kind>, getNames: Record<string, string> = {}): Params {
  const out: Params = {};
  if (request.method === 'GET') {
    const query = isObject(request.query) ? request.query : {};
    for (const [name, kind] of Object.entries(fields)) {
      const raw = query[getNames[name] ?? name];
      if (typeof raw !== 'string') continue;
      if (kind === 'int') {
        if (!/^-?\d+$/.test(raw)) throw new ApiError(404, 'HTTP 404 Not Found');
        out[name] = Number(raw);
      } else out[name] = kind === 'bool' ? raw === 'true' : raw;
    }
    return out;
  }
  const body = readStrictObject(request.body, Object.keys(fields));
  for (const [name, kind] of Object.entries(fields)) {
    const v = body[name];
    if (v === undefined || v === null) continue;
    const ok =
      kind === 'string'
        ? typeof v === 'string' && v.length <= MAX_TEXT
        : kind === 'int'
          ? typeof v === 'number' && Number.isInteger(v)
          : typeof v === 'boolean';
    if (!ok)
      throw new ApiError(
        400,
        `Unable to map property ${name}: expected ${kind === 'string' ? 'a string' : kind === 'int' ? 'an integer' : 'a boolean'}.`,
      );
    out[name] = v as string | number | boolean;
  }
  return out;
}

function need<T extends string | number>(params: Params, name: string, kind: 'string' | 'int', allowEmpty = true): T {
  const v = params[name];
  if (v === undefined || (kind === 'string' && typeof v !== 'string') || (!allowEmpty && v === ''))
    throw new ApiError(400, `Missing required property ${name}.`);
  return v as T;
}

function javaRegex(source: string): RegExp {
  try {
    return compileJavaRegex(source);
  } catch (error) {
    if (error instanceof RegexSyntaxError) throw new ApiError(400, `Invalid regular expression: ${error.message}`);
    throw error;
  }
}

/** `yyyy-MM-dd'T'HH:mm:ss.SSS+hh:mm` in a zone (Graylog's natural date answer). */
function zonedIso(ms: number, zone: string): string {
  const offset = zoneOffsetMinutes(zone, ms);
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A stored-message-like value: dates as ISO strings. */
const wire = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** The extractor testers under `/tools` (ADMIN-API.md §2.7) and `POST /messages/parse`. */
export const toolRoutes: FastifyPluginAsync<{ grok: GrokStore }> = async (app, { grok }) => {
  const both = (path: string, handler: (request: FastifyRequest) => unknown) => {
    app.get(path, async (request) => {
      requireSubject(request);
      return handler(request);
    });
    app.post(path, async (request) => {
      requireSubject(request);
      return handler(request);
    });
  };

  both('/tools/regex_tester', (request) => {
    const p = readParams(request, { regex: 'string', string: 'string' });
    const regex = need<string>(p, 'regex', 'string', false);
    const string = need<string>(p, 'string', 'string');
    const compiled = javaRegex(regex);
    const pattern = new RegExp(compiled.source, `${compiled.flags}d`);
    const m = timeLimited(() => pattern.exec(string));
    const match = m && m.length > 1 && m[1] !== undefined ? { match: m[1], start: m.indices![1]![0], end: m.indices![1]![1] } : null;
    return { matched: m !== null, match, regex, string };
  });

  app.get('/tools/regex_tester/validate', async (request) => {
    requireSubject(request);
    const p = readParams(request, { regex: 'string' });
    const regex = need<string>(p, 'regex', 'string', false);
    try {
      compileJavaRegex(regex);
      return { regex, is_valid: true };
    } catch (error) {
      if (!(error instanceof RegexSyntaxError)) throw error;
      return { regex, is_valid: false, validation_message: error.message };
    }
  });

  both('/tools/regex_replace_tester', (request) => {
    const p = readParams(request, { regex: 'string', replacement: 'string', replace_all: 'bool', string: 'string' });
    const regex = need<string>(p, 'regex', 'string', false);
    const string = need<string>(p, 'string', 'string');
    const replacement = typeof p['replacement'] === 'string' ? p['replacement'] : '';
    const replaceAll = p['replace_all'] === true;
    let result;
    try {
      const patterns = replacePatterns(javaRegex(regex));
      result = timeLimited(() => regexReplace(patterns, replacement, replaceAll, string));
    } catch (error) {
      if (error instanceof RegexSyntaxError) throw new ApiError(400, error.message);
      throw error;
    }
    const match = result ? { match: String(result.value), start: result.begin, end: result.end } : null;
    return { matched: result !== null, match, regex, replacement, replace_all: replaceAll, string };
  });

  both('/tools/split_and_index_tester', (request) => {
    const p = readParams(request, { string: 'string', split_by: 'string', index: 'int' });
    const string = need<string>(p, 'string', 'string');
    const splitBy = need<string>(p, 'split_by', 'string', false);
    const index = need<number>(p, 'index', 'int') - 1;
    const cut = splitPart(string, splitBy, index);
    if (cut === null) return { successful: false, cut: null, begin_index: -1, end_index: -1 };
    const [begin, end] = splitRange(string, splitBy, index);
    return { successful: true, cut, begin_index: begin, end_index: end };
  });

  both('/tools/substring_tester', (request) => {
    const p = readParams(request, { string: 'string', start: 'int', end: 'int' }, { start: 'begin_index', end: 'end_index' });
    const string = need<string>(p, 'string', 'string');
    const start = need<number>(p, 'start', 'int');
    const end = need<number>(p, 'end', 'int');
    const cut = cutSubstring(string, start, end);
    return cut === null
      ? { successful: false, cut: null, begin_index: -1, end_index: -1 }
      : { successful: true, cut, begin_index: start, end_index: end };
  });

  both('/tools/contains_string_tester', (request) => {
    const p = readParams(request, { string: 'string', search_string: 'string' });
    const string = need<string>(p, 'string', 'string');
    const search = need<string>(p, 'search_string', 'string', false);
    const at = string.indexOf(search);
    return { matched: at !== -1, match: at === -1 ? null : { start: at, end: at + search.length }, search_string: search, string };
  });

  both('/tools/grok_tester', (request) => {
    const p = readParams(request, { pattern: 'string', string: 'string', named_captures_only: 'bool' });
    const pattern = need<string>(p, 'pattern', 'string', false);
    const string = need<string>(p, 'string', 'string');
    try {
      const captures = timeLimited(() => grok.compile(pattern, p['named_captures_only'] === true).match(string)) ?? {};
      const matches = Object.entries(captures)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([name, v]) => ({ name, match: String(wire(v)) }));
      return { matched: matches.length > 0, matches, pattern, string };
    } catch (error) {
      if (!(error instanceof GrokError)) throw error;
      return { matched: false, matches: [], pattern, string, error_message: error.message };
    }
  });

  both('/tools/json_tester', (request) => {
    const p = readParams(request, {
      string: 'string',
      flatten: 'bool',
      list_separator: 'string',
      key_separator: 'string',
      kv_separator: 'string',
      replace_key_whitespace: 'bool',
      key_whitespace_replacement: 'string',
      key_prefix: 'string',
    });
    const string = need<string>(p, 'string', 'string');
    const options = jsonOptions(p as JsonObject);
    let matches: Record<string, unknown>;
    try {
      matches = extractJson(string, options);
    } catch (error) {
      if (error instanceof ExtractionError) throw new ApiError(400, error.message);
      throw error;
    }
    return {
      matches,
      flatten: options.flatten,
      line_separator: options.listSeparator,
      key_separator: options.keySeparator,
      kv_separator: options.kvSeparator,
      string,
    };
  });

  app.get('/tools/natural_date_tester', async (request) => {
    requireSubject(request);
    const p = readParams(request, { string: 'string', timezone: 'string' });
    const text = need<string>(p, 'string', 'string', false);
    const timezone = typeof p['timezone'] === 'string' && p['timezone'] !== '' ? p['timezone'] : 'Etc/UTC';
    try {
      const range = resolveKeyword(text, timezone);
      return { from: zonedIso(range.from, timezone), to: zonedIso(range.to, timezone), timezone };
    } catch (error) {
      if (error instanceof TimeRangeError) throw new ApiError(422, error.message);
      throw error;
    }
  });

  app.post('/messages/parse', async (request) => {
    requireSubject(request);
    const body = readStrictObject(request.body, ['message', 'codec', 'remote_address', 'configuration']);
    const { message, codec, remote_address: remote } = body;
    if (typeof message !== 'string' || typeof codec !== 'string' || typeof remote !== 'string') {
      throw new ApiError(400, 'Missing required properties: message, codec and remote_address are required strings.');
    }
    if (message.length > MAX_TEXT || remote.length > 1024) throw new ApiError(400, 'Property message is too long.');
    const configuration = body['configuration'] === undefined || body['configuration'] === null ? {} : body['configuration'];
    if (!isObject(configuration)) throw new ApiError(400, 'Unable to map property configuration: expected a JSON object.');
    const flag = (key: string, fallback: boolean) => (typeof configuration[key] === 'boolean' ? (configuration[key] as boolean) : fallback);
    let decoded: DecodedMessage;
    try {
      switch (codec) {
        case 'gelf':
          decoded = decodeGelf(message);
          break;
        case 'syslog':
          decoded = decodeSyslog(message, {
            storeFullMessage: flag('store_full_message', false),
            expandStructuredData: flag('expand_structured_data', false),
            allowOverrideDate: flag('allow_override_date', true),
          });
          break;
        case 'raw':
          decoded = decodeRaw(message);
          break;
        default:
          throw new ApiError(404, 'HTTP 404 Not Found');
      }
    } catch (error) {
      if (error instanceof MalformedMessageError) throw new ApiError(400, 'Could not decode message');
      throw error;
    }
    const override =
      typeof configuration['override_source'] === 'string' && configuration['override_source'] !== ''
        ? configuration['override_source']
        : null;
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(decoded.fields)) fields[key] = wire(value);
    const id = randomUUID();
    return {
      message: {
        ...fields,
        _id: id,
        message: decoded.message,
        ...(decoded.full_message !== undefined ? { full_message: decoded.full_message } : {}),
        source: override ?? (decoded.source || remote),
        timestamp: new Date(decoded.timestamp ?? Date.now()).toISOString(),
      },
      index: null,
      highlight_ranges: {},
      decoration_stats: null,
    };
  });
};
