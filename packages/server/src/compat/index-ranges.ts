import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { jodaDate } from '../db/ids.js';
import { DEFAULT_INDEX_SET_ID } from '../storage/index-sets.js';
import type { MessageStore } from '../storage/message-store.js';
import type { SystemJobs } from './system-jobs.js';

/** Graylog's `IndexRangeSummary`: which time span an index holds, and when and how fast that was worked out. */
export interface IndexRangeSummary {
  index_name: string;
  begin: string;
  end: string;
  calculated_at: string;
  took_ms: number;
}

type RangeStore = Pick<
  MessageStore,
  'listIndices' | 'isWriteIndex' | 'indexName' | 'indexNumber' | 'indicesOf' | 'query' | 'isManagedName'
>;

/**
 * The index ranges of the message store: the oldest and newest message timestamp of every index
 * (epoch 0 for an empty one), as Graylog's `IndexRangeService` keeps them. A closed index never changes,
 * so its range is worked out once; the index being written to is measured on every read.
 */
export class IndexRanges {
  private readonly closed = new Map<number, IndexRangeSummary>();

  constructor(private readonly store: RangeStore) {}

  /** The ranges of every index, oldest index first. */
  async all(): Promise<IndexRangeSummary[]> {
    const indices = this.store.listIndices();
    const live = new Set(indices.map((i) => i.number));
    for (const n of this.closed.keys()) if (!live.has(n)) this.closed.delete(n);
    const writing = (n: number) => this.store.isWriteIndex(n);
    const missing = indices.map((i) => i.number).filter((n) => writing(n) || !this.closed.has(n));
    const computed = await this.calculate(missing);
    return indices.map((i) => (writing(i.number) ? computed.get(i.number)! : (this.closed.get(i.number) ?? computed.get(i.number)!)));
  }

  /** The range of one index by name, or undefined when the store has no such index. */
  async one(name: string): Promise<IndexRangeSummary | undefined> {
    return (await this.all()).find((r) => r.index_name === name);
  }

  /** Whether `name` is an index name of the message store's index set (whether it exists or not). */
  isManaged(name: string): boolean {
    return this.store.isManagedName(name);
  }

  /** The numbers of a set's indices. */
  numbersOf(set: string): number[] {
    return this.store.indicesOf(set).map((i) => i.number);
  }

  /** The number of the index called `name`, or null when there is none. */
  numberOf(name: string): number | null {
    return this.store.indexNumber(name);
  }

  /** Works the ranges of the given indices (every index without `numbers`) out again. */
  async rebuild(numbers?: readonly number[], progress: (done: number, total: number) => void = () => undefined): Promise<void> {
    const targets = numbers ?? this.store.listIndices().map((i) => i.number);
    let done = 0;
    for (const n of targets) {
      this.closed.delete(n);
      await this.calculate([n]);
      progress(++done, targets.length);
    }
  }

  private async calculate(numbers: readonly number[]): Promise<Map<number, IndexRangeSummary>> {
    const out = new Map<number, IndexRangeSummary>();
    if (numbers.length === 0) return out;
    const started = Date.now();
    const rows = await this.store.query(
      `SELECT gl2_index AS n, min(epoch_ms("timestamp")) AS lo, max(epoch_ms("timestamp")) AS hi FROM messages WHERE gl2_index IN (${numbers.map(() => '?').join(', ')}) GROUP BY gl2_index`,
      [...numbers],
    );
    const took = Date.now() - started;
    const found = new Map(rows.map((r) => [Number(r['n']), { lo: Number(r['lo']), hi: Number(r['hi']) }]));
    const calculatedAt = jodaDate(Date.now());
    for (const n of numbers) {
      const range = found.get(n);
      const summary: IndexRangeSummary = {
        index_name: this.store.indexName(n),
        begin: jodaDate(range ? range.lo : 0),
        end: jodaDate(range ? range.hi : 0),
        calculated_at: calculatedAt,
        took_ms: took,
      };
      out.set(n, summary);
      if (!this.store.isWriteIndex(n)) this.closed.set(n, summary);
    }
    return out;
  }
}

const REBUILD_JOB = 'org.graylog2.indexer.ranges.RebuildIndexRangesJob';
const SINGLE_JOB = 'org.graylog2.indexer.ranges.CreateNewSingleIndexRangeJob';

/**
 * `/system/indices/ranges` (Graylog's `IndexRangesResource`): list and show ranges; the rebuilds answer
 * 202 and run as system jobs, listed in `/system/jobs` while they run.
 */
export const indexRangeRoutes: FastifyPluginAsync<{ ranges: IndexRanges; jobs: SystemJobs; db: Database }> = async (
  app,
  { ranges, jobs, db },
) => {
  const indexSetExists = (id: string) =>
    id === DEFAULT_INDEX_SET_ID ||
    (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'index_set_settings'").get() !== undefined &&
      db.prepare('SELECT 1 FROM index_set_settings WHERE id = ?').get(id) !== undefined);
  const notManaged = (index: string) => new ApiError(400, `${index} is not a Graylog-managed Elasticsearch index.`);

  const submitRebuild = (numbers?: readonly number[]) => {
    let done = 0;
    let total = numbers?.length ?? 0;
    jobs.submit({
      name: REBUILD_JOB,
      description: 'Rebuilds index range information.',
      info: () => `Rebuilding index ranges: ${done} of ${total} indices done.`,
      percentComplete: () => (total === 0 ? 0 : (done / total) * 100),
      run: () =>
        ranges.rebuild(numbers, (d, t) => {
          done = d;
          total = t;
        }),
    });
  };

  app.get('/system/indices/ranges', async (request) => {
    const subject = requireSubject(request);
    const all = (await ranges.all()).filter((r) => subject.isPermitted(`indexranges:read:${r.index_name}`));
    return { total: all.length, ranges: all };
  });

  app.get<{ Params: { index: string } }>('/system/indices/ranges/:index', async (request) => {
    const { index } = request.params;
    if (!/^[a-z_0-9]+$/.test(index)) throw new ApiError(404, 'HTTP 404 Not Found');
    if (!ranges.isManaged(index)) throw notManaged(index);
    requirePermission(request, `indexranges:read:${index}`);
    const range = await ranges.one(index);
    if (!range) throw new ApiError(404, `Index range for index <${index}> not found.`);
    return range;
  });

  app.post('/system/indices/ranges/rebuild', async (request, reply) => {
    requirePermission(request, 'indexranges:rebuild');
    submitRebuild();
    return reply.code(202).send();
  });

  app.post<{ Params: { indexSetId: string } }>('/system/indices/ranges/index_set/:indexSetId/rebuild', async (request, reply) => {
    requirePermission(request, 'indexranges:rebuild');
    const { indexSetId } = request.params;
    if (!indexSetExists(indexSetId)) throw new ApiError(404, `Index set <${indexSetId}> not found!`);
    submitRebuild(ranges.numbersOf(indexSetId));
    return reply.code(202).send();
  });

  app.post<{ Params: { index: string } }>('/system/indices/ranges/:index/rebuild', async (request, reply) => {
    const { index } = request.params;
    if (!/^[a-z_0-9-]+$/.test(index)) throw new ApiError(404, 'HTTP 404 Not Found');
    if (!ranges.isManaged(index)) throw notManaged(index);
    requirePermission(request, `indexranges:rebuild:${index}`);
    // An index that is gone has no range to calculate.
    const number = ranges.numberOf(index);
    jobs.submit({
      name: SINGLE_JOB,
      description: 'Creates new single index range information.',
      info: () => `Calculating ranges for index ${index}.`,
      run: () => ranges.rebuild(number === null ? [] : [number]),
    });
    return reply.code(202).send();
  });
};
