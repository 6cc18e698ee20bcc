import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { MetricsRegistry } from '../metrics/registry.js';
import type { MessageStore } from '../storage/message-store.js';
import type { InputStore } from '../inputs/store.js';
import type { RoleStore } from '../roles/store.js';
import type { UserStore } from '../users/store.js';
import type { ViewStore } from '../views/store.js';
import type { GrantStore } from '../sharing/grants.js';
import type { SystemServices } from '../system/index.js';
import { StartPageStore } from '../startpage/store.js';
import { installStartPageRecorder, startPageRoutes } from '../startpage/routes.js';
import { IndexRanges, indexRangeRoutes } from './index-ranges.js';
import { compatRoutes } from './routes.js';
import { ensureSidecarUser } from './sidecar-user.js';
import { SystemJobs, systemJobRoutes } from './system-jobs.js';
import { startTrafficSampling, TrafficCounter, trafficRoutes } from './traffic.js';

export interface CompatDeps {
  db: Database;
  system: SystemServices;
  metrics: MetricsRegistry;
  store: MessageStore;
  inputs: Pick<InputStore, 'list'>;
  users: UserStore;
  roles: RoleStore;
  views: ViewStore;
  grants: GrantStore;
}

export interface Compat {
  /** The node's system jobs (long-running work other subsystems may submit). */
  jobs: SystemJobs;
  traffic: TrafficCounter;
  /** Hooks that record, from the answers of the views and sharing routes, what the start page lists. */
  install(api: FastifyInstance): void;
  routes: FastifyPluginAsync;
}

/**
 * What makes the embedded server answer the remaining calls of Graylog 5.1 clients (issue 26): system
 * jobs, cluster traffic, index ranges, the start page's last opened items and recent activity, the
 * cluster overview, the Sidecar system user and the calls it knows but does not carry out.
 */
export function createCompat(deps: CompatDeps): Compat {
  const jobs = new SystemJobs(deps.system.identity.nodeId, (message) =>
    deps.system.loggers.writer('org.graylog2.system.jobs.SystemJobManager', 'ERROR')(message),
  );
  const traffic = new TrafficCounter(deps.db, deps.metrics, deps.store);
  const ranges = new IndexRanges(deps.store);
  const startPage = new StartPageStore(deps.db);
  ensureSidecarUser(deps.users, deps.roles);
  return {
    jobs,
    traffic,
    install: (api) => installStartPageRecorder(api, { store: startPage, grants: deps.grants, views: deps.views }),
    routes: async (app) => {
      const stopSampling = startTrafficSampling(traffic);
      app.addHook('onClose', async () => {
        await jobs.idle();
        await stopSampling();
      });
      await app.register(systemJobRoutes, { jobs });
      await app.register(trafficRoutes, { traffic });
      await app.register(indexRangeRoutes, { ranges, jobs, db: deps.db });
      await app.register(startPageRoutes, { store: startPage, views: deps.views });
      await app.register(compatRoutes, { system: deps.system, inputs: deps.inputs });
    },
  };
}
