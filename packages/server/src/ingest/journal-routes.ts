import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import type { JournalSummary } from './journal-summary.js';

/**
 * Graylog's JournalResource and ClusterJournalResource: `GET /system/journal` (this node) and
 * `GET /cluster/{nodeId}/journal`, both `journal:read`.
 */
export const journalRoutes: FastifyPluginAsync<{ summary: () => JournalSummary; nodeId: string }> = async (app, { summary, nodeId }) => {
  app.get('/system/journal', async (request) => {
    requirePermission(request, 'journal:read');
    return summary();
  });
  app.get<{ Params: { nodeId: string } }>('/cluster/:nodeId/journal', async (request) => {
    requirePermission(request, 'journal:read');
    if (request.params.nodeId !== nodeId) throw new ApiError(404, `Node ${request.params.nodeId} not found.`);
    return summary();
  });
};
