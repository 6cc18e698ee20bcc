import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { SearchEngine } from '../search/engine.js';
import type { SearchGate } from '../search/gate.js';
import type { StreamStore } from '../streams/store.js';
import type { ClusterConfigStore } from '../system/cluster-config-store.js';
import type { NotificationService } from '../system/notifications.js';
import { systemClock, type SchedulerClock } from './clock.js';
import { Notifier, type RecipientDirectory } from './notifier.js';
import { EventProcessor } from './processor.js';
import { eventRoutes } from './routes.js';
import { EventScheduler } from './scheduler.js';
import { EventStore } from './store.js';

export type { SchedulerClock } from './clock.js';
export { ManualClock } from './clock.js';

export interface EventsOptions {
  db: Database;
  search: SearchEngine;
  /** The search slots backtests take their turn at. */
  gate?: SearchGate;
  streams: StreamStore;
  /** Where email notifications find their user recipients' addresses. */
  users?: RecipientDirectory;
  clusterConfig: ClusterConfigStore;
  /** Where failed HTTP allowlist checks and email transport errors are reported. */
  notifications?: NotificationService;
  /** The scheduler's clock (a `ManualClock` in tests). */
  clock?: SchedulerClock;
  log?: (line: string) => void;
}

export interface Events {
  store: EventStore;
  scheduler: EventScheduler;
  routes: FastifyPluginAsync;
}

/** Event definitions, their scheduler and processor, notifications and stored events (ADMIN-API.md §7). */
export function createEvents(options: EventsOptions): Events {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((line: string) => console.warn(`sift: ${line}`));
  const store = new EventStore(options.db);
  const processor = new EventProcessor(options.search);
  const notifier = new Notifier(options.clusterConfig, options.notifications, options.users, log);
  const scheduler = new EventScheduler(store, processor, notifier, clock, log);
  const routes: FastifyPluginAsync = async (api) => {
    scheduler.start();
    api.addHook('onClose', async () => scheduler.close());
    await api.register(eventRoutes, {
      store,
      scheduler,
      processor,
      notifier,
      streams: options.streams,
      search: options.search,
      gate: options.gate,
      now: () => clock.now(),
    });
  };
  return { store, scheduler, routes };
}
