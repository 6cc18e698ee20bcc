import { afterEach, describe, expect, it, vi } from 'vitest';
import { IngestPipeline } from '../src/ingest/pipeline.js';
import { StreamRouter } from '../src/ingest/router.js';
import { MetricsRegistry } from '../src/metrics/registry.js';
import { DEFAULT_STREAM_ID, STREAM_RULE_TYPES, type StreamDefinition, type StreamRegistry } from '../src/streams/model.js';
import type { MessageRecord } from '../src/storage/message.js';

const rate = (streamId: string) => `org.graylog2.plugin.streams.Stream.${streamId}.incomingMessages.1-sec-rate`;
const web: StreamDefinition = {
  id: 'web',
  title: 'Web',
  disabled: false,
  matchingType: 'AND',
  removeMatchesFromDefaultStream: false,
  indexSetId: 'x',
  rules: [{ id: 'r', field: 'source', type: STREAM_RULE_TYPES.EXACT, value: 'web-01', inverted: false, description: '' }],
};
const registry: StreamRegistry = { list: () => [web], subscribe: () => () => undefined };

describe('per-stream throughput', () => {
  afterEach(() => vi.useRealTimers());

  it("marks each routed stream's incomingMessages 1-sec-rate gauge, as the streams overview reads it", async () => {
    vi.useFakeTimers();
    const sink = { encode: (m: MessageRecord) => m, append: async () => undefined };
    const metrics = new MetricsRegistry(() => Date.now());
    const pipeline = new IngestPipeline(sink, new StreamRouter(registry), metrics, { nodeId: 'n', batchSize: 1000 });
    for (const source of ['web-01', 'web-01', 'db-01']) await pipeline.submit({ message: 'hello', source, fields: {} });
    await vi.advanceTimersByTimeAsync(1000);
    expect(metrics.gaugeValue(rate('web'))).toBe(2);
    expect(metrics.gaugeValue(rate(DEFAULT_STREAM_ID))).toBe(3);
    expect(metrics.gaugeValue(rate('unknown'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(metrics.gaugeValue(rate('web'))).toBe(0);
    await pipeline.close();
  });
});
