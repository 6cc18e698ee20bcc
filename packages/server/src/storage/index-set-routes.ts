import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { migrate } from '../db/migrate.js';
import { ApiError } from '../http/errors.js';
import { DEFAULT_INDEX_SET, DEFAULT_INDEX_SET_ID, type IndexSetConfig } from './index-sets.js';
import type { MessageStore } from './message-store.js';

const ROTATION = 'org.graylog2.indexer.rotation.strategies.';
const RETENTION = 'org.graylog2.indexer.retention.strategies.';

/** ISO-8601 period (P1D, PT6H, P1W, ...) in milliseconds, or null. */
export function periodMs(period: string): number | null {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(period);
  if (!m || period === 'P' || period.endsWith('T')) return null;
  const [, w, d, h, min, s] = m.map((x) => Number(x ?? 0));
  return ((((w! * 7 + d!) * 24 + h!) * 60 + min!) * 60 + s!) * 1000;
}

interface Stored {
  title: string;
  description: string;
  createdAt: string;
  rotation: Record<string, unknown> & { type: string };
  maxIndices: number;
}

function toConfig(stored: Stored): IndexSetConfig {
  const r = stored.rotation;
  const rotation =
    r.type === `${ROTATION}TimeBasedRotationStrategyConfig`
      ? { type: 'time' as const, periodMs: periodMs(String(r['rotation_period'] ?? 'P1D')) ?? 86_400_000 }
      : { type: 'count' as const, maxDocs: Number(r['max_docs_per_index'] ?? 20_000_000) };
  return { prefix: DEFAULT_INDEX_SET.prefix, rotation, maxIndices: stored.maxIndices };
}

/** The default index set `graylog_*`: its settings (rotation by count or time, deletion retention) and stats. */
export function indexSetRoutes(db: Database, store: MessageStore): FastifyPluginAsync {
  migrate(db, 'index_sets', [
    { version: 1, name: 'create index set settings', up: (d) => d.exec('CREATE TABLE index_set_settings (id TEXT PRIMARY KEY, body TEXT NOT NULL)') },
  ]);
  const load = (): Stored => {
    const row = db.prepare('SELECT body FROM index_set_settings WHERE id = ?').get(DEFAULT_INDEX_SET_ID) as { body: string } | undefined;
    if (row) return JSON.parse(row.body) as Stored;
    return {
      title: 'Default index set',
      description: 'The Graylog default index set',
      createdAt: new Date().toISOString(),
      rotation: { type: `${ROTATION}MessageCountRotationStrategyConfig`, max_docs_per_index: DEFAULT_INDEX_SET.rotation.type === 'count' ? DEFAULT_INDEX_SET.rotation.maxDocs : 20_000_000 },
      maxIndices: DEFAULT_INDEX_SET.maxIndices,
    };
  };
  store.setIndexSet(toConfig(load()));

  const summary = (s: Stored) => ({
    id: DEFAULT_INDEX_SET_ID,
    title: s.title,
    description: s.description,
    default: true,
    can_be_default: true,
    writable: true,
    index_prefix: DEFAULT_INDEX_SET.prefix,
    shards: 1,
    replicas: 0,
    rotation_strategy_class: s.rotation.type.replace(/Config$/, ''),
    rotation_strategy: s.rotation,
    retention_strategy_class: `${RETENTION}DeletionRetentionStrategy`,
    retention_strategy: { type: `${RETENTION}DeletionRetentionStrategyConfig`, max_number_of_indices: s.maxIndices },
    creation_date: s.createdAt,
    index_analyzer: 'standard',
    index_optimization_max_num_segments: 1,
    index_optimization_disabled: false,
    field_type_refresh_interval: 5000,
    index_template_type: 'messages',
  });
  const stats = () => ({ indices: store.listIndices().length, documents: store.listIndices().reduce((n, i) => n + i.count, 0), size: 0 });
  const mustBeDefault = (id: string) => {
    if (id !== DEFAULT_INDEX_SET_ID) throw new ApiError(404, `Couldn't find index set with ID <${id}>`);
  };

  return async (app) => {
    app.get<{ Querystring: { stats?: string } }>('/system/indices/index_sets', async (request) => {
      const subject = requireSubject(request);
      const readable = subject.isPermitted(`indexsets:read:${DEFAULT_INDEX_SET_ID}`);
      return {
        total: readable ? 1 : 0,
        index_sets: readable ? [summary(load())] : [],
        stats: request.query.stats === 'true' && readable ? { [DEFAULT_INDEX_SET_ID]: stats() } : {},
      };
    });
    app.get('/system/indices/index_sets/stats', async (request) => {
      requirePermission(request, 'indexsets:read');
      return stats();
    });
    app.get<{ Params: { id: string } }>('/system/indices/index_sets/:id', async (request) => {
      requirePermission(request, `indexsets:read:${request.params.id}`);
      mustBeDefault(request.params.id);
      return summary(load());
    });
    app.get<{ Params: { id: string } }>('/system/indices/index_sets/:id/stats', async (request) => {
      requirePermission(request, `indexsets:read:${request.params.id}`);
      mustBeDefault(request.params.id);
      return stats();
    });
    app.put<{ Params: { id: string } }>('/system/indices/index_sets/:id', async (request) => {
      requirePermission(request, `indexsets:edit:${request.params.id}`);
      mustBeDefault(request.params.id);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const current = load();
      const rotation = (body['rotation_strategy'] ?? current.rotation) as Stored['rotation'];
      const retention = (body['retention_strategy'] ?? {}) as Record<string, unknown>;
      if (rotation.type === `${ROTATION}MessageCountRotationStrategyConfig`) {
        const n = rotation['max_docs_per_index'];
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw new ApiError(400, 'max_docs_per_index must be a whole number of at least 1');
      } else if (rotation.type === `${ROTATION}TimeBasedRotationStrategyConfig`) {
        if (periodMs(String(rotation['rotation_period'] ?? '')) === null) throw new ApiError(400, 'rotation_period must be an ISO-8601 period such as P1D');
      } else {
        throw new ApiError(400, `Unsupported rotation strategy ${String(rotation.type)}: use message count or time based rotation`);
      }
      const maxIndices = retention['max_number_of_indices'] ?? current.maxIndices;
      if (typeof maxIndices !== 'number' || !Number.isInteger(maxIndices) || maxIndices < 1) throw new ApiError(400, 'max_number_of_indices must be a whole number of at least 1');
      const next: Stored = {
        ...current,
        title: typeof body['title'] === 'string' && body['title'].trim() !== '' ? body['title'] : current.title,
        description: typeof body['description'] === 'string' ? body['description'] : current.description,
        rotation,
        maxIndices,
      };
      db.prepare('INSERT INTO index_set_settings (id, body) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET body = excluded.body').run(DEFAULT_INDEX_SET_ID, JSON.stringify(next));
      store.setIndexSet(toConfig(next));
      return summary(next);
    });
  };
}
