import type { QueryNode, TermNode } from '../query/ast.js';
import type { StoredEvent } from './store.js';

/** Fields analysed as full text in the events index; the others are exact keywords. */
const TEXT_FIELDS = new Set(['message']);

const tokens = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((t) => t !== '');

/** The values of a (dotted) field of an event document: `fields.x`, `group_by_fields.x`, `replay_info.query`. */
function valuesOf(event: StoredEvent, field: string): string[] {
  let current: unknown = event;
  for (const part of field.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return [];
    current = (current as Record<string, unknown>)[part];
  }
  const list = Array.isArray(current) ? current : [current];
  return list.filter((v) => v !== null && v !== undefined && typeof v !== 'object').map(String);
}

/** Every top-level and nested scalar field name of an event (for searches without a field). */
function allFields(event: StoredEvent): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(event)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const inner of Object.keys(value)) names.push(`${key}.${inner}`);
    else names.push(key);
  }
  return names;
}

function wildcardRegex(pattern: string, caseInsensitive: boolean): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) out += pattern[++i]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    else if (c === '*') out += '.*';
    else if (c === '?') out += '.';
    else out += c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return new RegExp(`^${out}$`, caseInsensitive ? 'is' : 's');
}

function termMatches(event: StoredEvent, term: TermNode): boolean {
  const fields = term.field === null ? allFields(event) : [term.field];
  return fields.some((field) => {
    const text = TEXT_FIELDS.has(field);
    return valuesOf(event, field).some((value) => {
      if (term.regex) {
        try {
          return new RegExp(`^(?:${term.value})$`, 's').test(value);
        } catch {
          return false;
        }
      }
      if (text) {
        const words = tokens(value);
        if (term.wildcard) {
          const re = wildcardRegex(term.value, true);
          return words.some((w) => re.test(w));
        }
        const wanted = tokens(term.value);
        if (wanted.length === 0) return false;
        // A phrase: the words in order; a single word: any token.
        for (let i = 0; i + wanted.length <= words.length; i++) if (wanted.every((w, j) => words[i + j] === w)) return true;
        return false;
      }
      return term.wildcard ? wildcardRegex(term.value, false).test(value) : value === term.value;
    });
  });
}

function inRange(event: StoredEvent, node: Extract<QueryNode, { kind: 'range' }>): boolean {
  return valuesOf(event, node.field).some((value) => {
    const asNumber = Number(value);
    const numeric = value.trim() !== '' && Number.isFinite(asNumber);
    const compare = (bound: string) => {
      const b = Number(bound);
      if (numeric && bound.trim() !== '' && Number.isFinite(b)) return asNumber - b;
      const [x, y] = [Date.parse(value), Date.parse(bound)];
      if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
      return value < bound ? -1 : value > bound ? 1 : 0;
    };
    const lowOk = node.min === null || node.min === '*' || (node.minInclusive ? compare(node.min) >= 0 : compare(node.min) > 0);
    const highOk = node.max === null || node.max === '*' || (node.maxInclusive ? compare(node.max) <= 0 : compare(node.max) < 0);
    return lowOk && highOk;
  });
}

/** Whether an event matches a parsed Lucene query (the events index search of `/events/search`). */
export function eventMatches(event: StoredEvent, node: QueryNode): boolean {
  switch (node.kind) {
    case 'all':
      return true;
    case 'and':
      return node.children.every((c) => eventMatches(event, c));
    case 'or':
      return node.children.some((c) => eventMatches(event, c));
    case 'not':
      return !eventMatches(event, node.child);
    case 'term':
      return termMatches(event, node);
    case 'range':
      return inRange(event, node);
    case 'exists':
      return valuesOf(event, node.field).length > 0;
  }
}
