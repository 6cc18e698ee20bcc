import { ApiError } from '../http/errors.js';
import { type JsonObject, assertNoForbiddenKeys, isObject, optString, readStrictObject, reqString } from '../http/body.js';
import type { ViewType } from './store.js';

const VIEW_FIELDS = [
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
  'favorite',
  'last_updated_at',
];
const STATE_FIELDS = [
  'selected_fields',
  'static_message_list_id',
  'titles',
  'widgets',
  'widget_mapping',
  'positions',
  'formatting',
  'display_mode_settings',
];
const WIDGET_FIELDS = ['id', 'type', 'filter', 'filters', 'timerange', 'query', 'streams', 'config'];
const POSITION_FIELDS = ['col', 'row', 'height', 'width'];
/** A view body larger than this is refused (Graylog has no limit, but the request body limit is 8 MB). */
export const MAX_VIEW_BYTES = 2 * 1024 * 1024;

/** The client-given parts of a ViewDTO, checked like Graylog's Jackson mapping. */
export interface ViewInput {
  type: ViewType;
  title: string;
  summary: string;
  description: string;
  searchId: string;
  properties: string[];
  requires: Record<string, unknown>;
  state: Record<string, JsonObject>;
}

const mapError = (path: string, expected: string) => new ApiError(400, `Unable to map property ${path}: expected ${expected}.`);

function readPosition(path: string, value: unknown): void {
  if (!isObject(value)) throw mapError(path, 'an object');
  readStrictObject(value, POSITION_FIELDS, path);
  for (const key of POSITION_FIELDS) {
    const v = value[key];
    const ok = v === 'Infinity' || (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1_000_000);
    if (!ok) throw mapError(`${path}.${key}`, 'an integer or "Infinity"');
  }
}

function readWidget(path: string, value: unknown): string {
  if (!isObject(value)) throw mapError(path, 'an object');
  readStrictObject(value, WIDGET_FIELDS, path);
  const id = value['id'];
  if (typeof id !== 'string' || id === '' || id.length > 128) throw mapError(`${path}.id`, 'a non-empty string');
  if (typeof value['type'] !== 'string' || value['type'] === '') throw mapError(`${path}.type`, 'a string');
  if (value['config'] !== undefined && value['config'] !== null && !isObject(value['config']))
    throw mapError(`${path}.config`, 'an object');
  for (const key of ['streams', 'filters'] as const) {
    if (value[key] !== undefined && value[key] !== null && !Array.isArray(value[key])) throw mapError(`${path}.${key}`, 'a list');
  }
  return id;
}

function readState(queryId: string, value: unknown): JsonObject {
  const path = `state.${queryId}`;
  if (!isObject(value)) throw mapError(path, 'an object');
  readStrictObject(value, STATE_FIELDS, path);
  const widgets = value['widgets'] ?? [];
  if (!Array.isArray(widgets)) throw mapError(`${path}.widgets`, 'a list');
  widgets.forEach((w, i) => readWidget(`${path}.widgets[${i}]`, w));
  const mapping = value['widget_mapping'] ?? {};
  if (!isObject(mapping) || !Object.values(mapping).every((ids) => Array.isArray(ids) && ids.every((x) => typeof x === 'string'))) {
    throw mapError(`${path}.widget_mapping`, 'a map of widget ids to lists of search type ids');
  }
  const positions = value['positions'] ?? {};
  if (!isObject(positions)) throw mapError(`${path}.positions`, 'an object');
  for (const [id, p] of Object.entries(positions)) readPosition(`${path}.positions.${id}`, p);
  const selected = value['selected_fields'];
  if (selected !== undefined && selected !== null && (!Array.isArray(selected) || !selected.every((s) => typeof s === 'string')))
    throw mapError(`${path}.selected_fields`, 'a list of strings');
  if (value['titles'] !== undefined && value['titles'] !== null && !isObject(value['titles']))
    throw mapError(`${path}.titles`, 'an object');
  return value;
}

/** Reads a ViewDTO body: unknown properties, wrong types and prototype keys are a 400. */
export function readView(body: unknown): ViewInput {
  if (JSON.stringify(body ?? null).length > MAX_VIEW_BYTES) throw new ApiError(413, 'View is too large.');
  const obj = readStrictObject(body, VIEW_FIELDS, 'view');
  assertNoForbiddenKeys(obj);
  const type = obj['type'] ?? 'DASHBOARD';
  if (type !== 'SEARCH' && type !== 'DASHBOARD') throw mapError('type', '"SEARCH" or "DASHBOARD"');
  const title = reqString(obj, 'title', 1000);
  const searchId = reqString(obj, 'search_id', 128);
  const properties = obj['properties'] ?? [];
  if (!Array.isArray(properties) || !properties.every((p) => typeof p === 'string')) throw mapError('properties', 'a list of strings');
  const requires = obj['requires'] ?? {};
  if (!isObject(requires)) throw mapError('requires', 'an object');
  const rawState = obj['state'] ?? {};
  if (!isObject(rawState)) throw mapError('state', 'an object');
  const state: Record<string, JsonObject> = {};
  for (const [queryId, s] of Object.entries(rawState)) state[queryId] = readState(queryId, s);
  return {
    type,
    title,
    summary: optString(obj, 'summary', 5000) ?? '',
    description: optString(obj, 'description', 20000) ?? '',
    searchId,
    properties: properties as string[],
    requires,
    state,
  };
}

/** What view validation needs to know about a stored search. */
export interface SearchShape {
  queries: readonly { id: string; search_types: readonly Record<string, unknown>[] }[];
  parameters?: readonly Record<string, unknown>[];
}

const javaSet = (items: Iterable<string>) => `[${[...items].join(', ')}]`;

/** Graylog's integrity rules between a view and its search (`ViewsResource#validateSearchProperties`). */
export function validateAgainstSearch(view: ViewInput, search: SearchShape): void {
  const queryIds = new Set(search.queries.map((q) => q.id));
  const missingQueries = Object.keys(view.state).filter((id) => !queryIds.has(id));
  if (missingQueries.length > 0)
    throw new ApiError(400, `Search queries do not correspond to view/state queries, missing query IDs: ${javaSet(missingQueries)}`);

  const searchTypeIds = new Set(
    search.queries.flatMap((q) => q.search_types.map((t) => t['id']).filter((id): id is string => typeof id === 'string')),
  );
  const mapped = Object.values(view.state).flatMap((s) =>
    Object.values((s['widget_mapping'] as Record<string, string[]> | undefined) ?? {}).flat(),
  );
  const missingTypes = [...new Set(mapped.filter((id) => !searchTypeIds.has(id)))];
  if (missingTypes.length > 0)
    throw new ApiError(400, `Search types do not correspond to view/search types, missing searches ${javaSet(missingTypes)}`);

  const missingPositions = Object.values(view.state).flatMap((s) => {
    const positions = (s['positions'] as Record<string, unknown> | undefined) ?? {};
    return ((s['widgets'] as { id: string }[] | undefined) ?? []).map((w) => w.id).filter((id) => !(id in positions));
  });
  if (missingPositions.length > 0)
    throw new ApiError(400, `Widget positions don't correspond to widgets, missing widget positions ${javaSet(missingPositions)}`);
}
