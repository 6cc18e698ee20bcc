import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { jodaDate } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import {
  isObject,
  optString,
  optStringArray,
  paging,
  queryString,
  readObject,
  readStrictObject,
  reqString,
  slicePage,
  type JsonObject,
} from '../http/body.js';
import { ProcessingMessage } from '../ingest/processors.js';
import type { FieldValue } from '../storage/fields.js';
import { functionDescriptors } from './functions.js';
import type { ParseError } from './parser.js';
import type { PipelineService } from './service.js';
import type { SourceRecord } from './store.js';

/** RuleSource and PipelineSource properties a request may carry (read-only ones are ignored). */
const RULE_FIELDS = ['id', 'title', 'description', 'source', 'created_at', 'modified_at', 'errors', 'rule_builder', 'simulator_message'];
const PIPELINE_FIELDS = ['id', 'title', 'description', 'source', 'created_at', 'modified_at', 'stages', 'errors'];
const MAX_SOURCE = 512 * 1024;
const MAX_DESCRIPTION = 10_000;

/** The request body of a rule or pipeline: source and description (the title comes from the source). */
function readSource(body: unknown, fields: readonly string[]): { source: string; description: string } {
  const obj = readStrictObject(body, fields);
  // Validated for type even though the title always comes from the parsed source.
  optString(obj, 'title', 1000);
  optString(obj, 'id', 100);
  const source = reqString(obj, 'source', MAX_SOURCE);
  return { source, description: optString(obj, 'description', MAX_DESCRIPTION) ?? '' };
}

/** Graylog answers parse errors with 400 and the list of errors as the body. */
class ParseFailure extends Error {
  constructor(readonly errors: ParseError[]) {
    super('parse failure');
  }
}

function listQuery(request: FastifyRequest): { page: number; perPage: number; query: string; sort: string; order: 'asc' | 'desc' } {
  const q = isObject(request.query) ? request.query : {};
  const { page, perPage } = paging(q, 50);
  const sort = queryString(q, 'sort') ?? 'title';
  if (!['title', 'description', 'id'].includes(sort)) throw new ApiError(400, `Unknown sort field ${sort}; use title, description or id`);
  const order = (queryString(q, 'order') ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw new ApiError(400, `Unknown sort order ${order}; use asc or desc`);
  return { page, perPage, query: (queryString(q, 'query') ?? '').trim(), sort, order };
}

/** Graylog's list query (`title:x`, `description:x`, `id:x`, `-field:x`, bare words match the title). */
function matches(record: SourceRecord, query: string): boolean {
  for (const token of query.split(/\s+/).filter(Boolean)) {
    const negate = token.startsWith('-');
    const body = negate ? token.slice(1) : token;
    const colon = body.indexOf(':');
    const field = colon > 0 ? body.slice(0, colon) : 'title';
    let value = colon > 0 ? body.slice(colon + 1) : body;
    const exact = value.startsWith('=');
    if (exact) value = value.slice(1);
    if (!['title', 'description', 'id'].includes(field))
      throw new ApiError(400, `Invalid argument in search query: unknown field ${field}`);
    const text = field === 'id' ? record.id : field === 'description' ? record.description : record.title;
    const hit = exact ? text === value : text.toLowerCase().includes(value.toLowerCase());
    if (hit === negate) return false;
  }
  return true;
}

function paginate<T>(
  request: FastifyRequest,
  records: SourceRecord[],
  key: string,
  view: (r: SourceRecord) => T,
  context?: (page: SourceRecord[]) => JsonObject,
): JsonObject {
  const { page, perPage, query, sort, order } = listQuery(request);
  const filtered = records.filter((r) => matches(r, query));
  const sortKey = (r: SourceRecord) =>
    sort === 'id' ? r.id : sort === 'description' ? r.description.toLowerCase() : r.title.toLowerCase();
  filtered.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0) * (order === 'desc' ? -1 : 1));
  const slice = slicePage(filtered, page, perPage);
  return {
    total: filtered.length,
    page,
    per_page: perPage === Number.MAX_SAFE_INTEGER ? 0 : perPage,
    count: slice.length,
    [key]: slice.map(view),
    query,
    grand_total: records.length,
    ...(context ? { context: context(slice) } : {}),
  };
}

/** `/system/pipelines/rule`, `/pipeline`, `/connections` and `/simulate` (ADMIN-API.md §8). */
export const pipelineRoutes: FastifyPluginAsync<{ pipelines: PipelineService }> = async (app, { pipelines }) => {
  const { store } = pipelines;

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ParseFailure) return reply.code(400).send(error.errors);
    throw error;
  });

  const ruleSource = (r: SourceRecord) => {
    const parsed = pipelines.parseRule(r.source);
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      source: r.source,
      created_at: jodaDate(r.createdAt),
      modified_at: jodaDate(r.modifiedAt),
      errors: parsed.ok ? null : parsed.errors,
    };
  };
  const pipelineSource = (r: SourceRecord) => {
    const parsed = pipelines.parsePipeline(r.source);
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      source: r.source,
      created_at: jodaDate(r.createdAt),
      modified_at: jodaDate(r.modifiedAt),
      stages: parsed.ok ? [...parsed.value.stages].sort((a, b) => a.stage - b.stage) : [],
      errors: parsed.ok ? null : parsed.errors,
    };
  };
  const parsedRule = (source: string) => {
    const parsed = pipelines.parseRule(source);
    if (!parsed.ok) throw new ParseFailure(parsed.errors);
    return parsed.value;
  };
  const parsedPipeline = (source: string) => {
    const parsed = pipelines.parsePipeline(source);
    if (!parsed.ok) throw new ParseFailure(parsed.errors);
    return parsed.value;
  };
  const loadRule = (request: FastifyRequest<{ Params: { id: string } }>, action: string): SourceRecord => {
    requirePermission(request, `pipeline_rule:${action}:${request.params.id}`);
    const rule = store.rule(request.params.id);
    if (!rule) throw new ApiError(404, `No rule with id ${request.params.id}`);
    return rule;
  };
  const loadPipeline = (request: FastifyRequest<{ Params: { id: string } }>, action: string): SourceRecord => {
    requirePermission(request, `pipeline:${action}:${request.params.id}`);
    const pipeline = store.pipeline(request.params.id);
    if (!pipeline) throw new ApiError(404, `No pipeline with id ${request.params.id}`);
    return pipeline;
  };
  const uniqueTitle = (title: string, id?: string) => {
    const other = store.ruleByTitle(title);
    if (other && other.id !== id) throw new ApiError(400, `A rule with the title "${title}" already exists`);
  };

  // --- rules -------------------------------------------------------------------------------------

  app.get('/system/pipelines/rule', async (request) => {
    requirePermission(request, 'pipeline_rule:read');
    return store.rules().map(ruleSource);
  });

  app.get('/system/pipelines/rule/paginated', async (request) => {
    requirePermission(request, 'pipeline_rule:read');
    return paginate(request, store.rules(), 'rules', ruleSource, (page) => {
      // Which pipelines use each rule (by title), as the rules list shows.
      const used: Record<string, Array<{ id: string; title: string }>> = {};
      const all = store.pipelines().map((p) => ({ p, parsed: pipelines.parsePipeline(p.source) }));
      for (const r of page) {
        Object.defineProperty(used, r.id, {
          value: all
            .filter(({ parsed }) => parsed.ok && parsed.value.stages.some((s) => s.rules.includes(r.title)))
            .map(({ p }) => ({ id: p.id, title: p.title })),
          enumerable: true,
        });
      }
      return { used_in_pipelines: used };
    });
  });

  app.get('/system/pipelines/rule/functions', async (request) => {
    requireSubject(request);
    return functionDescriptors();
  });

  app.post('/system/pipelines/rule/parse', async (request) => {
    requireSubject(request);
    const { source, description } = readSource(request.body, RULE_FIELDS);
    const rule = parsedRule(source);
    const now = jodaDate(Date.now());
    return { id: null, title: rule.name, description, source, created_at: now, modified_at: now, errors: null };
  });

  app.post('/system/pipelines/rule/multiple', async (request) => {
    const subject = requireSubject(request);
    const body = readStrictObject(request.body, ['rules']);
    const titles = optStringArray(body, 'rules', 10_000, 1000) ?? [];
    return store
      .rules()
      .filter((r) => titles.includes(r.title) && subject.isPermitted(`pipeline_rule:read:${r.id}`))
      .map(ruleSource);
  });

  app.post('/system/pipelines/rule', async (request) => {
    requirePermission(request, 'pipeline_rule:create');
    const { source, description } = readSource(request.body, RULE_FIELDS);
    const rule = parsedRule(source);
    uniqueTitle(rule.name);
    return ruleSource(store.insertRule({ title: rule.name, description, source }));
  });

  app.get<{ Params: { id: string } }>('/system/pipelines/rule/:id', async (request) => ruleSource(loadRule(request, 'read')));

  app.put<{ Params: { id: string } }>('/system/pipelines/rule/:id', async (request) => {
    const existing = loadRule(request, 'edit');
    const { source, description } = readSource(request.body, RULE_FIELDS);
    const rule = parsedRule(source);
    uniqueTitle(rule.name, existing.id);
    return ruleSource(store.updateRule({ ...existing, title: rule.name, description, source }));
  });

  app.delete<{ Params: { id: string } }>('/system/pipelines/rule/:id', async (request, reply: FastifyReply) => {
    const rule = loadRule(request, 'delete');
    store.deleteRule(rule.id);
    return reply.code(204).send();
  });

  // --- pipelines ---------------------------------------------------------------------------------

  app.get('/system/pipelines/pipeline', async (request) => {
    requirePermission(request, 'pipeline:read');
    return store.pipelines().map(pipelineSource);
  });

  app.get('/system/pipelines/pipeline/paginated', async (request) => {
    requirePermission(request, 'pipeline:read');
    return paginate(request, store.pipelines(), 'pipelines', pipelineSource);
  });

  app.post('/system/pipelines/pipeline/parse', async (request) => {
    requireSubject(request);
    const { source, description } = readSource(request.body, PIPELINE_FIELDS);
    const pipeline = parsedPipeline(source);
    const now = jodaDate(Date.now());
    return {
      id: null,
      title: pipeline.name,
      description,
      source,
      created_at: now,
      modified_at: now,
      stages: [...pipeline.stages].sort((a, b) => a.stage - b.stage),
      errors: null,
    };
  });

  app.post('/system/pipelines/pipeline', async (request) => {
    requirePermission(request, 'pipeline:create');
    const { source, description } = readSource(request.body, PIPELINE_FIELDS);
    const pipeline = parsedPipeline(source);
    return pipelineSource(store.insertPipeline({ title: pipeline.name, description, source }));
  });

  app.get<{ Params: { id: string } }>('/system/pipelines/pipeline/:id', async (request) => pipelineSource(loadPipeline(request, 'read')));

  app.put<{ Params: { id: string } }>('/system/pipelines/pipeline/:id', async (request) => {
    const existing = loadPipeline(request, 'edit');
    const { source, description } = readSource(request.body, PIPELINE_FIELDS);
    const pipeline = parsedPipeline(source);
    return pipelineSource(store.updatePipeline({ ...existing, title: pipeline.name, description, source }));
  });

  app.delete<{ Params: { id: string } }>('/system/pipelines/pipeline/:id', async (request, reply: FastifyReply) => {
    const pipeline = loadPipeline(request, 'delete');
    store.deletePipeline(pipeline.id);
    return reply.code(204).send();
  });

  // --- connections -------------------------------------------------------------------------------

  const connectionJson = (c: { id: string; streamId: string; pipelineIds: string[] }, request: FastifyRequest) => {
    const subject = requireSubject(request);
    return { id: c.id, stream_id: c.streamId, pipeline_ids: c.pipelineIds.filter((id) => subject.isPermitted(`pipeline:read:${id}`)) };
  };
  const streamExists = (id: string) => pipelines.streams.list().some((s) => s.id === id);

  app.get('/system/pipelines/connections', async (request) => {
    const subject = requirePermission(request, 'pipeline_connection:read');
    return store
      .connections()
      .filter((c) => subject.isPermitted(`streams:read:${c.streamId}`))
      .map((c) => connectionJson(c, request));
  });

  app.get<{ Params: { streamId: string } }>('/system/pipelines/connections/:streamId', async (request) => {
    requirePermission(request, 'pipeline_connection:read');
    const { streamId } = request.params;
    requirePermission(request, `streams:read:${streamId}`);
    const connection = store.connection(streamId);
    if (!connection) throw new ApiError(404, `No pipeline connections with for stream ${streamId}`);
    return connectionJson(connection, request);
  });

  app.post('/system/pipelines/connections/to_stream', async (request) => {
    requirePermission(request, 'pipeline_connection:edit');
    const body = readStrictObject(request.body, ['id', 'stream_id', 'pipeline_ids']);
    optString(body, 'id', 100);
    const streamId = reqString(body, 'stream_id', 100);
    const pipelineIds = optStringArray(body, 'pipeline_ids', 1000, 100) ?? [];
    requirePermission(request, `streams:read:${streamId}`);
    if (!streamExists(streamId)) throw new ApiError(404, `Stream <${streamId}> not found!`);
    for (const id of pipelineIds) {
      requirePermission(request, `pipeline:read:${id}`);
      if (!store.pipeline(id)) throw new ApiError(404, `No pipeline with id ${id}`);
    }
    return connectionJson(store.connectStream(streamId, pipelineIds), request);
  });

  app.post('/system/pipelines/connections/to_pipeline', async (request) => {
    requirePermission(request, 'pipeline_connection:edit');
    const body = readStrictObject(request.body, ['pipeline_id', 'stream_ids']);
    const pipelineId = reqString(body, 'pipeline_id', 100);
    const streamIds = [...new Set(optStringArray(body, 'stream_ids', 1000, 100) ?? [])];
    requirePermission(request, `pipeline:read:${pipelineId}`);
    if (!store.pipeline(pipelineId)) throw new ApiError(404, `No pipeline with id ${pipelineId}`);
    // Unknown stream ids are skipped, as Graylog's loadByIds does.
    const known = streamIds.filter(streamExists);
    for (const id of known) requirePermission(request, `streams:read:${id}`);
    return store.connectPipeline(pipelineId, known).map((c) => connectionJson(c, request));
  });

  // --- simulator ---------------------------------------------------------------------------------

  app.post('/system/pipelines/simulate', async (request) => {
    requirePermission(request, 'pipeline_rule:read');
    const body = readStrictObject(request.body, ['stream_id', 'message', 'input_id']);
    const streamId = reqString(body, 'stream_id', 100);
    const message = readObject(body['message'], 'message');
    const inputId = optString(body, 'input_id', 100);
    requirePermission(request, `streams:read:${streamId}`);
    if (!streamExists(streamId)) throw new ApiError(404, `Stream <${streamId}> not found!`);
    return pipelines.simulate(message, streamId, inputId || undefined, (fields) => toProcessingMessage(fields, inputId || undefined));
  });

  // --- Sift: an unsaved rule on sample messages ------------------------------------------------------

  app.post('/sift/pipelines/rule/try', async (request) => {
    requirePermission(request, 'pipeline_rule:read');
    const body = readStrictObject(request.body, ['source', 'messages']);
    const source = reqString(body, 'source', MAX_SOURCE);
    const raw = body['messages'];
    if (!Array.isArray(raw)) throw new ApiError(400, 'messages must be a list of messages');
    if (raw.length > MAX_TRY_MESSAGES) throw new ApiError(400, `messages holds at most ${MAX_TRY_MESSAGES} messages`);
    const messages = raw.map((m, i) => readObject(m, `messages[${i}]`));
    return pipelines.tryRule(source, messages, (fields) => toProcessingMessage(fields, undefined));
  });
};

/** How many messages one trial of an unsaved rule may carry. */
const MAX_TRY_MESSAGES = 20;

const RESERVED = new Set(['_id', 'message', 'source', 'timestamp', 'full_message', 'streams', 'gl2_source_input']);

/** A simulator message (`{field: value}`) as ingest would hold it. */
function toProcessingMessage(fields: JsonObject, inputId: string | undefined): ProcessingMessage {
  const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  const rawTime = fields['timestamp'];
  const parsedTime = typeof rawTime === 'number' ? rawTime * 1000 : typeof rawTime === 'string' ? Date.parse(rawTime) : NaN;
  const own: Record<string, FieldValue> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (RESERVED.has(k) || v === null || v === undefined) continue;
    Object.defineProperty(own, k, {
      value: typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : JSON.stringify(v),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return new ProcessingMessage(
    text(fields['message']),
    fields['full_message'] === undefined ? undefined : text(fields['full_message']),
    text(fields['source']),
    Number.isFinite(parsedTime) ? parsedTime : Date.now(),
    own,
    inputId,
  );
}
