import { execFileSync } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, freePort } from './log-helpers.js';
import { toGelf, udpDatagrams } from '../src/outputs/gelf-sender.js';
import { convertConfiguration, OUTPUT_TYPES } from '../src/outputs/types.js';
import { OutputRouter } from '../src/outputs/router.js';
import { OutputStore } from '../src/outputs/store.js';
import { MetricsRegistry } from '../src/metrics/registry.js';
import type { ProcessingStages } from '../src/ingest/processors.js';
import Database from 'better-sqlite3';

const GELF = 'org.graylog2.outputs.GelfOutput';
const STDOUT = 'org.graylog2.outputs.LoggingOutput';

/** A GELF TCP listener (null-framed) collecting the documents it receives. */
async function gelfTcpListener(): Promise<{
  port: number;
  received: Record<string, unknown>[];
  connections: () => number;
  close: () => Promise<void>;
}> {
  const received: Record<string, unknown>[] = [];
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      let end: number;
      while ((end = buffered.indexOf(0)) >= 0) {
        received.push(JSON.parse(buffered.subarray(0, end).toString('utf8')) as Record<string, unknown>);
        buffered = buffered.subarray(end + 1);
      }
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function sendUdp(port: number, doc: Record<string, unknown>): Promise<void> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve, reject) =>
    socket.send(Buffer.from(JSON.stringify(doc)), port, '127.0.0.1', (e) => (e ? reject(e) : resolve())),
  );
  socket.close();
}

let server: TestServer;
let inputPort: number;

beforeAll(async () => {
  server = await startServer();
  inputPort = (await createInput(server, 'org.graylog2.inputs.gelf.udp.GELFUDPInput')).port;
});
afterAll(async () => {
  await server.close();
});

const createStream = async (title: string, value: string) => {
  const res = await server.call('POST', '/api/streams', { as: ADMIN, body: { title, rules: [{ type: 1, field: 'app', value }] } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().stream_id as string;
  expect((await server.call('POST', `/api/streams/${id}/resume`, { as: ADMIN })).statusCode).toBe(204);
  return id;
};
const createOutput = async (body: Record<string, unknown>) => {
  const res = await server.call('POST', '/api/system/outputs', { as: ADMIN, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: string;
    title: string;
    type: string;
    configuration: Record<string, unknown>;
    created_at: string;
    creator_user_id: string;
    content_pack: null;
  };
};

describe('output types', () => {
  it('lists the GELF and STDOUT outputs with their requested configuration', async () => {
    const res = await server.call('GET', '/api/system/outputs/available', { as: ADMIN });
    expect(res.statusCode).toBe(200);
    const types = res.json().types;
    expect(Object.keys(types).sort()).toEqual([GELF, STDOUT]);
    expect(types[GELF]).toMatchObject({
      name: 'GELF Output',
      type: GELF,
      human_name: 'An output sending GELF over TCP or UDP',
      link_to_docs: '',
    });
    expect(types[GELF].requested_configuration.port).toEqual({
      type: 'number',
      human_name: 'Destination port',
      description: 'This is the port of the destination',
      default_value: 12201,
      is_optional: false,
      attributes: ['is_port_number'],
      additional_info: {},
      position: 100,
      is_encrypted: false,
    });
    expect(types[GELF].requested_configuration.protocol.additional_info).toEqual({
      values: { TCP: 'TCP', 'TCP+TLS': 'TCP+TLS', UDP: 'UDP' },
    });
    expect(types[STDOUT].requested_configuration.prefix.default_value).toBe('Writing message: ');
  });

  it('coerces configuration values by field type, as ConfigurationMapConverter does', () => {
    const gelf = OUTPUT_TYPES[GELF]!;
    expect(convertConfiguration({ hostname: 7, port: '12202', tcp_no_delay: 'TRUE', tcp_keep_alive: 1, queue_size: 'x' }, gelf)).toEqual({
      hostname: '7',
      port: 12202,
      tcp_no_delay: true,
      tcp_keep_alive: false,
      queue_size: null,
    });
    expect(() => convertConfiguration({ port: 'many' }, gelf)).toThrow('Validation failed!');
    expect(() => convertConfiguration({ nope: 1 }, gelf)).toThrow('Validation failed!');
  });
});

describe('/system/outputs', () => {
  it('creates, reads, lists, updates and deletes outputs, persisted across a restart', async () => {
    const created = await createOutput({
      title: 'Forward',
      type: GELF,
      configuration: { hostname: 'logs.example.org', port: '12201', protocol: 'UDP' },
      streams: [],
    });
    expect(created).toMatchObject({
      title: 'Forward',
      type: GELF,
      creator_user_id: 'admin',
      content_pack: null,
      configuration: { hostname: 'logs.example.org', port: 12201, protocol: 'UDP' },
    });
    expect(created.created_at).toMatch(/Z$/);
    expect((await server.call('GET', `/api/system/outputs/${created.id}`, { as: ADMIN })).json()).toEqual(created);
    await server.restart();
    const list = (await server.call('GET', '/api/system/outputs', { as: ADMIN })).json();
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.outputs).toContainEqual(created);

    const updated = await server.call('PUT', `/api/system/outputs/${created.id}`, {
      as: ADMIN,
      body: { title: 'Renamed', configuration: { hostname: 'other.example.org', port: 5555, protocol: 'TCP' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      title: 'Renamed',
      configuration: { hostname: 'other.example.org', port: 5555, protocol: 'TCP' },
    });
    expect(updated.json().created_at).toMatch(/\+0000$/);
    expect((await server.call('PUT', `/api/system/outputs/${created.id}`, { as: ADMIN, body: { type: STDOUT } })).statusCode).toBe(400);

    expect((await server.call('DELETE', `/api/system/outputs/${created.id}`, { as: ADMIN })).statusCode).toBe(204);
    const gone = await server.call('GET', `/api/system/outputs/${created.id}`, { as: ADMIN });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ type: 'ApiError', message: `Output <${created.id}> not found!` });
  });

  it('refuses an unknown type, an unknown configuration key, a bad required number and unknown properties', async () => {
    const unknownType = await server.call('POST', '/api/system/outputs', {
      as: ADMIN,
      body: { title: 'x', type: 'org.example.Nope', configuration: {} },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().validation_errors).toEqual({ type: [{ error: 'Invalid output type' }] });
    const unknownKey = await server.call('POST', '/api/system/outputs', {
      as: ADMIN,
      body: { title: 'x', type: STDOUT, configuration: { colour: 'red' } },
    });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().validation_errors.colour[0].error).toBe('Unknown configuration field description for field "colour"');
    const badPort = await server.call('POST', '/api/system/outputs', {
      as: ADMIN,
      body: { title: 'x', type: GELF, configuration: { port: 'twelve' } },
    });
    expect(badPort.statusCode).toBe(400);
    expect(
      (await server.call('POST', '/api/system/outputs', { as: ADMIN, body: { title: 'x', type: STDOUT, configuration: {}, colour: 1 } }))
        .statusCode,
    ).toBe(400);
    expect((await server.call('POST', '/api/system/outputs', { as: ADMIN, body: { type: STDOUT, configuration: {} } })).statusCode).toBe(
      400,
    );
    expect((await server.call('PUT', '/api/system/outputs/5f0c1a2b3c4d5e6f7a8b9c0d', { as: ADMIN, body: { title: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await server.call('DELETE', '/api/system/outputs/5f0c1a2b3c4d5e6f7a8b9c0d', { as: ADMIN })).statusCode).toBe(404);
  });

  it('needs the outputs permissions (a Reader has none)', async () => {
    const reader = await createUser(server, 'outreader');
    for (const [method, url] of [
      ['GET', '/api/system/outputs'],
      ['GET', '/api/system/outputs/available'],
      ['POST', '/api/system/outputs'],
    ] as const) {
      const res = await server.call(method, url, {
        as: reader,
        ...(method === 'POST' ? { body: { title: 'x', type: STDOUT, configuration: {} } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('stream outputs', () => {
  it('links outputs to streams, answers full summaries, and unlinks them; deleting an output unlinks it everywhere', async () => {
    const streamId = await createStream('Linked', 'linked');
    const output = await createOutput({ title: 'Console', type: STDOUT, configuration: { prefix: 'OUT ' } });
    const unknown = await server.call('POST', `/api/streams/${streamId}/outputs`, {
      as: ADMIN,
      body: { outputs: ['5f0c1a2b3c4d5e6f7a8b9c0d'] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Output <5f0c1a2b3c4d5e6f7a8b9c0d> not found!');
    for (let i = 0; i < 2; i++)
      expect(
        (await server.call('POST', `/api/streams/${streamId}/outputs`, { as: ADMIN, body: { outputs: [output.id] } })).statusCode,
      ).toBe(202);
    const linked = (await server.call('GET', `/api/streams/${streamId}/outputs`, { as: ADMIN })).json();
    expect(linked).toEqual({ total: 1, outputs: [output] });
    expect((await server.call('GET', `/api/streams/${streamId}`, { as: ADMIN })).json().outputs).toEqual([output]);
    const paginated = (await server.call('GET', '/api/streams/paginated?query=Linked', { as: ADMIN })).json();
    expect(paginated.elements[0].outputs).toEqual([output.id]);

    expect((await server.call('DELETE', `/api/streams/${streamId}/outputs/${output.id}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', `/api/streams/${streamId}/outputs`, { as: ADMIN })).json()).toEqual({ total: 0, outputs: [] });
    expect((await server.call('DELETE', `/api/streams/${streamId}/outputs/5f0c1a2b3c4d5e6f7a8b9c0d`, { as: ADMIN })).statusCode).toBe(404);

    await server.call('POST', `/api/streams/${streamId}/outputs`, { as: ADMIN, body: { outputs: [output.id] } });
    expect((await server.call('DELETE', `/api/system/outputs/${output.id}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', `/api/streams/${streamId}/outputs`, { as: ADMIN })).json().total).toBe(0);
  });
});

describe('forwarding', () => {
  it('sends the messages of a stream linked to a GELF TCP output to the target, and only those', async () => {
    const target = await gelfTcpListener();
    try {
      const streamId = await createStream('Forwarded', 'shop');
      const output = await createOutput({
        title: 'To target',
        type: GELF,
        configuration: { hostname: '127.0.0.1', port: target.port, protocol: 'TCP', reconnect_delay: 50 },
      });
      expect(
        (await server.call('POST', `/api/streams/${streamId}/outputs`, { as: ADMIN, body: { outputs: [output.id] } })).statusCode,
      ).toBe(202);
      await sendUdp(inputPort, { version: '1.1', host: 'web-1', short_message: 'order placed', level: 3, _app: 'shop', _amount: 12.5 });
      await sendUdp(inputPort, { version: '1.1', host: 'web-1', short_message: 'not for the output', _app: 'other' });
      await eventually(async () => expect(target.received.length).toBe(1));
      const doc = target.received[0]!;
      expect(doc).toMatchObject({
        version: '1.1',
        host: 'web-1',
        short_message: 'order placed',
        level: 3,
        _app: 'shop',
        _amount: 12.5,
        _forwarder: GELF,
      });
      expect(typeof doc['timestamp']).toBe('number');
      // Still only one after the unmatched message is stored.
      await new Promise((r) => setTimeout(r, 400));
      expect(target.received.map((d) => d['short_message'])).toEqual(['order placed']);
    } finally {
      await target.close();
    }
  });

  it('reconnects after the target goes away and keeps sending; a dead target drops (bounded) instead of blocking', async () => {
    const first = await gelfTcpListener();
    const port = first.port;
    const streamId = await createStream('Flaky', 'flaky');
    const output = await createOutput({
      title: 'Flaky target',
      type: GELF,
      configuration: { hostname: '127.0.0.1', port, protocol: 'TCP', reconnect_delay: 50, queue_size: 3 },
    });
    await server.call('POST', `/api/streams/${streamId}/outputs`, { as: ADMIN, body: { outputs: [output.id] } });
    await sendUdp(inputPort, { version: '1.1', host: 'h', short_message: 'one', _app: 'flaky' });
    await eventually(async () => expect(first.received.length).toBe(1));
    await first.close();
    // Nothing listens now: messages queue (3 at most), the rest are dropped, ingest goes on.
    for (let i = 0; i < 6; i++) await sendUdp(inputPort, { version: '1.1', host: 'h', short_message: `lost ${i}`, _app: 'flaky' });
    const metrics = async () => (await server.call('GET', `/api/system/metrics/${GELF}.${output.id}.dropped`, { as: ADMIN })).json();
    await eventually(async () => expect((await metrics()).count).toBe(3));
    // A listener on the same port again: the output reconnects and sends what was queued, then new messages.
    const second = await new Promise<net.Server & { got: string[] }>((resolve) => {
      const got: string[] = [];
      const s = Object.assign(
        net.createServer((socket) => {
          let buffered = '';
          socket.on('data', (c) => {
            buffered += c.toString('utf8');
            const parts = buffered.split('\0');
            buffered = parts.pop() ?? '';
            for (const p of parts) got.push((JSON.parse(p) as { short_message: string }).short_message);
          });
        }),
        { got },
      );
      s.listen(port, '127.0.0.1', () => resolve(s));
    });
    try {
      await sendUdp(inputPort, { version: '1.1', host: 'h', short_message: 'after', _app: 'flaky' });
      await eventually(async () => expect(second.got).toContain('after'));
      expect(second.got.filter((m) => m.startsWith('lost'))).toEqual(['lost 0', 'lost 1', 'lost 2']);
    } finally {
      // Deleting the output closes its connection, which lets the listener close.
      await server.call('DELETE', `/api/system/outputs/${output.id}`, { as: ADMIN });
      await new Promise((r) => second.close(r));
    }
  });

  it('writes a line per message of a linked stream to the server log with the STDOUT output', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const streamId = await createStream('Logged', 'logged');
      const output = await createOutput({ title: 'Log it', type: STDOUT, configuration: { prefix: 'FWD> ' } });
      await server.call('POST', `/api/streams/${streamId}/outputs`, { as: ADMIN, body: { outputs: [output.id] } });
      await sendUdp(inputPort, { version: '1.1', host: 'db-2', short_message: 'slow query', _app: 'logged' });
      await eventually(async () => expect(lines.filter((l) => l.startsWith('FWD> '))).toHaveLength(1));
      expect(lines.find((l) => l.startsWith('FWD> '))).toMatch(/^FWD> source: db-2 \| message: slow query \{ .*app: logged/);
      const writes = (await server.call('GET', `/api/system/metrics/${STDOUT}.${output.id}.writes`, { as: ADMIN })).json();
      expect(writes.count).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('fills the deliver stage only while some stream links an output', () => {
    const db = new Database(':memory:');
    const store = new OutputStore(db);
    const links: { id: string; outputs: string[] }[] = [{ id: 's1', outputs: [] }];
    const listeners = new Set<() => void>();
    const streams = { list: () => links, subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)) };
    const stages: ProcessingStages = { extract: null, process: null, deliver: null };
    const lines: string[] = [];
    const router = new OutputRouter({
      outputs: store,
      streams,
      stages,
      metrics: new MetricsRegistry(),
      stdout: (l) => lines.push(l),
      log: () => undefined,
    });
    const output = store.insert({ title: 'o', type: STDOUT, creatorUserId: 'admin', configuration: { prefix: '> ' }, contentPack: null });
    expect(stages.deliver).toBeNull();
    links[0]!.outputs = [output.id];
    links.push({ id: 's2', outputs: [output.id] });
    for (const l of listeners) l();
    expect(stages.deliver).not.toBeNull();
    // A message in both linked streams is written once.
    stages.deliver!([
      { id: 'a', messageId: 'm', timestamp: 0, source: 'src', message: 'both', streams: ['s1', 's2'], fields: {} },
      { id: 'b', messageId: 'n', timestamp: 0, source: 'src', message: 'none', streams: ['s3'], fields: {} },
    ]);
    expect(lines).toEqual(['> source: src | message: both {  }']);
    links[0]!.outputs = [];
    links[1]!.outputs = [];
    for (const l of listeners) l();
    expect(stages.deliver).toBeNull();
    router.close();
    db.close();
  });

  it('sends over TCP+TLS, verifying the target against the configured trust chain', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-gelf-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const got: string[] = [];
    const target = tls.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (socket) => {
      let buffered = '';
      socket.on('data', (c) => {
        buffered += c.toString('utf8');
        const parts = buffered.split('\0');
        buffered = parts.pop() ?? '';
        for (const part of parts) got.push((JSON.parse(part) as { short_message: string }).short_message);
      });
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const port = (target.address() as net.AddressInfo).port;
    const streamId = await createStream('Tls', 'tls');
    const output = await createOutput({
      title: 'Tls target',
      type: GELF,
      configuration: { hostname: '127.0.0.1', port, protocol: 'TCP+TLS', tls_verification_enabled: true, tls_trust_cert_chain: cert },
    });
    try {
      await server.call('POST', `/api/streams/${streamId}/outputs`, { as: ADMIN, body: { outputs: [output.id] } });
      await sendUdp(inputPort, { version: '1.1', host: 'h', short_message: 'over tls', _app: 'tls' });
      await eventually(async () => expect(got).toEqual(['over tls']));
    } finally {
      await server.call('DELETE', `/api/system/outputs/${output.id}`, { as: ADMIN });
      await new Promise((r) => target.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('encodes GELF documents and UDP datagrams the GELF inputs read', () => {
    const doc = toGelf({
      id: 'x',
      messageId: 'm',
      timestamp: 1_700_000_000_123,
      source: 's',
      message: 'm',
      full_message: 'full',
      streams: [],
      fields: { level: '4', id: 'dropped', _custom: 1, when: new Date(0) },
    });
    expect(doc).toEqual({
      version: '1.1',
      host: 's',
      short_message: 'm',
      full_message: 'full',
      timestamp: 1_700_000_000.123,
      level: 4,
      _custom: 1,
      _when: '1970-01-01T00:00:00.000Z',
      _forwarder: GELF,
    });
    const small = udpDatagrams(Buffer.from('{"a":1}'))!;
    expect(small).toHaveLength(1);
    expect(zlib.gunzipSync(small[0]!).toString()).toBe('{"a":1}');
    const big = udpDatagrams(Buffer.from(Array.from({ length: 4000 }, (_, i) => `${i * 7919}`).join(',')))!;
    expect(big.length).toBeGreaterThan(1);
    expect(big.every((d) => d[0] === 0x1e && d[1] === 0x0f && d[11] === big.length)).toBe(true);
  });

  it('sends over UDP to a GELF UDP listener', async () => {
    const port = await freePort();
    const socket = dgram.createSocket('udp4');
    const got: Record<string, unknown>[] = [];
    socket.on('message', (m) => got.push(JSON.parse(zlib.gunzipSync(m).toString()) as Record<string, unknown>));
    await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
    try {
      const streamId = await createStream('Udp', 'udp');
      const output = await createOutput({
        title: 'Udp target',
        type: GELF,
        configuration: { hostname: '127.0.0.1', port, protocol: 'UDP' },
      });
      await server.call('POST', `/api/streams/${streamId}/outputs`, { as: ADMIN, body: { outputs: [output.id] } });
      await sendUdp(inputPort, { version: '1.1', host: 'h', short_message: 'by udp', _app: 'udp' });
      await eventually(async () => expect(got.map((d) => d['short_message'])).toEqual(['by udp']));
    } finally {
      socket.close();
    }
  });
});
