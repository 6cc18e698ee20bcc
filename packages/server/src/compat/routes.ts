import type { FastifyPluginAsync } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { findInputType } from '../inputs/types.js';
import type { InputStore } from '../inputs/store.js';
import { systemOverview, type SystemRouteOptions } from '../system/routes.js';

export interface CompatRouteOptions {
  system: Pick<SystemRouteOptions, 'identity' | 'processing' | 'startedAt'>;
  inputs: Pick<InputStore, 'list'>;
}

/**
 * Calls of Graylog 5.1 clients that the embedded server knows but does not carry out: each answers 501
 * with Graylog's error shape naming the call (docs/api-compatibility/drop-in.md lists them).
 */
export const UNSUPPORTED_CALLS: readonly { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; what: string; permission: string }[] = [
  { method: 'GET', url: '/cluster/debug/support/manifest', what: 'support bundles', permission: 'supportbundle:read' },
  { method: 'POST', url: '/cluster/debug/support/bundle/build', what: 'support bundles', permission: 'supportbundle:create' },
];

/** The message of a call this server does not carry out. */
export const unsupportedMessage = (method: string, url: string, what: string) =>
  `${method} /api${url} is not supported by the embedded Sift server (${what}); it works against a Graylog 5.1 server (SIFT_GRAYLOG_URL).`;

/**
 * Graylog 5.1 calls that real clients make and that need little of their own: the cluster overview,
 * stream-rule inputs, available decorators and the support bundle list (Sidecars: src/sidecars).
 */
export const compatRoutes: FastifyPluginAsync<CompatRouteOptions> = async (app, { system, inputs }) => {
  const nodeId = system.identity.nodeId;

  // ClusterSystemResource: every node's SystemOverviewResponse; a node the caller may not read is null.
  app.get('/cluster', async (request) => {
    const subject = requireSubject(request);
    return { [nodeId]: subject.isPermitted(`system:read:${nodeId}`) ? systemOverview(system) : null };
  });

  // StreamRuleInputsResource: the inputs a "match input" stream rule can name.
  app.get('/streams/rules/inputs', async (request) => {
    requirePermission(request, 'streams:read');
    return {
      inputs: inputs
        .list()
        .map((input) => ({ title: input.title, name: findInputType(input.type)?.name ?? input.type, id: input.id }))
        .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id)),
    };
  });

  // DecoratorResource: decorator types by name; the embedded server has none.
  app.get('/search/decorators/available', async (request) => {
    requirePermission(request, 'decorators:read');
    return {};
  });

  // SupportBundleClusterResource: the bundles built so far (this server builds none).
  app.get('/cluster/debug/support/bundle/list', async (request) => {
    requirePermission(request, 'supportbundle:read');
    return [];
  });
  app.get<{ Params: { filename: string } }>('/cluster/debug/support/bundle/download/:filename', async (request) => {
    requirePermission(request, 'supportbundle:read');
    throw new ApiError(404, `Support bundle ${request.params.filename} not found`);
  });

  // Graylog's permission first (a Reader gets its 403), then the 501 naming the call.
  for (const call of UNSUPPORTED_CALLS) {
    app.route({
      method: call.method,
      url: call.url,
      handler: async (request) => {
        requirePermission(request, call.permission);
        throw new ApiError(501, unsupportedMessage(call.method, call.url, call.what));
      },
    });
  }
};
