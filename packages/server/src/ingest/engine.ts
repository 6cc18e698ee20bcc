import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { StreamRegistry } from '../streams/model.js';
import { MessageStore, type EncodedMessage } from '../storage/message-store.js';
import type { Notification, NotificationType } from '../system/notifications.js';
import type { MessageRecord } from '../storage/message.js';
import { DEFAULT_INDEX_SET, DEFAULT_INDEX_SET_ID, type IndexSetConfig } from '../storage/index-sets.js';
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
import { DEFAULT_SEARCH_GATE, SearchGate, SEARCHES_QUEUED, SEARCHES_RUNNING } from '../search/gate.js';
import type { ServerLimits } from '../limits-config.js';
import { SearchStore } from '../search/store.js';
import { StreamAccess } from '../search/streams.js';
import { IngestPipeline, type BufferedMessage, type PipelineOptions } from './pipeline.js';
import { MessageJournal } from './journal.js';
import { DISABLED_JOURNAL_SUMMARY } from './journal-summary.js';
import type { JournalSettings } from './journal-config.js';
import { replayJournal } from './journal-replay.js';
import { journalRoutes } from './journal-routes.js';
import { StreamRouter } from './router.js';
import { newObjectId } from '../db/ids.js';
import { runDemo } from '../demo/sender.js';
import { DEMO_INPUT_PORT, DEMO_INPUT_TITLE } from '../demo/port.js';

/** How often time-based rotation and retention are checked (Graylog's IndexRotationThread: every 10 s). */
const MAINTENANCE_INTERVAL_MS = 10_000;

const DEMO_INPUT_TYPE = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';

/** An encoded message's timestamp, source and text (keys c2 and c3 of its JSON line), for the buffer dump. */
function describeEncoded(m: EncodedMessage): BufferedMessage {
  const row = JSON.parse(m.line) as Record<string, unknown>;
  return {
    timestamp: typeof row['c2'] === 'number' ? row['c2'] : 0,
    source: typeof row['c3'] === 'string' ? row['c3'] : '',
    message: m.message,
  };
}

async function startDemoInput(inputs: InputManager, nodeId: string): Promise<number> {
  const record = {
    id: newObjectId(),
    title: DEMO_INPUT_TITLE,
    type: DEMO_INPUT_TYPE,
    global: false,
    node: nodeId,
    configuration: { bind_address: '127.0.0.1', port: DEMO_INPUT_PORT, use_null_delimiter: true },
    staticFields: {},
    creatorUserId: 'admin',
    createdAt: new Date().toISOString(),
    desiredState: 'RUNNING' as const,
  };
  inputs.store.save(record);
  let runtime = await inputs.start(record.id);
  if (runtime.state !== 'RUNNING') {
    // The usual port is taken: listen wherever the system has room, then keep that port, so that the
    // input reports (and after a restart asks for) the port it really listens on.
    inputs.store.save({ ...record, configuration: { ...record.configuration, port: 0 } });
    runtime = await inputs.start(record.id);
  }
  const port = inputs.boundPort(record.id);
  if (port === null) throw new Error(`The demo input could not start: ${runtime.detailedMessage ?? 'unknown error'}`);
  if (port !== DEMO_INPUT_PORT) {
    inputs.store.save({ ...record, configuration: { ...record.configuration, port } });
    console.log(`sift: port ${DEMO_INPUT_PORT} is taken; the demo input listens on port ${port} instead`);
  }
  return port;
}

export interface LogEngineOptions {
  dataDir: string;
  db: Database;
  metrics: MetricsRegistry;
  streams: StreamRegistry;
  nodeId: string;
  /** Told each search's duration in ms (waiting included) once it settles. */
  onSearch?: (ms: number) => void;
  log?: (line: string) => void;
  indexSet?: IndexSetConfig;
  pipeline?: Partial<PipelineOptions>;
  /** The processing switch (`/system/processing/pause`); processing always runs without one. */
  processing?: { readonly isProcessing: boolean; subscribe(listener: (processing: boolean) => void): () => void };
  /**
   * Where inputs report failing to start (`input_failed_to_start`) and dropping messages
   * (`input_failing`), and the store reaching its field limit (`generic`).
   */
  notifications?: InputNotifications & { publish(notification: Notification): void; fix(type: NotificationType, key?: string): boolean };
  /** Where input state changes are recorded as system messages. */
  activity?: { write(content: string, caller: string): void };
  /** Who may load and execute a stored search; by default its owner and admins. */
  canReadSearch?: SearchRouteDeps['canReadSearch'];
  /** The message journal; none when absent or not enabled. */
  journal?: JournalSettings;
  /** Search slots and queue, the ingest buffer and TCP input idle timeout; built-in defaults without. */
  limits?: ServerLimits;
}

/** Message storage, ingest, inputs and search, with the API routes that expose them. */
export interface LogEngine {
  store: MessageStore;
  pipeline: IngestPipeline<EncodedMessage>;
  inputs: InputManager;
  search: SearchEngine;
  /** The search slots every search, export, field list and event definition backtest takes its turn at. */
  gate: SearchGate;
  routes: FastifyPluginAsync;
  /** Whether the message store was empty when the engine started (first start). */
  wasEmpty: boolean;
  /**
   * Replays the message journal beyond what the store holds (through the processing stages attached
   * by then), then starts the inputs.
   */
  start(): Promise<void>;
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
  // Said once a run, when the first field goes without a column (it stays with its messages).
  const unsubscribeFieldLimit = store.onFieldLimit((field, limit) => {
    const text = `The message store has reached its limit of ${limit} fields: new fields (the first was "${field.slice(0, 100)}") are kept with their messages and shown with them, but get no column and cannot be searched.`;
    log(text);
    options.notifications?.publish({
      type: 'generic',
      key: 'field_limit',
      severity: 'normal',
      details: { title: 'Too many fields', description: text },
    });
  });
  const router = new StreamRouter(options.streams);
  // A message goes to the index set of the first of its streams that writes elsewhere than the original
  // default set; else to the default set.
  let streamSets = new Map<string, string>();
  const readStreamSets = () => {
    streamSets = new Map(options.streams.list().map((s) => [s.id, s.indexSetId]));
  };
  readStreamSets();
  const unsubscribeStreamSets = options.streams.subscribe(readStreamSets);
  store.setRouter((streams) => {
    for (const stream of streams) {
      const set = streamSets.get(stream);
      if (set !== undefined && set !== DEFAULT_INDEX_SET_ID) return set;
    }
    return undefined;
  });
  // Time-based rotation and retention apply without messages coming, checked as often as Graylog does.
  const maintenance = setInterval(() => {
    store.maintain().catch((error: unknown) => log(`index maintenance failed: ${error instanceof Error ? error.message : String(error)}`));
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  // Messages are encoded for storage as they are accepted; the buffer keeps the encoded form. With a
  // journal, each batch records the journal offset it covers.
  const notifications = options.notifications;
  const journal = options.journal?.enabled
    ? MessageJournal.open(options.journal, options.metrics, store.journalOffset, log, {
        utilizationHigh: (ratio) =>
          notifications?.publish({
            type: 'journal_utilization_too_high',
            severity: 'urgent',
            details: { journal_utilization_percentage: Math.round(ratio * 100) },
          }),
        utilizationNormal: () => notifications?.fix('journal_utilization_too_high'),
        uncommittedDeleted: (count) =>
          notifications?.publish({ type: 'journal_uncommitted_messages_deleted', severity: 'urgent', details: { count } }),
      })
    : null;
  const sink = {
    encode: (m: MessageRecord) => store.encode(m),
    append: (batch: readonly EncodedMessage[], journalOffset?: number) => store.appendEncoded(batch, journalOffset),
    rowsToBoundary: () => store.rowsToBoundary(),
    describe: (m: EncodedMessage) => describeEncoded(m),
  };
  const limits = options.limits;
  const pipeline = new IngestPipeline(sink, router, options.metrics, {
    nodeId: options.nodeId,
    journal,
    ...(limits ? { maxBuffered: limits.ingestBufferSize } : {}),
    ...options.pipeline,
  });
  // Paused processing keeps the buffer filling (inputs keep accepting) and writes it on resume.
  if (options.processing) pipeline.setProcessing(options.processing.isProcessing);
  const unsubscribeProcessing = options.processing?.subscribe((processing) => pipeline.setProcessing(processing)) ?? (() => undefined);
  const inputs = new InputManager(
    new InputStore(options.db),
    pipeline,
    options.metrics,
    options.nodeId,
    log,
    options.notifications,
    options.activity,
    limits?.inputTcpIdleTimeoutMs,
  );
  const search = new SearchEngine(store);
  // One gate for every search, export and field list: they share its slots, queue and budgets.
  const gate = new SearchGate(
    () => store.connect(),
    limits
      ? {
          ...DEFAULT_SEARCH_GATE,
          concurrency: limits.searchConcurrency,
          maxQueued: limits.searchMaxQueued,
          defaultTimeoutMs: limits.searchTimeoutMs,
          maxTimeoutMs: limits.searchMaxTimeoutMs,
        }
      : DEFAULT_SEARCH_GATE,
    options.onSearch,
  );
  options.metrics.gauge(SEARCHES_RUNNING, () => gate.load.running);
  options.metrics.gauge(SEARCHES_QUEUED, () => gate.load.queued);
  const deps: SearchRouteDeps = {
    engine: search,
    access: new StreamAccess(options.streams),
    searches: new SearchStore(options.db),
    jobs: new SearchJobs(),
    gate,
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
    await api.register(journalRoutes, { summary: () => journal?.summary() ?? DISABLED_JOURNAL_SUMMARY, nodeId: options.nodeId });
  };
  return {
    store,
    pipeline,
    inputs,
    search,
    gate,
    routes,
    wasEmpty,
    start: async () => {
      if (journal) await replayJournal(journal, pipeline, inputs.store, log);
      await inputs.startAll();
    },
    startDemo: async ({ backfill = 5000, rate = 2 } = {}) => {
      const port = await startDemoInput(inputs, options.nodeId);
      stopDemo = await runDemo({ host: '127.0.0.1', port, backfill, rate });
    },
    close: async () => {
      stopDemo();
      unsubscribeProcessing();
      unsubscribeStreamSets();
      clearInterval(maintenance);
      unsubscribeFieldLimit();
      await inputs.close();
      gate.close();
      await pipeline.close();
      await journal?.close();
      router.close();
      await store.close();
    },
  };
}
