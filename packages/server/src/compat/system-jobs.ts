import type { FastifyPluginAsync } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { jodaDate, newObjectId } from '../db/ids.js';

/** What a long-running piece of work reports while it runs (Graylog's `SystemJob`). */
export interface SystemJobSpec {
  /** Graylog's job class name, e.g. `org.graylog2.indexer.ranges.RebuildIndexRangesJob`. */
  name: string;
  description: string;
  /** What the job is doing right now (`getInfo()`); may change while it runs. */
  info: () => string;
  /** 0..100 while the job knows its progress, else 0. */
  percentComplete?: () => number;
  /** The work itself. */
  run: () => Promise<void>;
}

interface RunningJob {
  id: string;
  spec: SystemJobSpec;
  startedAt: number;
  done: Promise<void>;
}

/**
 * The node's system jobs, as Graylog's `SystemJobManager` keeps them: a job is listed from the moment it
 * is submitted until its work ends (successfully or not); then it is gone, and its failure is logged.
 */
export class SystemJobs {
  private readonly running = new Map<string, RunningJob>();

  constructor(
    readonly nodeId: string,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  /** Starts the job in the background and returns its id; a failure is logged. */
  submit(spec: SystemJobSpec): string {
    const id = newObjectId();
    const done = Promise.resolve()
      .then(() => spec.run())
      .catch((error: unknown) =>
        this.log(`System job <${id}> [${spec.name}] failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => this.running.delete(id));
    this.running.set(id, { id, spec, startedAt: Date.now(), done });
    return id;
  }

  /** Lists `work` as a job while it runs (a request waiting for it), and answers what it answers. */
  async track<T>(spec: Omit<SystemJobSpec, 'run'>, work: () => Promise<T>): Promise<T> {
    const id = newObjectId();
    const result = Promise.resolve().then(work);
    const done = result.then(
      () => undefined,
      () => undefined,
    );
    this.running.set(id, { id, spec: { ...spec, run: () => done }, startedAt: Date.now(), done });
    try {
      return await result;
    } finally {
      this.running.delete(id);
    }
  }

  /** Resolves once every job running now has ended (a clean shutdown lets them finish). */
  async idle(): Promise<void> {
    await Promise.all([...this.running.values()].map((job) => job.done));
  }

  list(): SystemJobSummary[] {
    return [...this.running.values()].map((job) => this.summary(job));
  }

  get(id: string): SystemJobSummary | undefined {
    const job = this.running.get(id);
    return job ? this.summary(job) : undefined;
  }

  private summary({ id, spec, startedAt }: RunningJob): SystemJobSummary {
    const percent = spec.percentComplete?.();
    return {
      id,
      description: spec.description,
      name: spec.name,
      info: spec.info(),
      node_id: this.nodeId,
      started_at: jodaDate(startedAt),
      percent_complete: percent === undefined ? 0 : Math.max(0, Math.min(100, Math.round(percent))),
      is_cancelable: false,
      provides_progress: percent !== undefined,
    };
  }
}

/** Graylog 5.1's `SystemJobSummary`. */
export interface SystemJobSummary {
  id: string;
  description: string;
  name: string;
  info: string;
  node_id: string;
  started_at: string;
  percent_complete: number;
  is_cancelable: boolean;
  provides_progress: boolean;
}

/**
 * `/system/jobs` (this node's jobs, `SystemJobResource`) and `/cluster/jobs` (every node's,
 * `ClusterSystemJobResource`; one node here). No job of this server can be cancelled.
 */
export const systemJobRoutes: FastifyPluginAsync<{ jobs: SystemJobs }> = async (app, { jobs }) => {
  app.get('/system/jobs', async (request) => {
    const subject = requireSubject(request);
    return { jobs: jobs.list().filter((job) => subject.isPermitted(`systemjobs:read:${job.id}`)) };
  });

  app.get<{ Params: { jobId: string } }>('/system/jobs/:jobId', async (request) => {
    requirePermission(request, `systemjobs:read:${request.params.jobId}`);
    const job = jobs.get(request.params.jobId);
    if (!job) throw new ApiError(404, `No system job with ID <${request.params.jobId}> found`);
    return job;
  });

  app.delete<{ Params: { jobId: string } }>('/system/jobs/:jobId', async (request) => {
    requirePermission(request, `systemjobs:delete:${request.params.jobId}`);
    const job = jobs.get(request.params.jobId);
    if (!job) throw new ApiError(404, `No system job with ID <${request.params.jobId}> found`);
    throw new ApiError(403, `System job with ID <${job.id}> cannot be cancelled`);
  });

  app.get('/cluster/jobs', async (request) => {
    const subject = requireSubject(request);
    return { [jobs.nodeId]: { jobs: jobs.list().filter((job) => subject.isPermitted(`systemjobs:read:${job.id}`)) } };
  });

  app.get<{ Params: { jobId: string } }>('/cluster/jobs/:jobId', async (request) => {
    const subject = requireSubject(request);
    const job = jobs.get(request.params.jobId);
    if (!job || !subject.isPermitted(`systemjobs:read:${job.id}`))
      throw new ApiError(404, `System job with id ${request.params.jobId} not found!`);
    return job;
  });
};
