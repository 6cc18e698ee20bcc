import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { migrate } from '../db/migrate.js';
import { ApiError } from '../http/errors.js';
import { DEFAULT_INDEX_SET_ID } from '../storage/index-sets.js';
import type { MessageStore } from '../storage/message-store.js';
import { SEARCH_BACKEND } from './search-version.js';
import type { ActivityWriter } from './system-messages.js';

/** The name the message store reports as its search cluster's. */
export const INDEXER_CLUSTER_NAME = 'sift-message-store';
/** Older failures are dropped beyond this many (Graylog keeps them in a capped collection). */
const MAX_FAILURES = 10_000;

export interface IndexFailure {
  letter_id: string;
  index: string;
  type: 'indexing';
  message: string;
  timestamp: string;
}

/** Messages the message store could not write (Graylog's `IndexFailureService`), persisted. */
export class IndexFailures {
  constructor(private readonly db: Database) {
    migrate(db, 'index_failures', [
      {
        version: 1,
        name: 'create index failures',
        up: (d) =>
          d.exec(
            'CREATE TABLE index_failures (seq INTEGER PRIMARY KEY AUTOINCREMENT, letter_id TEXT NOT NULL, idx TEXT NOT NULL, message TEXT NOT NULL, timestamp TEXT NOT NULL)',
          ),
      },
    ]);
  }

  record(batch: readonly { id: string }[], index: string, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    const now = new Date().toISOString();
    const insert = this.db.prepare('INSERT INTO index_failures (letter_id, idx, message, timestamp) VALUES (?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const m of batch) insert.run(m.id, index, message, now);
      this.db.prepare('DELETE FROM index_failures WHERE seq <= (SELECT max(seq) FROM index_failures) - ?').run(MAX_FAILURES);
    })();
  }

  /** Newest first; a limit of 0 means all. */
  page(limit: number, offset: number): { total: number; failures: IndexFailure[] } {
    const total = (this.db.prepare('SELECT count(*) AS n FROM index_failures').get() as { n: number }).n;
    const rows = this.db
      .prepare('SELECT letter_id, idx, message, timestamp FROM index_failures ORDER BY seq DESC LIMIT ? OFFSET ?')
      .all(limit === 0 ? -1 : limit, offset) as {
      letter_id: string;
      idx: string;
      message: string;
      timestamp: string;
    }[];
    return {
      total,
      failures: rows.map((r) => ({ letter_id: r.letter_id, index: r.idx, type: 'indexing', message: r.message, timestamp: r.timestamp })),
    };
  }

  countSince(since: string): number {
    return (this.db.prepare('SELECT count(*) AS n FROM index_failures WHERE timestamp >= ?').get(since) as { n: number }).n;
  }
}

const sizeText = (bytes: number) =>
  bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MiB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${bytes} B`;

/** Records in `failures` every batch the store cannot write, and in `activity` rotations and retention (with what it freed). */
export function watchMessageStore(store: MessageStore, failures: IndexFailures, activity: ActivityWriter): () => void {
  const offFailed = store.onFailed((batch, error) => {
    const current = store.currentIndex();
    failures.record(batch, current ? store.nameOf(current) : store.indexName(0), error);
  });
  const offRotated = store.onRotated(({ set, previous, next, dropped, closed }) => {
    if (previous && next) {
      activity.write(
        `Cycled index alias <${set.prefix}_deflector> from <${store.nameOf(previous)}> to <${store.nameOf(next)}>.`,
        'org.graylog2.indexer.MongoIndexSet',
      );
    }
    const why =
      set.rotation.type === 'time-size'
        ? 'it is older than the index set keeps indices'
        : `the index set keeps at most ${set.retention.maxIndices} indices`;
    for (const index of dropped) {
      activity.write(
        `Deleted index <${store.nameOf(index)}> with ${index.count} messages, freeing ${sizeText(index.bytes)}: ${why} (retention strategy: delete).`,
        'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
      );
    }
    for (const index of closed) {
      activity.write(
        `Closed index <${store.nameOf(index)}> with ${index.count} messages (${sizeText(index.bytes)}): ${why} (retention strategy: close).`,
        'org.graylog2.indexer.retention.strategies.ClosingRetentionStrategy',
      );
    }
  });
  return () => {
    offFailed();
    offRotated();
  };
}

const parseCount = (raw: string | undefined, name: string, fallback: number) => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new ApiError(400, `${name} must be a whole number of at least 0`);
  return n;
};

/**
 * `/system/indexer/overview[/{indexSetId}]`, `/system/indexer/failures[/count]` and
 * `/system/indexer/cluster/{health,name,info}`, answered from the message store: one node, one shard
 * per index, no replicas.
 */
export const indexerRoutes: FastifyPluginAsync<{ db: Database; store: MessageStore; failures: IndexFailures }> = async (
  app,
  { db, store, failures },
) => {
  const health = () => ({ status: 'green', shards: { active: store.listIndices().length, initializing: 0, relocating: 0, unassigned: 0 } });
  const indexSetExists = (id: string) =>
    id === DEFAULT_INDEX_SET_ID ||
    (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'index_set_settings'").get() !== undefined &&
      db.prepare('SELECT 1 FROM index_set_settings WHERE id = ?').get(id) !== undefined);

  const overview = async (request: FastifyRequest, indexSetId: string) => {
    // Graylog's IndexerOverviewResource checks no permission beyond authentication.
    requireSubject(request);
    if (!indexSetExists(indexSetId)) throw new ApiError(404, `Index set <${indexSetId}> not found.`);
    const indices: Record<string, unknown> = {};
    let events = 0;
    const own = store.indicesOf(indexSetId);
    const current = store.currentIndex(indexSetId);
    const open = own.filter((i) => !i.closed).map((i) => i.number);
    const started = Date.now();
    const rows =
      open.length === 0
        ? []
        : await store.query(
            `SELECT gl2_index AS n, min(epoch_ms("timestamp")) AS lo, max(epoch_ms("timestamp")) AS hi FROM messages WHERE gl2_index IN (${open.join(', ')}) GROUP BY gl2_index`,
          );
    const ranges = new Map(rows.map((r) => [Number(r['n']), { lo: Number(r['lo']), hi: Number(r['hi']) }]));
    const calculatedAt = new Date().toISOString();
    const took = Date.now() - started;
    for (const index of own) {
      events += index.count;
      const name = store.nameOf(index);
      const range = ranges.get(index.number);
      indices[name] = {
        size: { events: index.count, deleted: 0, bytes: index.bytes },
        range: {
          index_name: name,
          begin: new Date(range ? range.lo : 0).toISOString(),
          end: new Date(range ? range.hi : 0).toISOString(),
          calculated_at: calculatedAt,
          took_ms: took,
        },
        is_deflector: index === current,
        is_closed: index.closed,
        is_reopened: false,
      };
    }
    return {
      deflector: current ? { is_up: true, current_target: store.nameOf(current) } : { is_up: false, current_target: null },
      indexer_cluster: { health: health(), name: INDEXER_CLUSTER_NAME },
      counts: { events },
      indices,
    };
  };

  app.get('/system/indexer/overview', async (request) => overview(request, DEFAULT_INDEX_SET_ID));
  app.get<{ Params: { indexSetId: string } }>('/system/indexer/overview/:indexSetId', async (request) =>
    overview(request, request.params.indexSetId),
  );

  app.get<{ Querystring: { limit?: string; offset?: string } }>('/system/indexer/failures', async (request) => {
    requirePermission(request, 'indices:failures');
    // A missing limit is 0, which (as MongoDB's limit) means no limit.
    return failures.page(parseCount(request.query.limit, 'limit', 0), parseCount(request.query.offset, 'offset', 0));
  });
  app.get<{ Querystring: { since?: string } }>('/system/indexer/failures/count', async (request) => {
    requirePermission(request, 'indices:failures');
    const since = request.query.since;
    const time = since === undefined ? NaN : Date.parse(since);
    if (since === undefined || since === '' || Number.isNaN(time))
      throw new ApiError(400, `Invalid date parameter provided: [${since ?? ''}]`);
    return { count: failures.countSince(new Date(time).toISOString()) };
  });

  app.get('/system/indexer/cluster/health', async (request) => {
    requirePermission(request, 'indexercluster:read');
    return health();
  });
  app.get('/system/indexer/cluster/name', async (request) => {
    requirePermission(request, 'indexercluster:read');
    return { name: INDEXER_CLUSTER_NAME };
  });
  app.get('/system/indexer/cluster/info', async (request) => {
    requirePermission(request, 'indexercluster:read');
    return { cluster_name: INDEXER_CLUSTER_NAME, distribution: SEARCH_BACKEND.printName, ...health() };
  });
};
