import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput, eventually } from './log-helpers.js';

// The per-input metrics Graylog's inputs page reads, under Graylog's names `<type>.<id>.<metric>`
// (ADMIN-API.md §1.7), through `POST /cluster/metrics/multiple` as the console asks for them.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const GELF_TCP = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';
type Entry = { full_name: string; type: string; metric: Record<string, unknown> };

async function clusterMetrics(names: string[]): Promise<Map<string, Entry>> {
  const res = await server.call('POST', '/api/cluster/metrics/multiple', { as: ADMIN, body: { metrics: names } });
  expect(res.statusCode).toBe(200);
  const byNode = res.json() as Record<string, { metrics: Entry[] }>;
  return new Map(
    Object.values(byNode).flatMap((node) => node.metrics.map((m) => [m.full_name.slice(m.full_name.lastIndexOf('.') + 1), m] as const)),
  );
}

describe("input metrics under Graylog's names", () => {
  it('count messages, bytes and connections of a TCP input', async () => {
    const { id, port } = await createInput(server, GELF_TCP);
    const name = (metric: string) => `${GELF_TCP}.${id}.${metric}`;
    const names = ['incomingMessages', 'read_bytes_1sec', 'read_bytes_total', 'open_connections', 'total_connections'].map(name);
    const before = await clusterMetrics(names);
    expect(before.get('read_bytes_total')?.metric).toEqual({ value: 0 });
    expect(before.get('open_connections')?.metric).toEqual({ value: 0 });

    const frame = `${JSON.stringify({ version: '1.1', host: 'h', short_message: 'metrics' })}\0`;
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(s));
      s.once('error', reject);
    });
    socket.write(frame.repeat(3));
    const open = await eventually(async () => {
      const now = await clusterMetrics(names);
      // The frames' bytes, without their NUL delimiters.
      expect(now.get('read_bytes_total')?.metric).toEqual({ value: (Buffer.byteLength(frame) - 1) * 3 });
      return now;
    });
    expect(open.get('open_connections')?.metric).toEqual({ value: 1 });
    expect(open.get('total_connections')?.metric).toEqual({ value: 1 });
    expect(open.get('incomingMessages')).toMatchObject({ type: 'meter', metric: { rate: { total: 3 } } });
    expect(open.get('read_bytes_1sec')?.type).toBe('gauge');
    await new Promise<void>((resolve) => socket.end(resolve));
    await eventually(async () => expect((await clusterMetrics(names)).get('open_connections')?.metric).toEqual({ value: 0 }));
  });
});

describe('a GELF HTTP input', () => {
  it('counts its connections', async () => {
    const type = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
    const { id, port } = await createInput(server, type);
    const res = await fetch(`http://127.0.0.1:${port}/gelf`, {
      method: 'POST',
      headers: { connection: 'close' },
      body: JSON.stringify({ version: '1.1', host: 'h', short_message: 'over http' }),
    });
    expect(res.status).toBe(202);
    await eventually(async () => {
      const metrics = await clusterMetrics([`${type}.${id}.open_connections`, `${type}.${id}.total_connections`]);
      expect(metrics.get('total_connections')?.metric).toEqual({ value: 1 });
      expect(metrics.get('open_connections')?.metric).toEqual({ value: 0 });
    });
  });
});

describe('an input that cannot bind its port', () => {
  it('reports no metrics', async () => {
    const { port } = await createInput(server, GELF_TCP);
    const clash = await server.call('POST', '/api/system/inputs', {
      as: ADMIN,
      body: {
        title: 'clash',
        type: 'org.graylog2.inputs.raw.tcp.RawTCPInput',
        global: true,
        configuration: { bind_address: '127.0.0.1', port },
      },
    });
    const id = clash.json().id as string;
    const names = ['incomingMessages', 'read_bytes_total', 'open_connections'].map(
      (m) => `org.graylog2.inputs.raw.tcp.RawTCPInput.${id}.${m}`,
    );
    expect((await clusterMetrics(names)).size).toBe(0);
  });
});
