import type { PipelineConnection, Stream } from '@sift/api';

/** The streams each pipeline is connected to, by pipeline id, in stream title order. */
export function streamsByPipeline(connections: readonly PipelineConnection[], streams: readonly Stream[]): Map<string, Stream[]> {
  const byId = new Map(streams.map((s) => [s.id, s]));
  const out = new Map<string, Stream[]>();
  for (const connection of connections) {
    const stream = byId.get(connection.streamId);
    if (!stream) continue;
    for (const pipelineId of connection.pipelineIds) out.set(pipelineId, [...(out.get(pipelineId) ?? []), stream]);
  }
  for (const list of out.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return out;
}
