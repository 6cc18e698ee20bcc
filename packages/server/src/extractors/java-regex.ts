/** A pattern this server cannot compile; the message reads like Java's PatternSyntaxException. */
export class RegexSyntaxError extends Error {
  override name = 'RegexSyntaxError';
}

const HORIZONTAL_SPACE = ' \\t\\xA0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000';

function escapeLiteral(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, (c) => `\\${c}`);
}

/**
 * Compiles a Java regular expression (as Graylog's extractors, conditions and grok patterns take them)
 * into a JavaScript RegExp with DOTALL (`s`) unless `dotAll` is false. Java-only syntax is translated:
 * leading inline flags `(?i)`/`(?m)`/`(?s)`, atomic groups and possessive quantifiers (treated as
 * plain groups and greedy quantifiers), `\A`, `\Z`, `\z`, `\h` and `\Q…\E` quoting.
 */
export function compileJavaRegex(source: string, options: { dotAll?: boolean; global?: boolean } = {}): RegExp {
  let flags = options.dotAll === false ? '' : 's';
  let rest = source;
  for (let lead = /^\(\?([a-zA-Z]+)\)/.exec(rest); lead; lead = /^\(\?([a-zA-Z]+)\)/.exec(rest)) {
    for (const f of lead[1]!) {
      if (f === 'i' || f === 'm' || f === 's') {
        if (!flags.includes(f)) flags += f;
      } else if (f !== 'u' && f !== 'd') {
        throw new RegexSyntaxError(`Unsupported inline flag '${f}' near index 2\n${source}`);
      }
    }
    rest = rest.slice(lead[0].length);
  }
  let out = '';
  let inClass = false;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (c === '\\') {
      const next = rest[i + 1];
      if (next === undefined) throw new RegexSyntaxError(`Unexpected internal error near index ${source.length}\n${source}`);
      if (next === 'Q') {
        const end = rest.indexOf('\\E', i + 2);
        const literal = rest.slice(i + 2, end === -1 ? undefined : end);
        out += escapeLiteral(literal);
        i = end === -1 ? rest.length : end + 1;
        continue;
      }
      if (!inClass && next === 'A') out += '(?<![\\s\\S])';
      else if (!inClass && next === 'z') out += '(?![\\s\\S])';
      else if (!inClass && next === 'Z') out += '(?=\\n?(?![\\s\\S]))';
      else if (next === 'h') out += inClass ? HORIZONTAL_SPACE : `[${HORIZONTAL_SPACE}]`;
      else out += c + next;
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      // A leading `]` or `^]` is a literal in Java as in JS.
      if (rest[i + 1] === '^') out += rest[++i];
      if (rest[i + 1] === ']') out += `\\${rest[++i]}`;
      continue;
    }
    if (c === '(' && rest[i + 1] === '?' && rest[i + 2] === '>') {
      out += '(?:';
      i += 2;
      continue;
    }
    if (c === '(' && rest[i + 1] === '?' && /[a-zA-Z-]/.test(rest[i + 2] ?? '') && rest[i + 2] !== '<') {
      throw new RegexSyntaxError(`Unsupported inline flag group near index ${i + 2}\n${source}`);
    }
    if (c === '+' && /[*+?}]/.test(rest[i - 1] ?? '') && rest[i - 2] !== '\\') continue;
    out += c;
  }
  try {
    return new RegExp(out, options.global ? `${flags}g` : flags);
  } catch (error) {
    throw new RegexSyntaxError(`${(error as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, '')}\n${source}`);
  }
}

type ReplacementPart = string | number | { name: string };

/**
 * Java's `Matcher.replaceFirst/replaceAll` replacement syntax (`$1`, `${name}`, `\\$`), as a function
 * for `String.prototype.replace`; a reference to a group that does not exist throws, as in Java.
 */
export function javaReplacer(replacement: string, groupCount: number): (match: string, ...rest: unknown[]) => string {
  const parts: ReplacementPart[] = [];
  let literal = '';
  for (let i = 0; i < replacement.length; i++) {
    const c = replacement[i]!;
    if (c === '\\') {
      const next = replacement[++i];
      if (next === undefined) throw new RegexSyntaxError('character to be escaped is missing');
      literal += next;
    } else if (c === '$') {
      const named = /^\{([a-zA-Z][a-zA-Z0-9]*)\}/.exec(replacement.slice(i + 1));
      const digits = named ? null : /^\d+/.exec(replacement.slice(i + 1));
      if (!named && !digits) throw new RegexSyntaxError('Illegal group reference');
      parts.push(literal);
      literal = '';
      if (named) {
        parts.push({ name: named[1]! });
        i += named[0].length;
        continue;
      }
      // Java takes as many digits as still name an existing group.
      let n = digits![0];
      while (n.length > 1 && Number(n) > groupCount) n = n.slice(0, -1);
      if (Number(n) > groupCount) throw new RegexSyntaxError(`No group ${n}`);
      parts.push(Number(n));
      i += n.length;
    } else {
      literal += c;
    }
  }
  parts.push(literal);
  return (match: string, ...rest: unknown[]) => {
    const last = rest[rest.length - 1];
    const groups = typeof last === 'object' && last !== null ? (last as Record<string, string | undefined>) : undefined;
    let out = '';
    for (const part of parts) {
      if (typeof part === 'string') out += part;
      else if (typeof part === 'number') out += part === 0 ? match : ((rest[part - 1] as string | undefined) ?? '');
      else {
        if (!groups || !(part.name in groups)) throw new RegexSyntaxError(`No group with name {${part.name}}`);
        out += groups[part.name] ?? '';
      }
    }
    return out;
  };
}

/** Number of capturing groups of a compiled expression. */
export function groupCount(regex: RegExp): number {
  return new RegExp(`${regex.source}|`, regex.flags.replace('g', '')).exec('')!.length - 1;
}
