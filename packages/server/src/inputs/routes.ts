import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject, type Subject } from '../auth/subject.js';
import { newObjectId } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { isReservedStaticField } from '../ingest/static-fields.js';
import type { InputManager } from './manager.js';
import type { InputRecord } from './store.js';
import { checkConfiguration, findInputType, INPUT_TYPES, type InputType } from './types.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeInfo(t: InputType) {
  return { type: t.type, name: t.name, is_exclusive: false, requested_configuration: t.requested_configuration, link_to_docs: '' };
}

/** The configuration with password fields masked for callers who may not edit the input. */
function attributes(input: InputRecord, subject: Subject | null): Record<string, unknown> {
  const type = findInputType(input.type);
  const canEdit = subject?.isPermitted(`inputs:edit:${input.id}`) ?? false;
  const out: Record<string, unknown> = { ...input.configuration };
  for (const [name, field] of Object.entries(type?.requested_configuration ?? {})) {
    const value = out[name];
    if (canEdit || typeof value !== 'string' || value === '') continue;
    if (field.attributes.includes('is_password')) out[name] = '<password set>';
    else if (field.attributes.includes('is_sensitive')) out[name] = '<value hidden>';
  }
  return out;
}

export function inputSummary(input: InputRecord, subject: Subject | null) {
  return {
    title: input.title,
    global: input.global,
    name: findInputType(input.type)?.name ?? input.type,
    content_pack: null,
    created_at: input.createdAt,
    type: input.type,
    creator_user_id: input.creatorUserId,
    attributes: attributes(input, subject),
    static_fields: input.staticFields,
    node: input.global ? null : input.node,
    id: input.id,
  };
}

function readCreateRequest(body: unknown): {
  title: string;
  type: InputType;
  global: boolean;
  configuration: Record<string, unknown>;
  node: string | null;
} {
  if (!isObject(body)) throw new ApiError(400, 'Expected an input as JSON object');
  const type = findInputType(String(body['type'] ?? ''));
  if (!type) throw new ApiError(404, `There is no such input type registered.`);
  const title = typeof body['title'] === 'string' ? body['title'].trim() : '';
  if (title === '') throw new ApiError(400, 'Missing or invalid input configuration.');
  const configuration = isObject(body['configuration']) ? body['configuration'] : {};
  if (!checkConfiguration(type, configuration)) throw new ApiError(400, 'Missing or invalid input configuration.');
  return { title, type, global: body['global'] === true, configuration, node: typeof body['node'] === 'string' ? body['node'] : null };
}

/** `/system/inputs`, input types, `/cluster/inputstates`, `/system/inputstates` and static fields. */
export const inputRoutes: FastifyPluginAsync<{ inputs: InputManager }> = async (app, { inputs }) => {
  const mustExist = (id: string) => {
    const input = inputs.store.get(id);
    if (!input) throw new ApiError(404, `Input <${id}> not found!`);
    return input;
  };
  const stateSummary = (input: InputRecord, subject: Subject) => {
    const runtime = inputs.state(input.id);
    return {
      id: input.id,
      state: runtime?.state ?? 'STOPPED',
      started_at: runtime?.startedAt ?? null,
      detailed_message: runtime?.detailedMessage ?? null,
      message_input: inputSummary(input, subject),
    };
  };
  const readable = (request: FastifyRequest) => {
    const subject = requireSubject(request);
    return { subject, list: inputs.store.list().filter((i) => subject.isPermitted(`inputs:read:${i.id}`)) };
  };

  app.get('/system/inputs/types', async (request) => {
    requireSubject(request);
    return { types: Object.fromEntries(INPUT_TYPES.map((t) => [t.type, t.name])) };
  });
  app.get('/system/inputs/types/all', async (request) => {
    requireSubject(request);
    return Object.fromEntries(INPUT_TYPES.map((t) => [t.type, typeInfo(t)]));
  });
  app.get<{ Params: { type: string } }>('/system/inputs/types/:type', async (request) => {
    requireSubject(request);
    const type = findInputType(request.params.type);
    if (!type) throw new ApiError(404, 'There is no such input type registered.');
    return typeInfo(type);
  });

  app.get('/system/inputs', async (request) => {
    const { subject, list } = readable(request);
    return { inputs: list.map((i) => inputSummary(i, subject)), total: list.length };
  });
  app.get<{ Params: { id: string } }>('/system/inputs/:id', async (request) => {
    const subject = requirePermission(request, `inputs:read:${request.params.id}`);
    return inputSummary(mustExist(request.params.id), subject);
  });
  app.post('/system/inputs', async (request, reply) => {
    const subject = requirePermission(request, 'inputs:create');
    const req = readCreateRequest(request.body);
    const record: InputRecord = {
      id: newObjectId(),
      title: req.title,
      type: req.type.type,
      global: req.global,
      node: req.global ? null : (req.node ?? inputs.nodeId),
      configuration: req.configuration,
      staticFields: {},
      creatorUserId: subject.username,
      createdAt: new Date().toISOString(),
      desiredState: 'RUNNING',
    };
    inputs.store.save(record);
    if (inputs.runsHere(record)) await inputs.start(record.id);
    return reply.code(201).header('location', `/system/inputs/${record.id}`).send({ id: record.id });
  });
  app.put<{ Params: { id: string } }>('/system/inputs/:id', async (request, reply) => {
    requirePermission(request, `inputs:edit:${request.params.id}`);
    const existing = mustExist(request.params.id);
    const req = readCreateRequest(request.body);
    const updated: InputRecord = {
      ...existing,
      title: req.title,
      type: req.type.type,
      global: req.global,
      node: req.global ? null : (req.node ?? existing.node ?? inputs.nodeId),
      configuration: { ...existing.configuration, ...req.configuration },
    };
    inputs.store.save(updated);
    if (existing.desiredState === 'RUNNING' && inputs.runsHere(updated)) await inputs.start(updated.id);
    return reply.code(201).send({ id: updated.id });
  });
  app.delete<{ Params: { id: string } }>('/system/inputs/:id', async (request, reply) => {
    requirePermission(request, `inputs:terminate:${request.params.id}`);
    mustExist(request.params.id);
    await inputs.remove(request.params.id);
    inputs.store.delete(request.params.id);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/system/inputs/:id/staticfields', async (request, reply) => {
    requirePermission(request, `inputs:edit:${request.params.id}`);
    const input = mustExist(request.params.id);
    const body = isObject(request.body) ? request.body : {};
    const key = typeof body['key'] === 'string' ? body['key'] : '';
    const value = typeof body['value'] === 'string' ? body['value'] : '';
    // StaticFieldsResource: a valid message key, and not one of the reserved fields a sender may not set.
    if (!/^[\w.\-@]+$/.test(key)) throw new ApiError(400, `Invalid key: '${key}'`);
    if (isReservedStaticField(key)) throw new ApiError(400, `Cannot add static field. Field [${key}] is reserved.`);
    inputs.store.save({ ...input, staticFields: { ...input.staticFields, [key]: value } });
    return reply.code(201).send();
  });
  app.delete<{ Params: { id: string; key: string } }>('/system/inputs/:id/staticfields/:key', async (request, reply) => {
    requirePermission(request, `inputs:edit:${request.params.id}`);
    const input = mustExist(request.params.id);
    if (!(request.params.key in input.staticFields)) throw new ApiError(404, 'No such static field.');
    const staticFields = { ...input.staticFields };
    delete staticFields[request.params.key];
    inputs.store.save({ ...input, staticFields });
    return reply.code(204).send();
  });

  app.get('/cluster/inputstates', async (request) => {
    const { subject, list } = readable(request);
    return { [inputs.nodeId]: list.filter((i) => inputs.runsHere(i) && inputs.state(i.id)).map((i) => stateSummary(i, subject)) };
  });
  app.get('/system/inputstates', async (request) => {
    const { subject, list } = readable(request);
    return { states: list.filter((i) => inputs.runsHere(i) && inputs.state(i.id)).map((i) => stateSummary(i, subject)) };
  });
  const changeState = async (request: FastifyRequest<{ Params: { id: string } }>, running: boolean) => {
    requirePermission(request, `inputs:changestate:${request.params.id}`);
    const input = mustExist(request.params.id);
    inputs.store.save({ ...input, desiredState: running ? 'RUNNING' : 'STOPPED' });
    if (running) await inputs.start(input.id);
    else await inputs.stop(input.id);
    return { id: input.id };
  };
  app.put<{ Params: { id: string } }>('/system/inputstates/:id', (request) => changeState(request, true));
  app.delete<{ Params: { id: string } }>('/system/inputstates/:id', (request) => changeState(request, false));
  app.put<{ Params: { id: string } }>('/cluster/inputstates/:id', async (request) => ({
    [inputs.nodeId]: await changeState(request, true),
  }));
  app.delete<{ Params: { id: string } }>('/cluster/inputstates/:id', async (request) => ({
    [inputs.nodeId]: await changeState(request, false),
  }));
};
