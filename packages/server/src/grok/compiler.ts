import { compileJavaRegex, RegexSyntaxError } from '../extractors/java-regex.js';
import { parseJodaDate } from '../formats/jodaDates.js';

/** A grok expression that cannot be compiled (an unknown pattern, a recursion or an invalid regex). */
export class GrokError extends Error {
  override name = 'GrokError';
}

export interface GrokCapture {
  /** The JavaScript group name in the compiled expression. */
  group: string;
  /** The field name the capture is reported under. */
  name: string;
  convert: ((raw: string) => unknown) | null;
}

export interface CompiledGrok {
  regex: RegExp;
  captures: readonly GrokCapture[];
  /** The captures of the first match (`find`), first non-null value per name; null when nothing matches. */
  match(text: string): Record<string, unknown> | null;
}

const REFERENCE = /%\{(\w+)(?::([^}]*))?\}/g;
const MAX_DEPTH = 64;
/** Expansions beyond this many characters are refused (a pattern repeating large patterns many times). */
const MAX_EXPANDED = 2_000_000;

function converter(type: string | undefined, format: string | undefined): GrokCapture['convert'] {
  switch (type?.trim().toLowerCase()) {
    case 'byte':
    case 'short':
    case 'int':
    case 'integer':
    case 'long':
      return (raw) => {
        const n = Number.parseInt(raw.trim(), 10);
        return Number.isNaN(n) ? raw : n;
      };
    case 'float':
    case 'double':
      return (raw) => {
        const n = Number.parseFloat(raw.trim());
        return Number.isNaN(n) ? raw : n;
      };
    case 'boolean':
      return (raw) => raw.trim().toLowerCase() === 'true';
    case 'date':
    case 'datetime':
      if (!format) return null;
      return (raw) => {
        try {
          return new Date(parseJodaDate(raw, format.trim()));
        } catch {
          return raw;
        }
      };
    default:
      return null;
  }
}

/** Renames the named groups a pattern's own regex declares, so they cannot clash with generated ones. */
function renameOwnGroups(text: string, captures: GrokCapture[], next: () => string): string {
  return text.replace(/(\\*)\(\?<([a-zA-Z][a-zA-Z0-9]*)>/g, (whole, slashes: string, name: string) => {
    if (slashes.length % 2 === 1) return whole;
    const group = next();
    captures.push({ group, name, convert: null });
    return `${slashes}(?<${group}>`;
  });
}

/**
 * Compiles a grok expression (`%{NAME}`, `%{NAME:field}`, `%{NAME:field:int}`, `%{NAME:field;date;format}`)
 * against named pattern definitions into one JavaScript RegExp (DOTALL, Java syntax translated). Without
 * `namedCapturesOnly`, every `%{NAME}` is captured under its pattern name as well.
 */
export function compileGrok(expression: string, definitions: ReadonlyMap<string, string>, namedCapturesOnly = false): CompiledGrok {
  const captures: GrokCapture[] = [];
  let counter = 0;
  const next = () => `g${counter++}`;
  const expand = (text: string, stack: string[]): string => {
    if (stack.length > MAX_DEPTH) throw new GrokError(`Deep recursion pattern compilation of ${stack[0] ?? expression}`);
    let out = '';
    let last = 0;
    for (const m of text.matchAll(REFERENCE)) {
      out += renameOwnGroups(text.slice(last, m.index), captures, next);
      last = m.index + m[0].length;
      const name = m[1]!;
      const definition = definitions.get(name);
      if (definition === undefined) throw new GrokError(`No definition for key '${name}' found, aborting`);
      if (stack.includes(name)) throw new GrokError(`Deep recursion pattern compilation of ${name}`);
      const [field, type, format] = m[2] === undefined ? [undefined, undefined, undefined] : splitSubname(m[2]);
      if (namedCapturesOnly && !field) {
        out += `(?:${expand(definition, [...stack, name])})`;
      } else {
        // The outer capture is numbered (and reported) before the captures inside it.
        const group = next();
        captures.push({ group, name: field || name, convert: converter(type, format) });
        out += `(?<${group}>${expand(definition, [...stack, name])})`;
      }
    }
    out += renameOwnGroups(text.slice(last), captures, next);
    if (out.length > MAX_EXPANDED) throw new GrokError(`Pattern ${stack[0] ?? expression} expands to more than ${MAX_EXPANDED} characters`);
    return out;
  };
  const source = expand(expression, []);
  let regex: RegExp;
  try {
    regex = compileJavaRegex(source);
  } catch (error) {
    throw new GrokError(error instanceof RegexSyntaxError ? error.message : String(error));
  }
  const ordered = [...captures].sort((a, b) => Number(a.group.slice(1)) - Number(b.group.slice(1)));
  return {
    regex,
    captures: ordered,
    match(text: string) {
      const m = regex.exec(text);
      if (!m) return null;
      const groups = m.groups ?? {};
      const out: Record<string, unknown> = {};
      for (const capture of ordered) {
        const raw = groups[capture.group];
        if (raw === undefined || out[capture.name] !== undefined) continue;
        out[capture.name] = capture.convert ? capture.convert(raw) : raw;
      }
      return out;
    },
  };
}

/** `field`, `field:type`, `field;type`, `field;date;dd/MMM/yyyy:HH:mm:ss Z` (at most three parts). */
function splitSubname(subname: string): [string, string | undefined, string | undefined] {
  const first = subname.search(/[:;]/);
  if (first === -1) return [subname, undefined, undefined];
  const rest = subname.slice(first + 1);
  const second = rest.search(/[:;]/);
  if (second === -1) return [subname.slice(0, first), rest, undefined];
  return [subname.slice(0, first), rest.slice(0, second), rest.slice(second + 1)];
}
