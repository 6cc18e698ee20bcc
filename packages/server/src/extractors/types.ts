import type { JsonObject } from '../http/body.js';
import type { CompiledGrok } from '../grok/compiler.js';
import { javaSplit, type ConverterDeps } from './converters.js';
import { compileJavaRegex, groupCount, javaReplacer } from './java-regex.js';

export const EXTRACTOR_TYPES = [
  'copy_input',
  'regex',
  'regex_replace',
  'split_and_index',
  'substring',
  'grok',
  'json',
  'lookup_table',
] as const;
export type ExtractorType = (typeof EXTRACTOR_TYPES)[number];

/** One value an extractor produced: written to `target` (or the extractor's target field), cut from [begin, end). */
export interface ExtractionResult {
  value: unknown;
  target: string | null;
  begin: number;
  end: number;
}

/** The extractor's own configuration does not work (answered with 400 when it is saved). */
export class ExtractorConfigError extends Error {
  override name = 'ExtractorConfigError';
}

/** An extraction that failed on one message's value (a processing error on that message). */
export class ExtractionError extends Error {
  override name = 'ExtractionError';
}

export type Runner = (value: string) => ExtractionResult[] | null;

export interface RunnerDeps extends ConverterDeps {
  /** Compiles a grok expression against the stored patterns (throws on an invalid expression). */
  compileGrok(expression: string, namedCapturesOnly: boolean): CompiledGrok;
}

const requiredString = (config: JsonObject, key: string, allowEmpty = false): string => {
  const v = config[key];
  if (typeof v !== 'string' || (!allowEmpty && v === '')) throw new ExtractorConfigError(`Missing configuration option: ${key}`);
  return v;
};
const requiredInt = (config: JsonObject, key: string): number => {
  const v = config[key];
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new ExtractorConfigError(`Missing configuration option: ${key}`);
  return v;
};
const optString = (config: JsonObject, key: string, fallback: string): string =>
  typeof config[key] === 'string' ? (config[key] as string) : fallback;
const optBool = (config: JsonObject, key: string, fallback: boolean): boolean =>
  typeof config[key] === 'boolean' ? (config[key] as boolean) : fallback;

function regex(source: string, flags: { global?: boolean } = {}): RegExp {
  try {
    return compileJavaRegex(source, flags);
  } catch (error) {
    throw new ExtractorConfigError(`Invalid regular expression: ${(error as Error).message}`);
  }
}

/** `value[begin, end)` when `0 <= begin < end <= value.length`, else null (SubstringExtractor). */
export function cutSubstring(value: string, begin: number, end: number): string | null {
  if (begin < 0 || end <= 0 || begin >= end || end > value.length) return null;
  return value.slice(begin, end);
}

/** Part `index` (0-based) of a literal split, or null when it is missing or empty. */
export function splitPart(value: string, splitBy: string, index: number): string | null {
  if (splitBy === '' || index < 0) return null;
  const part = javaSplit(value, splitBy)[index];
  return part === undefined || part === '' ? null : part;
}

/** The range of part `index` (0-based), found by the first character of `splitBy` (as Graylog does). */
export function splitRange(value: string, splitBy: string, index: number): [number, number] {
  const target = splitBy.charAt(0);
  let found = 0;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === target) found++;
    if (found === index) {
      const begin = i === 0 ? 0 : i + 1;
      const end = value.indexOf(target, i + 1);
      return [begin, end === -1 ? value.length : end];
    }
  }
  return [0, 0];
}

export interface JsonOptions {
  flatten: boolean;
  listSeparator: string;
  keySeparator: string;
  kvSeparator: string;
  keyPrefix: string;
  replaceKeyWhitespace: boolean;
  keyWhitespaceReplacement: string;
}

export function jsonOptions(config: JsonObject): JsonOptions {
  return {
    flatten: optBool(config, 'flatten', false),
    listSeparator: optString(config, 'list_separator', ', '),
    keySeparator: optString(config, 'key_separator', '_'),
    kvSeparator: optString(config, 'kv_separator', '='),
    keyPrefix: optString(config, 'key_prefix', ''),
    replaceKeyWhitespace: optBool(config, 'replace_key_whitespace', false),
    keyWhitespaceReplacement: optString(config, 'key_whitespace_replacement', '_'),
  };
}

/** Java's `toString` of a parsed JSON value inside a list or a flattened object (`{a=1}`, `[1, 2]`). */
function javaString(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(javaString).join(', ')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}=${javaString(v)}`)
      .join(', ')}}`;
  return String(value);
}

/** The fields the JSON extractor makes of a JSON object (ADMIN-API.md §2.4); throws ExtractionError on anything else. */
export function extractJson(text: string, o: JsonOptions): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ExtractionError(`Couldn't parse JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ExtractionError('The JSON value is not an object');
  const out: Record<string, unknown> = {};
  const keyOf = (key: string) => (o.replaceKeyWhitespace && key.includes(' ') ? key.replace(/\s/g, o.keyWhitespaceReplacement) : key);
  const list = (items: unknown[]) =>
    items
      .filter((v) => v !== null)
      .map(javaString)
      .join(o.listSeparator);
  const walk = (object: Record<string, unknown>, prefix: string | null) => {
    for (const [rawKey, value] of Object.entries(object)) {
      const key = prefix === null ? o.keyPrefix + keyOf(rawKey) : prefix + o.keySeparator + keyOf(rawKey);
      if (value === null) continue;
      if (Array.isArray(value)) out[key] = list(value);
      else if (typeof value === 'object') {
        if (o.flatten) {
          out[key] = Object.entries(value)
            .filter(([, v]) => v !== null)
            .map(([k, v]) => `${keyOf(k)}${o.kvSeparator}${javaString(v)}`)
            .join(o.listSeparator);
        } else walk(value as Record<string, unknown>, key);
      } else out[key] = value;
    }
  };
  walk(parsed as Record<string, unknown>, null);
  return out;
}

/** The three forms of a replace expression: with match indices, replacing the first match, replacing all. */
export interface ReplacePatterns {
  indexed: RegExp;
  first: RegExp;
  all: RegExp;
}

export function replacePatterns(pattern: RegExp): ReplacePatterns {
  const flags = pattern.flags.replace('g', '');
  return {
    indexed: new RegExp(pattern.source, `${flags}d`),
    first: new RegExp(pattern.source, flags),
    all: new RegExp(pattern.source, `${flags}g`),
  };
}

/** The replace-extractor's result on one value (also the regex-replace tester's); throws on a bad group reference. */
export function regexReplace(patterns: ReplacePatterns, replacement: string, replaceAll: boolean, value: string): ExtractionResult | null {
  const match = patterns.indexed.exec(value);
  if (!match) return null;
  const groups = match.length - 1;
  const replacer = javaReplacer(replacement === '' ? '$1' : replacement, groups);
  const replaced = value.replace(replaceAll ? patterns.all : patterns.first, replacer);
  const range = groups > 0 ? match.indices?.[1] : undefined;
  return { value: replaced, target: null, begin: range ? range[0] : -1, end: range ? range[1] : -1 };
}

/** Builds the extraction step of an extractor; throws ExtractorConfigError for an unusable configuration. */
export function buildRunner(type: ExtractorType, config: JsonObject, deps: RunnerDeps): Runner {
  switch (type) {
    case 'copy_input':
      return (value) => [{ value, target: null, begin: 0, end: value.length }];
    case 'regex': {
      const pattern = regex(requiredString(config, 'regex_value'));
      const withIndices = new RegExp(pattern.source, `${pattern.flags}d`);
      if (groupCount(pattern) < 1) return () => null;
      return (value) => {
        const m = withIndices.exec(value);
        if (!m || m[1] === undefined) return null;
        const [begin, end] = m.indices![1]!;
        return [{ value: m[1], target: null, begin, end }];
      };
    }
    case 'regex_replace': {
      const patterns = replacePatterns(regex(requiredString(config, 'regex')));
      const replacement = typeof config['replacement'] === 'string' ? config['replacement'] : '';
      const replaceAll = optBool(config, 'replace_all', false);
      return (value) => {
        const result = regexReplace(patterns, replacement, replaceAll, value);
        return result ? [result] : null;
      };
    }
    case 'split_and_index': {
      const splitBy = requiredString(config, 'split_by');
      const index = requiredInt(config, 'index');
      return (value) => {
        const part = splitPart(value, splitBy, index - 1);
        if (part === null) return null;
        const [begin, end] = splitRange(value, splitBy, index - 1);
        return [{ value: part, target: null, begin, end }];
      };
    }
    case 'substring': {
      const begin = requiredInt(config, 'begin_index');
      const end = requiredInt(config, 'end_index');
      return (value) => {
        const cut = cutSubstring(value, begin, end);
        return cut === null ? null : [{ value: cut, target: null, begin, end }];
      };
    }
    case 'grok': {
      const expression = requiredString(config, 'grok_pattern');
      let grok: CompiledGrok;
      try {
        grok = deps.compileGrok(expression, optBool(config, 'named_captures_only', false));
      } catch (error) {
        throw new ExtractorConfigError((error as Error).message);
      }
      return (value) => {
        const captures = grok.match(value);
        if (!captures) return null;
        return Object.entries(captures)
          .filter(([, v]) => v !== null && v !== undefined)
          .map(([name, v]) => ({ value: v, target: name, begin: -1, end: -1 }));
      };
    }
    case 'json': {
      const options = jsonOptions(config);
      return (value) => Object.entries(extractJson(value, options)).map(([key, v]) => ({ value: v, target: key, begin: -1, end: -1 }));
    }
    case 'lookup_table': {
      const table = requiredString(config, 'lookup_table_name');
      if (deps.lookupTableExists && !deps.lookupTableExists(table)) throw new ExtractorConfigError(`Lookup table <${table}> doesn't exist`);
      const lookup = deps.lookup;
      return (value) => {
        if (!lookup) throw new Error('Lookup tables are not available');
        const result = lookup(table, value);
        return result === null || result === undefined ? null : [{ value: result, target: null, begin: -1, end: -1 }];
      };
    }
  }
}
