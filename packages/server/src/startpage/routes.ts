import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSubject, type Subject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject } from '../http/body.js';
import { jodaDate } from '../db/ids.js';
import { parseGrn } from '../sharing/grn.js';
import type { GrantStore } from '../sharing/grants.js';
import { canRead } from '../views/access.js';
import type { ViewRecord, ViewStore } from '../views/store.js';
import type { ActivityType, ItemType, StartPageStore } from './store.js';

export interface StartPageDeps {
  store: StartPageStore;
  views: Pick<ViewStore, 'get'>;
}

const typeOfView = (view: Pick<ViewRecord, 'type'>): ItemType => (view.type === 'DASHBOARD' ? 'dashboard' : 'search');
const viewOfItem = (type: ItemType, id: string): Pick<ViewRecord, 'id' | 'type'> => ({
  id,
  type: type === 'dashboard' ? 'DASHBOARD' : 'SEARCH',
});

/**
 * `page` and `per_page` of a start page list: whole numbers of at least 1, 1 and 5 by default
 * (`StartPageResource`). Graylog fails with a server error on 0 or less; this server says why.
 */
function startPagePaging(query: unknown): { page: number; perPage: number } {
  const q = isObject(query) ? query : {};
  const read = (key: string, fallback: number) => {
    const raw = q[key];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new ApiError(400, `Query parameter ${key} must be a whole number of at least 1.`);
    return n;
  };
  return { page: read('page', 1), perPage: Math.min(read('per_page', 5), 10_000) };
}

/** Graylog's `PaginatedResponse`: the list under its key, then total, page, per_page and count. */
function paginated<T>(key: string, all: readonly T[], page: number, perPage: number) {
  const items = all.slice((page - 1) * perPage, page * perPage);
  return { [key]: items, total: all.length, page, per_page: perPage, count: items.length };
}

/** An activity is seen by whoever did it, and by users who may read the item (admins see all). */
const canSeeActivity = (subject: Subject, activity: { userName: string; itemType: ItemType; itemId: string }) =>
  activity.userName === subject.username || canRead(subject, viewOfItem(activity.itemType, activity.itemId));

/** `GET /startpage/lastOpened` and `/startpage/recentActivity` (Graylog 5.1 `StartPageResource`). */
export const startPageRoutes: FastifyPluginAsync<StartPageDeps> = async (app, { store, views }) => {
  app.get('/startpage/lastOpened', async (request) => {
    const subject = requireSubject(request);
    const { page, perPage } = startPagePaging(request.query);
    const items = store
      .lastOpened(subject.userId)
      .map((item) => ({ item, view: views.get(item.itemId) }))
      .filter((x): x is { item: (typeof x)['item']; view: ViewRecord } => x.view !== undefined && canRead(subject, x.view))
      .map(({ view }) => ({ id: view.id, type: typeOfView(view), title: view.title }));
    return paginated('lastOpened', items, page, perPage);
  });

  app.get('/startpage/recentActivity', async (request) => {
    const subject = requireSubject(request);
    const { page, perPage } = startPagePaging(request.query);
    const items = store
      .activities()
      .filter((a) => canSeeActivity(subject, a))
      .map((a) => ({
        id: a.id,
        activity_type: a.activityType,
        item_type: a.itemType,
        item_id: a.itemId,
        item_title: a.itemTitle,
        user_name: a.userName,
        timestamp: jodaDate(a.timestamp),
      }));
    return paginated('recentActivity', items, page, perPage);
  });
};

/** A view as the views routes answered it (ViewDTO). */
interface ViewAnswer {
  id: string;
  type: 'SEARCH' | 'DASHBOARD';
  title: string;
}

const parseView = (payload: unknown): ViewAnswer | null => {
  if (typeof payload !== 'string') return null;
  try {
    const body: unknown = JSON.parse(payload);
    if (
      isObject(body) &&
      typeof body['id'] === 'string' &&
      (body['type'] === 'SEARCH' || body['type'] === 'DASHBOARD') &&
      typeof body['title'] === 'string'
    ) {
      return { id: body['id'], type: body['type'], title: body['title'] };
    }
  } catch {
    // Not a view: nothing to record.
  }
  return null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The grantees of the entity a share request changes, as they were before it. */
    granteesBefore: Set<string> | null;
  }
}

/**
 * Records, from the answers of the views and sharing routes of `api`, what users open (a view read by
 * `GET /views/{id}`) and what they do: views created, updated and deleted, entities shared and
 * unshared, as Graylog's `StartPageService` and `RecentActivityUpdatesListener` do.
 */
export function installStartPageRecorder(
  api: FastifyInstance,
  { store, grants, views }: { store: StartPageStore; grants: Pick<GrantStore, 'forTarget'>; views: Pick<ViewStore, 'get'> },
): void {
  api.decorateRequest('granteesBefore', null);
  const shareTarget = (request: FastifyRequest) => {
    const grn = (request.params as { grn?: string } | undefined)?.grn;
    const parsed = grn ? parseGrn(grn) : undefined;
    return grn && parsed && (parsed.type === 'dashboard' || parsed.type === 'search')
      ? { grn, id: parsed.entity, type: parsed.type as ItemType }
      : null;
  };
  const granteesOf = (grn: string) =>
    new Set(
      grants
        .forTarget(grn)
        .filter((g) => g.capability !== 'own')
        .map((g) => g.grantee),
    );

  api.addHook('preHandler', (request, _reply, done) => {
    if (request.method === 'POST' && request.routeOptions.url === '/api/authz/shares/entities/:grn') {
      const target = shareTarget(request);
      if (target) request.granteesBefore = granteesOf(target.grn);
    }
    done();
  });

  api.addHook('onSend', (request, reply, payload, done) => {
    const subject = request.subject;
    const url = request.routeOptions.url;
    const watched = url !== undefined && (url.startsWith('/api/views') || url.startsWith('/api/authz/shares/entities/'));
    if (!subject || reply.statusCode !== 200 || !watched) return done(null, payload);
    const activity = (activityType: ActivityType, view: ViewAnswer) =>
      store.record({ activityType, itemType: typeOfView(view), itemId: view.id, itemTitle: view.title, userName: subject.username });
    const key = `${request.method} ${url}`;
    if (key === 'GET /api/views/:id') {
      // Graylog records a view opened by its id, not the default view (`ViewsResource#get`).
      if ((request.params as { id?: string }).id === 'default') return done(null, payload);
      const view = parseView(payload);
      if (view) store.opened(subject.userId, view.id, typeOfView(view));
    } else if (key === 'POST /api/views' || key === 'PUT /api/views/:id') {
      const view = parseView(payload);
      if (view) activity(request.method === 'POST' ? 'create' : 'update', view);
    } else if (key === 'DELETE /api/views/:id') {
      const view = parseView(payload);
      if (view) {
        activity('delete', view);
        store.forget(view.id);
      }
    } else if (key === 'POST /api/authz/shares/entities/:grn') {
      const target = shareTarget(request);
      const before = request.granteesBefore;
      if (target && before) {
        const after = granteesOf(target.grn);
        const view = views.get(target.id);
        if (!view) return done(null, payload);
        if ([...after].some((g) => !before.has(g))) activity('share', view);
        if ([...before].some((g) => !after.has(g))) activity('unshare', view);
      }
    }
    return done(null, payload);
  });
}
