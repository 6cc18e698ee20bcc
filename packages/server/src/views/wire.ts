import { isObject, type JsonObject } from '../http/body.js';

/**
 * A view's state as Graylog's DTOs write it back: every property they serialize is present, with the
 * `null`, `[]` or default Graylog sends where the client left it out (API.md §4: ViewStateDTO, WidgetDTO,
 * AggregationConfigDTO, PivotDTO, SeriesDTO, MessageListConfigDTO). Stored views keep what the client sent.
 */
export function viewStateWire(state: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).map(([queryId, s]) => [queryId, isObject(s) ? stateWire(s) : s]));
}

const orNull = (v: unknown) => (v === undefined ? null : v);
const orList = (v: unknown) => (v === undefined || v === null ? [] : v);
const orMap = (v: unknown) => (v === undefined || v === null ? {} : v);

function stateWire(s: JsonObject): JsonObject {
  const widgets = Array.isArray(s['widgets']) ? s['widgets'].map((w) => (isObject(w) ? widgetWire(w) : w)) : [];
  return {
    ...s,
    selected_fields: orNull(s['selected_fields']),
    static_message_list_id: orNull(s['static_message_list_id']),
    titles: orMap(s['titles']),
    widgets,
    widget_mapping: orMap(s['widget_mapping']),
    positions: orMap(s['positions']),
    formatting: orNull(s['formatting']),
    display_mode_settings: isObject(s['display_mode_settings']) ? { positions: {}, ...s['display_mode_settings'] } : { positions: {} },
  };
}

function widgetWire(w: JsonObject): JsonObject {
  const config = isObject(w['config']) ? w['config'] : {};
  return {
    ...w,
    filter: orNull(w['filter']),
    filters: orList(w['filters']),
    timerange: orNull(w['timerange']),
    query: orNull(w['query']),
    streams: orList(w['streams']),
    config: w['type'] === 'aggregation' ? aggregationWire(config) : w['type'] === 'messages' ? messagesWire(config) : config,
  };
}

/** The limit a pivot list asks for when the config names none: the first `values` pivot's limit. */
const pivotLimit = (pivots: unknown[]): number | null => {
  for (const p of pivots) {
    if (isObject(p) && p['type'] === 'values' && isObject(p['config']) && typeof p['config']['limit'] === 'number')
      return p['config']['limit'];
  }
  return null;
};

function aggregationWire(c: JsonObject): JsonObject {
  const rowPivots = Array.isArray(c['row_pivots']) ? c['row_pivots'].map(pivotWire) : [];
  const columnPivots = Array.isArray(c['column_pivots']) ? c['column_pivots'].map(pivotWire) : [];
  return {
    ...c,
    row_pivots: rowPivots,
    column_pivots: columnPivots,
    series: Array.isArray(c['series']) ? c['series'].map(seriesWire) : [],
    sort: orList(c['sort']),
    visualization: orNull(c['visualization']),
    visualization_config: orNull(c['visualization_config']),
    formatting_settings: orNull(c['formatting_settings']),
    rollup: c['rollup'] ?? true,
    event_annotation: c['event_annotation'] ?? false,
    row_limit: c['row_limit'] ?? pivotLimit(rowPivots),
    column_limit: c['column_limit'] ?? pivotLimit(columnPivots),
  };
}

function pivotWire(p: unknown): unknown {
  if (!isObject(p)) return p;
  // The legacy single `field` becomes `fields`, as Graylog reads it.
  const { field, ...rest } = p;
  const fields = Array.isArray(rest['fields']) ? rest['fields'] : typeof field === 'string' ? [field] : [];
  const config = isObject(rest['config']) ? rest['config'] : {};
  if (rest['type'] === 'time') {
    const interval = isObject(config['interval']) ? config['interval'] : { type: 'auto' };
    const type = interval['type'] ?? 'timeunit';
    return {
      ...rest,
      fields,
      config: {
        ...config,
        interval:
          type === 'auto' ? { ...interval, type, scaling: 'scaling' in interval ? interval['scaling'] : 1.0 } : { ...interval, type },
      },
    };
  }
  if (rest['type'] === 'values') return { ...rest, fields, config: { ...config, limit: orNull(config['limit']) } };
  return { ...rest, fields, config };
}

function seriesWire(s: unknown): unknown {
  if (typeof s === 'string') return { config: { name: null }, function: s };
  if (!isObject(s)) return s;
  const config = isObject(s['config']) ? s['config'] : {};
  return { ...s, config: { ...config, name: orNull(config['name']) } };
}

function messagesWire(c: JsonObject): JsonObject {
  return {
    ...c,
    fields: orList(c['fields']),
    show_message_row: c['show_message_row'] ?? false,
    show_summary: orNull(c['show_summary']),
    decorators: orList(c['decorators']),
    sort: orList(c['sort']),
  };
}
