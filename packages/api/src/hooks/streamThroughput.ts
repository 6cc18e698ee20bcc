import type { ApiClient } from '../client/ApiClient';
import { SystemApi } from '../calls/shell';
import type { MetricEntry } from '../models/system';
import { THROUGHPUT_POLL_MS } from './constants';
import { useApiRead, type ApiReadResult } from './useApiRead';

/** The gauge Graylog's streams overview reads per stream (API.md §5, throughput). */
export const streamThroughputMetric = (streamId: string) => `org.graylog2.plugin.streams.Stream.${streamId}.incomingMessages.1-sec-rate`;

function gaugeValue(entry: MetricEntry): number {
  const value = entry.metric['value'];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Messages per second of each stream, summed over the nodes that answered; 0 where no node reports it. */
export function sumStreamThroughput(byNode: Record<string, MetricEntry[] | null>, streamIds: readonly string[]): Record<string, number> {
  const totals = Object.fromEntries(streamIds.map((id) => [id, 0]));
  const idByName = new Map(streamIds.map((id) => [streamThroughputMetric(id), id]));
  for (const metrics of Object.values(byNode)) {
    for (const entry of metrics ?? []) {
      const id = idByName.get(entry.fullName);
      if (id !== undefined) totals[id] = (totals[id] ?? 0) + gaugeValue(entry);
    }
  }
  return totals;
}

async function readThroughput(client: ApiClient, streamIds: readonly string[]): Promise<Record<string, number>> {
  return sumStreamThroughput(await SystemApi.clusterMetrics(client, streamIds.map(streamThroughputMetric)), streamIds);
}

/** Throughput of the given streams by id, polled every 2 s (3-administration.md §9); nothing is read for an empty list. */
export function useStreamThroughput(streamIds: readonly string[]): ApiReadResult<Record<string, number>> {
  const key = [...streamIds].sort().join(',');
  return useApiRead(streamIds.length ? ['metrics', 'streams', key] : null, (c) => readThroughput(c, streamIds), {
    refreshInterval: THROUGHPUT_POLL_MS,
    dedupingInterval: 0,
  });
}
