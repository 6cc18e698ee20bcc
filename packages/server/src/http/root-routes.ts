import type { FastifyPluginAsync } from 'fastify';
import { GRAYLOG_API_VERSION, SIFT_VERSION } from '../version.js';
import type { NodeIdentity } from '../node-identity.js';

export interface HelloResponse {
  cluster_id: string;
  node_id: string;
  version: string;
  tagline: string;
  product: 'Sift';
  sift_version: string;
}

/** `GET /api/` (Graylog's HelloWorldResource) and `GET /api/system/lbstatus`. */
export const rootRoutes: FastifyPluginAsync<{ identity: NodeIdentity; isAlive: () => boolean }> = async (app, opts) => {
  app.get('/', async (): Promise<HelloResponse> => ({
    cluster_id: opts.identity.clusterId,
    node_id: opts.identity.nodeId,
    version: GRAYLOG_API_VERSION,
    tagline: 'Data. Insights. Answers.',
    product: 'Sift',
    sift_version: SIFT_VERSION,
  }));

  // Load balancers read a plain-text ALIVE (200) or DEAD (503), as on Graylog.
  app.get('/system/lbstatus', async (_request, reply) => {
    const alive = opts.isAlive();
    return reply
      .code(alive ? 200 : 503)
      .type('text/plain')
      .send(alive ? 'ALIVE' : 'DEAD');
  });
};
