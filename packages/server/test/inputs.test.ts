import crypto from 'node:crypto';
import dgram from 'node:dgram';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import gelf from 'gelf-pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, freePort, eventually, messagesOf, searchMessages } from './log-helpers.js';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const marker = () => `m${crypto.randomBytes(6).toString('hex')}`;

function sendUdp(port: number, datagrams: Buffer[]): Promise<void> {
  const socket = dgram.createSocket('udp4');
  return new Promise((resolve, reject) => {
    let i = 0;
    const next = () => {
      if (i === datagrams.length) return socket.close(() => resolve());
      socket.send(datagrams[i++]!, port, '127.0.0.1', (error) => (error ? reject(error) : next()));
    };
    next();
  });
}

function sendTcp(port: number, payload: Buffer | string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

/** Splits a payload into GELF chunks (magic, 8-byte id, sequence, count) and shuffles their order. */
function chunks(payload: Buffer, size: number): Buffer[] {
  const id = crypto.randomBytes(8);
  const parts: Buffer[] = [];
  for (let i = 0; i < payload.length; i += size) parts.push(payload.subarray(i, i + size));
  const frames = parts.map((part, seq) => Buffer.concat([Buffer.from([0x1e, 0x0f]), id, Buffer.from([seq, parts.length]), part]));
  return [frames[frames.length - 1]!, ...frames.slice(0, -1)];
}

async function found(query: string, expected = 1) {
  return eventually(async () => {
    const result = await messagesOf(server, query);
    expect(result.total_results).toBe(expected);
    return result.messages;
  });
}

describe('GELF inputs', () => {
  it('GELF UDP: reassembles chunked gzip messages, reads zlib and plain payloads, keeps field types', async () => {
    const { id, port } = await createInput(server, 'org.graylog2.inputs.gelf.udp.GELFUDPInput');
    const m = marker();
    const big = {
      version: '1.1',
      host: 'udp-host',
      short_message: `${m} chunked`,
      full_message: 'x'.repeat(6000) + crypto.randomBytes(3000).toString('hex'),
      _status: 503,
      _ratio: 0.25,
      _ok: true,
      _user: 'dave',
    };
    await sendUdp(port, chunks(zlib.gzipSync(JSON.stringify(big)), 1000));
    await sendUdp(port, [
      zlib.deflateSync(JSON.stringify({ version: '1.1', host: 'udp-host', short_message: `${m} zlib`, timestamp: Date.now() / 1000 - 60 })),
    ]);
    await sendUdp(port, [Buffer.from(JSON.stringify({ version: '1.1', host: 'udp-host', short_message: `${m} plain`, level: 4 }))]);
    await sendUdp(port, [Buffer.from('{not json'), Buffer.from(JSON.stringify({ version: '1.1', host: '', short_message: 'no host' }))]);
    const messages = await found(m, 3);
    const chunked = messages.find((x) => String(x.message['message']).endsWith('chunked'))!.message;
    expect(chunked).toMatchObject({
      source: 'udp-host',
      status: 503,
      ratio: 0.25,
      ok: true,
      user: 'dave',
      gl2_source_input: id,
      streams: [DEFAULT_STREAM_ID],
    });
    expect(String(chunked['full_message']).length).toBe(12000);
    const zlibbed = messages.find((x) => String(x.message['message']).endsWith('zlib'))!.message;
    expect(Date.now() - Date.parse(String(zlibbed['timestamp']))).toBeGreaterThan(55_000);
    // Field types come from the values: numbers, doubles and booleans keep their types.
    const fields = (await server.call('GET', '/api/views/fields', { as: ADMIN })).json() as { name: string; type: { type: string } }[];
    const type = (name: string) => fields.find((f) => f.name === name)?.type.type;
    expect([type('status'), type('ratio'), type('ok'), type('user'), type('timestamp')]).toEqual([
      'long',
      'double',
      'boolean',
      'string',
      'date',
    ]);
  });

  it('GELF UDP through gelf-pro (a real third-party client)', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.udp.GELFUDPInput');
    const m = marker();
    gelf.setConfig({ adapterName: 'udp', adapterOptions: { host: '127.0.0.1', port, protocol: 'udp4' }, fields: { app: 'gelf-pro-test' } });
    await new Promise<void>((resolve, reject) =>
      gelf.info(`${m} from gelf-pro`, { request_id: 42, padding: crypto.randomBytes(2500).toString('base64') }, (e) =>
        e ? reject(e) : resolve(),
      ),
    );
    const [hit] = await found(m);
    expect(hit!.message).toMatchObject({ app: 'gelf-pro-test', request_id: 42, level: 6 });
  });

  it('GELF TCP: null-byte framed messages, including several in one write', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
    const m = marker();
    const frame = (n: number) => `${JSON.stringify({ version: '1.1', host: 'tcp-host', short_message: `${m} number ${n}`, _n: n })}\0`;
    await sendTcp(port, frame(1) + frame(2) + 'garbage\0' + frame(3));
    const messages = await found(m, 3);
    expect(messages.map((x) => x.message['n']).sort()).toEqual([1, 2, 3]);
  });

  it('GELF HTTP: POST /gelf answers 202 and accepts gzip bodies; malformed JSON gets 400', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    const m = marker();
    const post = (body: Buffer, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, path: '/gelf', method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    expect(await post(Buffer.from(JSON.stringify({ version: '1.1', host: 'http-host', short_message: `${m} plain` })))).toBe(202);
    expect(
      await post(zlib.gzipSync(JSON.stringify({ version: '1.1', host: 'http-host', short_message: `${m} gzipped` })), {
        'content-encoding': 'gzip',
      }),
    ).toBe(202);
    expect(await post(Buffer.from('{oops'))).toBe(400);
    await found(m, 2);
  });
});

describe('syslog and raw inputs', () => {
  it('Syslog UDP: RFC 3164 with facility, level and application', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.syslog.udp.SyslogUDPInput');
    const m = marker();
    await sendUdp(port, [Buffer.from(`<34>Oct 11 22:14:15 mymachine su[123]: 'su root' failed for ${m} on /dev/pts/8`)]);
    const [hit] = await found(m);
    expect(hit!.message).toMatchObject({
      source: 'mymachine',
      level: 2,
      facility: 'security/authorization',
      application_name: 'su',
      process_id: '123',
    });
  });

  it('Syslog TCP: RFC 5424 with octet counting and newline framing, structured data as fields', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.syslog.tcp.SyslogTCPInput');
    const m = marker();
    const one = `<165>1 2026-01-02T03:04:05.000Z host5424 evntslog 99 ID47 [exampleSDID@32473 iut="3" eventSource="Application"] ${m} first`;
    const two = `<13>1 2026-01-02T03:04:06.000Z host5424 app - - - ${m} second`;
    await sendTcp(port, `${Buffer.byteLength(one)} ${one}${two}\n`);
    const messages = await eventually(async () => {
      const r = await messagesOf(server, m, {
        range: { type: 'absolute', from: '2026-01-01T00:00:00.000Z', to: '2026-01-03T00:00:00.000Z' },
      });
      expect(r.total_results).toBe(2);
      return r.messages;
    });
    const first = messages.find((x) => String(x.message['message']).endsWith('first'))!.message;
    expect(first).toMatchObject({
      source: 'host5424',
      timestamp: '2026-01-02T03:04:05.000Z',
      application_name: 'evntslog',
      process_id: '99',
      message_id: 'ID47',
      iut: '3',
      eventSource: 'Application',
      level: 5,
      facility: 'local4',
    });
  });

  it('Raw UDP and TCP: each line is a message from the sender address', async () => {
    const udp = await createInput(server, 'org.graylog2.inputs.raw.udp.RawUDPInput');
    const tcp = await createInput(server, 'org.graylog2.inputs.raw.tcp.RawTCPInput');
    const m = marker();
    await sendUdp(udp.port, [Buffer.from(`${m} raw udp line`)]);
    await sendTcp(tcp.port, `${m} raw tcp one\n${m} raw tcp two\n`);
    const messages = await found(m, 3);
    expect(messages.every((x) => x.message['source'] === '127.0.0.1')).toBe(true);
  });
});

describe('inputs API', () => {
  it('lists types with Graylog requested-configuration fields', async () => {
    const types = (await server.call('GET', '/api/system/inputs/types', { as: ADMIN })).json();
    expect(types.types['org.graylog2.inputs.gelf.udp.GELFUDPInput']).toBe('GELF UDP');
    expect(Object.keys(types.types)).toHaveLength(7);
    const info = (await server.call('GET', '/api/system/inputs/types/org.graylog2.inputs.gelf.tcp.GELFTCPInput', { as: ADMIN })).json();
    expect(info).toMatchObject({
      type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
      name: 'GELF TCP',
      is_exclusive: false,
      link_to_docs: '',
    });
    expect(info.requested_configuration.port).toEqual({
      type: 'number',
      human_name: 'Port',
      description: 'Port to listen on.',
      default_value: 12201,
      is_optional: false,
      attributes: ['is_port_number'],
      additional_info: {},
      position: 100,
      is_encrypted: false,
    });
    expect(info.requested_configuration.use_null_delimiter.default_value).toBe(true);
    expect(info.requested_configuration.tls_enable.is_optional).toBe(true);
    expect((await server.call('GET', '/api/system/inputs/types/no.such.Input', { as: ADMIN })).statusCode).toBe(404);
  });

  it('validates configuration types, reports states, stops and starts, manages static fields', async () => {
    const bad = await server.call('POST', '/api/system/inputs', {
      as: ADMIN,
      body: {
        title: 'x',
        type: 'org.graylog2.inputs.raw.tcp.RawTCPInput',
        global: true,
        configuration: { bind_address: '127.0.0.1', port: '5555' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ type: 'ApiError', message: 'Missing or invalid input configuration.' });

    const { id, port } = await createInput(server, 'org.graylog2.inputs.raw.tcp.RawTCPInput');
    const summary = (await server.call('GET', `/api/system/inputs/${id}`, { as: ADMIN })).json();
    expect(summary).toMatchObject({
      id,
      title: 'test org.graylog2.inputs.raw.tcp.RawTCPInput',
      global: true,
      name: 'Raw/Plaintext TCP',
      node: null,
      attributes: { port, bind_address: '127.0.0.1' },
      static_fields: {},
      creator_user_id: 'admin',
      content_pack: null,
    });
    const states = (await server.call('GET', '/api/cluster/inputstates', { as: ADMIN })).json();
    const [node] = Object.keys(states);
    expect(states[node!].find((s: { id: string }) => s.id === id)).toMatchObject({ id, state: 'RUNNING', message_input: { id } });

    expect(
      (await server.call('POST', `/api/system/inputs/${id}/staticfields`, { as: ADMIN, body: { key: 'env', value: 'prod' } })).statusCode,
    ).toBe(201);
    const m = marker();
    await sendTcp(port, `${m} with static field\n`);
    const [hit] = await found(m);
    expect(hit!.message['env']).toBe('prod');
    expect((await server.call('DELETE', `/api/system/inputs/${id}/staticfields/env`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('DELETE', `/api/system/inputs/${id}/staticfields/env`, { as: ADMIN })).statusCode).toBe(404);

    expect((await server.call('DELETE', `/api/cluster/inputstates/${id}`, { as: ADMIN })).statusCode).toBe(200);
    await expect(sendTcp(port, 'refused\n')).rejects.toThrow();
    expect((await server.call('PUT', `/api/cluster/inputstates/${id}`, { as: ADMIN })).statusCode).toBe(200);
    await sendTcp(port, `${m} after restart\n`);
    await found(m, 2);
    expect((await server.call('DELETE', `/api/system/inputs/${id}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', `/api/system/inputs/${id}`, { as: ADMIN })).statusCode).toBe(404);
  });
});

describe('static fields', () => {
  it("are added to messages that lack them, never over a sender's own value; reserved names and invalid keys are refused", async () => {
    const { id, port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
    const add = (key: string) =>
      server.call('POST', `/api/system/inputs/${id}/staticfields`, { as: ADMIN, body: { key, value: 'from-input' } });
    expect((await add('env')).statusCode).toBe(201);
    expect((await add('message')).statusCode).toBe(201);
    for (const reserved of ['_id', '_ttl', 'streams', 'gl2_source_input']) {
      const refused = await add(reserved);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ type: 'ApiError', message: `Cannot add static field. Field [${reserved}] is reserved.` });
    }
    const invalid = await add('bad key');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ type: 'ApiError', message: "Invalid key: 'bad key'" });

    const m = marker();
    const frame = (message: string, extra: Record<string, unknown>) =>
      JSON.stringify({ version: '1.1', host: 'static-host', short_message: message, ...extra }) + '\0';
    await sendTcp(port, frame(`${m} own env`, { _env: 'staging' }) + frame(`${m} no env`, {}));
    const hits = await found(m, 2);
    const byText = Object.fromEntries(hits.map((hit) => [String(hit.message['message']), hit.message]));
    expect(byText[`${m} own env`]!['env']).toBe('staging');
    expect(byText[`${m} no env`]!['env']).toBe('from-input');
    // `message` is accepted, as Graylog accepts it, and never replaces the message itself.
    expect(Object.keys(byText)).toEqual(expect.arrayContaining([`${m} own env`, `${m} no env`]));
  });
});

describe('updating an input', () => {
  it('PUT /system/inputs/{id}: new title and port, restarted on the new port with its id and static fields; a bad configuration changes nothing', async () => {
    const { id, port } = await createInput(server, 'org.graylog2.inputs.raw.tcp.RawTCPInput');
    expect(
      (await server.call('POST', `/api/system/inputs/${id}/staticfields`, { as: ADMIN, body: { key: 'env', value: 'prod' } })).statusCode,
    ).toBe(201);
    const newPort = await freePort();
    const body = (configuration: Record<string, unknown>) => ({
      title: 'renamed raw',
      type: 'org.graylog2.inputs.raw.tcp.RawTCPInput',
      global: true,
      configuration,
    });
    const bad = await server.call('PUT', `/api/system/inputs/${id}`, {
      as: ADMIN,
      body: body({ bind_address: '127.0.0.1', port: 'not a port' }),
    });
    expect(bad.statusCode).toBe(400);
    expect((await server.call('GET', `/api/system/inputs/${id}`, { as: ADMIN })).json()).toMatchObject({
      title: 'test org.graylog2.inputs.raw.tcp.RawTCPInput',
      attributes: { port },
    });

    const res = await server.call('PUT', `/api/system/inputs/${id}`, {
      as: ADMIN,
      body: body({ bind_address: '127.0.0.1', port: newPort }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id });
    expect((await server.call('GET', `/api/system/inputs/${id}`, { as: ADMIN })).json()).toMatchObject({
      id,
      title: 'renamed raw',
      attributes: { port: newPort },
      static_fields: { env: 'prod' },
    });
    await expect(sendTcp(port, 'old port\n')).rejects.toThrow();
    const m = marker();
    await sendTcp(newPort, `${m} on the new port\n`);
    const [hit] = await found(m);
    expect(hit!.message).toMatchObject({ env: 'prod', gl2_source_input: id });
    expect((await server.call('DELETE', `/api/system/inputs/${id}`, { as: ADMIN })).statusCode).toBe(204);
  });
});

describe('streams at ingest and stream permissions', () => {
  it('routes by rules, removes from the default stream, and refuses forbidden streams with MissingStreamPermission', async () => {
    const create = await server.call('POST', '/api/streams', {
      as: ADMIN,
      body: {
        title: 'Errors',
        matching_type: 'AND',
        remove_matches_from_default_stream: true,
        index_set_id: '000000000000000000000002',
        rules: [
          { type: 3, field: 'status', value: '499', inverted: false, description: '' },
          { type: 2, field: 'message', value: '^ERR', inverted: false, description: '' },
        ],
      },
    });
    expect(create.statusCode, create.body).toBe(201);
    const streamId = create.json().stream_id as string;
    expect((await server.call('POST', `/api/streams/${streamId}/resume`, { as: ADMIN })).statusCode).toBe(204);
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
    const m = marker();
    const frame = (msg: string, status: number) =>
      `${JSON.stringify({ version: '1.1', host: 'h', short_message: `${msg} ${m}`, _status: status })}\0`;
    await sendTcp(port, frame('ERR boom', 500) + frame('ERR small', 200) + frame('fine', 503));
    await found(m, 3);
    const inStream = await messagesOf(server, m, { streams: [streamId] });
    expect(inStream.messages.map((x) => x.message['streams'])).toEqual([[streamId]]);
    expect((await messagesOf(server, m, { streams: [DEFAULT_STREAM_ID] })).total_results).toBe(2);

    const reader = await createUser(server, `reader${crypto.randomBytes(3).toString('hex')}`);
    const forbidden = await searchMessages(server, m, { as: reader, streams: [streamId] });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ type: 'MissingStreamPermission', streams: [streamId] });
  });
});

describe('clean shutdown', () => {
  it('never loses a message a TCP input accepted, and counts malformed frames', async () => {
    const { id, port } = await createInput(server, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput');
    const m = marker();
    const frames = Array.from(
      { length: 2000 },
      (_, n) => `${JSON.stringify({ version: '1.1', host: 'h', short_message: `${m} ${n}` })}\0`,
    ).join('');
    await sendTcp(port, `${frames}{broken\0`);
    const metrics = await server.call('POST', '/api/system/metrics/multiple', {
      as: ADMIN,
      body: { metrics: [`org.graylog2.inputs.${id}.failures.malformed`] },
    });
    expect(metrics.json().metrics).toEqual([expect.objectContaining({ type: 'counter', metric: { count: 1 } })]);
    await server.restart();
    expect((await messagesOf(server, m)).total_results).toBe(2000);
  });
});
