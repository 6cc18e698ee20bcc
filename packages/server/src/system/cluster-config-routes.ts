import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { readObject, readStrictObject } from '../http/body.js';
import type { ClusterConfigStore } from './cluster-config-store.js';
import {
  CLUSTER_CONFIG_CLASSES,
  findClusterConfigClass,
  MESSAGE_PROCESSORS_CONFIG,
  type ClusterConfigClass,
} from './cluster-config-classes.js';
import { DEFAULT_URL_WHITELIST, parseWhitelist, URL_WHITELIST } from './urlwhitelist.js';
import { CUSTOMIZATION_ALIASES, CUSTOMIZATION_CLASSES } from './customization.js';
import { INDEX_SET_DEFAULTS, parseIndexSetDefaults, withStrategyAliases } from './index-set-defaults.js';

const whitelistClass: ClusterConfigClass = {
  name: URL_WHITELIST,
  defaults: () => structuredClone(DEFAULT_URL_WHITELIST) as unknown as Record<string, unknown>,
  parse: (body) => parseWhitelist(body) as unknown as Record<string, unknown>,
};
const classes = [...CLUSTER_CONFIG_CLASSES, whitelistClass, ...CUSTOMIZATION_CLASSES];
const find = (name: string) =>
  name === URL_WHITELIST ? whitelistClass : (findClusterConfigClass(name) ?? CUSTOMIZATION_CLASSES.find((c) => c.name === name));

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

  const getConfig = (name: string, request: FastifyRequest) => {
    const cls = find(name);
    requirePermission(request, `clusterconfigentry:read:${name}`);
    if (!cls) throw new ApiError(404, `Couldn't find configuration class  '${name}'`);
    return read(cls);
  };
  const putConfig = (name: string, request: FastifyRequest) => {
    requirePermission(request, `clusterconfigentry:create:${name}`);
    requirePermission(request, `clusterconfigentry:edit:${name}`);
    const cls = find(name);
    if (!cls) throw new ApiError(404, `Couldn't find configuration class  '${name}'`);
    let body;
    try {
      body = readObject(request.body);
    } catch {
      throw new ApiError(400, `Couldn't parse cluster configuration "${cls.name}".`);
    }
    const value = cls.parse(body);
    config.put(cls.name, value);
    return cls.onRead ? cls.onRead(value) : value;
  };

  app.get<{ Params: { cls: string } }>('/system/cluster_config/:cls', async (request) => getConfig(request.params.cls, request));
  app.put<{ Params: { cls: string } }>('/system/cluster_config/:cls', async (request, reply) =>
    reply.code(202).send(putConfig(request.params.cls, request)),
  );

  /**
   * Customization sections (public notifications, theme) live on the cluster-config path above under
   * their full keys; these short forms (`notifications`, `theme`) read and write the same entries.
   */
  const customizationKey = (key: string) => {
    const name = CUSTOMIZATION_ALIASES[key] ?? key;
    if (!CUSTOMIZATION_CLASSES.some((c) => c.name === name)) throw new ApiError(404, `Couldn't find customization '${key}'`);
    return name;
  };
  app.get<{ Params: { key: string } }>('/system/customization/:key', async (request) => {
    requireSubject(request);
    return getConfig(customizationKey(request.params.key), request);
  });
  app.put<{ Params: { key: string } }>('/system/customization/:key', async (request, reply) => {
    requireSubject(request);
    return reply.code(202).send(putConfig(customizationKey(request.params.key), request));
  });

  /** `PUT /system/indices/index_set_defaults` (ADMIN-API §6.1): 200 with the stored defaults. */
  app.put('/system/indices/index_set_defaults', async (request) => {
    requirePermission(request, 'clusterconfigentry:create');
    requirePermission(request, 'clusterconfigentry:edit');
    const value = parseIndexSetDefaults(request.body);
    config.put(INDEX_SET_DEFAULTS, value);
    return withStrategyAliases(value);
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
