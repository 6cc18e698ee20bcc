import { NodeDiagnosticsApi } from '../calls/nodeDiagnostics';
import { SystemApi } from '../calls/shell';
import type { MetricEntry } from '../models/system';
import { useApiRead, type ApiReadResult } from './useApiRead';

/** How often the metrics browser refreshes the values it shows. */
export const METRICS_POLL_MS = 2_000;

/** Every node's logging subsystems with their levels. */
export const useLoggerSubsystems = () => useApiRead(['systemInfo', 'loggerSubsystems'], (c) => NodeDiagnosticsApi.loggerSubsystems(c));

/** A node's thread dump (the diagnostic report), read once; a null node id holds the read. */
export const useThreadDump = (nodeId: string | null) =>
  useApiRead(nodeId ? ['systemInfo', 'threadDump', nodeId] : null, (c) => NodeDiagnosticsApi.threadDump(c, nodeId ?? ''), {
    revalidateOnFocus: false,
  });

/** A node's process buffer dump, read once; a null node id holds the read. */
export const useProcessBufferDump = (nodeId: string | null) =>
  useApiRead(nodeId ? ['systemInfo', 'processBufferDump', nodeId] : null, (c) => NodeDiagnosticsApi.processBufferDump(c, nodeId ?? ''), {
    revalidateOnFocus: false,
  });

/**
 * The named metrics of one node, refreshed every METRICS_POLL_MS (`POST /cluster/metrics/multiple`),
 * by full name. An empty list holds the read.
 */
export function useLiveMetrics(nodeId: string, names: readonly string[]): ApiReadResult<Record<string, MetricEntry>> {
  const key = [...names].sort().join(',');
  return useApiRead(
    names.length ? ['metrics', 'live', nodeId, key] : null,
    async (c) => {
      const byNode = await SystemApi.clusterMetrics(c, [...names]);
      return Object.fromEntries((byNode[nodeId] ?? []).map((entry) => [entry.fullName, entry]));
    },
    { refreshInterval: METRICS_POLL_MS, dedupingInterval: METRICS_POLL_MS / 2 },
  );
}
