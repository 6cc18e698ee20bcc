import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requireSubject, type Subject } from '../auth/subject.js';
import { newObjectId } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { readTimeRange, resolveTimeRange, TimeRangeError } from '../query/timerange.js';
import { QueryParseError } from '../query/parse.js';
import { isObject, readBackendQuery, type Json } from './dto.js';
import type { SearchEngine, WhereClause } from './engine.js';
import { HitScope } from './hits.js';
import type { SearchGate } from './gate.js';
import { inLane, queryLanes } from '../storage/query-lane.js';
import { applyOverride, MissingStreamPermissionError, queryRange, readExecutionState, selectionFor, UnboundParameter } from './execute.js';
import { orderBy } from './messages.js';
import { ownerOrAdmin, sendMissingStreamPermission, type SearchRouteDeps } from './routes.js';
import { EXPORT_BODY, MAX_EXPORT_LIMIT, refuseNulCharacters, STORED_EXPORT_BODY } from './schemas.js';

const strings = (v: unknown): string[] => (Array.isArray(v) ? (v as unknown[]).filter((s): s is string => typeof s === 'string') : []);

/** What a spreadsheet may read as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, always quoted (as Graylog's exporter writes them). Text that a spreadsheet could take
 * for a formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) gets a leading `'`, as
 * OWASP advises; numbers stay numbers (-5 is no formula).
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);
  const safe = typeof value !== 'number' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

interface ExportSpec {
  fields: string[];
  sort: { field: string; order: 'ASC' | 'DESC' }[];
  limit: number | null;
}

function readExportSpec(body: Json): ExportSpec {
  const fields = strings(body['fields_in_order']);
  if (fields.length === 0) throw new ApiError(400, 'fields_in_order must name at least one field');
  const sort = (Array.isArray(body['sort']) ? (body['sort'] as unknown[]) : []).filter(isObject).map((s) => ({
    field: String(s['field'] ?? 'timestamp'),
    order: String(s['order'] ?? 'DESC').toUpperCase() === 'ASC' ? ('ASC' as const) : ('DESC' as const),
  }));
  const raw = body['limit'];
  if (raw !== undefined && raw !== null && (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_EXPORT_LIMIT)) {
    throw new ApiError(400, `limit must be a whole number from 0 to ${MAX_EXPORT_LIMIT}.`);
  }
  const limit = typeof raw === 'number' && raw > 0 ? raw : null;
  return { fields, sort, limit };
}

/** Streams the selected messages as CSV, chunk by chunk, never holding the whole result. */
async function* csvLines(engine: SearchEngine, where: WhereClause, spec: ExportSpec, scope: HitScope): AsyncGenerator<string> {
  try {
    await scope.ready();
    yield `${spec.fields.map(csvCell).join(',')}\n`;
    const sql = `SELECT * FROM messages WHERE ${where.sql} ORDER BY ${orderBy(engine, spec.sort)}${spec.limit ? ` LIMIT ${spec.limit}` : ''}`;
    for await (const rows of engine.store.stream(sql, where.params)) {
      let out = '';
      for (const row of rows) {
        const message = engine.toMessage(row);
        out += `${spec.fields.map((f) => csvCell(message[f])).join(',')}\n`;
      }
      yield out;
    }
  } finally {
    // Also when the download is cut off: the hit lists go back to the cache.
    await scope.release();
  }
}

/**
 * Streams the CSV once one of the search gate's slots is free, taking turns with searches and holding
 * the slot until the download ends or is cut off; the export has the longest search budget, then its
 * statements are stopped and the download breaks off. The scope's hit tables (a common word's hits) are
 * given back when it ends.
 */
async function sendCsv(
  reply: FastifyReply,
  gate: SearchGate,
  user: string,
  engine: SearchEngine,
  where: WhereClause,
  spec: ExportSpec,
  filename: string,
  scope: HitScope,
): Promise<FastifyReply> {
  let started = false;
  try {
    await gate.run(user, gate.options.maxTimeoutMs, () => {
      started = true;
      return new Promise<void>((resolve) => {
        const csv = Readable.from(inLane(queryLanes.getStore(), csvLines(engine, where, spec, scope)));
        csv.once('close', () => resolve());
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
          .send(csv);
      });
    });
  } catch (error) {
    // Refused or timed out waiting: nothing was sent, and the hit tables go back at once.
    if (!started) {
      await scope.release();
      throw error;
    }
  }
  return reply;
}

/** How long an export job can be downloaded after it was created. */
export const EXPORT_JOB_TTL_MS = 3_600_000;

interface ExportJob {
  /** Who created the job: only they can download it. */
  subject: Subject;
  searchId: string;
  searchTypeId: string | null;
  body: Json;
  created: number;
}

const exportName = () => `${new Date().toISOString().replace(/[:.]/g, '_')}_search_export.csv`;

/** CSV exports: an ad-hoc search, a stored search, or one message list of a stored search. */
export const exportRoutes: FastifyPluginAsync<SearchRouteDeps> = async (
  app,
  { engine, access, searches, gate, canReadSearch = ownerOrAdmin },
) => {
  const adHoc = { schema: { body: EXPORT_BODY }, preValidation: refuseNulCharacters };
  const stored = { schema: { body: STORED_EXPORT_BODY }, preValidation: refuseNulCharacters };
  const guard = async (reply: FastifyReply, run: () => Promise<FastifyReply>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof MissingStreamPermissionError) return sendMissingStreamPermission(reply, error);
      if (error instanceof QueryParseError || error instanceof TimeRangeError || error instanceof UnboundParameter)
        throw new ApiError(400, error.message);
      throw error;
    }
  };

  app.post('/views/search/messages', adHoc, async (request, reply) => {
    const subject = requireSubject(request);
    const body = isObject(request.body) ? request.body : {};
    return guard(reply, async () => {
      const spec = readExportSpec(body);
      const requested = strings(body['streams']);
      const forbidden = requested.filter((id) => !subject.isPermitted(`streams:read:${id}`));
      if (forbidden.length > 0) throw new MissingStreamPermissionError(forbidden);
      const range = resolveTimeRange(isObject(body['timerange']) ? readTimeRange(body['timerange']) : { type: 'relative', range: 300 });
      const scope = new HitScope(engine.store);
      try {
        const where = engine.where(
          {
            queries: [{ text: readBackendQuery(body['query_string']).query_string }],
            range,
            streams: access.effectiveStreams(subject, requested),
          },
          Date.now(),
          scope,
        );
        return await sendCsv(reply, gate, subject.username, engine, where, spec, exportName(), scope);
      } catch (error) {
        await scope.release();
        throw error;
      }
    });
  });

  /** Checks a stored-search export (search, permissions, fields, query) and selects its messages. */
  const prepareStored = async (searchId: string, searchTypeId: string | null, body: Json, subject: Subject, scope?: HitScope) => {
    const stored = searches.get(searchId);
    if (!stored) throw new ApiError(404, `Search with id ${searchId} does not exist`);
    if (!canReadSearch(subject, { id: searchId, owner: stored.owner }))
      throw new ApiError(403, `User ${subject.username} does not have permission to load search ${searchId}`);
    const state = readExecutionState(isObject(body['execution_state']) ? body['execution_state'] : {});
    const search = stored.search;
    const query = searchTypeId ? search.queries.find((q) => q.search_types.some((st) => st['id'] === searchTypeId)) : search.queries[0];
    if (!query) throw new ApiError(404, `Search type ${searchTypeId ?? ''} does not exist`);
    const st = (searchTypeId
      ? query.search_types.find((s) => s['id'] === searchTypeId)
      : query.search_types.find((s) => s['type'] === 'messages')) ?? { type: 'messages', id: '' };
    const named = [...strings(st['streams']), ...(query.streams ?? [])];
    const forbidden = named.filter((id) => !subject.isPermitted(`streams:read:${id}`));
    if (forbidden.length > 0) throw new MissingStreamPermissionError(forbidden);
    const now = Date.now();
    const executed = applyOverride(query, state);
    const range = await queryRange(engine, executed, now);
    const spec = readExportSpec(body);
    const { where } = selectionFor(engine, access, subject, search, state, executed, st, range, new Map(), now, scope);
    if (spec.sort.length === 0 && Array.isArray(st['sort'])) spec.sort = readExportSpec({ fields_in_order: ['x'], sort: st['sort'] }).sort;
    return { where, spec };
  };

  const exportStored = async (
    searchId: string,
    searchTypeId: string | null,
    body: Json,
    reply: FastifyReply,
    subject: Subject,
    filename?: string,
  ) => {
    const scope = new HitScope(engine.store);
    try {
      const { where, spec } = await prepareStored(searchId, searchTypeId, body, subject, scope);
      return await sendCsv(
        reply,
        gate,
        subject.username,
        engine,
        where,
        spec,
        filename ?? (typeof body['filename'] === 'string' ? body['filename'] : exportName()),
        scope,
      );
    } catch (error) {
      await scope.release();
      throw error;
    }
  };

  // Export jobs (the 5.1 web UI's flow): the request is checked and kept under a job id; downloading
  // `job/{id}/{filename}` runs it then. Jobs are the creator's own and are forgotten after an hour.
  const jobs = new Map<string, ExportJob>();
  const createJob = (searchId: string, searchTypeId: string | null, request: FastifyRequest, reply: FastifyReply) => {
    const subject = requireSubject(request);
    const body = isObject(request.body) ? request.body : {};
    return guard(reply, async () => {
      await prepareStored(searchId, searchTypeId, body, subject);
      const now = Date.now();
      for (const [id, job] of jobs) if (now - job.created > EXPORT_JOB_TTL_MS) jobs.delete(id);
      const id = newObjectId();
      jobs.set(id, { subject, searchId, searchTypeId, body, created: now });
      return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(id));
    });
  };
  app.post<{ Params: { searchId: string } }>('/views/export/:searchId', stored, (request, reply) =>
    createJob(request.params.searchId, null, request, reply),
  );
  app.post<{ Params: { searchId: string; searchTypeId: string } }>('/views/export/:searchId/:searchTypeId', stored, (request, reply) =>
    createJob(request.params.searchId, request.params.searchTypeId, request, reply),
  );
  app.get<{ Params: { jobId: string; filename: string } }>('/views/search/messages/job/:jobId/:filename', async (request, reply) => {
    const subject = requireSubject(request);
    const job = jobs.get(request.params.jobId);
    if (!job || job.subject.username !== subject.username || Date.now() - job.created > EXPORT_JOB_TTL_MS)
      throw new ApiError(404, `Export job ${request.params.jobId} does not exist`);
    // Checked again with the downloading user's current permissions.
    return guard(reply, () => exportStored(job.searchId, job.searchTypeId, job.body, reply, subject, request.params.filename));
  });

  app.post<{ Params: { searchId: string } }>('/views/search/messages/:searchId', stored, async (request, reply) => {
    const subject = requireSubject(request);
    return guard(reply, () => exportStored(request.params.searchId, null, isObject(request.body) ? request.body : {}, reply, subject));
  });
  app.post<{ Params: { searchId: string; searchTypeId: string } }>(
    '/views/search/messages/:searchId/:searchTypeId',
    stored,
    async (request, reply) => {
      const subject = requireSubject(request);
      return guard(reply, () =>
        exportStored(request.params.searchId, request.params.searchTypeId, isObject(request.body) ? request.body : {}, reply, subject),
      );
    },
  );
};
