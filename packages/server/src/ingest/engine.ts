import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { StreamRegistry } from '../streams/model.js';
import { MessageStore } from '../storage/message-store.js';
import { DEFAULT_INDEX_SET, type IndexSetConfig } from '../storage/index-sets.js';
import { InputManager } from '../inputs/manager.js';
import { inputRoutes } from '../inputs/routes.js';
import { InputStore } from '../inputs/store.js';
import { SearchEngine } from '../search/engine.js';
import { exportRoutes } from '../search/export.js';
import { fieldRoutes } from '../search/field-routes.js';
import { SearchJobs } from '../search/jobs.js';
import { searchRoutes } from '../search/routes.js';
import { SearchStore } from '../search/store.js';
import { StreamAccess } from '../search/streams.js';
import { IngestPipeline, type PipelineOptions } from './pipeline.js';
import { StreamRouter } from './router.js';

export interface LogEngineOptions {
  dataDir: string;
  db: Database;
  metrics: MetricsRegistry;
  streams: StreamRegistry;
  nodeId: string;
  log?: (line: string) => void;
  indexSet?: IndexSetConfig;
  pipeline?: Partial<PipelineOptions>;
}

/** Message storage, ingest, inputs and search, with the API routes that expose them. */
export interface LogEngine {
  store: MessageStore;
  pipeline: IngestPipeline;
  inputs: InputManager;
  search: SearchEngine;
  routes: FastifyPluginAsync;
  /** Whether the message store was empty when the engine started (first start). */
  wasEmpty: boolean;
  /** Stops the inputs, writes every accepted message and closes the store. */
  close(): Promise<void>;
}

export async function createLogEngine(options: LogEngineOptions): Promise<LogEngine> {
  const log = options.log ?? ((line: string) => console.warn(`sift: ${line}`));
  const store = await MessageStore.open(path.join(options.dataDir, 'messages'), options.indexSet ?? DEFAULT_INDEX_SET);
  const wasEmpty = (await store.query('SELECT count(*) AS c FROM messages'))[0]?.['c'] === 0n;
  const router = new StreamRouter(options.streams);
  const pipeline = new IngestPipeline(store, router, options.metrics, { nodeId: options.nodeId, ...options.pipeline });
  const inputs = new InputManager(new InputStore(options.db), pipeline, options.metrics, options.nodeId, log);
  await inputs.startAll();
  const search = new SearchEngine(store);
  const deps = { engine: search, access: new StreamAccess(options.streams), searches: new SearchStore(options.db), jobs: new SearchJobs() };
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(inputRoutes, { inputs });
    await api.register(searchRoutes, deps);
    await api.register(fieldRoutes, deps);
    await api.register(exportRoutes, deps);
  };
  return {
    store,
    pipeline,
    inputs,
    search,
    routes,
    wasEmpty,
    close: async () => {
      await inputs.close();
      await pipeline.close();
      router.close();
      await store.close();
    },
  };
}
