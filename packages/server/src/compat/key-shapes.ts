/**
 * Shapes of Graylog 5.1 responses for the key-coverage test: which properties a response carries at
 * every level. Built from Graylog's own JSON fixtures (`packages/api/test/fixtures`, copied byte for
 * byte from Graylog2/graylog2-server at 5.1.13, see its INDEX.md) and from the DTO field lists of
 * `graylog-5.1/API.md` and `ADMIN-API.md`.
 */

/** Marks an object whose keys are data (ids, names, times): every value has the shape given here. */
export const MAP = Symbol('map');

export type Shape = null | Shape[] | { [MAP]: Shape } | { [key: string]: Shape };

/** A property that must be present; its value is not checked further. */
export const ANY: Shape = null;

export const mapOf = (value: Shape): Shape => ({ [MAP]: value });

const isMap = (s: Shape): s is { [MAP]: Shape } => typeof s === 'object' && s !== null && !Array.isArray(s) && MAP in s;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shape of a JSON value: the same keys at every level. */
export function shapeOf(value: unknown): Shape {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return ANY;
}

/** `keys` as required properties, each with the shape `with` gives it (ANY otherwise). */
export const keys = (names: readonly string[], withShapes: Record<string, Shape> = {}): Shape =>
  Object.fromEntries(names.map((k) => [k, k in withShapes ? withShapes[k]! : ANY]));

/**
 * Where `actual` differs from `shape`: a property missing or extra at some level, or a value of the wrong
 * kind (object, list). An empty list is a difference: the same keys everywhere.
 */
export function keyDiff(shape: Shape, actual: unknown, path = '$'): string[] {
  if (shape === null) return [];
  if (Array.isArray(shape)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${JSON.stringify(actual)?.slice(0, 80)}`];
    if (shape.length === 0) return [];
    return actual.flatMap((item, i) => keyDiff(shape[Math.min(i, shape.length - 1)]!, item, `${path}[${i}]`));
  }
  if (!isRecord(actual)) return [`${path}: expected an object, got ${JSON.stringify(actual)?.slice(0, 80)}`];
  if (isMap(shape)) return Object.entries(actual).flatMap(([k, v]) => keyDiff(shape[MAP], v, `${path}.${k}`));
  const expected = Object.keys(shape);
  const got = Object.keys(actual);
  return [
    ...expected.filter((k) => !(k in actual)).map((k) => `${path}: missing "${k}"`),
    ...got.filter((k) => !(k in shape)).map((k) => `${path}: unexpected "${k}"`),
    ...expected.filter((k) => k in actual).flatMap((k) => keyDiff((shape as Record<string, Shape>)[k]!, actual[k], `${path}.${k}`)),
  ];
}

/**
 * The shape of a fixture value with the documented properties added (a fixture written for an older
 * Graylog lacks some); `nested` gives the shape of a property from its value in the fixture.
 */
export function withDocumented(
  value: unknown,
  documented: readonly string[],
  nested: Record<string, (value: unknown) => Shape> = {},
): Shape {
  const raw = isRecord(value) ? value : {};
  const out: Record<string, Shape> = {};
  for (const [k, v] of Object.entries(raw)) out[k] = k in nested ? nested[k]!(v) : shapeOf(v);
  for (const k of documented) if (!(k in out)) out[k] = k in nested ? nested[k]!(undefined) : ANY;
  return out;
}

const overObject = (v: unknown, f: (v: Record<string, unknown>) => Shape): Shape => (isRecord(v) ? f(v) : ANY);
const overList = (v: unknown, f: (v: unknown) => Shape): Shape => (Array.isArray(v) ? v.map(f) : ANY);
/** A map whose keys are data: each value has the shape `f` gives the first value of the fixture's map. */
const overMap = (v: unknown, f: (v: unknown) => Shape = shapeOf): Shape => {
  const first = isRecord(v) ? Object.values(v)[0] : undefined;
  return mapOf(first === undefined ? ANY : f(first));
};

// API.md §4: ViewDTO and the DTOs inside it. `last_updated_at` is serialized by Graylog 5.1's ViewDTO
// (the dashboards list sorts by it) although API.md's table does not list it.
export const VIEW_KEYS = [
  'id',
  'type',
  'title',
  'summary',
  'description',
  'search_id',
  'properties',
  'requires',
  'state',
  'owner',
  'created_at',
  'last_updated_at',
  'favorite',
];
export const VIEW_STATE_KEYS = [
  'selected_fields',
  'static_message_list_id',
  'titles',
  'widgets',
  'widget_mapping',
  'positions',
  'formatting',
  'display_mode_settings',
];
export const WIDGET_KEYS = ['id', 'type', 'filter', 'filters', 'timerange', 'query', 'streams', 'config'];
export const AGGREGATION_KEYS = [
  'row_pivots',
  'column_pivots',
  'series',
  'sort',
  'visualization',
  'visualization_config',
  'formatting_settings',
  'rollup',
  'event_annotation',
  'row_limit',
  'column_limit',
];
export const MESSAGE_LIST_KEYS = ['fields', 'show_message_row', 'show_summary', 'decorators', 'sort'];

/** A fixture written for an older Graylog as 5.1 reads it: a pivot's single `field` becomes `fields` (fixtures/INDEX.md). */
export function as51(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(as51);
  if (!isRecord(value)) return value;
  const pivot =
    'type' in value && ('config' in value || 'interval' in value || 'limit' in value) && !('direction' in value) && !('id' in value);
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => (pivot && k === 'field' && typeof v === 'string' ? ['fields', [v]] : [k, as51(v)])),
  );
}

const widgetShape = (w: unknown): Shape => {
  const type = isRecord(w) ? w['type'] : undefined;
  return withDocumented(w, WIDGET_KEYS, {
    config: (c) =>
      type === 'aggregation'
        ? withDocumented(c, AGGREGATION_KEYS, {
            row_pivots: (l) => overList(l, (p) => withDocumented(p, ['fields', 'type', 'config'])),
            column_pivots: (l) => overList(l, (p) => withDocumented(p, ['fields', 'type', 'config'])),
            series: (l) => overList(l, (s) => withDocumented(s, ['config', 'function'], { config: (c2) => withDocumented(c2, ['name']) })),
            // Field names as keys (the legacy object-map form keeps them).
            formatting_settings: (f) =>
              overObject(f, (x) => withDocumented(x, [], { chart_colors: (cc) => (Array.isArray(cc) ? shapeOf(cc) : overMap(cc)) })),
          })
        : type === 'messages'
          ? withDocumented(c, MESSAGE_LIST_KEYS)
          : shapeOf(c),
  });
};

/** The ViewDTO Graylog 5.1 answers for a view saved from `fixture`. */
export function viewShape(fixture: unknown): Shape {
  return withDocumented(as51(fixture), VIEW_KEYS, {
    requires: (r) => overMap(r),
    state: (s) =>
      overMap(s, (st) =>
        withDocumented(st, VIEW_STATE_KEYS, {
          titles: (t) => overObject(t, (x) => withDocumented(x, [], { widget: (m) => overMap(m) })),
          widgets: (l) => overList(l, widgetShape),
          widget_mapping: (m) => overMap(m),
          positions: (m) => overMap(m, (p) => withDocumented(p, ['col', 'row', 'height', 'width'])),
          display_mode_settings: (d) =>
            isRecord(d)
              ? withDocumented(d, ['positions'], { positions: (m) => overMap(m) })
              : keys(['positions'], { positions: mapOf(ANY) }),
        }),
      ),
  });
}

// API.md §5: SearchDTO, QueryDTO, search types, bucket and series specs, time ranges.
export const SEARCH_KEYS = ['id', 'queries', 'parameters'];
export const QUERY_KEYS = ['id', 'timerange', 'filter', 'filters', 'query', 'search_types'];
export const QUERY_V2_KEYS = ['id', 'timerange', 'streams', 'filters', 'query', 'search_types'];
export const SEARCH_TYPE_KEYS = ['type', 'id', 'name', 'filter', 'filters', 'timerange', 'query', 'streams'];
export const MESSAGES_SEARCH_TYPE_KEYS = [...SEARCH_TYPE_KEYS, 'limit', 'offset', 'sort', 'fields', 'decorators'];
export const PIVOT_SEARCH_TYPE_KEYS = [...SEARCH_TYPE_KEYS, 'row_groups', 'column_groups', 'series', 'sort', 'rollup'];
export const PARAMETER_KEYS = ['type', 'name', 'title', 'description', 'data_type', 'default_value', 'optional', 'binding'];

const timerangeShape = (t: unknown): Shape => {
  if (!isRecord(t)) return ANY;
  const type = t['type'];
  // Relative ranges are NON_ABSENT: only what was set. Keyword ranges get their time zone.
  return type === 'keyword'
    ? withDocumented(t, ['type', 'keyword', 'timezone'])
    : type === 'absolute'
      ? withDocumented(t, ['type', 'from', 'to'])
      : shapeOf(t);
};

const filterShape = (f: unknown): Shape => {
  if (!isRecord(f)) return ANY;
  const type = f['type'];
  const documented =
    type === 'stream' ? ['type', 'id', 'title', 'filters'] : type === 'query_string' ? ['type', 'query', 'filters'] : ['type', 'filters'];
  return withDocumented(f, documented, { filters: (l) => overList(l, filterShape) });
};

const bucketShape = (b: unknown): Shape => {
  const type = isRecord(b) ? b['type'] : undefined;
  return withDocumented(
    b,
    type === 'values' ? ['type', 'fields', 'limit'] : type === 'time' ? ['type', 'fields', 'interval'] : ['type', 'fields'],
  );
};

const searchTypeShape = (st: unknown): Shape => {
  const type = isRecord(st) ? st['type'] : undefined;
  if (type !== 'messages' && type !== 'pivot') return shapeOf(st); // an unknown type is kept as it came (SearchType.Fallback)
  return withDocumented(st, type === 'messages' ? MESSAGES_SEARCH_TYPE_KEYS : PIVOT_SEARCH_TYPE_KEYS, {
    timerange: timerangeShape,
    filter: filterShape,
    row_groups: (l) => overList(l, bucketShape),
    column_groups: (l) => overList(l, bucketShape),
    series: (l) => overList(l, (s) => withDocumented(s, ['type', 'id', 'field'])),
  });
};

/** QueryDTO; a v2 query (`application/vnd.graylog.search.v2+json`) names `streams` instead of a `filter` tree. */
export const queryShape = (q: unknown): Shape =>
  withDocumented(q, isRecord(q) && Array.isArray(q['streams']) ? QUERY_V2_KEYS : QUERY_KEYS, {
    timerange: timerangeShape,
    filter: filterShape,
    query: (b) => (isRecord(b) ? withDocumented(b, ['type', 'query_string']) : keys(['type', 'query_string'])),
    search_types: (l) => overList(l, searchTypeShape),
  });

/** The SearchDTO Graylog 5.1 answers for a search saved from `fixture`. */
export function searchShape(fixture: unknown): Shape {
  return withDocumented(as51(fixture), SEARCH_KEYS, {
    queries: (l) => overList(l, queryShape),
    parameters: (l) => overList(l, (p) => withDocumented(p, PARAMETER_KEYS)),
  });
}
