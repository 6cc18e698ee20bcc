import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, paging, queryString, readStrictObject } from '../http/body.js';
import { parseGrn, toGrn } from '../sharing/grn.js';
import type { ViewRecord, ViewStore, ViewType } from './store.js';
import { canRead, viewGrn } from './access.js';
import { viewDto } from './routes.js';

const ATTRIBUTES = [
  { id: 'id', title: 'ID', type: 'OBJECT_ID', sortable: true, filterable: false, searchable: false, hidden: true },
  { id: 'title', title: 'Title', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'summary', title: 'Summary', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'description', title: 'Description', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'owner', title: 'Owner', type: 'STRING', sortable: true, filterable: false, searchable: false, hidden: false },
  { id: 'created_at', title: 'Created', type: 'DATE', sortable: true, filterable: true, searchable: false, hidden: false },
  { id: 'last_updated_at', title: 'Last Updated', type: 'DATE', sortable: true, filterable: true, searchable: false, hidden: false },
  { id: 'favorite', title: 'Favorite', type: 'BOOLEAN', sortable: false, filterable: false, searchable: false, hidden: false },
];
const SORTABLE = ['id', 'title', 'summary', 'description', 'owner', 'created_at', 'last_updated_at'];
const LIST_ID = /^[\w.-]{1,128}$/;
/** Entity list ids are map keys in the console: prototype names are refused like any invalid id. */
const validListId = (id: string) => LIST_ID.test(id) && id !== '__proto__' && id !== 'constructor' && id !== 'prototype';

/** `/dashboards`, `/search/saved` (PageListResponse of ViewSummaryDTO), `/favorites`, `/entitylists/preferences`. */
export const viewListRoutes: FastifyPluginAsync<{ views: ViewStore }> = async (app, { views }) => {
  const page = (request: FastifyRequest, type: ViewType) => {
    const subject = requireSubject(request);
    const q = isObject(request.query) ? request.query : {};
    const { page, perPage } = paging(q, 50);
    const query = (queryString(q, 'query') ?? '').trim();
    const requested = queryString(q, 'sort') ?? 'title';
    const sort = SORTABLE.includes(requested) ? requested : 'title';
    const order = queryString(q, 'order') === 'desc' ? 'desc' : 'asc';
    const key = (v: ViewRecord): string | number =>
      sort === 'created_at'
        ? v.createdAt
        : sort === 'last_updated_at'
          ? v.lastUpdatedAt
          : sort === 'id'
            ? v.id
            : sort === 'owner'
              ? v.owner
              : String(v[sort as 'title' | 'summary' | 'description']).toLowerCase();
    const list = views
      .all()
      .filter((v) => v.type === type && canRead(subject, v))
      .filter((v) => !query || [v.title, v.summary, v.description].some((s) => s.toLowerCase().includes(query.toLowerCase())))
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return (x < y ? -1 : x > y ? 1 : 0) * (order === 'desc' ? -1 : 1);
      });
    const favorites = new Set(views.favorites(subject.userId));
    const elements = list.slice((page - 1) * perPage, (page - 1) * perPage + perPage).map((v) => {
      const { state: _state, ...summary } = viewDto(v, favorites);
      return summary;
    });
    return {
      query,
      pagination: { total: list.length, count: elements.length, page, per_page: perPage },
      total: list.length,
      sort,
      order,
      elements,
      attributes: ATTRIBUTES,
      defaults: { sort: { id: 'title', direction: 'ASC' } },
    };
  };
  app.get('/dashboards', async (request) => page(request, 'DASHBOARD'));
  app.get('/search/saved', async (request) => page(request, 'SEARCH'));

  /** The view behind a dashboard or search GRN, if the user may read it. */
  const favoriteTarget = (request: FastifyRequest, grn: string) => {
    const subject = requireSubject(request);
    const parsed = parseGrn(grn);
    if (!parsed || (parsed.type !== 'dashboard' && parsed.type !== 'search')) throw new ApiError(400, `Invalid GRN ${grn}`);
    const view = views.get(parsed.entity);
    if (!view || viewGrn(view) !== toGrn(parsed.type, parsed.entity) || !canRead(subject, view))
      throw new ApiError(404, `Couldn't find entity ${grn}`);
    return { subject, grn: viewGrn(view) };
  };
  app.get('/favorites', async (request) => {
    const subject = requireSubject(request);
    const q = isObject(request.query) ? request.query : {};
    const { page, perPage } = paging(q, 5);
    const type = queryString(q, 'type');
    const all = views
      .favorites(subject.userId)
      .map((grn) => ({ grn, view: views.get(parseGrn(grn)?.entity ?? '') }))
      .filter((f): f is { grn: string; view: ViewRecord } => f.view !== undefined && canRead(subject, f.view))
      .filter((f) => !type || parseGrn(f.grn)?.type === type);
    const items = all.slice((page - 1) * perPage, (page - 1) * perPage + perPage).map((f) => ({ grn: f.grn, title: f.view.title }));
    return { total: all.length, page, per_page: perPage, count: items.length, favorites: items };
  });
  app.put<{ Params: { grn: string } }>('/favorites/:grn', async (request, reply) => {
    const { subject, grn } = favoriteTarget(request, request.params.grn);
    views.addFavorite(subject.userId, grn);
    return reply.code(204).send();
  });
  app.delete<{ Params: { grn: string } }>('/favorites/:grn', async (request, reply) => {
    const subject = requireSubject(request);
    if (!parseGrn(request.params.grn)) throw new ApiError(400, `Invalid GRN ${request.params.grn}`);
    views.removeFavorite(subject.userId, request.params.grn);
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string } }>('/entitylists/preferences/:id', async (request, reply) => {
    const subject = requireSubject(request);
    if (!validListId(request.params.id)) throw new ApiError(400, `Invalid entity list id ${request.params.id}`);
    const stored = views.preferences(subject.userId, request.params.id);
    return stored === undefined ? reply.code(204).send() : stored;
  });
  app.post<{ Params: { id: string } }>('/entitylists/preferences/:id', async (request, reply) => {
    const subject = requireSubject(request);
    if (!validListId(request.params.id)) throw new ApiError(400, `Invalid entity list id ${request.params.id}`);
    const body = readStrictObject(request.body, ['displayed_attributes', 'per_page', 'sort']);
    const attrs = body['displayed_attributes'];
    if (
      attrs !== undefined &&
      attrs !== null &&
      (!Array.isArray(attrs) || attrs.length > 100 || !attrs.every((a) => typeof a === 'string' && a.length <= 128))
    ) {
      throw new ApiError(400, 'Unable to map property displayed_attributes: expected a list of strings.');
    }
    const perPage = body['per_page'];
    if (
      perPage !== undefined &&
      perPage !== null &&
      (typeof perPage !== 'number' || !Number.isInteger(perPage) || perPage < 1 || perPage > 10_000)
    ) {
      throw new ApiError(400, 'Unable to map property per_page: expected an integer.');
    }
    const sort = body['sort'];
    if (sort !== undefined && sort !== null) {
      const s = isObject(sort) ? readStrictObject(sort, ['field', 'order'], 'sort') : undefined;
      if (!s || typeof s['field'] !== 'string' || s['field'].length > 128 || (s['order'] !== 'asc' && s['order'] !== 'desc')) {
        throw new ApiError(400, 'Unable to map property sort: expected {field, order: "asc"|"desc"}.');
      }
    }
    views.savePreferences(subject.userId, request.params.id, {
      displayed_attributes: attrs ?? null,
      per_page: perPage ?? null,
      sort: sort ?? null,
    });
    return reply.code(200).send();
  });
};
