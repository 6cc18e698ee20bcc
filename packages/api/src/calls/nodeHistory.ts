import type { ApiClient } from '../client/ApiClient';
import { decodeNodeHistory, type NodeHistory } from '../models/nodeHistory';
import { getObject, segment } from './helpers';

/** The node's last hour of ingest rate, search latency and memory (a Sift extension; needs `metrics:readall`). */
export const NodeHistoryApi = {
  get: async (client: ApiClient, nodeId: string): Promise<NodeHistory> =>
    decodeNodeHistory(await getObject(client, `/sift/nodes/${segment(nodeId)}/history`, 'history')),
};
