import { newObjectId } from '../db/ids.js';
import type { JobResult } from './execute.js';

export interface SearchJob {
  id: string;
  searchId: string;
  owner: string;
  result: JobResult;
  lastAccess: number;
}

/** In-memory search jobs, expiring 5 minutes after their last access (as Graylog's InMemorySearchJobService). */
export class SearchJobs {
  private readonly jobs = new Map<string, SearchJob>();

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  add(searchId: string, owner: string, result: JobResult): SearchJob {
    this.expire();
    const job: SearchJob = { id: newObjectId(this.now()), searchId, owner, result, lastAccess: this.now() };
    this.jobs.set(job.id, job);
    return job;
  }

  /** The job if it exists, has not expired and belongs to `owner`. */
  get(id: string, owner: string): SearchJob | null {
    this.expire();
    const job = this.jobs.get(id);
    if (!job || job.owner !== owner) return null;
    job.lastAccess = this.now();
    return job;
  }

  private expire(): void {
    const limit = this.now() - this.ttlMs;
    for (const [id, job] of this.jobs) if (job.lastAccess < limit) this.jobs.delete(id);
  }
}

/** SearchJobDTO: `execution` first, then `results`, then ids; `errors` only when non-empty. */
export function jobJson(job: SearchJob) {
  const errors = job.result.errors;
  return {
    execution: { done: true, cancelled: false, completed_exceptionally: errors.length > 0 },
    results: job.result.results,
    id: job.id,
    search_id: job.searchId,
    owner: job.owner,
    ...(errors.length > 0 ? { errors } : {}),
  };
}
