import type { FastifyPluginAsync } from 'fastify';
import type { AuthService } from '../auth/service.js';
import type { StreamStore } from '../streams/store.js';
import type { SearchLookup } from '../views/routes.js';
import type { ViewStore } from '../views/store.js';
import { EntityResolver } from './entities.js';
import { shareRoutes } from './routes.js';

/** Entity sharing (`/authz/shares`) over dashboards, saved searches and streams. */
export const sharingPlugin: FastifyPluginAsync<{
  auth: AuthService;
  views: ViewStore;
  streams: StreamStore;
  searches: SearchLookup;
}> = async (app, deps) => {
  await app.register(shareRoutes, { auth: deps.auth, entities: new EntityResolver(deps.views, deps.streams, deps.searches) });
};
