import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.js';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { ClusterConfigStore } from '../system/cluster-config-store.js';
import { DEFAULT_URL_WHITELIST, isWhitelisted, URL_WHITELIST, type UrlWhitelist } from '../system/urlwhitelist.js';
import { lookupRoutes } from './routes.js';
import { LookupService } from './service.js';
import { LookupStore } from './store.js';
import type { WhoisServers } from './threatintel-settings.js';

export { LookupService } from './service.js';
export type { LookupResult } from './result.js';
export { LookupMemo, LookupPending, rethrowPending, settle } from './pending.js';

/**
 * Lookup tables, caches and data adapters: the store, the running service (for extractors and
 * pipeline functions: `service.lookupSync(table, key)`) and the `/api` routes, which stop the
 * adapters' refresh timers when the server closes.
 */
export function createLookups(deps: {
  db: Database;
  clusterConfig: ClusterConfigStore;
  nodeId: string;
  fetch?: typeof fetch;
  metrics?: MetricsRegistry;
  whoisServers?: WhoisServers;
}): {
  service: LookupService;
  store: LookupStore;
  routes: FastifyPluginAsync;
} {
  const store = new LookupStore(deps.db);
  const service = new LookupService(store, {
    isUrlAllowed: (url) => isWhitelisted(deps.clusterConfig.get<UrlWhitelist>(URL_WHITELIST) ?? DEFAULT_URL_WHITELIST, url),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
    ...(deps.whoisServers ? { whoisServers: deps.whoisServers } : {}),
  });
  const routes: FastifyPluginAsync = async (app) => {
    app.addHook('onClose', async () => service.close());
    await app.register(lookupRoutes, { store, service, nodeId: deps.nodeId });
  };
  return { service, store, routes };
}
