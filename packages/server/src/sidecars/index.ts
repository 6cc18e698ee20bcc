import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { ClusterConfigStore } from '../system/cluster-config-store.js';
import { SIDECAR_CONFIGURATION, SIDECAR_CONFIGURATION_DEFAULTS } from '../system/cluster-config-classes.js';
import { periodToMillis } from '../system/periods.js';
import { configurationRoutes } from './config-routes.js';
import { SidecarService, type SidecarSettings } from './service.js';
import { sidecarRoutes } from './sidecar-routes.js';
import { SidecarStore } from './store.js';
import { variableRoutes } from './variable-routes.js';

/**
 * How often, at most, running Sidecars that stopped reporting are marked unknown. Graylog's periodical
 * runs every 10 minutes; Sift sweeps every minute, or as often as the inactive threshold if it is shorter
 * (at least every second), so the status follows the threshold closely.
 */
export const SIDECAR_SWEEP_INTERVAL_MS = 60_000;

/** The sweep's delay under the inactive threshold in force. */
export const sweepDelay = (settings: SidecarSettings) => Math.min(SIDECAR_SWEEP_INTERVAL_MS, Math.max(1000, settings.inactiveThresholdMs));

/** The settings of the `SidecarConfiguration` cluster config; Graylog's defaults for what is unset. */
export function sidecarSettings(clusterConfig: ClusterConfigStore): SidecarSettings {
  const stored = {
    ...SIDECAR_CONFIGURATION_DEFAULTS,
    ...clusterConfig.get<Partial<typeof SIDECAR_CONFIGURATION_DEFAULTS>>(SIDECAR_CONFIGURATION),
  };
  const millis = (period: string, fallback: string) => periodToMillis(period) ?? periodToMillis(fallback)!;
  return {
    inactiveThresholdMs: millis(stored.sidecar_inactive_threshold, SIDECAR_CONFIGURATION_DEFAULTS.sidecar_inactive_threshold),
    expirationThresholdMs: millis(stored.sidecar_expiration_threshold, SIDECAR_CONFIGURATION_DEFAULTS.sidecar_expiration_threshold),
    updateIntervalSeconds: Math.round(
      millis(stored.sidecar_update_interval, SIDECAR_CONFIGURATION_DEFAULTS.sidecar_update_interval) / 1000,
    ),
    sendStatus: stored.sidecar_send_status,
    configurationOverride: stored.sidecar_configuration_override,
  };
}

export interface Sidecars {
  service: SidecarService;
  routes: FastifyPluginAsync;
}

/** The Sidecar subsystem: the registry the Graylog Sidecar agent reports to, collectors and configurations. */
export function createSidecars(deps: { db: Database; clusterConfig: ClusterConfigStore; now?: () => number }): Sidecars {
  const service = new SidecarService(new SidecarStore(deps.db), () => sidecarSettings(deps.clusterConfig), deps.now);
  return {
    service,
    routes: async (app) => {
      // A one-second tick sweeps when the delay under the current settings has passed, so a shorter
      // threshold saved on the Configurations page applies at once.
      let last = Date.now();
      service.sweep();
      const timer = setInterval(() => {
        if (Date.now() - last < sweepDelay(service.settings())) return;
        last = Date.now();
        service.sweep();
      }, 1000);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
      await app.register(sidecarRoutes, { service });
      await app.register(configurationRoutes, { service });
      await app.register(variableRoutes, { service });
    },
  };
}
