import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject, type Subject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, paging, queryString, readStrictObject, slicePage } from '../http/body.js';
import { jodaDate, newObjectId } from '../db/ids.js';
import type { GrantStore } from '../sharing/grants.js';
import type { ClusterConfigStore } from '../system/cluster-config-store.js';
import { readView, validateAgainstSearch, type SearchShape } from './dto.js';
import type { ViewRecord, ViewStore } from './store.js';
import { canDelete, canEdit, canRead, canReadSearch, grnType, viewGrn } from './access.js';
import { SERIES_FUNCTIONS } from './functions.js';
import { refuseNulCharacters, VIEW_BODY } from '../search/schemas.js';
import { viewStateWire } from './wire.js';

/** Where views find their searches (the search subsystem's store satisfies this). */
export interface SearchLookup {
  get(id: string): { search: SearchShape; owner: string } | null;
}

export interface ViewDeps {
  views: ViewStore;
  grants: GrantStore;
  searches: SearchLookup;
  clusterConfig: ClusterConfigStore;
}

const DEFAULT_VIEW = 'sift.DefaultView';
const SORT_FIELDS = ['id', 'title', 'created_at', 'owner', 'description', 'summary'];

/** ViewDTO as Graylog writes it; `favorite` is per user. */
export function viewDto(view: ViewRecord, favorites: ReadonlySet<string>) {
  return {
    id: view.id,
    type: view.type,
    title: view.title,
    summary: view.summary,
    description: view.description,
    search_id: view.searchId,
    properties: view.properties,
    requires: view.requires,
    state: viewStateWire(view.state),
    owner: view.owner,
    created_at: jodaDate(view.createdAt),
    last_updated_at: jodaDate(view.lastUpdatedAt),
    favorite: favorites.has(viewGrn(view)),
  };
}

/** `/views`: CRUD with Graylog's integrity validation, default view, bulk delete, functions (API.md §4). */
export const viewRoutes: FastifyPluginAsync<ViewDeps> = async (app, { views, grants, searches, clusterConfig }) => {
  const favoritesOf = (subject: Subject) => new Set(views.favorites(subject.userId));

  /** The search if it exists and the user may use it: their own, or behind a view they may read. */
  const readableSearch = (subject: Subject, id: string) => {
    const found = searches.get(id);
    return found && canReadSearch(subject, { id, owner: found.owner }, views) ? found.search : undefined;
  };

  const load = (request: FastifyRequest, id: string) => {
    const subject = requireSubject(request);
    const resolved = id === 'default' ? clusterConfig.get<{ id: string }>(DEFAULT_VIEW)?.id : id;
    const view = resolved ? views.get(resolved) : undefined;
    if (!view || !canRead(subject, view)) throw new ApiError(404, `View ${id} doesn't exist`);
    return { subject, view };
  };
  /** A stored view for a write: 404 when missing; the caller checks edit/delete rights (403 as in Graylog, even when unreadable). */
  const existing = (request: FastifyRequest, id: string) => {
    const subject = requireSubject(request);
    const view = views.get(id);
    if (!view) throw new ApiError(404, `View ${id} doesn't exist`);
    return { subject, view };
  };

  app.get('/views', async (request) => {
    const subject = requireSubject(request);
    const q = isObject(request.query) ? request.query : {};
    const { page, perPage } = paging(q, 50);
    const query = (queryString(q, 'query') ?? '').trim().toLowerCase();
    const requested = queryString(q, 'sort') ?? 'title';
    const sort = SORT_FIELDS.includes(requested) ? requested : 'title';
    const order = queryString(q, 'order') === 'desc' ? -1 : 1;
    const key = (v: ViewRecord): string | number =>
      sort === 'created_at'
        ? v.createdAt
        : sort === 'id'
          ? v.id
          : sort === 'owner'
            ? v.owner
            : sort === 'description'
              ? v.description.toLowerCase()
              : sort === 'summary'
                ? v.summary.toLowerCase()
                : v.title.toLowerCase();
    const list = views
      .all()
      .filter((v) => canRead(subject, v))
      .filter((v) => !query || [v.title, v.summary, v.description].some((s) => s.toLowerCase().includes(query)))
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return (x < y ? -1 : x > y ? 1 : 0) * order;
      });
    const favorites = favoritesOf(subject);
    const items = slicePage(list, page, perPage).map((v) => viewDto(v, favorites));
    return { total: list.length, page, per_page: perPage, count: items.length, views: items, ...(query ? { query } : {}) };
  });

  // QualifyingViewsResource: the views (readable by the caller) whose search declares parameters, for
  // opening a view with a value bound to its parameter.
  app.post('/views/forValue', async (request) => {
    const subject = requireSubject(request);
    return views
      .all()
      .filter((v) => canRead(subject, v))
      .map((v) => ({ view: v, parameters: searches.get(v.searchId)?.search.parameters ?? [] }))
      .filter(({ parameters }) => parameters.length > 0)
      .map(({ view, parameters }) => ({
        id: view.id,
        type: view.type,
        title: view.title,
        summary: view.summary,
        description: view.description,
        parameters,
      }));
  });

  app.get('/views/functions', async (request) => {
    requireSubject(request);
    return SERIES_FUNCTIONS;
  });

  app.get<{ Params: { id: string } }>('/views/:id', async (request) => {
    const { subject, view } = load(request, request.params.id);
    return viewDto(view, favoritesOf(subject));
  });

  // A view body is typed against ViewDTO's schema before `readView` checks it in depth.
  const viewBody = { schema: { body: VIEW_BODY }, preValidation: refuseNulCharacters };

  app.post('/views', viewBody, async (request) => {
    const subject = requireSubject(request);
    const input = readView(request.body);
    if (input.type === 'DASHBOARD' && !subject.isPermitted('dashboards:create'))
      throw new ApiError(403, 'User is not allowed to create new dashboards.');
    const search = readableSearch(subject, input.searchId);
    if (!search) throw new ApiError(400, `Search ${input.searchId} not available`);
    validateAgainstSearch(input, search);
    const now = Date.now();
    const view: ViewRecord = { ...input, id: newObjectId(now), owner: subject.username, createdAt: now, lastUpdatedAt: now };
    views.save(view);
    grants.registerOwner(grnType(view.type), view.id, subject.userId);
    return viewDto(view, favoritesOf(subject));
  });

  app.put<{ Params: { id: string } }>('/views/:id', viewBody, async (request) => {
    const { subject, view } = existing(request, request.params.id);
    if (!canEdit(subject, view)) throw new ApiError(403, `Not allowed to edit ${grnType(view.type)} ${view.id}.`);
    const input = readView(request.body);
    if (input.type !== view.type) throw new ApiError(400, 'The type of a view cannot be changed.');
    const search = readableSearch(subject, input.searchId);
    if (!search) throw new ApiError(400, `Search ${input.searchId} not available`);
    validateAgainstSearch(input, search);
    const next: ViewRecord = { ...view, ...input, lastUpdatedAt: Date.now() };
    views.save(next);
    return viewDto(next, favoritesOf(subject));
  });

  const remove = (subject: Subject, view: ViewRecord) => {
    if (!canDelete(subject, view)) throw new ApiError(403, `Not allowed to delete ${grnType(view.type)} ${view.id}.`);
    views.delete(view.id);
    grants.removeTarget(viewGrn(view));
    views.removeFavoritesOf(viewGrn(view));
  };

  app.delete<{ Params: { id: string } }>('/views/:id', async (request) => {
    const { subject, view } = existing(request, request.params.id);
    const dto = viewDto(view, favoritesOf(subject));
    remove(subject, view);
    return dto;
  });

  app.post('/views/bulk_delete', async (request) => {
    const subject = requireSubject(request);
    const body = readStrictObject(request.body, ['entity_ids']);
    const ids = body['entity_ids'];
    if (!Array.isArray(ids) || ids.length > 1000 || !ids.every((i) => typeof i === 'string'))
      throw new ApiError(400, 'Unable to map property entity_ids: expected a list of ids.');
    const failures: { entity_id: string; failure_explanation: string }[] = [];
    let done = 0;
    for (const id of ids as string[]) {
      const view = views.get(id);
      if (!view || !canRead(subject, view)) {
        failures.push({ entity_id: id, failure_explanation: `View ${id} doesn't exist` });
        continue;
      }
      try {
        remove(subject, view);
        done++;
      } catch (error) {
        failures.push({ entity_id: id, failure_explanation: (error as Error).message });
      }
    }
    return { successfully_performed: done, failures, errors: [] };
  });

  app.put<{ Params: { id: string } }>('/views/:id/default', async (request, reply) => {
    // `@RequiresPermissions(default-view:set)` runs before the view is looked up.
    requirePermission(request, 'default-view:set');
    const { view } = load(request, request.params.id);
    clusterConfig.put(DEFAULT_VIEW, { id: view.id });
    return reply.code(204).send();
  });
};
