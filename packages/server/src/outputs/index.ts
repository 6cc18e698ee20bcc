import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { ProcessingStages } from '../ingest/processors.js';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { StreamStore } from '../streams/store.js';
import { OutputRouter } from './router.js';
import { outputRoutes } from './routes.js';
import { OutputStore } from './store.js';

/**
 * Outputs: their store, the router that forwards stored messages of linked streams (through the ingest
 * pipeline's `deliver` stage) and the `/system/outputs` routes. The router stops with the HTTP server.
 */
export function createOutputs(options: { db: Database; streams: StreamStore; stages: ProcessingStages; metrics: MetricsRegistry }): {
  store: OutputStore;
  router: OutputRouter;
  routes: FastifyPluginAsync;
} {
  const store = new OutputStore(options.db);
  const router = new OutputRouter({ outputs: store, streams: options.streams, stages: options.stages, metrics: options.metrics });
  const routes: FastifyPluginAsync = async (api) => {
    api.addHook('onClose', async () => router.close());
    await api.register(outputRoutes, { outputs: store, streams: options.streams });
  };
  return { store, router, routes };
}
