import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { newObjectId } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { readSearch } from './dto.js';
import type { SearchEngine } from './engine.js';
import { EMPTY_STATE, MissingStreamPermissionError, readExecutionState, runSearch, type ExecutionState } from './execute.js';
import { jobJson, type SearchJobs } from './jobs.js';
import type { SearchStore } from './store.js';
import type { StreamAccess } from './streams.js';

export interface SearchRouteDeps {
  engine: SearchEngine;
  access: StreamAccess;
  searches: SearchStore;
  jobs: SearchJobs;
}

export function sendMissingStreamPermission(reply: FastifyReply, error: MissingStreamPermissionError): FastifyReply {
  return reply.code(403).send({ type: 'MissingStreamPermission', message: error.message, streams: error.streams });
}

const SEARCH_MEDIA_TYPES = ['application/vnd.graylog.search.v1+json', 'application/vnd.graylog.search.v2+json'];

/** `/views/search`: create, read, execute (async job), job status and synchronous execution. */
export const searchRoutes: FastifyPluginAsync<SearchRouteDeps> = async (app, { engine, access, searches, jobs }) => {
  // Graylog accepts its versioned search media types as JSON.
  for (const type of SEARCH_MEDIA_TYPES) {
    if (!app.hasContentTypeParser(type)) app.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(new ApiError(400, (error as Error).message), undefined);
      }
    });
  }

  const execute = async (reply: FastifyReply, subject: ReturnType<typeof requireSubject>, searchId: string, state: ExecutionState) => {
    const stored = searches.get(searchId);
    if (!stored) throw new ApiError(404, `Search with id ${searchId} does not exist`);
    try {
      const result = await runSearch(engine, access, subject, stored.search, state);
      return jobs.add(searchId, subject.username, result);
    } catch (error) {
      if (error instanceof MissingStreamPermissionError) {
        sendMissingStreamPermission(reply, error);
        return null;
      }
      throw error;
    }
  };

  app.post('/views/search', async (request, reply) => {
    const subject = requireSubject(request);
    const search = readSearch(request.body, () => newObjectId());
    const existing = searches.get(search.id);
    if (existing && existing.owner !== subject.username && !subject.isPermitted('*')) throw new ApiError(403, 'Not authorized');
    searches.save(search, subject.username);
    return reply.code(201).header('location', search.id).send(search);
  });

  app.get('/views/search', async (request) => {
    const subject = requireSubject(request);
    return searches.listByOwner(subject.username);
  });

  app.get<{ Params: { id: string } }>('/views/search/:id', async (request) => {
    requireSubject(request);
    const stored = searches.get(request.params.id);
    if (!stored) throw new ApiError(404, `Search with id ${request.params.id} does not exist`);
    return stored.search;
  });

  app.post<{ Params: { id: string } }>('/views/search/:id/execute', async (request, reply) => {
    const subject = requireSubject(request);
    const job = await execute(reply, subject, request.params.id, readExecutionState(request.body));
    if (!job) return reply;
    return reply.code(201).header('location', `views/search/status/${job.id}`).send(jobJson(job));
  });

  app.get<{ Params: { jobId: string } }>('/views/search/status/:jobId', async (request) => {
    const subject = requireSubject(request);
    const job = jobs.get(request.params.jobId, subject.username);
    if (!job) throw new ApiError(404, 'HTTP 404 Not Found');
    return jobJson(job);
  });

  app.post('/views/search/sync', async (request, reply) => {
    const subject = requireSubject(request);
    const search = readSearch(request.body, () => newObjectId());
    searches.save(search, subject.username);
    const job = await execute(reply, subject, search.id, EMPTY_STATE);
    if (!job) return reply;
    return reply.code(200).send(jobJson(job));
  });
};
