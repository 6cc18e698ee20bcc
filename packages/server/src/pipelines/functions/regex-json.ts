import { JsonValue, RegexResult, type Value, fromJson, isMap, stringOf, toJson } from '../values.js';
import { type FunctionSpec, bool, opt, p, regex, regexCheck, str } from './spec.js';

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

export const REGEX_AND_JSON: FunctionSpec[] = [
  {
    name: 'regex',
    description: 'Match a string with a regular expression (Java syntax)',
    returnType: 'Map',
    params: [
      p('pattern', 'String', "The regular expression to match against 'value', uses Java regex syntax"),
      p('value', 'String', 'The string to match the pattern against'),
      opt('group_names', 'List', 'List of names to use for matcher groups'),
    ],
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
    params: [
      p('pattern', 'String', "The regular expression to match against 'value', uses Java regex syntax"),
      p('value', 'String', 'The string to match the pattern against'),
      p('replacement', 'String', 'The string to replace any matches with'),
      opt('replace_all', 'Boolean', 'Replace all matches, defaults to true'),
    ],
    precompute: regexCheck('pattern'),
    run: (a) => str(a, 'value').replace(regex(str(a, 'pattern'), bool(a, 'replace_all', true) ? 'g' : ''), str(a, 'replacement')),
  },
  {
    name: 'grok',
    description: 'Applies a grok pattern to a string',
    returnType: 'Map',
    params: [
      p('pattern', 'String', 'The grok pattern'),
      p('value', 'String', 'The string to apply the Grok pattern against'),
      opt('only_named_captures', 'Boolean', 'Whether to only use explicitly named groups in the patterns'),
    ],
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
    params: [
      p('value', 'String', 'The string to parse as a JSON tree'),
      opt('depth', 'Long', 'Number of levels to parse. Default: no limit'),
    ],
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
      p(
        'array_handler',
        'String',
        "Determines how arrays are processed: 'ignore' drops them, 'json' keeps them as JSON text, 'flatten' flattens them by index",
      ),
      opt('stringify', 'Boolean', 'Convert all values to strings. Default: true'),
    ],
    precompute: (c) =>
      typeof c['array_handler'] === 'string' && !['ignore', 'json', 'flatten'].includes(c['array_handler'])
        ? { param: 'array_handler', reason: `Unknown array_handler ${c['array_handler']}` }
        : null,
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
    params: [
      p('json', 'JsonNode', 'A parsed JSON tree'),
      p('paths', 'Map', 'A map of names to a JsonPath expressions, see http://jsonpath.com'),
    ],
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
