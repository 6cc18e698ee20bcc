import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { readObject, readStrictObject } from '../http/body.js';
import type { ClusterConfigStore } from './cluster-config-store.js';
import { CLUSTER_CONFIG_CLASSES, findClusterConfigClass, MESSAGE_PROCESSORS_CONFIG, type ClusterConfigClass } from './cluster-config-classes.js';
import { DEFAULT_URL_WHITELIST, parseWhitelist, URL_WHITELIST } from './urlwhitelist.js';

const whitelistClass: ClusterConfigClass = {
  name: URL_WHITELIST,
  defaults: () => structuredClone(DEFAULT_URL_WHITELIST) as unknown as Record<string, unknown>,
  parse: (body) => parseWhitelist(body) as unknown as Record<string, unknown>,
};
const classes = [...CLUSTER_CONFIG_CLASSES, whitelistClass];
const find = (name: string) => (name === URL_WHITELIST ? whitelistClass : findClusterConfigClass(name));

/** `/system/cluster_config/{class}` and `/system/messageprocessors/config` (API.md §3, ADMIN-API §9.5). */
export const clusterConfigRoutes: FastifyPluginAsync<{ config: ClusterConfigStore }> = async (app, { config }) => {
  /** The stored value, else the default Graylog's migrations would have written. */
  const read = (cls: ClusterConfigClass) => {
    const stored = config.get<Record<string, unknown>>(cls.name) ?? cls.defaults();
    return cls.onRead ? cls.onRead(stored) : stored;
  };

  app.get('/system/cluster_config', async (request) => {
    requirePermission(request, 'clusterconfigentry:read');
    return { classes: classes.map((c) => c.name) };
  });

  app.get<{ Params: { cls: string } }>('/system/cluster_config/:cls', async (request) => {
    const cls = find(request.params.cls);
    requirePermission(request, `clusterconfigentry:read:${request.params.cls}`);
    if (!cls) throw new ApiError(404, `Couldn't find configuration class  '${request.params.cls}'`);
    return read(cls);
  });

  app.put<{ Params: { cls: string } }>('/system/cluster_config/:cls', async (request, reply) => {
    requirePermission(request, `clusterconfigentry:create:${request.params.cls}`);
    requirePermission(request, `clusterconfigentry:edit:${request.params.cls}`);
    const cls = find(request.params.cls);
    if (!cls) throw new ApiError(404, `Couldn't find configuration class  '${request.params.cls}'`);
    let body;
    try {
      body = readObject(request.body);
    } catch {
      throw new ApiError(400, `Couldn't parse cluster configuration "${cls.name}".`);
    }
    const value = cls.parse(body);
    config.put(cls.name, value);
    return reply.code(202).send(cls.onRead ? cls.onRead(value) : value);
  });

  app.delete<{ Params: { cls: string } }>('/system/cluster_config/:cls', async (request, reply) => {
    requirePermission(request, `clusterconfigentry:delete:${request.params.cls}`);
    const cls = find(request.params.cls);
    if (!cls) throw new ApiError(404, `Couldn't find configuration class  '${request.params.cls}'`);
    config.delete(cls.name);
    return reply.code(204).send();
  });

  const processors = find(MESSAGE_PROCESSORS_CONFIG)!;
  app.get('/system/messageprocessors/config', async (request) => {
    requirePermission(request, 'clusterconfigentry:read');
    return read(processors);
  });
  app.put('/system/messageprocessors/config', async (request) => {
    requirePermission(request, 'clusterconfigentry:edit');
    const value = processors.parse(readStrictObject(request.body, ['processor_order', 'disabled_processors']));
    config.put(processors.name, value);
    return value;
  });
};
