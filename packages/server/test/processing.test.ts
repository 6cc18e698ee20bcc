import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IngestPipeline } from '../src/ingest/pipeline.js';
import { StreamRouter } from '../src/ingest/router.js';
import { MetricsRegistry } from '../src/metrics/registry.js';
import type { MessageRecord } from '../src/storage/message.js';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

function sendGelfTcp(port: number, messages: string[]): Promise<void> {
  const payload = messages.map((m) => `${JSON.stringify({ version: '1.1', host: 'paused-host', short_message: m })}\0`).join('');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

const pause = async () => expect((await server.call('PUT', '/api/system/processing/pause', { as: ADMIN })).statusCode).toBe(204);
const resume = async () => expect((await server.call('PUT', '/api/system/processing/resume', { as: ADMIN })).statusCode).toBe(204);
/** Longer than several 250 ms write intervals: anything processed would be searchable by then. */
const severalFlushes = () => new Promise((r) => setTimeout(r, 1200));

describe('pausing message processing', () => {
  it('keeps a real input accepting while nothing is written; resuming writes every buffered message', async () => {
    const { id, port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
    const tag = `p${crypto.randomBytes(5).toString('hex')}`;
    await pause();
    await sendGelfTcp(
      port,
      Array.from({ length: 50 }, (_, i) => `${tag} message ${i}`),
    );
    // The input accepted all 50 messages (they are counted), but none is searchable.
    await eventually(async () => {
      const incoming = await server.call('POST', '/api/system/metrics/multiple', {
        as: ADMIN,
        body: { metrics: [`org.graylog2.inputs.${id}.incomingMessages`] },
      });
      expect(incoming.json().metrics[0].metric.count).toBe(50);
    });
    await severalFlushes();
    expect((await messagesOf(server, tag)).total_results).toBe(0);

    await resume();
    const found = await eventually(async () => {
      const result = await messagesOf(server, tag, { limit: 100 });
      expect(result.total_results).toBe(50);
      return result;
    });
    expect(new Set(found.messages.map((m) => m.message['message'])).size).toBe(50);
  });

  it('stays paused across a restart, and a clean shutdown while paused loses nothing', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
    const before = `b${crypto.randomBytes(5).toString('hex')}`;
    const after = `a${crypto.randomBytes(5).toString('hex')}`;
    await pause();
    await sendGelfTcp(port, [`${before} one`, `${before} two`]);
    await severalFlushes();
    expect((await messagesOf(server, before)).total_results).toBe(0);

    await server.restart();
    // The buffered messages were written on shutdown; the node comes back paused.
    expect((await messagesOf(server, before)).total_results).toBe(2);
    expect((await server.call('GET', '/api/system/processing/status', { as: ADMIN })).json()).toMatchObject({ is_processing: false });
    await sendGelfTcp(port, [`${after} three`]);
    await severalFlushes();
    expect((await messagesOf(server, after)).total_results).toBe(0);
    await resume();
    await eventually(async () => expect((await messagesOf(server, after)).total_results).toBe(1));
  });
});

describe('the ingest buffer while paused', () => {
  afterEach(() => vi.useRealTimers());

  it('writes nothing, applies back-pressure when full, and writes everything on resume', async () => {
    vi.useFakeTimers();
    const written: MessageRecord[] = [];
    const sink = { encode: (m: MessageRecord) => m, append: async (batch: readonly MessageRecord[]) => void written.push(...batch) };
    const registry = { list: () => [], subscribe: () => () => undefined };
    const pipeline = new IngestPipeline(sink, new StreamRouter(registry), new MetricsRegistry(() => Date.now()), {
      nodeId: 'n',
      maxBuffered: 2,
      batchSize: 1,
    });
    pipeline.setProcessing(false);
    await pipeline.submit({ message: 'one', fields: {} });
    await pipeline.submit({ message: 'two', fields: {} });
    let thirdAccepted = false;
    const third = pipeline.submit({ message: 'three', fields: {} }).then(() => (thirdAccepted = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(written).toEqual([]);
    expect(thirdAccepted).toBe(false);
    expect(pipeline.buffered).toBe(2);

    pipeline.setProcessing(true);
    await third;
    await pipeline.close();
    expect(written.map((m) => m.message)).toEqual(['one', 'two', 'three']);
  });
});
