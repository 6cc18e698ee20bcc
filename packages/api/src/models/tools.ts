import { arrOr, bool, boolOr, isObject, num, obj, optNum, optStr, record, str, type JsonObject } from './decode';

/** Tester answers of `/tools/*` (ADMIN-API.md §2.7). */
export type GrokTesterWire = {
  matched: boolean;
  matches: Array<{ name: string; match: string }>;
  pattern: string;
  string: string;
  error_message?: string | null;
};
export interface GrokTesterResult {
  matched: boolean;
  matches: Array<{ name: string; match: string }>;
  pattern: string;
  string: string;
  errorMessage: string | null;
}

export function decodeGrokTester(value: unknown, field = 'grok_test'): GrokTesterResult {
  const source = obj(value, field);
  return {
    matched: bool(source['matched'], `${field}.matched`),
    matches: arrOr(source['matches'], `${field}.matches`, (m, f) => {
      const entry = obj(m, f);
      return { name: str(entry['name'], `${f}.name`), match: String(entry['match'] ?? '') };
    }),
    pattern: optStr(source['pattern'], `${field}.pattern`) ?? '',
    string: optStr(source['string'], `${field}.string`) ?? '',
    errorMessage: optStr(source['error_message'], `${field}.error_message`),
  };
}

/** Note `line_separator`: the server renames the request's `list_separator`. */
export type JsonTesterWire = {
  matches: JsonObject;
  flatten: boolean;
  line_separator: string;
  key_separator: string;
  kv_separator: string;
  string: string;
};
export interface JsonTesterResult {
  matches: JsonObject;
  flatten: boolean;
  listSeparator: string;
  keySeparator: string;
  kvSeparator: string;
  string: string;
}

export function decodeJsonTester(value: unknown, field = 'json_test'): JsonTesterResult {
  const source = obj(value, field);
  return {
    matches: obj(source['matches'] ?? {}, `${field}.matches`),
    flatten: boolOr(source['flatten'], `${field}.flatten`, false),
    listSeparator: optStr(source['line_separator'] ?? source['list_separator'], `${field}.line_separator`) ?? '',
    keySeparator: optStr(source['key_separator'], `${field}.key_separator`) ?? '',
    kvSeparator: optStr(source['kv_separator'], `${field}.kv_separator`) ?? '',
    string: optStr(source['string'], `${field}.string`) ?? '',
  };
}

export type TesterMatchWire = { match?: string; start: number; end: number };
export interface TesterMatch {
  match: string | null;
  start: number;
  end: number;
}

function match(value: unknown, field: string): TesterMatch | null {
  if (value === undefined || value === null) return null;
  const source = obj(value, field);
  return {
    match: optStr(source['match'], `${field}.match`),
    start: num(source['start'], `${field}.start`),
    end: num(source['end'], `${field}.end`),
  };
}

/** `/tools/regex_tester`, `/tools/regex_replace_tester` and `/tools/contains_string_tester`. */
export type MatchTesterWire = {
  matched: boolean;
  match?: TesterMatchWire | null;
  regex?: string;
  replacement?: string;
  replace_all?: boolean;
  search_string?: string;
  string: string;
};
export interface MatchTesterResult {
  matched: boolean;
  match: TesterMatch | null;
  string: string;
}

export function decodeMatchTester(value: unknown, field = 'tester'): MatchTesterResult {
  const source = obj(value, field);
  return {
    matched: bool(source['matched'], `${field}.matched`),
    match: match(source['match'], `${field}.match`),
    string: optStr(source['string'], `${field}.string`) ?? '',
  };
}

/** `GET /tools/regex_tester/validate`. */
export type RegexValidationWire = { regex: string; is_valid: boolean; validation_message?: string | null };
export interface RegexValidation {
  regex: string;
  isValid: boolean;
  validationMessage: string | null;
}

export function decodeRegexValidation(value: unknown, field = 'regex_validation'): RegexValidation {
  const source = obj(value, field);
  return {
    regex: optStr(source['regex'], `${field}.regex`) ?? '',
    isValid: bool(source['is_valid'], `${field}.is_valid`),
    validationMessage: optStr(source['validation_message'], `${field}.validation_message`),
  };
}

/** `/tools/split_and_index_tester` and `/tools/substring_tester`. */
export type CutTesterWire = { successful: boolean; cut: string | null; begin_index: number; end_index: number };
export interface CutTesterResult {
  successful: boolean;
  cut: string | null;
  beginIndex: number;
  endIndex: number;
}

export function decodeCutTester(value: unknown, field = 'tester'): CutTesterResult {
  const source = obj(value, field);
  return {
    successful: bool(source['successful'], `${field}.successful`),
    cut: optStr(source['cut'], `${field}.cut`),
    beginIndex: optNum(source['begin_index'], `${field}.begin_index`) ?? -1,
    endIndex: optNum(source['end_index'], `${field}.end_index`) ?? -1,
  };
}

/** `/tools/lookup_table_tester`. */
export type LookupTesterWire = { empty: boolean; error: boolean; error_message: string | null; key: string; value: unknown };
export interface LookupTesterResult {
  empty: boolean;
  error: boolean;
  errorMessage: string | null;
  key: string;
  value: unknown;
}

export function decodeLookupTester(value: unknown, field = 'lookup_test'): LookupTesterResult {
  const source = obj(value, field);
  return {
    empty: bool(source['empty'], `${field}.empty`),
    error: bool(source['error'], `${field}.error`),
    errorMessage: optStr(source['error_message'], `${field}.error_message`),
    key: optStr(source['key'], `${field}.key`) ?? '',
    value: source['value'] ?? null,
  };
}

/** `GET /tools/natural_date_tester`. */
export type NaturalDateWire = { from: string; to: string; timezone: string };
export interface NaturalDate {
  from: string;
  to: string;
  timezone: string;
}

export function decodeNaturalDate(value: unknown, field = 'natural_date'): NaturalDate {
  const source = obj(value, field);
  return {
    from: str(source['from'], `${field}.from`),
    to: str(source['to'], `${field}.to`),
    timezone: str(source['timezone'], `${field}.timezone`),
  };
}

/** LookupResult (ADMIN-API.md §5.3). `ttl` "no TTL" is Long.MAX_VALUE: values beyond 2^53 become Infinity. */
export type LookupResultWire = {
  single_value: unknown;
  multi_value: JsonObject | null;
  string_list_value: string[] | null;
  has_error: boolean;
  ttl: number;
};
export interface LookupResult {
  singleValue: unknown;
  multiValue: JsonObject | null;
  stringListValue: string[] | null;
  hasError: boolean;
  /** Milliseconds; Infinity for "no TTL". */
  ttlMs: number;
}

export function decodeLookupResult(value: unknown, field = 'lookup_result'): LookupResult {
  const source = obj(value, field);
  const ttl = optNum(source['ttl'], `${field}.ttl`);
  const multi = source['multi_value'];
  const list = source['string_list_value'];
  return {
    singleValue: source['single_value'] ?? null,
    multiValue: multi === undefined || multi === null ? null : obj(multi, `${field}.multi_value`),
    stringListValue: list === undefined || list === null ? null : arrOr(list, `${field}.string_list_value`, (v) => String(v)),
    hasError: boolOr(source['has_error'], `${field}.has_error`, false),
    ttlMs: ttl === null || ttl >= Number.MAX_SAFE_INTEGER ? Infinity : ttl,
  };
}

/** `POST /system/lookup/errorstates`: name → error message (null or "" when fine). */
export type LookupErrorStatesWire = {
  tables: Record<string, string | null>;
  data_adapters: Record<string, string | null>;
  caches: Record<string, string | null>;
};
export interface LookupErrorStates {
  tables: Record<string, string | null>;
  dataAdapters: Record<string, string | null>;
  caches: Record<string, string | null>;
}

export function decodeLookupErrorStates(value: unknown, field = 'errorstates'): LookupErrorStates {
  const source = obj(value, field);
  const messages = (v: unknown, f: string) => (isObject(v) ? record(v, f, (m, mf) => optStr(m, mf) || null) : {});
  return {
    tables: messages(source['tables'], `${field}.tables`),
    dataAdapters: messages(source['data_adapters'], `${field}.data_adapters`),
    caches: messages(source['caches'], `${field}.caches`),
  };
}

/** `POST /system/grok/test`: the flattened captures. */
export function decodeGrokCaptures(value: unknown, field = 'grok_test'): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  return { ...obj(value, field) };
}
