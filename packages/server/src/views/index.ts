import type { FastifyPluginAsync } from 'fastify';
import { viewRoutes, type ViewDeps } from './routes.js';
import { viewListRoutes } from './list-routes.js';

/** Views, saved-search and dashboard lists, favorites and entity-list preferences. */
export const viewsPlugin: FastifyPluginAsync<ViewDeps> = async (app, deps) => {
  await app.register(viewRoutes, deps);
  await app.register(viewListRoutes, { views: deps.views });
};
