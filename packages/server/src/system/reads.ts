import v8 from 'node:v8';
import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { MessageStore } from '../storage/message-store.js';
import type { SystemServices } from './index.js';
import type { BufferDump } from '../ingest/pipeline.js';
import { dumpRoutes } from './dumps.js';
import { IndexFailures, indexerRoutes, watchMessageStore } from './indexer.js';
import { loggerRoutes } from './loggers.js';
import { notificationMessageRoutes } from './notification-messages.js';
import { searchMetadataRoutes } from './search-metadata.js';
import { searchVersionRoutes } from './search-version.js';
import { serviceManagerRoutes } from './service-manager.js';
import { systemMessageRoutes } from './system-messages.js';
import { telemetryRoutes } from './telemetry.js';

/** Batches the message store wrote: their sizes (histogram) and how often (meter), as Graylog's ES output reports. */
const BATCH_SIZE = 'org.graylog2.outputs.BlockingBatchedESOutput.batchSize';
const BUFFER_FLUSHES = 'org.graylog2.outputs.BlockingBatchedESOutput.bufferFlushes';
const BUFFER_FLUSH_FAILURES = 'org.graylog2.outputs.BlockingBatchedESOutput.bufferFlushFailures';

/**
 * The remaining system reads of the administration screens: system messages, loggers, the service
 * manager, the search version check, notification texts, the indexer overview and failures,
 * telemetry and search metadata. Also records what the server does: start-up, rotations, retention and
 * failed batches (system messages, index failures, metrics).
 */
export const systemReadsPlugin: FastifyPluginAsync<{
  system: SystemServices;
  metrics: MetricsRegistry;
  db: Database;
  store: MessageStore;
  pipeline: { readonly buffered: number; dump(limit: number): BufferDump };
}> = async (app, { system, metrics, db, store, pipeline }) => {
  // The node page's heap figures (V8's heap stands in for the JVM's) and the process buffer's fill.
  metrics.gauge('jvm.memory.heap.used', () => process.memoryUsage().heapUsed);
  metrics.gauge('jvm.memory.heap.committed', () => process.memoryUsage().heapTotal);
  metrics.gauge('jvm.memory.heap.max', () => v8.getHeapStatistics().heap_size_limit);
  metrics.gauge('org.graylog2.buffers.process.usage', () => pipeline.buffered);
  const failures = new IndexFailures(db);
  const unwatch = watchMessageStore(store, failures, system.messages);
  const offStored = store.onStored((first, last) => {
    metrics.histogram(BATCH_SIZE).update(last - first + 1);
    metrics.meter(BUFFER_FLUSHES).mark();
  });
  const offFailed = store.onFailed(() => metrics.meter(BUFFER_FLUSH_FAILURES).mark());

  // The REST API is the service this plugin can see start and stop (Graylog's `JerseyService`).
  const api = system.services.track('JerseyService');
  api.starting();
  app.addHook('onReady', async () => {
    api.running();
    system.messages.write('Started up.', 'org.graylog2.bootstrap.ServerBootstrap');
  });
  app.addHook('preClose', async () => api.stopping());
  app.addHook('onClose', async () => {
    unwatch();
    offStored();
    offFailed();
    api.terminated();
  });

  await app.register(systemMessageRoutes, { messages: system.messages });
  await app.register(loggerRoutes, { loggers: system.loggers, nodeId: system.identity.nodeId });
  await app.register(dumpRoutes, { nodeId: system.identity.nodeId, buffer: pipeline });
  await app.register(serviceManagerRoutes, { services: system.services });
  await app.register(searchVersionRoutes);
  await app.register(notificationMessageRoutes, { notifications: system.notifications });
  await app.register(indexerRoutes, { db, store, failures });
  await app.register(telemetryRoutes, { db });
  await app.register(searchMetadataRoutes);
};
