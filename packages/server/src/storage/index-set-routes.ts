import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { newObjectId } from '../db/ids.js';
import { migrate } from '../db/migrate.js';
import { ApiError } from '../http/errors.js';
import type { StreamRegistry } from '../streams/model.js';
import { defaultStoredSet, indexSetSummary, readNewIndexSet, readStrategies, toConfig, type StoredIndexSet } from './index-set-model.js';
import { DEFAULT_INDEX_SET, DEFAULT_INDEX_SET_ID, needsRotation, retentionTargets, type IndexState } from './index-sets.js';
import type { MessageStore } from './message-store.js';

const object = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const notFound = (id: string) => new ApiError(404, `Couldn't find index set with ID <${id}>`);

/**
 * Index sets: the original default set `graylog_*` and further sets created through the API, each with
 * indices of its own in the message store, rotated and trimmed by its strategies. A message is stored
 * once, in the set of the first of its streams that writes elsewhere than `graylog_*`, else in the
 * default set.
 */
export function indexSetRoutes(db: Database, store: MessageStore, streams: StreamRegistry): FastifyPluginAsync {
  migrate(db, 'index_sets', [
    {
      version: 1,
      name: 'create index set settings',
      up: (d) => d.exec('CREATE TABLE index_set_settings (id TEXT PRIMARY KEY, body TEXT NOT NULL)'),
    },
    {
      version: 2,
      name: 'remember the default index set',
      up: (d) => d.exec('CREATE TABLE index_set_default (id TEXT NOT NULL)'),
    },
  ]);
  const defaultId = (): string =>
    (db.prepare('SELECT id FROM index_set_default').get() as { id: string } | undefined)?.id ?? DEFAULT_INDEX_SET_ID;
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
  for (const [id, set] of all()) store.setIndexSet(toConfig(id, set));
  store.setDefaultIndexSet(defaultId());

  const summary = (id: string, set: StoredIndexSet) => indexSetSummary(id, set, id === defaultId());
  const statsOf = (indices: readonly IndexState[]) => ({
    indices: indices.length,
    documents: indices.reduce((n, i) => n + i.count, 0),
    size: indices.reduce((n, i) => n + i.bytes, 0),
  });
  const stats = (id: string) => statsOf(store.indicesOf(id));

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
      return statsOf(store.listIndices());
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
      store.setIndexSet(toConfig(id, set));
      // As Graylog, a new set gets its first index at once.
      await store.ensureIndex(id);
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
      if (id === defaultId() && body['writable'] === false) throw new ApiError(409, 'Default index set must be writable.');
      const { rotation, retention } = readStrategies(body, current);
      const next: StoredIndexSet = {
        ...current,
        title: typeof body['title'] === 'string' && body['title'].trim() !== '' ? body['title'] : current.title,
        description: typeof body['description'] === 'string' ? body['description'] : current.description,
        ...(typeof body['writable'] === 'boolean' ? { writable: body['writable'] } : {}),
        rotation,
        retention,
      };
      delete next.maxIndices;
      save(id, next);
      store.setIndexSet(toConfig(id, next));
      // The new retention applies now, not only at the next rotation.
      await store.maintain();
      return summary(id, next);
    });
    app.put<{ Params: { id: string } }>('/system/indices/index_sets/:id/default', async (request) => {
      const { id } = request.params;
      requirePermission(request, `indexsets:edit:${id}`);
      const set = load(id);
      if (!summary(id, set).can_be_default)
        throw new ApiError(409, `Index set <${id}> cannot be the default: it is not writable or not a message index set.`);
      db.transaction(() => {
        db.prepare('DELETE FROM index_set_default').run();
        db.prepare('INSERT INTO index_set_default (id) VALUES (?)').run(id);
      })();
      store.setDefaultIndexSet(id);
      return summary(id, set);
    });
    /**
     * Beyond Graylog: what a rotation and retention would remove now if saved (`{rotation_strategy,
     * retention_strategy}` as for an update): the indices retention would delete or close, with their
     * messages and bytes.
     */
    app.post<{ Params: { id: string } }>('/system/indices/index_sets/:id/retention_preview', async (request) => {
      const { id } = request.params;
      requirePermission(request, `indexsets:edit:${id}`);
      const current = load(id);
      const body = object(request.body);
      if (!body) throw new ApiError(400, 'Expected a JSON object with rotation_strategy and retention_strategy.');
      for (const [key, value] of Object.entries(body)) {
        if (key !== 'rotation_strategy' && key !== 'retention_strategy') throw new ApiError(400, `Unknown property ${key}.`);
        if (value !== null && !object(value)) throw new ApiError(400, `Unable to map property ${key}: expected an object.`);
      }
      const { rotation, retention } = readStrategies(body, current);
      const config = toConfig(id, { ...current, rotation, retention });
      const now = Date.now();
      const indices = store.indicesOf(id);
      // Saving also rotates a write index the new rotation finds full or old; retention then counts the new one.
      const writing = indices[indices.length - 1];
      if (writing && needsRotation(config, writing, now))
        indices.push({ ...writing, number: -1, seq: writing.seq + 1, createdAt: now, count: 0, bytes: 0 });
      const targets = retentionTargets(config, indices, now);
      return {
        action: config.retention.type === 'noop' ? 'none' : config.retention.type,
        indices: targets.map((i) => store.nameOf(i)),
        messages: targets.reduce((n, i) => n + i.count, 0),
        bytes: targets.reduce((n, i) => n + i.bytes, 0),
      };
    });
    app.delete<{ Params: { id: string } }>('/system/indices/index_sets/:id', async (request, reply) => {
      const { id } = request.params;
      requirePermission(request, `indexsets:delete:${id}`);
      load(id);
      if (id === defaultId()) throw new ApiError(400, `Default index set <${id}> cannot be deleted!`);
      // As Graylog's MongoIndexSetService#isDeletable: a set that streams still write to is kept.
      if (streams.list().some((s) => s.indexSetId === id)) throw new ApiError(404, `Couldn't delete index set with ID <${id}>`);
      db.prepare('DELETE FROM index_set_settings WHERE id = ?').run(id);
      await store.dropIndexSet(id);
      return reply.code(204).send();
    });
  };
}
