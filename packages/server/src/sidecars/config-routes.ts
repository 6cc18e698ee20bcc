import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { newObjectId } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { optString, optStringArray, queryString, readStrictObject } from '../http/body.js';
import type { CollectorRecord } from './defaults.js';
import { listParams, paged, queryFilter } from './list.js';
import { collectorJson, configurationJson, etagOf, unquote, type SidecarService } from './service.js';
import type { ConfigurationRecord } from './store.js';
import { checkSidecarId } from './sidecar-routes.js';
import { TemplateError } from './template.js';

export const MAX_TEMPLATE = 1024 * 1024;
const COLLECTOR_FIELDS = [
  'id',
  'name',
  'service_type',
  'node_operating_system',
  'executable_path',
  'execute_parameters',
  'validation_parameters',
  'default_template',
];

function readCollector(body: unknown): Omit<CollectorRecord, 'id'> {
  const obj = readStrictObject(body, COLLECTOR_FIELDS, 'collector');
  optString(obj, 'id', 64);
  const name = optString(obj, 'name', 256);
  const serviceType = optString(obj, 'service_type', 16);
  const os = optString(obj, 'node_operating_system', 64);
  const executablePath = optString(obj, 'executable_path', 4096);
  const missing = Object.entries({ name, service_type: serviceType, node_operating_system: os, executable_path: executablePath })
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length > 0) throw new ApiError(400, `Missing required properties: ${missing.join(', ')}`);
  if (serviceType !== 'exec' && serviceType !== 'svc')
    throw new ApiError(400, 'Unable to map property service_type: expected exec or svc.');
  return {
    name: name!,
    serviceType,
    nodeOperatingSystem: os!,
    executablePath: executablePath!,
    executeParameters: optString(obj, 'execute_parameters', 4096) ?? '',
    validationParameters: optString(obj, 'validation_parameters', 4096) ?? '',
    defaultTemplate: optString(obj, 'default_template', MAX_TEMPLATE) ?? '',
  };
}

function readConfiguration(body: unknown): Omit<ConfigurationRecord, 'id'> {
  const obj = readStrictObject(body, ['id', 'collector_id', 'name', 'color', 'template', 'tags'], 'configuration');
  optString(obj, 'id', 64);
  const fields = {
    collector_id: optString(obj, 'collector_id', 64),
    name: optString(obj, 'name', 256),
    color: optString(obj, 'color', 64),
    template: optString(obj, 'template', MAX_TEMPLATE),
  };
  const missing = Object.entries(fields)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length > 0) throw new ApiError(400, `Missing required properties: ${missing.join(', ')}`);
  const tags = [...new Set(optStringArray(obj, 'tags', 100, 256) ?? [])];
  return { collectorId: fields.collector_id!, name: fields.name!, color: fields.color!, template: fields.template!, tags };
}

export const validationFailed = (reply: FastifyReply, errors: Record<string, string[]>) =>
  reply.code(400).send({ failed: true, errors, error_context: {} });

/** `/sidecar/collectors` and `/sidecar/configurations` (ADMIN-API.md §9.2). */
export const configurationRoutes: FastifyPluginAsync<{ service: SidecarService }> = async (app, { service }) => {
  const { store } = service;

  // Collectors

  const collectorNameProblem = (name: string): string | null =>
    /^[A-Za-z0-9_.-]+$/.test(name) ? null : 'Collector name can only contain the following characters: A-Z,a-z,0-9,_,-,.';
  // A collector is a name on one operating system: the same name may exist once for each OS.
  const collectorProblem = (c: Omit<CollectorRecord, 'id'>, id: string | null): string | null =>
    collectorNameProblem(c.name) ??
    (store.collectors().some((x) => x.id !== id && x.name === c.name && x.nodeOperatingSystem === c.nodeOperatingSystem)
      ? `Collector "${c.name}" already exists on ${c.nodeOperatingSystem}`
      : null);
  const getCollector = (id: string) => {
    const c = store.collector(id);
    if (!c) throw new ApiError(404, `Could not find collector <${id}>.`);
    return c;
  };

  // The agent's collector list, revalidated with its ETag.
  app.get('/sidecar/collectors', async (request, reply) => {
    requirePermission(request, 'sidecar_collectors:read');
    const collectors = store.collectors().map(collectorJson);
    const answer = { total: collectors.length, collectors };
    const etag = etagOf(answer);
    reply.header('ETag', `"${etag}"`).header('Cache-Control', 'private, no-transform');
    if (unquote(request.headers['if-none-match']) === etag) return reply.code(304).send();
    return answer;
  });

  app.get('/sidecar/collectors/summary', async (request) => {
    requirePermission(request, 'sidecar_collectors:read');
    const params = listParams(request.query, 'name');
    const items = store.collectors().filter(
      queryFilter<CollectorRecord>(params.query, 'name', {
        id: (c) => c.id,
        name: (c) => c.name,
        operating_system: (c) => c.nodeOperatingSystem,
      }),
    );
    const { page, pagination } = paged(items, params, (c) =>
      params.sort === 'node_operating_system'
        ? c.nodeOperatingSystem
        : params.sort === 'service_type'
          ? c.serviceType
          : c.name.toLowerCase(),
    );
    return {
      query: params.query,
      pagination,
      total: store.collectors().length,
      sort: params.sort,
      order: params.order,
      collectors: page.map((c) => ({ id: c.id, name: c.name, service_type: c.serviceType, node_operating_system: c.nodeOperatingSystem })),
    };
  });

  app.get('/sidecar/collectors/validate', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    const name = queryString(request.query, 'name') ?? '';
    const id = queryString(request.query, 'id') ?? null;
    const os = queryString(request.query, 'node_operating_system');
    const problem =
      collectorNameProblem(name) ??
      (store.collectors().some((x) => x.id !== id && x.name === name && (os === undefined || x.nodeOperatingSystem === os))
        ? `Collector "${name}" already exists${os === undefined ? '' : ` on ${os}`}`
        : null);
    return { error: problem !== null, error_message: problem };
  });

  app.get<{ Params: { id: string } }>('/sidecar/collectors/:id', async (request) => {
    requirePermission(request, 'sidecar_collectors:read');
    return collectorJson(getCollector(request.params.id));
  });

  app.post('/sidecar/collectors', async (request) => {
    requirePermission(request, 'sidecar_collectors:create');
    const collector = readCollector(request.body);
    const problem = collectorProblem(collector, null);
    if (problem) throw new ApiError(400, problem);
    const saved = { ...collector, id: newObjectId() };
    store.saveCollector(saved);
    return collectorJson(saved);
  });

  app.put<{ Params: { id: string } }>('/sidecar/collectors/:id', async (request) => {
    requirePermission(request, 'sidecar_collectors:update');
    const existing = getCollector(request.params.id);
    const collector = readCollector(request.body);
    const problem = collectorProblem(collector, existing.id);
    if (problem) throw new ApiError(400, problem);
    const saved = { ...collector, id: existing.id };
    store.saveCollector(saved);
    return collectorJson(saved);
  });

  app.post<{ Params: { id: string; name: string } }>('/sidecar/collectors/:id/:name', async (request, reply) => {
    requirePermission(request, 'sidecar_collectors:create');
    const source = getCollector(request.params.id);
    const copy = { ...source, name: request.params.name };
    const problem = collectorProblem(copy, null);
    if (problem) throw new ApiError(400, problem);
    store.saveCollector({ ...copy, id: newObjectId() });
    return reply.code(202).send();
  });

  app.delete<{ Params: { id: string } }>('/sidecar/collectors/:id', async (request, reply) => {
    requirePermission(request, 'sidecar_collectors:delete');
    if (store.configurations().some((c) => c.collectorId === request.params.id))
      throw new ApiError(400, 'Collector still in use, cannot delete.');
    if (!store.deleteCollector(request.params.id)) throw new ApiError(404, `Could not find collector <${request.params.id}>.`);
    return reply.code(202).send();
  });

  // Configurations

  const getConfiguration = (id: string) => {
    const c = store.configuration(id);
    if (!c) throw new ApiError(404, `Could not find Configuration <${id}>.`);
    return c;
  };

  app.get('/sidecar/configurations', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    const params = listParams(request.query, 'name');
    const items = store.configurations().filter(
      queryFilter<ConfigurationRecord>(params.query, 'name', {
        id: (c) => c.id,
        name: (c) => c.name,
        collector_id: (c) => c.collectorId,
      }),
    );
    const { page, pagination } = paged(items, params, (c) => (params.sort === 'collector_id' ? c.collectorId : c.name.toLowerCase()));
    return {
      query: params.query,
      pagination,
      total: store.configurations().length,
      sort: params.sort,
      order: params.order,
      configurations: page.map((c) => ({ id: c.id, name: c.name, collector_id: c.collectorId, color: c.color, tags: c.tags })),
    };
  });

  // Imports from Sidecars 0.1 (Graylog 2): none can reach this server.
  app.get('/sidecar/configurations/uploads', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    return { pagination: { total: 0, count: 0, page: 1, per_page: 10 }, total: 0, uploads: [] };
  });

  app.get<{ Params: { id: string } }>('/sidecar/configurations/:id', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    return configurationJson(getConfiguration(request.params.id));
  });

  app.get<{ Params: { id: string } }>('/sidecar/configurations/:id/sidecars', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    requirePermission(request, 'sidecars:read');
    const c = getConfiguration(request.params.id);
    return {
      configuration_id: c.id,
      sidecar_ids: store
        .sidecars()
        .filter((s) => s.assignments.some((a) => a.configuration_id === c.id))
        .map((s) => s.id),
    };
  });

  app.post('/sidecar/configurations/validate', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    const obj = readStrictObject(request.body, ['id', 'collector_id', 'name', 'color', 'template', 'tags'], 'configuration');
    const c = readConfiguration({ collector_id: '', color: '', template: '', ...obj });
    const errors = service.validateConfiguration({ ...c, id: optString(obj, 'id', 64) ?? null });
    return { failed: Object.keys(errors).length > 0, errors, error_context: {} };
  });

  // The agent fetches each assigned configuration, rendered for it, revalidated with its ETag.
  app.get<{ Params: { sidecarId: string; configurationId: string } }>(
    '/sidecar/configurations/render/:sidecarId/:configurationId',
    async (request, reply) => {
      requirePermission(request, 'sidecar_collector_configurations:read');
      const sidecarId = checkSidecarId(request.params.sidecarId);
      const sidecar = store.sidecar(sidecarId);
      if (!sidecar) throw new ApiError(404, `Couldn't find Sidecar by ID: ${sidecarId}`);
      const configuration = store.configuration(request.params.configurationId);
      if (!configuration) throw new ApiError(404, `Couldn't find configuration by ID: ${request.params.configurationId}`);
      let rendered;
      try {
        rendered = service.renderFor(sidecar, configuration);
      } catch (error) {
        if (error instanceof TemplateError) throw new ApiError(400, `Could not render template: ${error.message}`);
        throw error;
      }
      const etag = etagOf(rendered);
      reply.header('ETag', `"${etag}"`).header('Cache-Control', 'private, no-transform');
      if (unquote(request.headers['if-none-match']) === etag) return reply.code(304).send();
      return rendered;
    },
  );

  app.post('/sidecar/configurations/render/preview', async (request) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    const obj = readStrictObject(request.body, ['template'], 'preview request');
    const template = optString(obj, 'template', MAX_TEMPLATE);
    if (template === undefined) throw new ApiError(400, 'Missing required properties: template');
    try {
      return { preview: service.preview(template) };
    } catch (error) {
      if (error instanceof TemplateError) throw new ApiError(400, `Could not render template preview: ${error.message}`);
      throw error;
    }
  });

  app.post('/sidecar/configurations', async (request, reply) => {
    requirePermission(request, 'sidecar_collector_configurations:create');
    const c = readConfiguration(request.body);
    const errors = service.validateConfiguration({ ...c, id: null });
    if (Object.keys(errors).length > 0) return validationFailed(reply, errors);
    const saved = { ...c, id: newObjectId() };
    store.transaction(() => {
      store.saveConfiguration(saved);
      if (saved.tags.length > 0) service.refreshTaggedAssignments();
    });
    return configurationJson(saved);
  });

  app.post<{ Params: { id: string; name: string } }>('/sidecar/configurations/:id/:name', async (request, reply) => {
    requirePermission(request, 'sidecar_collector_configurations:read');
    requirePermission(request, 'sidecar_collector_configurations:create');
    const source = getConfiguration(request.params.id);
    // A copy gets no tags: it must not be assigned to the source's Sidecars behind the user's back.
    const copy = { ...source, id: newObjectId(), name: request.params.name, tags: [] };
    const errors = service.validateConfiguration(copy);
    if (Object.keys(errors).length > 0) return validationFailed(reply, errors);
    store.saveConfiguration(copy);
    return reply.code(202).send();
  });

  app.put<{ Params: { id: string } }>('/sidecar/configurations/:id', async (request, reply) => {
    requirePermission(request, 'sidecar_collector_configurations:update');
    const previous = getConfiguration(request.params.id);
    const c = readConfiguration(request.body);
    if (previous.collectorId !== c.collectorId && service.isConfigurationInUse(previous.id))
      throw new ApiError(400, 'Configuration still in use, cannot change collector type.');
    const errors = service.validateConfiguration({ ...c, id: previous.id });
    if (Object.keys(errors).length > 0) return validationFailed(reply, errors);
    const saved = { ...c, id: previous.id };
    store.transaction(() => {
      store.saveConfiguration(saved);
      if (JSON.stringify(previous.tags) !== JSON.stringify(saved.tags)) service.refreshTaggedAssignments();
    });
    return configurationJson(saved);
  });

  app.delete<{ Params: { id: string } }>('/sidecar/configurations/:id', async (request, reply) => {
    requirePermission(request, 'sidecar_collector_configurations:delete');
    if (service.isConfigurationInUse(request.params.id)) throw new ApiError(400, 'Configuration still in use, cannot delete.');
    if (!store.deleteConfiguration(request.params.id)) throw new ApiError(404, `Could not find Configuration <${request.params.id}>.`);
    return reply.code(202).send();
  });
};
