import { arrOr, boolOr, num, obj, oneOf, optNum, optStr, ResponseShapeError, str, strings, type JsonObject } from './decode';
import {
  decodeOptFilter,
  decodeUsedSearchFilter,
  encodeFilter,
  encodeUsedSearchFilter,
  type Filter,
  type FilterWire,
  type UsedSearchFilter,
  type UsedSearchFilterWire,
} from './filter';
import {
  decodeOptQueryString,
  decodeOptTimeRange,
  encodeQueryString,
  encodeTimeRange,
  type BackendQueryWire,
  type TimeRange,
  type TimeRangeWire,
} from './timeRange';

export const SORT_DIRECTIONS = ['Ascending', 'Descending'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** `asc`/`desc` are accepted on input and written as `Ascending`/`Descending` (API.md §5.2). */
export function decodeDirection(value: unknown, field: string): SortDirection {
  if (value === 'asc' || value === 'ASC') return 'Ascending';
  if (value === 'desc' || value === 'DESC') return 'Descending';
  return oneOf(SORT_DIRECTIONS, value, field);
}

/** Fields every search type has (API.md §5.2). */
export interface SearchTypeCommonWire {
  id?: string;
  name?: string | null;
  timerange?: TimeRangeWire | null;
  query?: BackendQueryWire | null;
  streams?: string[];
  filter?: FilterWire | null;
  filters?: UsedSearchFilterWire[];
}

export interface SearchTypeCommon {
  /** Null only in requests where the server generates the id. */
  id: string | null;
  name: string | null;
  timerange: TimeRange | null;
  query: string | null;
  streams: string[];
  filter: Filter | null;
  filters: UsedSearchFilter[];
}

export type SearchInterval = { type: 'auto'; scaling: number } | { type: 'timeunit'; timeunit: string };

export type BucketSpecWire =
  | { type: 'values'; fields: string[]; limit: number; skip_empty_values?: boolean }
  | { type: 'time'; fields: string[]; interval: SearchInterval }
  | { type: 'date_range'; fields: string[]; ranges: Array<{ from: string | null; to: string | null }>; bucket_key: 'from' | 'to' };

export type BucketSpec =
  | { type: 'values'; fields: string[]; limit: number; skipEmptyValues: boolean }
  | { type: 'time'; fields: string[]; interval: SearchInterval }
  | { type: 'date_range'; fields: string[]; ranges: Array<{ from: string | null; to: string | null }>; bucketKey: 'from' | 'to' };

export const SERIES_TYPES = [
  'count',
  'avg',
  'min',
  'max',
  'sum',
  'card',
  'stddev',
  'variance',
  'sumofsquares',
  'latest',
  'percentile',
] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];

export interface SeriesSpecWire {
  type: SeriesType;
  id: string;
  field: string | null;
  percentile?: number;
}
export interface SeriesSpec {
  type: SeriesType;
  id: string;
  field: string | null;
  percentile?: number;
}

export interface SortSpecWire {
  type: 'pivot' | 'series';
  field: string;
  direction: SortDirection;
}
export type SortSpec = SortSpecWire;

export interface MessagesSearchTypeWire extends SearchTypeCommonWire {
  type: 'messages';
  limit: number;
  offset: number;
  sort: Array<{ field: string; order: 'ASC' | 'DESC' }> | null;
  fields: string[];
  decorators: unknown[];
}
export interface PivotSearchTypeWire extends SearchTypeCommonWire {
  type: 'pivot';
  row_groups: BucketSpecWire[];
  column_groups: BucketSpecWire[];
  series: SeriesSpecWire[];
  sort: SortSpecWire[];
  rollup: boolean;
}
export interface EventsSearchTypeWire extends SearchTypeCommonWire {
  type: 'events';
}
/** A search type the console does not know (e.g. `logs`), kept verbatim. */
export type UnknownSearchTypeWire = JsonObject & { type: string };
export type SearchTypeWire = MessagesSearchTypeWire | PivotSearchTypeWire | EventsSearchTypeWire | UnknownSearchTypeWire;

export type MessagesSearchType = SearchTypeCommon & {
  type: 'messages';
  limit: number;
  offset: number;
  sort: Array<{ field: string; order: 'ASC' | 'DESC' }> | null;
  fields: string[];
  decorators: unknown[];
};
export type PivotSearchType = SearchTypeCommon & {
  type: 'pivot';
  rowGroups: BucketSpec[];
  columnGroups: BucketSpec[];
  series: SeriesSpec[];
  sort: SortSpec[];
  rollup: boolean;
};
export type EventsSearchType = SearchTypeCommon & { type: 'events' };
export type UnknownSearchType = { type: 'unknown'; id: string | null; originalType: string; raw: JsonObject };
export type SearchType = MessagesSearchType | PivotSearchType | EventsSearchType | UnknownSearchType;

/** Default message list size (1-shell.md §9: search limit 150) and grouping limit 15. */
export const DEFAULT_MESSAGES_LIMIT = 150;
export const DEFAULT_GROUPING_LIMIT = 15;

/** `fields`, or the legacy single `field` (API.md §5.2, §4 PivotDTO). */
export function decodeFields(source: JsonObject, field: string): string[] {
  if (source['fields'] !== undefined && source['fields'] !== null) return strings(source['fields'], `${field}.fields`);
  if (source['field'] !== undefined && source['field'] !== null) return [str(source['field'], `${field}.field`)];
  return [];
}

function decodeInterval(value: unknown, field: string): SearchInterval {
  const source = obj(value, field);
  const type = oneOf(['auto', 'timeunit'] as const, source['type'], `${field}.type`);
  if (type === 'auto') return { type, scaling: optNum(source['scaling'], `${field}.scaling`) ?? 1 };
  const timeunit = str(source['timeunit'], `${field}.timeunit`);
  if (!/^\d+[smhdwMy]$/.test(timeunit)) throw new ResponseShapeError(`${field}.timeunit`, 'a time unit such as "1m"', timeunit);
  return { type, timeunit };
}

function decodeBucket(value: unknown, field: string): BucketSpec {
  const source = obj(value, field);
  const type = oneOf(['values', 'time', 'date_range'] as const, source['type'], `${field}.type`);
  const fields = decodeFields(source, field);
  switch (type) {
    case 'values':
      return {
        type,
        fields,
        limit: optNum(source['limit'], `${field}.limit`) ?? DEFAULT_GROUPING_LIMIT,
        skipEmptyValues: boolOr(source['skip_empty_values'], `${field}.skip_empty_values`, false),
      };
    case 'time':
      return { type, fields, interval: decodeInterval(source['interval'], `${field}.interval`) };
    case 'date_range':
      return {
        type,
        fields,
        ranges: arrOr(source['ranges'], `${field}.ranges`, (r, f) => {
          const range = obj(r, f);
          return { from: optStr(range['from'], `${f}.from`), to: optStr(range['to'], `${f}.to`) };
        }),
        bucketKey: oneOf(['from', 'to'] as const, source['bucket_key'] ?? 'from', `${field}.bucket_key`),
      };
  }
}

function encodeBucket(bucket: BucketSpec): BucketSpecWire {
  switch (bucket.type) {
    case 'values':
      return { type: 'values', fields: bucket.fields, limit: bucket.limit, skip_empty_values: bucket.skipEmptyValues };
    case 'time':
      return { type: 'time', fields: bucket.fields, interval: bucket.interval };
    case 'date_range':
      return { type: 'date_range', fields: bucket.fields, ranges: bucket.ranges, bucket_key: bucket.bucketKey };
  }
}

function decodeSeriesSpec(value: unknown, field: string): SeriesSpec {
  const source = obj(value, field);
  const type = oneOf(SERIES_TYPES, source['type'], `${field}.type`);
  const seriesField = optStr(source['field'], `${field}.field`);
  const spec: SeriesSpec = { type, id: optStr(source['id'], `${field}.id`) ?? `${type}(${seriesField ?? ''})`, field: seriesField };
  if (type === 'percentile') spec.percentile = num(source['percentile'], `${field}.percentile`);
  return spec;
}

export function decodeSortSpec(value: unknown, field: string): SortSpec {
  const source = obj(value, field);
  return {
    type: oneOf(['pivot', 'series'] as const, source['type'], `${field}.type`),
    field: str(source['field'], `${field}.field`),
    direction: decodeDirection(source['direction'], `${field}.direction`),
  };
}

function decodeCommon(source: JsonObject, field: string): SearchTypeCommon {
  return {
    id: optStr(source['id'], `${field}.id`),
    name: optStr(source['name'], `${field}.name`),
    timerange: decodeOptTimeRange(source['timerange'], `${field}.timerange`),
    query: decodeOptQueryString(source['query'], `${field}.query`),
    streams: strings(source['streams'], `${field}.streams`),
    filter: decodeOptFilter(source['filter'], `${field}.filter`),
    filters: arrOr(source['filters'], `${field}.filters`, decodeUsedSearchFilter),
  };
}

function encodeCommon(common: SearchTypeCommon): SearchTypeCommonWire {
  const wire: SearchTypeCommonWire = {
    name: common.name,
    timerange: common.timerange ? encodeTimeRange(common.timerange) : null,
    query: common.query === null ? null : encodeQueryString(common.query),
    streams: common.streams,
    filter: common.filter ? encodeFilter(common.filter) : null,
    filters: common.filters.map(encodeUsedSearchFilter),
  };
  if (common.id !== null) wire.id = common.id;
  return wire;
}

export function decodeSearchType(value: unknown, field: string): SearchType {
  const source = obj(value, field);
  const type = str(source['type'], `${field}.type`);
  if (type === 'messages') {
    return {
      ...decodeCommon(source, field),
      type,
      limit: optNum(source['limit'], `${field}.limit`) ?? DEFAULT_MESSAGES_LIMIT,
      offset: optNum(source['offset'], `${field}.offset`) ?? 0,
      sort:
        source['sort'] === undefined || source['sort'] === null
          ? null
          : arrOr(source['sort'], `${field}.sort`, (s, f) => {
              const sort = obj(s, f);
              return { field: str(sort['field'], `${f}.field`), order: oneOf(['ASC', 'DESC'] as const, sort['order'], `${f}.order`) };
            }),
      fields: strings(source['fields'], `${field}.fields`),
      decorators: arrOr(source['decorators'], `${field}.decorators`, (d) => d),
    };
  }
  if (type === 'pivot') {
    return {
      ...decodeCommon(source, field),
      type,
      rowGroups: arrOr(source['row_groups'], `${field}.row_groups`, decodeBucket),
      columnGroups: arrOr(source['column_groups'], `${field}.column_groups`, decodeBucket),
      series: arrOr(source['series'], `${field}.series`, decodeSeriesSpec),
      sort: arrOr(source['sort'], `${field}.sort`, decodeSortSpec),
      rollup: boolOr(source['rollup'], `${field}.rollup`, true),
    };
  }
  if (type === 'events') return { ...decodeCommon(source, field), type };
  return { type: 'unknown', id: optStr(source['id'], `${field}.id`), originalType: type, raw: source };
}

export function encodeSearchType(searchType: SearchType): SearchTypeWire {
  switch (searchType.type) {
    case 'messages':
      return {
        ...encodeCommon(searchType),
        type: 'messages',
        limit: searchType.limit,
        offset: searchType.offset,
        sort: searchType.sort,
        fields: searchType.fields,
        decorators: searchType.decorators,
      };
    case 'pivot':
      return {
        ...encodeCommon(searchType),
        type: 'pivot',
        row_groups: searchType.rowGroups.map(encodeBucket),
        column_groups: searchType.columnGroups.map(encodeBucket),
        series: searchType.series.map((s) => ({ ...s })),
        sort: searchType.sort.map((s) => ({ ...s })),
        rollup: searchType.rollup,
      };
    case 'events':
      return { ...encodeCommon(searchType), type: 'events' };
    case 'unknown':
      return { ...searchType.raw, type: searchType.originalType };
  }
}
