import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, optInteger, optString, queryString, readStrictObject } from '../http/body.js';
import { listParams, paged, queryFilter } from './list.js';
import { etagOf, unquote, type SidecarService } from './service.js';
import type { SidecarRecord } from './store.js';
import { readActions, readNodeConfigurations, readRegistration, SIDECAR_STATUS, type CollectorActionWire } from './wire.js';

/** A Sidecar's node id: a UUID or a name of letters, digits and `.`, `_`, `:`, `-` (never a prototype key). */
const SIDECAR_ID = /^[\w.:-]{1,128}$/;
export function checkSidecarId(id: string): string {
  if (!SIDECAR_ID.test(id) || ['__proto__', 'constructor', 'prototype'].includes(id) || /^\.+$/.test(id))
    throw new ApiError(400, `Invalid sidecar id <${id}>.`);
  return id;
}

/** SidecarStatusMapper: `status:running` in a list query means `status:0`, and so on. */
const mapStatusNames = (query: string) =>
  query.replace(/(^|\s)(-?)status:(=?)(running|unknown|failing|stopped)\b/gi, (_m, pre: string, neg: string, eq: string, name: string) => {
    const code = SIDECAR_STATUS[name.toLowerCase() as keyof typeof SIDECAR_STATUS];
    return `${pre}${neg}status:${eq === '' ? '=' : eq}${code}`;
  });

const SIDECAR_FIELDS: Record<string, (s: SidecarRecord) => string | null> = {
  id: (s) => s.id,
  node_id: (s) => s.nodeId,
  name: (s) => s.nodeName,
  sidecar_version: (s) => s.sidecarVersion,
  operating_system: (s) => s.nodeDetails.operating_system,
  status: (s) => (s.nodeDetails.status ? String(s.nodeDetails.status.status) : null),
};

const SORT_KEYS: Record<string, (s: SidecarRecord) => string | number> = {
  node_name: (s) => s.nodeName.toLowerCase(),
  last_seen: (s) => s.lastSeen,
  sidecar_version: (s) => s.sidecarVersion,
  'node_details.operating_system': (s) => s.nodeDetails.operating_system.toLowerCase(),
  'node_details.ip': (s) => s.nodeDetails.ip ?? '',
  'node_details.status.status': (s) => s.nodeDetails.status?.status ?? SIDECAR_STATUS.unknown,
};

const ACTIONS = ['start', 'stop', 'restart'];

/** `/sidecars` (registry and registration), `/sidecar/action` and `/sidecar/administration` (ADMIN-API.md §9.2). */
export const sidecarRoutes: FastifyPluginAsync<{ service: SidecarService }> = async (app, { service }) => {
  const { store } = service;

  const filtered = (query: string) => store.sidecars().filter(queryFilter(mapStatusNames(query), 'name', SIDECAR_FIELDS));

  app.get('/sidecars', async (request) => {
    requirePermission(request, 'sidecars:read');
    const params = listParams(request.query, 'node_name');
    const onlyActive = queryString(request.query, 'only_active');
    if (onlyActive !== undefined && onlyActive !== '' && !/^(true|false)$/i.test(onlyActive))
      throw new ApiError(400, 'Query parameter only_active must be true or false.');
    const active = onlyActive?.toLowerCase() === 'true';
    const items = filtered(params.query).filter((s) => !active || service.isActive(s));
    const { page, pagination } = paged(items, params, SORT_KEYS[params.sort] ?? SORT_KEYS['node_name']!);
    return {
      query: params.query,
      pagination,
      total: store.sidecars().length,
      only_active: active,
      sort: params.sort,
      order: params.order,
      sidecars: page.map((s) => service.summary(s)),
      filters: null,
    };
  });

  app.get('/sidecars/all', async (request) => {
    requirePermission(request, 'sidecars:read');
    const all = store.sidecars();
    return {
      query: '',
      pagination: { total: all.length, count: all.length, page: 1, per_page: all.length },
      total: all.length,
      only_active: false,
      sort: null,
      order: null,
      sidecars: all.map((s) => service.summary(s)),
      filters: null,
    };
  });

  app.get<{ Params: { sidecarId: string } }>('/sidecars/:sidecarId', async (request) => {
    requirePermission(request, 'sidecars:read');
    const sidecar = store.sidecar(request.params.sidecarId);
    if (!sidecar) throw new ApiError(404, `Could not find sidecar <${request.params.sidecarId}>`);
    return service.summary(sidecar);
  });

  // The agent's poll: registration and status. 202 with what it must run, or 304 when that is unchanged.
  app.put<{ Params: { sidecarId: string } }>('/sidecars/:sidecarId', async (request, reply) => {
    requirePermission(request, 'sidecars:update');
    const nodeId = checkSidecarId(request.params.sidecarId);
    const version = request.headers['x-graylog-sidecar-version'];
    if (typeof version !== 'string' || version.trim() === '' || version.length > 64)
      throw new ApiError(400, 'The header X-Graylog-Sidecar-Version is required (the version of the registering Sidecar).');
    const { nodeName, nodeDetails } = readRegistration(request.body);
    const answer = service.register(nodeId, nodeName, nodeDetails, version.trim());
    const etag = etagOf(answer);
    reply.header('ETag', `"${etag}"`).header('Cache-Control', 'private, no-transform');
    // Actions go out once: an answer that carries some is never "not modified".
    if (answer.actions === null && unquote(request.headers['if-none-match']) === etag) return reply.code(304).send();
    return reply.code(202).send(answer);
  });

  app.put('/sidecars/configurations', async (request, reply) => {
    requirePermission(request, 'sidecars:update');
    const nodes = readNodeConfigurations(request.body);
    store.transaction(() => {
      for (const nodeId of [...new Set(nodes.map((n) => n.nodeId))]) {
        service.assign(
          nodeId,
          nodes.filter((n) => n.nodeId === nodeId).flatMap((n) => n.assignments),
        );
      }
    });
    return reply.code(202).send();
  });

  app.get<{ Params: { sidecarId: string } }>('/sidecar/action/:sidecarId', async (request) => {
    requirePermission(request, 'sidecars:read');
    return store.actions(checkSidecarId(request.params.sidecarId)) ?? [];
  });

  app.put<{ Params: { sidecarId: string } }>('/sidecar/action/:sidecarId', async (request, reply) => {
    requirePermission(request, 'sidecars:update');
    const sidecarId = checkSidecarId(request.params.sidecarId);
    const actions = readActions(request.body);
    store.queueActions(sidecarId, actions, Date.now());
    return reply.code(202).send();
  });

  // The administration page: Sidecars with the collectors that run on their OS, filtered.
  app.post('/sidecar/administration', async (request) => {
    requirePermission(request, 'sidecars:read');
    const body = readStrictObject(request.body, ['filters', 'page', 'per_page', 'query'], 'administration request');
    const page = optInteger(body, 'page', 1, 1_000_000) ?? 1;
    const perPage = optInteger(body, 'per_page', 0, 10_000) ?? 50;
    const query = optString(body, 'query', 4096) ?? '';
    const rawFilters = body['filters'] ?? {};
    if (!isObject(rawFilters) || Object.values(rawFilters).some((v) => typeof v !== 'string'))
      throw new ApiError(400, 'Unable to map property filters: expected an object of strings.');
    const filters = readStrictObject(rawFilters, ['collector', 'configuration', 'os', 'status'], 'filters') as Record<string, string>;
    const configuration = filters['configuration'] !== undefined ? store.configuration(filters['configuration']) : null;
    if (filters['configuration'] !== undefined && !configuration)
      throw new ApiError(404, `Could not find Configuration <${filters['configuration']}>.`);
    const collectorIds = [...new Set([filters['collector'], configuration?.collectorId].filter((x): x is string => x !== undefined))];
    const collectors =
      collectorIds.length === 0
        ? store.collectors()
        : collectorIds.length === 1
          ? store.collectors().filter((c) => c.id === collectorIds[0])
          : [];
    const hasFilters = Object.keys(filters).length > 0;
    const items = filtered(query)
      .filter((s) => filters['os'] === undefined || s.nodeDetails.operating_system.toLowerCase() === filters['os'].toLowerCase())
      .filter(
        (s) => filters['status'] === undefined || String(s.nodeDetails.status?.status ?? SIDECAR_STATUS.unknown) === filters['status'],
      )
      .filter((s) => !configuration || s.assignments.some((a) => a.configuration_id === configuration.id));
    const { page: onPage, pagination } = paged(
      items,
      { page, perPage: perPage === 0 ? Number.MAX_SAFE_INTEGER : perPage, query, sort: 'node_name', order: 'asc' },
      SORT_KEYS['node_name']!,
    );
    const sidecars = onPage
      .map((s) =>
        service.summary(
          s,
          collectors.filter((c) => c.nodeOperatingSystem.toLowerCase() === s.nodeDetails.operating_system.toLowerCase()).map((c) => c.id),
        ),
      )
      .filter((s) => !hasFilters || (s.collectors?.length ?? 0) > 0);
    return { query, pagination, total: store.sidecars().length, only_active: false, sort: 'node_name', order: 'asc', sidecars, filters };
  });

  // Bulk start / stop / restart of collectors on several Sidecars.
  app.put('/sidecar/administration/action', async (request, reply) => {
    requirePermission(request, 'sidecar_collectors:update');
    const body = readStrictObject(request.body, ['action', 'collectors'], 'bulk action');
    const action = optString(body, 'action', 32);
    if (!action || !ACTIONS.includes(action))
      throw new ApiError(400, `Unable to map property action: expected one of ${ACTIONS.join(', ')}.`);
    const list = body['collectors'];
    if (!Array.isArray(list) || list.some((x) => !isObject(x)))
      throw new ApiError(400, 'Unable to map property collectors: expected a list of objects.');
    const requests = list.map((raw) => {
      const item = readStrictObject(raw, ['sidecar_id', 'collector_ids'], 'bulk action request');
      const sidecarId = checkSidecarId(optString(item, 'sidecar_id', 128) ?? '');
      const ids = item['collector_ids'];
      if (!Array.isArray(ids) || ids.some((x) => typeof x !== 'string' || x.length > 64))
        throw new ApiError(400, 'Unable to map property collector_ids: expected a list of strings.');
      return {
        sidecarId,
        actions: (ids as string[]).map((id): CollectorActionWire => ({ collector_id: id, properties: { [action]: true } })),
      };
    });
    store.transaction(() => {
      for (const r of requests) store.queueActions(r.sidecarId, r.actions, Date.now());
    });
    return reply.code(202).send();
  });
};
