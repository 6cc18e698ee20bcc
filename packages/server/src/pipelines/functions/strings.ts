import { type Value, stringOf } from '../values.js';
import { type Args, type FunctionSpec, bool, num, opt, optNum, optStr, p, regex, regexCheck, str } from './spec.js';

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
  params: [
    p('value', 'String', 'The string to check'),
    p(param, 'String', `The ${param} to look for`),
    opt('ignore_case', 'Boolean', 'Whether to search case insensitive, defaults to false'),
  ],
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

export const STRINGS: FunctionSpec[] = [
  stringFn('lowercase', 'Lowercases a string', (s) => s.toLowerCase()),
  stringFn('uppercase', 'Uppercases a string', (s) => s.toUpperCase()),
  stringFn(
    'capitalize',
    'Capitalizes a String changing the first letter to title case from lower case',
    (s) => s.charAt(0).toUpperCase() + s.slice(1),
  ),
  stringFn(
    'uncapitalize',
    'Uncapitalizes a String changing the first letter to lower case from title case',
    (s) => s.charAt(0).toLowerCase() + s.slice(1),
  ),
  stringFn('swapcase', 'Swaps the case of a String', (s) =>
    [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(''),
  ),
  affix('contains', 'search', 'Checks if a string contains another string'),
  affix('starts_with', 'prefix', 'Checks if a string starts with a given prefix'),
  affix('ends_with', 'suffix', 'Checks if a string ends with a given suffix'),
  {
    name: 'abbreviate',
    description: 'Abbreviates a String using ellipses, the width defines the maximum length of the resulting string',
    returnType: 'String',
    params: [
      p('value', 'String', 'The string to abbreviate'),
      p('width', 'Long', "The maximum number of characters including the '...' (at least 4)"),
    ],
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
    params: [
      p('value', 'String', 'The string to extract from'),
      p('start', 'Long', 'The position to start from, negative means count back from the end of the String by this many characters'),
      opt(
        'indexEnd',
        'Long',
        'The position to end at (exclusive), negative means count back from the end of the String by this many characters, defaults to length of the input string',
      ),
    ],
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
    params: [
      p('elements', 'Object', 'The list of strings to join together, may be null'),
      opt('delimiter', 'String', 'The delimiter that separates each element. Default: none'),
      opt('start', 'Long', 'The first index to start joining from. Default: 0'),
      opt('indexEnd', 'Long', 'The index to stop joining from (exclusive). Default: the size of the list'),
    ],
    run: (a) => {
      const elements = a['elements'];
      if (!Array.isArray(elements)) return elements === null || elements === undefined ? '' : stringOf(elements);
      return elements
        .slice(optNum(a, 'start') ?? 0, optNum(a, 'indexEnd') ?? elements.length)
        .map((e) => (e === null ? '' : stringOf(e)))
        .join(optStr(a, 'delimiter') ?? '');
    },
  },
  {
    name: 'split',
    description: 'Split a string around matches of this pattern (Java syntax)',
    returnType: 'List',
    params: [
      p('pattern', 'String', 'The regular expression to split by, uses Java regex syntax'),
      p('value', 'String', 'The string to be split'),
      opt('limit', 'Long', 'The number of times the pattern is applied'),
    ],
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
    params: [
      p('value', 'String', 'The text to search and replace in'),
      p('search', 'String', 'The string to search for'),
      opt('replacement', 'String', 'The string to replace it with. Default: ""'),
      opt('max', 'Long', 'Maximum number of values to replace, -1 means no maximum. Default: -1'),
    ],
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
    params: [
      p('value', 'String', 'The input string'),
      opt('bytes', 'Boolean', 'Count the UTF-8 bytes instead of the characters. Default: false'),
    ],
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
      opt('kv_delimiters', 'String', "The characters used to separate keys from values, defaults to '='"),
      opt('ignore_empty_values', 'Boolean', 'Whether to ignore keys with empty values, defaults to true'),
      opt('allow_dup_keys', 'Boolean', 'Whether to allow duplicate keys, defaults to true'),
      opt(
        'handle_dup_keys',
        'String',
        "How to handle duplicate keys: 'take_first': only use first value, 'take_last': only take last value, default is to concatenate the values using the given string",
      ),
      opt('trim_key_chars', 'String', 'The characters to trim from keys, default is not to trim'),
      opt('trim_value_chars', 'String', 'The characters to trim from values, default is not to trim'),
    ],
    run: (a) => splitKeyValue(a),
  },
];
