import { num, obj, oneOf, optNum, str, type JsonObject } from './decode';

/** Wire shapes of API.md §5.1. */
export type TimeRangeWire =
  | { type: 'relative'; range: number }
  | { type: 'relative'; from: number; to?: number }
  | { type: 'absolute'; from: string; to: string }
  | { type: 'keyword'; keyword: string; timezone?: string }
  | { type: 'offset'; source: string; id: string; offset: string };

export const TIME_RANGE_TYPES = ['relative', 'absolute', 'keyword', 'offset'] as const;

/** Domain time range: `range: 0` and an open-ended `from` are kept apart, as on the server. */
export type TimeRange =
  | { type: 'relative'; range: number }
  | { type: 'relative'; from: number; to: number | null }
  | { type: 'absolute'; from: string; to: string }
  | { type: 'keyword'; keyword: string; timezone: string }
  | { type: 'offset'; source: string; id: string; offset: string };

/** The default relative range, 300 seconds (1-shell.md §9); 0 means all messages. */
export const DEFAULT_RELATIVE_RANGE_SECONDS = 300;

export function decodeTimeRange(value: unknown, field: string): TimeRange {
  const source = obj(value, field);
  const type = oneOf(TIME_RANGE_TYPES, source['type'], `${field}.type`);
  switch (type) {
    case 'relative': {
      if (source['range'] !== undefined && source['range'] !== null) return { type, range: num(source['range'], `${field}.range`) };
      return { type, from: num(source['from'], `${field}.from`), to: optNum(source['to'], `${field}.to`) };
    }
    case 'absolute':
      return { type, from: str(source['from'], `${field}.from`), to: str(source['to'], `${field}.to`) };
    case 'keyword':
      return {
        type,
        keyword: str(source['keyword'], `${field}.keyword`),
        timezone:
          source['timezone'] === undefined || source['timezone'] === null ? 'Etc/UTC' : str(source['timezone'], `${field}.timezone`),
      };
    case 'offset':
      return {
        type,
        source: str(source['source'], `${field}.source`),
        id: str(source['id'], `${field}.id`),
        offset: str(source['offset'], `${field}.offset`),
      };
  }
}

export function encodeTimeRange(range: TimeRange): TimeRangeWire {
  switch (range.type) {
    case 'relative':
      if ('range' in range) return { type: 'relative', range: range.range };
      return range.to === null ? { type: 'relative', from: range.from } : { type: 'relative', from: range.from, to: range.to };
    case 'absolute':
      return { type: 'absolute', from: range.from, to: range.to };
    case 'keyword':
      return { type: 'keyword', keyword: range.keyword, timezone: range.timezone };
    case 'offset':
      return { type: 'offset', source: range.source, id: range.id, offset: range.offset };
  }
}

export function decodeOptTimeRange(value: unknown, field: string): TimeRange | null {
  return value === undefined || value === null ? null : decodeTimeRange(value, field);
}

/** A backend query `{type:"elasticsearch",query_string}`; a bare string is read too (API.md §5). */
export interface BackendQueryWire {
  type: string;
  query_string: string;
}

export function decodeQueryString(value: unknown, field: string): string {
  if (typeof value === 'string') return value;
  const source: JsonObject = obj(value, field);
  return str(source['query_string'] ?? '', `${field}.query_string`);
}

export function decodeOptQueryString(value: unknown, field: string): string | null {
  return value === undefined || value === null ? null : decodeQueryString(value, field);
}

export function encodeQueryString(queryString: string): BackendQueryWire {
  return { type: 'elasticsearch', query_string: queryString };
}
