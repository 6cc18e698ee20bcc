import type { FastifyPluginAsync } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { READER_PERMISSIONS } from '../roles/store.js';
import { selfPermissions } from '../auth/service.js';

/** The permission areas and actions this server checks, as Graylog's `GET /system/permissions` lists them. */
export const PERMISSION_CATALOGUE: Record<string, string[]> = {
  authhttpheaderconfig: ['edit', 'read'],
  authservicebackend: ['create', 'delete', 'edit', 'read'],
  authserviceglobalconfig: ['edit', 'read'],
  buffers: ['read'],
  clusterconfigentry: ['create', 'delete', 'edit', 'read'],
  contentpack: ['create', 'delete', 'install', 'read', 'uninstall'],
  dashboards: ['create', 'delete', 'edit', 'read'],
  'default-view': ['set'],
  decorators: ['create', 'edit', 'read'],
  entity: ['own'],
  fieldnames: ['read'],
  indexercluster: ['read'],
  indices: ['failures', 'read'],
  inputs: ['changestate', 'create', 'edit', 'read', 'terminate'],
  journal: ['read'],
  jvmstats: ['read'],
  loggers: ['edit', 'editsubsystem', 'read', 'readsubsystem'],
  messagecount: ['read'],
  messages: ['analyze', 'read'],
  metrics: ['allkeys', 'read', 'readall'],
  notifications: ['delete', 'read'],
  outputs: ['create', 'edit', 'read', 'terminate'],
  processbuffer: ['dump'],
  processing: ['changestate'],
  roles: ['create', 'delete', 'edit', 'read'],
  savedsearches: ['create', 'edit', 'read'],
  stream_outputs: ['create', 'delete', 'read'],
  streams: ['changestate', 'create', 'edit', 'read'],
  system: ['read'],
  systemmessages: ['read'],
  threads: ['dump'],
  throughput: ['read'],
  urlwhitelist: ['read', 'write'],
  users: ['create', 'edit', 'list', 'passwordchange', 'permissionsedit', 'rolesedit', 'tokencreate', 'tokenlist', 'tokenremove'],
  view: ['create', 'delete', 'edit', 'read'],
};

/** `GET /system/permissions` and `GET /system/permissions/reader/{username}`. */
export const permissionCatalogueRoutes: FastifyPluginAsync = async (app) => {
  app.get('/system/permissions', async (request) => {
    requireSubject(request);
    return { permissions: PERMISSION_CATALOGUE };
  });
  app.get<{ Params: { username: string } }>('/system/permissions/reader/:username', async (request) => {
    requireSubject(request);
    if (!/^[A-Za-z0-9._@-]{1,100}$/.test(request.params.username)) throw new ApiError(400, `Invalid user name ${request.params.username}`);
    return { permissions: [...READER_PERMISSIONS, ...selfPermissions(request.params.username)] };
  });
};
