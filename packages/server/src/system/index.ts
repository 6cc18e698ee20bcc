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

/** The system services other subsystems use: notifications (publish/fix), the processing switch, cluster config. */
export interface SystemServices {
  identity: NodeIdentity;
  clusterConfig: ClusterConfigStore;
  notifications: NotificationService;
  processing: ProcessingControl;
  dataDir: string;
  startedAt: number;
}

export function createSystem(db: Database, identity: NodeIdentity, clusterConfig: ClusterConfigStore, dataDir: string): SystemServices {
  return {
    identity,
    clusterConfig,
    notifications: new NotificationService(db, identity.nodeId),
    processing: new ProcessingControl(clusterConfig),
    dataDir,
    startedAt: Date.now(),
  };
}

/** Every `/system/...` and `/cluster/metrics` route of this subsystem, plus the disk-space watch. */
export const systemPlugin: FastifyPluginAsync<{ system: SystemServices; metrics: MetricsRegistry }> = async (app, { system, metrics }) => {
  const watch = new DiskWatch(system.dataDir, system.notifications);
  watch.start();
  app.addHook('onClose', async () => watch.stop());
  await app.register(systemRoutes, system);
  await app.register(metricsRoutes, { metrics, nodeId: system.identity.nodeId });
  await app.register(clusterConfigRoutes, { config: system.clusterConfig });
  await app.register(urlWhitelistRoutes, { config: system.clusterConfig });
  await app.register(permissionCatalogueRoutes);
};
