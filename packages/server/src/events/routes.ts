import type { FastifyPluginAsync } from 'fastify';
import type { SearchEngine } from '../search/engine.js';
import type { SearchGate } from '../search/gate.js';
import type { StreamStore } from '../streams/store.js';
import type { Notifier } from './notifier.js';
import type { EventProcessor } from './processor.js';
import type { EventScheduler } from './scheduler.js';
import type { EventStore } from './store.js';
import { aggregationPreviewRoutes } from './aggregation-preview-routes.js';
import { alarmCallbackRoutes } from './alarm-callback-routes.js';
import { backtestRoutes } from './backtest-routes.js';
import { definitionRoutes } from './definition-routes.js';
import { eventSearchRoutes } from './event-search-routes.js';
import { notificationRoutes } from './notification-routes.js';

export interface EventRouteDeps {
  store: EventStore;
  scheduler: EventScheduler;
  processor: EventProcessor;
  notifier: Notifier;
  streams: StreamStore;
  search: SearchEngine;
  /** The search slots a backtest waits for; without it a backtest runs at once. */
  gate?: SearchGate | undefined;
  now: () => number;
}

/** `/events/definitions`, `/events/notifications`, `/events/search`, `/events/entity_types` and the legacy alarm callbacks (ADMIN-API.md §7). */
export const eventRoutes: FastifyPluginAsync<EventRouteDeps> = async (app, deps) => {
  await app.register(definitionRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(eventSearchRoutes, deps);
  await app.register(alarmCallbackRoutes, deps);
  await app.register(backtestRoutes, deps);
  await app.register(aggregationPreviewRoutes, deps);
};
