const names = new Map<string, string>();

/**
 * Graylog's per-stream rate gauge, which the streams overview reads as a stream's throughput. Ingest marks
 * it for every message routed to the stream, so each name is built once per stream.
 */
export function streamRateMetric(streamId: string): string {
  let name = names.get(streamId);
  if (name === undefined) {
    name = `org.graylog2.plugin.streams.Stream.${streamId}.incomingMessages.1-sec-rate`;
    names.set(streamId, name);
  }
  return name;
}
