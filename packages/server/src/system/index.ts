import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { NodeIdentity } from '../node-identity.js';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { ClusterConfigStore } from './cluster-config-store.js';
import { NotificationService } from './notifications.js';
import { ProcessingControl } from './processing.js';
import { systemRoutes } from './routes.js';
import { metricsRoutes } from './metrics-routes.js';
import { clusterConfigRoutes } from './cluster-config-routes.js';
import { urlWhitelistRoutes } from './urlwhitelist.js';
import { DiskWatch } from './disk-watch.js';
import { permissionCatalogueRoutes } from './permission-catalogue.js';
import { LoggerRegistry } from './loggers.js';
import { ServiceManager } from './service-manager.js';
import { SystemMessages } from './system-messages.js';

/** The system services other subsystems use: notifications (publish/fix), the processing switch, cluster config. */
export interface SystemServices {
  identity: NodeIdentity;
  clusterConfig: ClusterConfigStore;
  notifications: NotificationService;
  processing: ProcessingControl;
  dataDir: string;
  startedAt: number;
  /** The server's loggers and their levels (`/system/loggers`). */
  loggers: LoggerRegistry;
  /** The server's own system messages (`/system/messages`). */
  messages: SystemMessages;
  /** The long-running services and their states (`/system/serviceManager`). */
  services: ServiceManager;
}

export function createSystem(db: Database, identity: NodeIdentity, clusterConfig: ClusterConfigStore, dataDir: string): SystemServices {
  const loggers = new LoggerRegistry();
  const messages = new SystemMessages(db, identity.nodeId, loggers);
  const processing = new ProcessingControl(clusterConfig);
  processing.subscribe((running) =>
    messages.write(
      running ? 'Resumed message processing.' : 'Paused message processing.',
      'org.graylog2.rest.resources.system.SystemProcessingResource',
    ),
  );
  return {
    identity,
    clusterConfig,
    notifications: new NotificationService(db, identity.nodeId),
    processing,
    dataDir,
    startedAt: Date.now(),
    loggers,
    messages,
    services: new ServiceManager(),
  };
}

/** Every `/system/...` and `/cluster/metrics` route of this subsystem, plus the disk-space watch. */
export const systemPlugin: FastifyPluginAsync<{ system: SystemServices; metrics: MetricsRegistry }> = async (app, { system, metrics }) => {
  const watch = new DiskWatch(system.dataDir, system.notifications);
  const watchService = system.services.track('DiskWatchService');
  watchService.starting();
  watch.start();
  watchService.running();
  app.addHook('onClose', async () => {
    watch.stop();
    watchService.terminated();
  });
  await app.register(systemRoutes, system);
  await app.register(metricsRoutes, { metrics, nodeId: system.identity.nodeId });
  await app.register(clusterConfigRoutes, { config: system.clusterConfig });
  await app.register(urlWhitelistRoutes, { config: system.clusterConfig });
  await app.register(permissionCatalogueRoutes);
};
