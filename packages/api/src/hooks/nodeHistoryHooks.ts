import { NodeHistoryApi } from '../calls/nodeHistory';
import { useApiRead } from './useApiRead';

/** The server samples the node's history this often; the hook refreshes as often. */
export const NODE_HISTORY_POLL_MS = 10_000;

/** A node's last hour of samples, refreshed every sample; a null node id holds the read. */
export const useNodeHistory = (nodeId: string | null) =>
  useApiRead(nodeId ? ['systemInfo', 'nodeHistory', nodeId] : null, (c) => NodeHistoryApi.get(c, nodeId ?? ''), {
    refreshInterval: NODE_HISTORY_POLL_MS,
    dedupingInterval: NODE_HISTORY_POLL_MS / 2,
  });
