import { newObjectId } from '../db/ids.js';
import { isObject, type JsonObject } from '../http/body.js';
import { readSearch, type SearchDTO } from '../search/dto.js';
import type { GrantStore } from '../sharing/grants.js';
import { grnType, viewGrn } from '../views/access.js';
import { readView, validateAgainstSearch } from '../views/dto.js';
import type { ViewRecord, ViewStore, ViewType } from '../views/store.js';
import { bad, map, str, type Facade } from './facades.js';

/*
 * Dashboards (entity type `dashboard`, version 2) and saved searches (`search`, version 1) in content packs:
 * a view with its search inside. Title, summary and description are ValueReferences; the search, the
 * state (widgets, their positions and mapping to search types, per query) and the rest hold plain values,
 * as Graylog writes them. Stream ids in the search's filters, stream lists and widgets are replaced by the
 * ids of the pack's stream entities on export and by the installed streams' ids on install; an id that
 * names no stream of the pack stays as it is.
 */

/** Where views and their searches are kept (the view and search stores satisfy this). */
export interface ViewSources {
  views: ViewStore;
  searches: { get(id: string): { search: SearchDTO } | null; save(search: SearchDTO, owner: string): void };
}

/** The content pack entity type of a view. */
export const viewEntityType = (type: ViewType) =>
  type === 'DASHBOARD' ? { name: 'dashboard', version: '2' } : { name: 'search', version: '1' };

type MapId = (id: string) => string;

const mapList = (value: unknown, f: MapId): unknown =>
  Array.isArray(value) ? value.map((s: unknown) => (typeof s === 'string' ? f(s) : s)) : value;

/** A filter tree (`{type: "or", filters: [{type: "stream", id}]}`) with its stream ids mapped. */
function mapFilter(filter: unknown, f: MapId, depth = 0): unknown {
  if (!isObject(filter) || depth > 16) return filter;
  const out: JsonObject = { ...filter };
  if (filter['type'] === 'stream' && typeof filter['id'] === 'string') out['id'] = f(filter['id']);
  if (Array.isArray(filter['filters'])) out['filters'] = filter['filters'].map((x: unknown) => mapFilter(x, f, depth + 1));
  return out;
}

/** The queries of a search with every stream id mapped: filters, v2 stream lists and the search types' own. */
function mapQueries(queries: unknown, f: MapId): unknown[] {
  return (Array.isArray(queries) ? queries : []).map((raw: unknown) => {
    if (!isObject(raw)) return raw;
    const query: JsonObject = { ...raw, filter: mapFilter(raw['filter'], f) };
    if (raw['streams'] !== undefined) query['streams'] = mapList(raw['streams'], f);
    if (Array.isArray(raw['search_types']))
      query['search_types'] = raw['search_types'].map((t: unknown) =>
        isObject(t)
          ? { ...t, filter: mapFilter(t['filter'], f), ...(t['streams'] !== undefined ? { streams: mapList(t['streams'], f) } : {}) }
          : t,
      );
    return query;
  });
}

/** A view state (per query) with the widgets' stream lists mapped. */
function mapState(state: unknown, f: MapId): JsonObject {
  const out: JsonObject = {};
  for (const [queryId, raw] of Object.entries(isObject(state) ? state : {})) {
    out[queryId] =
      isObject(raw) && Array.isArray(raw['widgets'])
        ? {
            ...raw,
            widgets: raw['widgets'].map((w: unknown) =>
              isObject(w) && w['streams'] !== undefined ? { ...w, streams: mapList(w['streams'], f) } : w,
            ),
          }
        : raw;
  }
  return out;
}

/** Every stream id a view and its search name. */
function streamIdsOf(queries: unknown, state: unknown): Set<string> {
  const ids = new Set<string>();
  const collect = (id: string) => {
    ids.add(id);
    return id;
  };
  mapQueries(queries, collect);
  mapState(state, collect);
  return ids;
}

const ref = (value: string) => ({ '@type': 'string', '@value': value });

/**
 * The entity data of a view: `streamRef` gives the pack entity id of a stream the view uses (exporting
 * that stream too), or null to keep the id.
 */
export function exportView(view: ViewRecord, search: SearchDTO, streamRef: (streamId: string) => string | null): JsonObject {
  const f = (id: string) => streamRef(id) ?? id;
  return {
    type: view.type,
    title: ref(view.title),
    summary: ref(view.summary),
    description: ref(view.description),
    search: {
      queries: mapQueries(search.queries, f),
      parameters: search.parameters,
      requires: {},
      created_at: new Date(view.createdAt).toISOString(),
    },
    properties: view.properties,
    requires: view.requires,
    state: mapState(view.state, f),
    created_at: new Date(view.createdAt).toISOString(),
  };
}

/** Installs dashboards and saved searches: a new search and a new view, owned by the installing user. */
export function viewFacades(sources: ViewSources, grants: GrantStore): Record<string, Facade> {
  const { views, searches } = sources;
  const facade = (type: ViewType): Facade => ({
    prepare: (data, entity, by, pack) => {
      const what = `${type === 'DASHBOARD' ? 'dashboard' : 'search'} entity ${entity.id}`;
      if (data['type'] !== undefined && data['type'] !== null && data['type'] !== type)
        throw bad(`The view of ${what} must be of type ${type}, not ${String(data['type'])}.`);
      const search = map(data['search']);
      const queries = search['queries'];
      const state = data['state'] ?? {};
      const packStreams = new Set((pack?.entities ?? []).filter((e) => e.type.name === 'stream').map((e) => e.id));
      const dependsOn = [...streamIdsOf(queries, state)].filter((id) => packStreams.has(id));
      const body = (f: MapId) => {
        const searchBody = { queries: mapQueries(queries, f), parameters: search['parameters'] ?? [] };
        const viewBody = {
          type,
          title: str(data, 'title', what),
          summary: str(data, 'summary', what, false),
          description: str(data, 'description', what, false),
          search_id: 'pending',
          properties: data['properties'] ?? [],
          requires: data['requires'] ?? {},
          state: mapState(state, f),
        };
        return { searchBody, viewBody };
      };
      // Checked as `POST /views/search` and `POST /views` would, before anything of the pack is created.
      const checked = body((id) => id);
      const view = readView(checked.viewBody);
      validateAgainstSearch(
        view,
        readSearch(checked.searchBody, () => 'pending'),
      );
      return {
        title: view.title,
        dependsOn,
        create: async (nativeId) => {
          const { searchBody, viewBody } = body((id) => (packStreams.has(id) ? nativeId(id) : id));
          const installedSearch = readSearch({ ...searchBody, id: newObjectId() }, () => newObjectId());
          searches.save(installedSearch, by.username);
          const now = Date.now();
          const record: ViewRecord = {
            ...readView({ ...viewBody, search_id: installedSearch.id }),
            id: newObjectId(now),
            owner: by.username,
            createdAt: now,
            lastUpdatedAt: now,
          };
          views.save(record);
          grants.registerOwner(grnType(type), record.id, by.userId);
          return record.id;
        },
      };
    },
    // The view goes; its search stays, as when a view is deleted through the API.
    remove: async (id) => {
      const view = views.get(id);
      if (!view || view.type !== type) return false;
      views.delete(id);
      grants.removeTarget(viewGrn(view));
      views.removeFavoritesOf(viewGrn(view));
      return true;
    },
  });
  return { 'dashboard:2': facade('DASHBOARD'), 'search:1': facade('SEARCH') };
}
