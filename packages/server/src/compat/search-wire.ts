import { isObject, type JsonObject } from '../http/body.js';

/**
 * A search as Graylog 5.1's SearchDTO writes it back: every property its DTOs serialize is present, with
 * the `null`, `[]` or default Graylog sends where the client left it out (API.md §5: SearchDTO, QueryDTO,
 * the `messages` and `pivot` search types, bucket and series specs, keyword time ranges). A search type
 * of a type Graylog does not know is kept as it came (`SearchType.Fallback`). Stored searches keep what
 * the client sent.
 */
export function searchWire<T extends object>(search: T): T {
  const s = search as unknown as JsonObject;
  return {
    ...s,
    queries: Array.isArray(s['queries']) ? s['queries'].map((q) => (isObject(q) ? queryWire(q) : q)) : [],
    parameters: Array.isArray(s['parameters']) ? s['parameters'] : [],
  } as unknown as T;
}

const orNull = (v: unknown) => (v === undefined ? null : v);
const orList = (v: unknown) => (v === undefined || v === null ? [] : v);
const mapList = (v: unknown, f: (o: JsonObject) => JsonObject) => (Array.isArray(v) ? v.map((x) => (isObject(x) ? f(x) : x)) : []);

/** QueryDTO (v1: a stream `filter` tree; v2: a plain `streams` list). */
export function queryWire(query: object): JsonObject {
  const q = query as JsonObject;
  // QueryDTO has no `streams`; QueryDTOv2 has no `filter`.
  const v2 = Array.isArray(q['streams']);
  const { filter, ...rest } = q;
  return {
    ...rest,
    timerange: timerangeWire(q['timerange']),
    ...(v2 ? {} : { filter: orNull(filter) }),
    filters: orList(q['filters']),
    query: isObject(q['query']) ? q['query'] : { type: 'elasticsearch', query_string: typeof q['query'] === 'string' ? q['query'] : '' },
    search_types: mapList(q['search_types'], searchTypeWire),
  };
}

/** A keyword range gets its time zone (`Etc/UTC` by default); the other ranges are written as given. */
const timerangeWire = (t: unknown): unknown =>
  isObject(t) && t['type'] === 'keyword' && t['timezone'] === undefined ? { ...t, timezone: 'Etc/UTC' } : t;

function searchTypeWire(st: JsonObject): JsonObject {
  const type = st['type'];
  if (type !== 'messages' && type !== 'pivot') return st;
  const common = {
    ...st,
    name: orNull(st['name']),
    filter: orNull(st['filter']),
    filters: orList(st['filters']),
    timerange: st['timerange'] === undefined ? null : timerangeWire(st['timerange']),
    query: orNull(st['query']),
    streams: orList(st['streams']),
  };
  if (type === 'messages') {
    return {
      ...common,
      limit: st['limit'] ?? 150,
      offset: st['offset'] ?? 0,
      sort: orNull(st['sort']),
      fields: orList(st['fields']),
      decorators: orList(st['decorators']),
    };
  }
  return {
    ...common,
    row_groups: mapList(st['row_groups'], bucketWire),
    column_groups: mapList(st['column_groups'], bucketWire),
    series: mapList(st['series'], (s) => ({ ...s, field: orNull(s['field']) })),
    sort: orList(st['sort']),
    rollup: st['rollup'] ?? true,
  };
}

/** A bucket spec: the legacy single `field` becomes `fields`; a values bucket's limit defaults to 15. */
function bucketWire(b: JsonObject): JsonObject {
  const { field, ...rest } = b;
  const fields = Array.isArray(rest['fields']) ? rest['fields'] : typeof field === 'string' ? [field] : [];
  if (rest['type'] === 'values') return { ...rest, fields, limit: rest['limit'] ?? 15 };
  return { ...rest, fields };
}
