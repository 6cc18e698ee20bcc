import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireSubject, type Subject } from '../auth/subject.js';
import { newObjectId } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { readSearch, type SearchDTO } from './dto.js';
import type { SearchEngine } from './engine.js';
import { EMPTY_STATE, MissingStreamPermissionError, readExecutionState, runSearch, type ExecutionState } from './execute.js';
import { jobJson, type SearchJobs } from './jobs.js';
import type { SearchStore } from './store.js';
import type { StreamAccess } from './streams.js';
import { EXECUTION_STATE_BODY, refuseNulCharacters, SEARCH_BODY } from './schemas.js';
import type { SearchGate } from './gate.js';
import { searchWire } from '../compat/search-wire.js';

export interface SearchRouteDeps {
  engine: SearchEngine;
  access: StreamAccess;
  searches: SearchStore;
  jobs: SearchJobs;
  /** Who may load and execute a stored search; by default its owner and admins (views widen this). */
  canReadSearch?: (subject: Subject, search: { id: string; owner: string }) => boolean;
  /** Where searches, exports and field lists wait for a slot and get their time budget (one for the server). */
  gate: SearchGate;
}

/** The default search access: the owner and admins. */
export const ownerOrAdmin = (subject: Subject, search: { owner: string }) => search.owner === subject.username || subject.isPermitted('*');

export function sendMissingStreamPermission(reply: FastifyReply, error: MissingStreamPermissionError): FastifyReply {
  return reply.code(403).send({ type: 'MissingStreamPermission', message: error.message, streams: error.streams });
}

const SEARCH_MEDIA_TYPES = ['application/vnd.graylog.search.v1+json', 'application/vnd.graylog.search.v2+json'];

/** Route options of a search body: typed against SearchDTO's schema, no NUL characters. */
const searchBody = { schema: { body: SEARCH_BODY }, preValidation: refuseNulCharacters };

/** `/views/search`: create, read, execute (async job), job status and synchronous execution. */
export const searchRoutes: FastifyPluginAsync<SearchRouteDeps> = async (
  app,
  { engine, access, searches, jobs, canReadSearch = ownerOrAdmin, gate },
) => {
  // Graylog accepts its versioned search media types as JSON.
  for (const type of SEARCH_MEDIA_TYPES) {
    if (!app.hasContentTypeParser(type))
      app.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch (error) {
          done(new ApiError(400, (error as Error).message), undefined);
        }
      });
  }

  /** The stored search: 404 when unknown, 403 (as Graylog's `SearchDomain#getForUser`) when not readable. */
  const load = (subject: Subject, searchId: string) => {
    const stored = searches.get(searchId);
    if (!stored) throw new ApiError(404, `Search with id ${searchId} does not exist`);
    if (!canReadSearch(subject, { id: searchId, owner: stored.owner })) {
      throw new ApiError(403, `User ${subject.username} does not have permission to load search ${searchId}`);
    }
    return stored;
  };

  /** Runs a search within `timeoutMs` (waiting for a slot included); 408 when the time runs out. */
  const execute = async (reply: FastifyReply, subject: Subject, search: SearchDTO, state: ExecutionState, timeoutMs: number) => {
    try {
      const result = await gate.run(subject.username, timeoutMs, () => runSearch(engine, access, subject, search, state));
      return jobs.add(search.id, subject.username, result);
    } catch (error) {
      if (error instanceof MissingStreamPermissionError) {
        sendMissingStreamPermission(reply, error);
        return null;
      }
      throw error;
    }
  };

  /** Stores a search; replacing someone else's search (same id) is refused. */
  const save = (subject: Subject, body: unknown) => {
    const search = readSearch(body, () => newObjectId());
    const existing = searches.get(search.id);
    if (existing && !ownerOrAdmin(subject, existing)) throw new ApiError(403, 'Not authorized');
    searches.save(search, subject.username);
    return search;
  };

  app.post('/views/search', searchBody, async (request, reply) => {
    const search = save(requireSubject(request), request.body);
    return reply.code(201).header('location', search.id).send(searchWire(search));
  });

  app.get('/views/search', async (request) => {
    const subject = requireSubject(request);
    return searches.listByOwner(subject.username).map(searchWire);
  });

  app.get<{ Params: { id: string } }>('/views/search/:id', async (request) => {
    return searchWire(load(requireSubject(request), request.params.id).search);
  });

  app.post<{ Params: { id: string } }>(
    '/views/search/:id/execute',
    { schema: { body: EXECUTION_STATE_BODY }, preValidation: refuseNulCharacters },
    async (request, reply) => {
      const subject = requireSubject(request);
      const job = await execute(
        reply,
        subject,
        load(subject, request.params.id).search,
        readExecutionState(request.body),
        gate.options.defaultTimeoutMs,
      );
      if (!job) return reply;
      return reply.code(201).header('location', `views/search/status/${job.id}`).send(jobJson(job));
    },
  );

  app.get<{ Params: { jobId: string } }>('/views/search/status/:jobId', async (request) => {
    const subject = requireSubject(request);
    const job = jobs.get(request.params.jobId, subject.username);
    if (!job) throw new ApiError(404, 'HTTP 404 Not Found');
    return jobJson(job);
  });

  // As Graylog's, the search is run as sent and not stored (only its job is kept, for the status call).
  // `timeout` (ms) bounds the search, as Graylog's; without it the default budget applies.
  app.post<{ Querystring: { timeout?: string } }>('/views/search/sync', searchBody, async (request, reply) => {
    const subject = requireSubject(request);
    const timeoutMs = gate.timeoutFor(request.query.timeout);
    const search = readSearch(request.body, () => newObjectId());
    const job = await execute(reply, subject, search, EMPTY_STATE, timeoutMs);
    if (!job) return reply;
    return reply.code(200).send(jobJson(job));
  });
};
