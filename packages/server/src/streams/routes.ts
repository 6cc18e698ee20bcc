import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, optBoolean, optString, paging, queryString, readObject, readStrictObject, reqString, slicePage } from '../http/body.js';
import { ruleMatches } from '../ingest/router.js';
import type { GrantStore } from '../sharing/grants.js';
import { toGrn } from '../sharing/grn.js';
import { DEFAULT_INDEX_SET_ID } from '../storage/index-sets.js';
import { STREAM_RULE_TYPES } from './model.js';
import type { StreamRecord, StreamStore } from './store.js';
import type { OutputStore } from '../outputs/store.js';
import { outputNotFound, outputSummary } from '../outputs/routes.js';
import { readMatchingType, readRule, ruleJson, RULE_TYPE_INFO, streamDto, streamResponse } from './wire.js';

const CREATE_FIELDS = [
  'title',
  'description',
  'rules',
  'content_pack',
  'matching_type',
  'remove_matches_from_default_stream',
  'index_set_id',
];
const CLONE_FIELDS = ['title', 'description', 'remove_matches_from_default_stream', 'index_set_id'];
const OBJECT_ID = /^[0-9a-f]{24}$/;

const ATTRIBUTES = [
  { id: 'id', title: 'id', type: 'OBJECT_ID', sortable: true, filterable: false, searchable: true, hidden: true },
  { id: 'title', title: 'Title', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'description', title: 'Description', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'created_at', title: 'Created', type: 'DATE', sortable: true, filterable: true, searchable: false, hidden: false },
  {
    id: 'index_set_id',
    title: 'Index set',
    type: 'STRING',
    sortable: true,
    filterable: true,
    searchable: false,
    hidden: true,
    related_collection: 'index_sets',
  },
  {
    id: 'disabled',
    title: 'Status',
    type: 'BOOLEAN',
    sortable: true,
    filterable: true,
    searchable: false,
    hidden: false,
    filter_options: [
      { value: 'true', title: 'Paused' },
      { value: 'false', title: 'Running' },
    ],
  },
];

/** `/streams`: CRUD, pause/resume, clone, rules, outputs links and rule testing (API.md §8). */
export const streamRoutes: FastifyPluginAsync<{ streams: StreamStore; grants: GrantStore; outputs: OutputStore }> = async (
  app,
  { streams, grants, outputs },
) => {
  /** The summaries of a stream's outputs (links to outputs deleted meanwhile are skipped). */
  const summaries = (s: StreamRecord) =>
    s.outputs.flatMap((id) => {
      const o = outputs.get(id);
      return o ? [outputSummary(o)] : [];
    });
  /** A stream as `StreamResponse`, its outputs as full summaries. */
  const response = (s: StreamRecord) => streamResponse(s, summaries(s));
  const readable = (request: FastifyRequest) => {
    const subject = requireSubject(request);
    return streams.list().filter((s) => subject.isPermitted(`streams:read:${s.id}`));
  };
  const load = (request: FastifyRequest, id: string, permission: string): StreamRecord => {
    requireSubject(request);
    const stream = OBJECT_ID.test(id) ? streams.get(id) : undefined;
    if (!stream) throw new ApiError(404, `Stream <${id}> not found!`);
    requirePermission(request, `${permission}:${id}`);
    return stream;
  };
  const editable = (request: FastifyRequest, id: string, permission = 'streams:edit') => {
    const stream = load(request, id, permission);
    if (stream.isDefault) throw new ApiError(400, 'The default stream cannot be edited.');
    return stream;
  };
  const indexSet = (body: Record<string, unknown>, fallback: string) => {
    const id = optString(body, 'index_set_id', 24) ?? fallback;
    if (!OBJECT_ID.test(id)) throw new ApiError(400, `Invalid index set id ${id}`);
    return id;
  };

  app.get('/streams', async (request) => {
    const list = readable(request);
    return { total: list.length, streams: list.map(response) };
  });
  app.get('/streams/enabled', async (request) => {
    const list = readable(request).filter((s) => !s.disabled);
    return { total: list.length, streams: list.map(response) };
  });

  app.get('/streams/paginated', async (request) => {
    const q = isObject(request.query) ? request.query : {};
    const { page, perPage } = paging(q, 50);
    const query = (queryString(q, 'query') ?? '').trim();
    const sort = queryString(q, 'sort') ?? 'title';
    const order = queryString(q, 'order') === 'desc' ? 'desc' : 'asc';
    const rawFilters = q['filters'];
    const filters = (Array.isArray(rawFilters) ? rawFilters : rawFilters === undefined ? [] : [rawFilters]).map(String);
    let list = readable(request).filter(
      (s) => !query || [s.title, s.description ?? ''].some((t) => t.toLowerCase().includes(query.toLowerCase())),
    );
    for (const f of filters) {
      const [field, value] = [f.slice(0, f.indexOf(':')), f.slice(f.indexOf(':') + 1)];
      if (field === 'disabled') list = list.filter((s) => String(s.disabled) === value);
      else if (field === 'index_set_id') list = list.filter((s) => s.indexSetId === value);
    }
    const key = (s: StreamRecord): string | number =>
      sort === 'created_at'
        ? s.createdAt
        : sort === 'disabled'
          ? Number(s.disabled)
          : sort === 'description'
            ? (s.description ?? '').toLowerCase()
            : sort === 'id'
              ? s.id
              : s.title.toLowerCase();
    list = [...list].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return (x < y ? -1 : x > y ? 1 : 0) * (order === 'desc' ? -1 : 1);
    });
    const elements = slicePage(list, page, perPage).map(streamDto);
    return {
      query,
      pagination: { total: list.length, count: elements.length, page, per_page: perPage },
      total: list.length,
      sort,
      order,
      elements,
      attributes: ATTRIBUTES,
      defaults: { sort: { id: 'title', direction: 'ASC' } },
    };
  });

  app.get<{ Params: { id: string } }>('/streams/:id', async (request) => response(load(request, request.params.id, 'streams:read')));

  app.post('/streams', async (request, reply) => {
    const subject = requirePermission(request, 'streams:create');
    const body = readStrictObject(request.body, CREATE_FIELDS);
    const rawRules = body['rules'] ?? [];
    if (!Array.isArray(rawRules) || rawRules.length > 200) throw new ApiError(400, 'Unable to map property rules: expected a list.');
    const stream = streams.insert(
      {
        title: reqString(body, 'title', 500),
        description: optString(body, 'description', 5000) ?? null,
        // Graylog creates streams paused; they start on resume.
        disabled: true,
        matchingType: readMatchingType(body) ?? 'AND',
        removeMatchesFromDefaultStream: optBoolean(body, 'remove_matches_from_default_stream') ?? false,
        indexSetId: indexSet(body, DEFAULT_INDEX_SET_ID),
        creatorUserId: subject.username,
        contentPack: optString(body, 'content_pack', 200) ?? null,
        outputs: [],
      },
      rawRules.map(readRule),
    );
    grants.registerOwner('stream', stream.id, subject.userId);
    return reply.code(201).send({ stream_id: stream.id });
  });

  app.put<{ Params: { id: string } }>('/streams/:id', async (request) => {
    const stream = editable(request, request.params.id);
    const body = readStrictObject(request.body, CREATE_FIELDS);
    if (body['rules'] !== undefined && body['rules'] !== null) throw new ApiError(400, 'Unable to map property rules.');
    const next: StreamRecord = {
      ...stream,
      title: optString(body, 'title', 500) ?? stream.title,
      description: body['description'] === undefined ? stream.description : (optString(body, 'description', 5000) ?? null),
      matchingType: readMatchingType(body) ?? stream.matchingType,
      removeMatchesFromDefaultStream: optBoolean(body, 'remove_matches_from_default_stream') ?? stream.removeMatchesFromDefaultStream,
      indexSetId: indexSet(body, stream.indexSetId),
    };
    if (next.title.trim() === '') throw new ApiError(400, 'Missing required property title.');
    streams.update(next);
    return response(streams.get(stream.id)!);
  });

  app.delete<{ Params: { id: string } }>('/streams/:id', async (request, reply) => {
    const stream = load(request, request.params.id, 'streams:edit');
    if (stream.isDefault) throw new ApiError(400, 'The default stream cannot be deleted.');
    streams.delete(stream.id);
    grants.removeTarget(toGrn('stream', stream.id));
    return reply.code(204).send();
  });

  for (const [action, disabled] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/streams/:id/${action}`, async (request, reply) => {
      const stream = editable(request, request.params.id, 'streams:changestate');
      streams.update({ ...stream, disabled });
      return reply.code(204).send();
    });
  }

  app.post<{ Params: { id: string } }>('/streams/:id/clone', async (request, reply) => {
    const source = load(request, request.params.id, 'streams:read');
    const subject = requirePermission(request, 'streams:create');
    const body = readStrictObject(request.body, CLONE_FIELDS);
    const stream = streams.insert(
      {
        title: reqString(body, 'title', 500),
        description: optString(body, 'description', 5000) ?? source.description,
        disabled: true,
        matchingType: source.matchingType,
        removeMatchesFromDefaultStream: optBoolean(body, 'remove_matches_from_default_stream') ?? source.removeMatchesFromDefaultStream,
        indexSetId: indexSet(body, source.indexSetId),
        creatorUserId: subject.username,
        contentPack: null,
        outputs: [...source.outputs],
      },
      source.rules.map(({ id: _id, ...rule }) => rule),
    );
    grants.registerOwner('stream', stream.id, subject.userId);
    return reply.code(201).send({ stream_id: stream.id });
  });

  app.post<{ Params: { id: string } }>('/streams/:id/testMatch', async (request) => {
    const stream = load(request, request.params.id, 'streams:read');
    const body = readStrictObject(request.body, ['message']);
    const message = readObject(body['message'], 'message');
    const results: Record<string, boolean> = {};
    for (const rule of stream.rules) {
      let regex: RegExp | null = null;
      if (rule.type === STREAM_RULE_TYPES.REGEX) {
        try {
          regex = new RegExp(rule.value);
        } catch {
          regex = null;
        }
      }
      results[rule.id] = ruleMatches(
        { rule, regex },
        {
          field: (name) => message[name],
          inputId: typeof message['gl2_source_input'] === 'string' ? message['gl2_source_input'] : undefined,
        },
      );
    }
    const values = Object.values(results);
    const matches = values.length > 0 && (stream.matchingType === 'OR' ? values.some(Boolean) : values.every(Boolean));
    return { matches, rules: results };
  });

  // Rules
  app.get<{ Params: { id: string } }>('/streams/:id/rules', async (request) => {
    const stream = load(request, request.params.id, 'streams:read');
    return { total: stream.rules.length, stream_rules: stream.rules.map((r) => ruleJson(stream.id, r)) };
  });
  app.get<{ Params: { id: string } }>('/streams/:id/rules/types', async (request) => {
    requireSubject(request);
    return RULE_TYPE_INFO;
  });
  app.get<{ Params: { id: string; ruleId: string } }>('/streams/:id/rules/:ruleId', async (request) => {
    const stream = load(request, request.params.id, 'streams:read');
    const rule = stream.rules.find((r) => r.id === request.params.ruleId);
    if (!rule) throw new ApiError(404, `Stream rule <${request.params.ruleId}> not found!`);
    return ruleJson(stream.id, rule);
  });
  app.post<{ Params: { id: string } }>('/streams/:id/rules', async (request, reply) => {
    const stream = editable(request, request.params.id);
    const id = streams.addRule(stream.id, readRule(request.body));
    return reply.code(201).send({ streamrule_id: id });
  });
  app.put<{ Params: { id: string; ruleId: string } }>('/streams/:id/rules/:ruleId', async (request) => {
    const stream = editable(request, request.params.id);
    if (!stream.rules.some((r) => r.id === request.params.ruleId))
      throw new ApiError(404, `Stream rule <${request.params.ruleId}> not found!`);
    streams.updateRule(stream.id, { ...readRule(request.body), id: request.params.ruleId });
    return { streamrule_id: request.params.ruleId };
  });
  app.delete<{ Params: { id: string; ruleId: string } }>('/streams/:id/rules/:ruleId', async (request, reply) => {
    const stream = editable(request, request.params.id);
    if (!streams.deleteRule(stream.id, request.params.ruleId)) throw new ApiError(404, `Stream rule <${request.params.ruleId}> not found!`);
    return reply.code(204).send();
  });

  // Output links (StreamOutputResource): the outputs themselves are the outputs subsystem's.
  const NON_EDITABLE = ['000000000000000000000002', '000000000000000000000003', '000000000000000000000004'];
  app.get<{ Params: { id: string } }>('/streams/:id/outputs', async (request) => {
    const stream = load(request, request.params.id, 'streams:read');
    requirePermission(request, 'stream_outputs:read');
    const list = summaries(stream);
    return { total: list.length, outputs: list };
  });
  app.post<{ Params: { id: string } }>('/streams/:id/outputs', async (request, reply) => {
    const stream = load(request, request.params.id, 'streams:edit');
    requirePermission(request, 'stream_outputs:create');
    if (NON_EDITABLE.includes(stream.id)) throw new ApiError(400, 'Cannot add outputs to a non-editable stream.');
    const body = readStrictObject(request.body, ['outputs']);
    const ids = body['outputs'];
    if (!Array.isArray(ids) || ids.length > 100 || !ids.every((i) => typeof i === 'string' && i.length <= 100))
      throw new ApiError(400, 'Unable to map property outputs.');
    // Each output must exist (Graylog loads it first); linking is idempotent ($addToSet).
    for (const id of ids as string[]) if (!OBJECT_ID.test(id) || !outputs.get(id)) throw outputNotFound(id);
    const linked = [...stream.outputs];
    for (const id of ids as string[]) if (!linked.includes(id)) linked.push(id);
    if (linked.length !== stream.outputs.length) streams.update({ ...stream, outputs: linked });
    return reply.code(202).send();
  });
  app.delete<{ Params: { id: string; outputId: string } }>('/streams/:id/outputs/:outputId', async (request, reply) => {
    const stream = load(request, request.params.id, 'streams:edit');
    requirePermission(request, `stream_outputs:delete:${request.params.outputId}`);
    if (NON_EDITABLE.includes(stream.id)) throw new ApiError(400, 'Cannot remove outputs from a non-editable stream.');
    if (!outputs.get(request.params.outputId)) throw outputNotFound(request.params.outputId);
    if (stream.outputs.includes(request.params.outputId))
      streams.update({ ...stream, outputs: stream.outputs.filter((o) => o !== request.params.outputId) });
    return reply.code(204).send();
  });
};
