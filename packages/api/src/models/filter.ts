import { arrOr, boolOr, obj, oneOf, optStr, str, type JsonObject } from './decode';

/** Stream filter tree of API.md §5.3. Unknown filter types keep only their `type`. */
export interface FilterWire {
  type: string;
  filters?: FilterWire[] | null;
  id?: string;
  title?: string | null;
  query?: string;
}

export type Filter =
  | { type: 'or' | 'and'; filters: Filter[] }
  | { type: 'stream'; id: string; title: string | null }
  | { type: 'query_string'; query: string }
  | { type: 'unknown'; originalType: string };

export function decodeFilter(value: unknown, field: string): Filter {
  const source = obj(value, field);
  const type = str(source['type'], `${field}.type`);
  switch (type) {
    case 'or':
    case 'and':
      return { type, filters: arrOr(source['filters'], `${field}.filters`, decodeFilter) };
    case 'stream':
      return { type, id: str(source['id'], `${field}.id`), title: optStr(source['title'], `${field}.title`) };
    case 'query_string':
      return { type, query: str(source['query'], `${field}.query`) };
    default:
      return { type: 'unknown', originalType: type };
  }
}

export function decodeOptFilter(value: unknown, field: string): Filter | null {
  return value === undefined || value === null ? null : decodeFilter(value, field);
}

export function encodeFilter(filter: Filter): FilterWire {
  switch (filter.type) {
    case 'or':
    case 'and':
      return { type: filter.type, filters: filter.filters.map(encodeFilter) };
    case 'stream':
      return { type: 'stream', id: filter.id, title: filter.title, filters: null };
    case 'query_string':
      return { type: 'query_string', query: filter.query, filters: null };
    case 'unknown':
      return { type: filter.originalType };
  }
}

/** The usual stream selection: `or` over `stream` filters; null when no stream is selected. */
export function streamsFilter(streamIds: readonly string[]): Filter | null {
  if (streamIds.length === 0) return null;
  return { type: 'or', filters: streamIds.map((id) => ({ type: 'stream', id, title: null })) };
}

/** The stream ids a filter selects (any depth). */
export function filterStreamIds(filter: Filter | null): string[] {
  if (!filter) return [];
  if (filter.type === 'stream') return [filter.id];
  if (filter.type === 'or' || filter.type === 'and') return filter.filters.flatMap(filterStreamIds);
  return [];
}

/** UsedSearchFilter (API.md §5.4); note `queryString` in camelCase on the wire. */
export interface UsedSearchFilterWire {
  type: 'inlineQueryString' | 'referenced';
  id?: string;
  title: string | null;
  description: string | null;
  queryString: string | null;
  negation: boolean;
  disabled: boolean;
}

export interface UsedSearchFilter {
  type: 'inlineQueryString' | 'referenced';
  id: string | null;
  title: string | null;
  description: string | null;
  queryString: string | null;
  negation: boolean;
  disabled: boolean;
}

export function decodeUsedSearchFilter(value: unknown, field: string): UsedSearchFilter {
  const source: JsonObject = obj(value, field);
  return {
    type: oneOf(['inlineQueryString', 'referenced'] as const, source['type'], `${field}.type`),
    id: optStr(source['id'], `${field}.id`),
    title: optStr(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`),
    queryString: optStr(source['queryString'], `${field}.queryString`),
    negation: boolOr(source['negation'], `${field}.negation`, false),
    disabled: boolOr(source['disabled'], `${field}.disabled`, false),
  };
}

export function encodeUsedSearchFilter(filter: UsedSearchFilter): UsedSearchFilterWire {
  const wire: UsedSearchFilterWire = {
    type: filter.type,
    title: filter.title,
    description: filter.description,
    queryString: filter.queryString,
    negation: filter.negation,
    disabled: filter.disabled,
  };
  if (filter.id !== null) wire.id = filter.id;
  return wire;
}
