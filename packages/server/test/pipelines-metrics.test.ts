import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  server.call(method, `/api${url}`, { as: ADMIN, ...(body !== undefined ? { body } : {}) });

const sendTcp = (port: number, payload: string) =>
  new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });

const AST = 'org.graylog.plugins.pipelineprocessor.ast';
type NodeMetrics = Record<string, { metrics: Array<{ full_name: string; type: string; metric: { rate: { total: number } } }> }>;
/** A meter's count, as the console reads it (`/cluster/metrics/multiple`, whose names may be longer than a path segment). */
const count = async (name: string) => {
  const [node] = Object.values((await call('POST', '/cluster/metrics/multiple', { metrics: [name] })).json() as NodeMetrics);
  return node?.metrics[0]?.metric.rate.total ?? 0;
};

describe('pipeline metrics', () => {
  it("marks Graylog's meters of each pipeline, stage and rule as messages run through them", async () => {
    const tag = (
      await call('POST', '/system/pipelines/rule', {
        source: 'rule "tag get" when contains(to_string($message.message), "GET") then set_field("verb", "GET"); end',
      })
    ).json();
    const fail = (
      await call('POST', '/system/pipelines/rule', {
        source:
          'rule "bad date" when contains(to_string($message.message), "BAD") then set_field("d", parse_date(to_string($message.message), "yyyy")); end',
      })
    ).json();
    const pipeline = (
      await call('POST', '/system/pipelines/pipeline', {
        source: 'pipeline "Metered" stage 3 match either rule "tag get"; rule "bad date"; end',
      })
    ).json();
    await call('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: pipeline.id, stream_ids: [DEFAULT_STREAM_ID] });

    const { port } = await createInput(server, 'org.graylog2.inputs.raw.tcp.RawTCPInput');
    const marker = `m${Date.now()}`;
    await sendTcp(port, `${marker} GET /a\n${marker} GET /b\n${marker} BAD\n`);
    await eventually(async () => expect((await messagesOf(server, marker)).total_results).toBe(3));

    expect(await count(`${AST}.Pipeline.${pipeline.id}.executed`)).toBe(3);
    expect(await count(`${AST}.Pipeline.${pipeline.id}.stage.3.executed`)).toBe(3);
    expect(await count(`${AST}.Rule.${tag.id}.executed`)).toBe(3);
    expect(await count(`${AST}.Rule.${tag.id}.matched`)).toBe(2);
    expect(await count(`${AST}.Rule.${tag.id}.not-matched`)).toBe(1);
    expect(await count(`${AST}.Rule.${tag.id}.${pipeline.id}.3.matched`)).toBe(2);
    expect(await count(`${AST}.Rule.${fail.id}.matched`)).toBe(1);
    expect(await count(`${AST}.Rule.${fail.id}.failed`)).toBe(1);

    const single = await call('GET', `/system/metrics/${AST}.Pipeline.${pipeline.id}.executed`);
    expect(single.json()).toMatchObject({ count: 3 });

    // The simulator runs the same interpreter without marking anything.
    await call('POST', '/system/pipelines/simulate', { stream_id: DEFAULT_STREAM_ID, message: { message: 'GET /sim' } });
    expect(await count(`${AST}.Pipeline.${pipeline.id}.executed`)).toBe(3);
  });
});
