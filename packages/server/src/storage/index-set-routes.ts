import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { newObjectId } from '../db/ids.js';
import { migrate } from '../db/migrate.js';
import { ApiError } from '../http/errors.js';
import type { StreamRegistry } from '../streams/model.js';
import { defaultStoredSet, indexSetSummary, readNewIndexSet, readStrategies, toConfig, type StoredIndexSet } from './index-set-model.js';
import { DEFAULT_INDEX_SET, DEFAULT_INDEX_SET_ID } from './index-sets.js';
import type { MessageStore } from './message-store.js';

const notFound = (id: string) => new ApiError(404, `Couldn't find index set with ID <${id}>`);

/**
 * Index sets: the default set `graylog_*` (its rotation by count or time and deletion retention apply
 * to the message store) and further sets created through the API. Messages are stored in the default
 * set's indices whatever the stream's set (docs/api-compatibility/server-ii.md).
 */
export function indexSetRoutes(db: Database, store: MessageStore, streams: StreamRegistry): FastifyPluginAsync {
  migrate(db, 'index_sets', [
    {
      version: 1,
      name: 'create index set settings',
      up: (d) => d.exec('CREATE TABLE index_set_settings (id TEXT PRIMARY KEY, body TEXT NOT NULL)'),
    },
  ]);
  const get = (id: string): StoredIndexSet | null => {
    const row = db.prepare('SELECT body FROM index_set_settings WHERE id = ?').get(id) as { body: string } | undefined;
    if (row) return JSON.parse(row.body) as StoredIndexSet;
    return id === DEFAULT_INDEX_SET_ID ? defaultStoredSet() : null;
  };
  const all = (): [string, StoredIndexSet][] => {
    const rows = db.prepare('SELECT id, body FROM index_set_settings').all() as { id: string; body: string }[];
    const sets = new Map(rows.map((r) => [r.id, JSON.parse(r.body) as StoredIndexSet]));
    if (!sets.has(DEFAULT_INDEX_SET_ID)) sets.set(DEFAULT_INDEX_SET_ID, defaultStoredSet());
    // The default set first, then by creation (as Graylog lists them), ties by id.
    return [...sets].sort(([a, x], [b, y]) =>
      a === DEFAULT_INDEX_SET_ID ? -1 : b === DEFAULT_INDEX_SET_ID ? 1 : x.createdAt.localeCompare(y.createdAt) || a.localeCompare(b),
    );
  };
  const save = (id: string, set: StoredIndexSet) => {
    db.prepare('INSERT INTO index_set_settings (id, body) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET body = excluded.body').run(
      id,
      JSON.stringify(set),
    );
  };
  const load = (id: string): StoredIndexSet => {
    const set = get(id);
    if (!set) throw notFound(id);
    return set;
  };
  store.setIndexSet(toConfig(load(DEFAULT_INDEX_SET_ID)));

  const summary = (id: string, set: StoredIndexSet) => indexSetSummary(id, set, id === DEFAULT_INDEX_SET_ID);
  const stats = (id: string) => {
    if (id !== DEFAULT_INDEX_SET_ID) return { indices: 0, documents: 0, size: 0 };
    return { indices: store.listIndices().length, documents: store.listIndices().reduce((n, i) => n + i.count, 0), size: 0 };
  };

  return async (app) => {
    app.get<{ Querystring: { stats?: string; skip?: string; limit?: string } }>('/system/indices/index_sets', async (request) => {
      const subject = requireSubject(request);
      const readable = all().filter(([id]) => subject.isPermitted(`indexsets:read:${id}`));
      const skip = Math.max(0, Number(request.query.skip ?? 0) || 0);
      const limit = Math.max(0, Number(request.query.limit ?? 0) || 0);
      const page = readable.slice(skip, limit > 0 ? skip + limit : undefined);
      return {
        total: readable.length,
        index_sets: page.map(([id, set]) => summary(id, set)),
        stats: request.query.stats === 'true' ? Object.fromEntries(page.map(([id]) => [id, stats(id)])) : {},
      };
    });
    app.get('/system/indices/index_sets/stats', async (request) => {
      requirePermission(request, 'indexsets:read');
      return stats(DEFAULT_INDEX_SET_ID);
    });
    app.get<{ Params: { id: string } }>('/system/indices/index_sets/:id', async (request) => {
      requirePermission(request, `indexsets:read:${request.params.id}`);
      return summary(request.params.id, load(request.params.id));
    });
    app.get<{ Params: { id: string } }>('/system/indices/index_sets/:id/stats', async (request) => {
      requirePermission(request, `indexsets:read:${request.params.id}`);
      load(request.params.id);
      return stats(request.params.id);
    });
    app.post('/system/indices/index_sets', async (request) => {
      requirePermission(request, 'indexsets:create');
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body['id'] === 'string' && get(body['id'])) throw new ApiError(400, `Index set with ID <${body['id']}> already exists`);
      const prefixes = all().map(([, set]) => set.prefix ?? DEFAULT_INDEX_SET.prefix);
      const set = readNewIndexSet(body, prefixes);
      const id = newObjectId();
      save(id, set);
      return summary(id, set);
    });
    app.put<{ Params: { id: string } }>('/system/indices/index_sets/:id', async (request) => {
      const { id } = request.params;
      requirePermission(request, `indexsets:edit:${id}`);
      const current = load(id);
      // IndexSetUpdateRequest is `@NotNull`: an absent body or anything but an object is refused.
      const raw: unknown = request.body;
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ApiError(400, 'Expected a JSON object as index set.');
      const body = raw as Record<string, unknown>;
      for (const [field, type] of [
        ['title', 'string'],
        ['description', 'string'],
        ['writable', 'boolean'],
      ] as const) {
        if (body[field] !== undefined && body[field] !== null && typeof body[field] !== type)
          throw new ApiError(400, `Unable to map property ${field}: expected a ${type}.`);
      }
      if (id === DEFAULT_INDEX_SET_ID && body['writable'] === false) throw new ApiError(409, 'Default index set must be writable.');
      const { rotation, maxIndices } = readStrategies(body, current);
      const next: StoredIndexSet = {
        ...current,
        title: typeof body['title'] === 'string' && body['title'].trim() !== '' ? body['title'] : current.title,
        description: typeof body['description'] === 'string' ? body['description'] : current.description,
        ...(typeof body['writable'] === 'boolean' ? { writable: body['writable'] } : {}),
        rotation,
        maxIndices,
      };
      save(id, next);
      if (id === DEFAULT_INDEX_SET_ID) store.setIndexSet(toConfig(next));
      return summary(id, next);
    });
    app.delete<{ Params: { id: string } }>('/system/indices/index_sets/:id', async (request, reply) => {
      const { id } = request.params;
      requirePermission(request, `indexsets:delete:${id}`);
      load(id);
      if (id === DEFAULT_INDEX_SET_ID) throw new ApiError(400, `Default index set <${id}> cannot be deleted!`);
      // As Graylog's MongoIndexSetService#isDeletable: a set that streams still write to is kept.
      if (streams.list().some((s) => s.indexSetId === id)) throw new ApiError(404, `Couldn't delete index set with ID <${id}>`);
      db.prepare('DELETE FROM index_set_settings WHERE id = ?').run(id);
      return reply.code(204).send();
    });
  };
}
