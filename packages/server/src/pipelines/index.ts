import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { ClusterConfigStore } from '../system/cluster-config-store.js';
import { pipelineRoutes } from './routes.js';
import { PipelineService, type PipelineDeps, type ProcessSlot, type StreamLookup } from './service.js';
import { PipelineStore } from './store.js';

export { PipelineService } from './service.js';
export { PipelineStore } from './store.js';

/**
 * The pipeline processor: rules, pipelines and stream connections (stored), the interpreter that runs
 * them at ingest through `ingest.stages.process`, and the API routes. Lookup tables and grok patterns
 * reach rules through the optional `lookup` and `grok` functions.
 */
export function createPipelines(
  deps: { db: Database; streams: StreamLookup; clusterConfig: ClusterConfigStore; ingest: ProcessSlot | null } & PipelineDeps,
): {
  service: PipelineService;
  routes: FastifyPluginAsync;
} {
  const service = new PipelineService(new PipelineStore(deps.db), deps.streams, deps.clusterConfig, deps.ingest, {
    lookup: deps.lookup,
    lookupResult: deps.lookupResult,
    grok: deps.grok,
    log: deps.log,
    metrics: deps.metrics,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(pipelineRoutes, { pipelines: service });
  };
  return { service, routes };
}
