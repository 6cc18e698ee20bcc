import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { StreamRegistry } from '../streams/model.js';
import { MessageStore, type EncodedMessage } from '../storage/message-store.js';
import type { MessageRecord } from '../storage/message.js';
import { DEFAULT_INDEX_SET, type IndexSetConfig } from '../storage/index-sets.js';
import { indexSetRoutes } from '../storage/index-set-routes.js';
import { InputManager, type InputNotifications } from '../inputs/manager.js';
import { inputRoutes } from '../inputs/routes.js';
import { InputStore } from '../inputs/store.js';
import { SearchEngine } from '../search/engine.js';
import { exportRoutes } from '../search/export.js';
import { fieldRoutes } from '../search/field-routes.js';
import { liveRoutes } from '../search/live.js';
import { catalogueRoutes } from '../search/catalogue-routes.js';
import { SearchJobs } from '../search/jobs.js';
import { searchRoutes, type SearchRouteDeps } from '../search/routes.js';
import { SearchStore } from '../search/store.js';
import { StreamAccess } from '../search/streams.js';
import { IngestPipeline, type PipelineOptions } from './pipeline.js';
import { StreamRouter } from './router.js';
import { newObjectId } from '../db/ids.js';
import { runDemo } from '../demo/sender.js';

const DEMO_INPUT_TYPE = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';

async function startDemoInput(inputs: InputManager, nodeId: string): Promise<number> {
  const record = {
    id: newObjectId(),
    title: 'Demo data (GELF TCP)',
    type: DEMO_INPUT_TYPE,
    global: false,
    node: nodeId,
    configuration: { bind_address: '127.0.0.1', port: 12201, use_null_delimiter: true },
    staticFields: {},
    creatorUserId: 'admin',
    createdAt: new Date().toISOString(),
    desiredState: 'RUNNING' as const,
  };
  inputs.store.save(record);
  let runtime = await inputs.start(record.id);
  if (runtime.state !== 'RUNNING') {
    inputs.store.save({ ...record, configuration: { ...record.configuration, port: 0 } });
    runtime = await inputs.start(record.id);
  }
  const port = inputs.boundPort(record.id);
  if (port === null) throw new Error(`The demo input could not start: ${runtime.detailedMessage ?? 'unknown error'}`);
  return port;
}

export interface LogEngineOptions {
  dataDir: string;
  db: Database;
  metrics: MetricsRegistry;
  streams: StreamRegistry;
  nodeId: string;
  log?: (line: string) => void;
  indexSet?: IndexSetConfig;
  pipeline?: Partial<PipelineOptions>;
  /** The processing switch (`/system/processing/pause`); processing always runs without one. */
  processing?: { readonly isProcessing: boolean; subscribe(listener: (processing: boolean) => void): () => void };
  /** Where inputs report failing to start (`input_failed_to_start`). */
  notifications?: InputNotifications;
  /** Where input state changes are recorded as system messages. */
  activity?: { write(content: string, caller: string): void };
  /** Who may load and execute a stored search; by default its owner and admins. */
  canReadSearch?: SearchRouteDeps['canReadSearch'];
}

/** Message storage, ingest, inputs and search, with the API routes that expose them. */
export interface LogEngine {
  store: MessageStore;
  pipeline: IngestPipeline<EncodedMessage>;
  inputs: InputManager;
  search: SearchEngine;
  routes: FastifyPluginAsync;
  /** Whether the message store was empty when the engine started (first start). */
  wasEmpty: boolean;
  /**
   * Creates the "Demo data" GELF TCP input (127.0.0.1:12201, or any free port when that is taken) and
   * sends it a day of web, application and syslog traffic, then a few messages per second until closed.
   */
  startDemo(options?: { backfill?: number; rate?: number }): Promise<void>;
  /** Stops the inputs, writes every accepted message and closes the store. */
  close(): Promise<void>;
}

export async function createLogEngine(options: LogEngineOptions): Promise<LogEngine> {
  const log = options.log ?? ((line: string) => console.warn(`sift: ${line}`));
  const store = await MessageStore.open(path.join(options.dataDir, 'messages'), options.indexSet ?? DEFAULT_INDEX_SET);
  const wasEmpty = (await store.query('SELECT count(*) AS c FROM messages'))[0]?.['c'] === 0;
  const router = new StreamRouter(options.streams);
  // Messages are encoded for storage as they are accepted; the buffer keeps the encoded form.
  const sink = {
    encode: (m: MessageRecord) => store.encode(m),
    append: (batch: readonly EncodedMessage[]) => store.appendEncoded(batch),
    rowsToBoundary: () => store.rowsToBoundary(),
  };
  const pipeline = new IngestPipeline(sink, router, options.metrics, { nodeId: options.nodeId, ...options.pipeline });
  // Paused processing keeps the buffer filling (inputs keep accepting) and writes it on resume.
  if (options.processing) pipeline.setProcessing(options.processing.isProcessing);
  const unsubscribeProcessing = options.processing?.subscribe((processing) => pipeline.setProcessing(processing)) ?? (() => undefined);
  const inputs = new InputManager(new InputStore(options.db), pipeline, options.metrics, options.nodeId, log, options.notifications, options.activity);
  await inputs.startAll();
  const search = new SearchEngine(store);
  const deps: SearchRouteDeps = {
    engine: search,
    access: new StreamAccess(options.streams),
    searches: new SearchStore(options.db),
    jobs: new SearchJobs(),
    ...(options.canReadSearch ? { canReadSearch: options.canReadSearch } : {}),
  };
  let stopDemo: () => void = () => undefined;
  const indexSets = indexSetRoutes(options.db, store, options.streams);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(indexSets);
    await api.register(inputRoutes, { inputs });
    await api.register(searchRoutes, deps);
    await api.register(fieldRoutes, deps);
    await api.register(exportRoutes, deps);
    await api.register(liveRoutes, { engine: search, access: deps.access, metrics: options.metrics });
    await api.register(catalogueRoutes, { engine: search, metrics: options.metrics });
  };
  return {
    store,
    pipeline,
    inputs,
    search,
    routes,
    wasEmpty,
    startDemo: async ({ backfill = 5000, rate = 2 } = {}) => {
      const port = await startDemoInput(inputs, options.nodeId);
      stopDemo = await runDemo({ host: '127.0.0.1', port, backfill, rate });
    },
    close: async () => {
      stopDemo();
      unsubscribeProcessing();
      await inputs.close();
      await pipeline.close();
      router.close();
      await store.close();
    },
  };
}
