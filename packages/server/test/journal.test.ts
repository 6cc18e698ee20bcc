import crypto from 'node:crypto';
import dgram from 'node:dgram';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { MessageJournal } from '../src/ingest/journal.js';
import { MetricsRegistry } from '../src/metrics/registry.js';
import { MessageStore } from '../src/storage/message-store.js';
import { ADMIN, CSRF, ROOT_PASSWORD, TEST_PASSWORD_COST, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

/** The message journal through real inputs: written before answers, replayed after a crash, full means back-pressure. */

/** A test server that can also be stopped, changed on disk and started again. */
interface JournalTestServer extends TestServer {
  restartAfter(between: () => Promise<void>): Promise<void>;
}

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server on `dir` with extra environment (SIFT_MESSAGE_JOURNAL_*). */
async function start(
  env: Record<string, string> = {},
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-journal-')),
): Promise<JournalTestServer> {
  const make = () =>
    buildApp(
      readConfig({ SIFT_DATA_DIR: path.join(dir, 'data'), SIFT_ROOT_PASSWORD: ROOT_PASSWORD, ...env }, dir, path.join(dir, 'none')),
      { passwordCost: TEST_PASSWORD_COST },
    );
  let closed = false;
  const server: JournalTestServer = {
    app: await make(),
    dir,
    call(method, url, options = {}) {
      const headers: Record<string, string> = { ...(method !== 'GET' ? CSRF : {}), ...options.headers };
      if (options.as) headers['authorization'] = `Basic ${Buffer.from(options.as).toString('base64')}`;
      return server.app.http.inject({ method, url, headers, ...(options.body !== undefined ? { payload: options.body as object } : {}) });
    },
    async restart() {
      await server.app.close();
      server.app = await make();
    },
    async restartAfter(between) {
      await server.app.close();
      await between();
      server.app = await make();
    },
    async close() {
      if (closed) return;
      closed = true;
      await server.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  servers.push(server);
  return server;
}

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
const GELF_TCP = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';
const GELF_UDP = 'org.graylog2.inputs.gelf.udp.GELFUDPInput';
const gelf = (message: string) => JSON.stringify({ version: '1.1', host: 'journal-test', short_message: message });
const tagged = () => `j${crypto.randomBytes(5).toString('hex')}`;

function post(port: number, body: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const journalFiles = (server: TestServer) => {
  const dir = path.join(server.dir, 'data', 'journal');
  return fs.readdirSync(dir).map((name) => path.join(dir, name));
};
const journalText = (server: TestServer) =>
  journalFiles(server)
    .map((file) => fs.readFileSync(file, 'latin1'))
    .join('');
const stored = async (server: TestServer, tag: string) => (await messagesOf(server, `"${tag}"`, { limit: 1 })).total_results;

describe('the message journal', () => {
  it('has every GELF HTTP message in its segment file before the 202, and reports itself as Graylog does', async () => {
    const server = await start();
    const { port } = await createInput(server, GELF_HTTP);
    await server.call('PUT', '/api/system/processing/pause', { as: ADMIN });
    const tag = tagged();
    for (let i = 0; i < 3; i++) {
      expect((await post(port, gelf(`${tag} ${i}`))).status).toBe(202);
      // Answered only once written: the segment file already holds it, though nothing is stored.
      expect(journalText(server)).toContain(`${tag} ${i}`);
    }
    const res = await server.call('GET', '/api/system/journal', { as: ADMIN });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(Object.keys(summary).sort()).toEqual(
      [
        'append_events_per_second',
        'enabled',
        'journal_config',
        'journal_size',
        'journal_size_limit',
        'number_of_segments',
        'oldest_segment',
        'read_events_per_second',
        'uncommitted_journal_entries',
      ].sort(),
    );
    expect(summary).toMatchObject({
      enabled: true,
      uncommitted_journal_entries: 3,
      number_of_segments: 1,
      journal_size_limit: 5 * 1024 ** 3,
    });
    expect(summary.journal_size).toBe(fs.statSync(journalFiles(server)[0]!).size);
    expect(new Date(summary.oldest_segment).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(summary.journal_config).toEqual({
      directory: `file://${path.join(server.dir, 'data', 'journal')}/`,
      segment_size: 100 * 1024 ** 2,
      segment_age: 3_600_000,
      max_size: 5 * 1024 ** 3,
      max_age: 43_200_000,
      flush_interval: 1_000_000,
      flush_age: 100,
    });
    const nodeId = (await server.call('GET', '/api/system', { as: ADMIN })).json().node_id as string;
    expect((await server.call('GET', `/api/cluster/${nodeId}/journal`, { as: ADMIN })).json()).toMatchObject({
      enabled: true,
      uncommitted_journal_entries: 3,
    });
    expect((await server.call('GET', '/api/cluster/not-a-node/journal', { as: ADMIN })).statusCode).toBe(404);
    const gauge = async (name: string) => (await server.call('GET', `/api/system/metrics/${name}`, { as: ADMIN })).json().value as number;
    expect(await gauge('org.graylog2.journal.entries-uncommitted')).toBe(3);
    expect(await gauge('org.graylog2.journal.segments')).toBe(1);
    expect(await gauge('org.graylog2.journal.size')).toBe(summary.journal_size);
    expect(await gauge('org.graylog2.journal.size-limit')).toBe(5 * 1024 ** 3);

    // Stored: nothing is left uncommitted and the segment goes once a newer one exists.
    await server.call('PUT', '/api/system/processing/resume', { as: ADMIN });
    await eventually(async () => expect(await stored(server, tag)).toBe(3));
    await eventually(async () =>
      expect((await server.call('GET', '/api/system/journal', { as: ADMIN })).json().uncommitted_journal_entries).toBe(0),
    );
  });

  it('answers {"enabled": false} when SIFT_MESSAGE_JOURNAL_ENABLED is off, and ingest still stores', async () => {
    const server = await start({ SIFT_MESSAGE_JOURNAL_ENABLED: 'off' });
    const { port } = await createInput(server, GELF_HTTP);
    const tag = tagged();
    expect((await post(port, gelf(tag))).status).toBe(202);
    expect((await server.call('GET', '/api/system/journal', { as: ADMIN })).json()).toMatchObject({
      enabled: false,
      journal_config: null,
      uncommitted_journal_entries: 0,
    });
    expect(fs.existsSync(path.join(server.dir, 'data', 'journal'))).toBe(false);
    await eventually(async () => expect(await stored(server, tag)).toBe(1));
  });

  it('replays on start the entries the store does not hold, after cutting off a torn last entry', async () => {
    const server = await start();
    const { id } = await createInput(server, GELF_TCP);
    const before = tagged();
    await server.restartAfter(async () => {
      // What a crash leaves: entries beyond the stored offset, the last one cut short mid-write.
      const store = await MessageStore.open(path.join(server.dir, 'data', 'messages'));
      const committed = store.journalOffset;
      await store.close();
      const settings = readConfig({ SIFT_DATA_DIR: path.join(server.dir, 'data') }, server.dir, '').journal;
      const journal = MessageJournal.open(settings, new MetricsRegistry(), committed, () => undefined);
      for (let i = 0; i < 5; i++) journal.append(id, '10.1.2.3', Buffer.from(gelf(`${before} ${i}`)), Date.UTC(2026, 0, 2, 3, 4, 5));
      await journal.close();
      const [segment] = journalFiles(server);
      fs.appendFileSync(segment!, Buffer.from([200, 0, 0, 0, 1, 2, 3]));
    });
    await eventually(async () => expect(await stored(server, before)).toBe(5));
    const [first] = (await messagesOf(server, `"${before} 0"`, { limit: 1 })).messages;
    // Replayed as first received: the input's decoding, the sender's address, the receive time.
    expect(first?.message).toMatchObject({
      source: 'journal-test',
      gl2_remote_ip: '10.1.2.3',
      gl2_source_input: id,
      timestamp: '2026-01-02T03:04:05.000Z',
    });
    // Replayed once: a restart replays nothing again.
    await server.restart();
    await new Promise((r) => setTimeout(r, 500));
    expect(await stored(server, before)).toBe(5);
  });

  it('when full, holds TCP senders back, answers HTTP 503 with Retry-After and drops UDP datagrams (counted), losing nothing accepted', async () => {
    const server = await start({ SIFT_MESSAGE_JOURNAL_MAX_SIZE: '32kb', SIFT_MESSAGE_JOURNAL_SEGMENT_SIZE: '8kb' });
    const httpInput = await createInput(server, GELF_HTTP);
    const tcpInput = await createInput(server, GELF_TCP);
    const udpInput = await createInput(server, GELF_UDP);
    await server.call('PUT', '/api/system/processing/pause', { as: ADMIN });
    const tag = tagged();
    const padding = 'x'.repeat(900);
    let accepted = 0;
    let refused: { status: number; retryAfter: string | undefined } | null = null;
    for (let i = 0; i < 100 && !refused; i++) {
      const answer = await post(httpInput.port, gelf(`${tag} http ${i} ${padding}`));
      if (answer.status === 202) accepted += 1;
      else refused = answer;
    }
    expect(refused).toEqual({ status: 503, retryAfter: '5' });
    expect(accepted).toBeGreaterThan(20);
    expect(accepted).toBeLessThan(40);
    const journal = (await server.call('GET', '/api/system/journal', { as: ADMIN })).json();
    expect(journal.journal_size).toBeGreaterThanOrEqual(32 * 1024);
    expect(journal.journal_size).toBeLessThan(34 * 1024);
    // At 95 % and more of its limit, as Graylog: an urgent journal_utilization_too_high notification.
    const utilization = async () =>
      (
        (await server.call('GET', '/api/system/notifications', { as: ADMIN })).json().notifications as {
          type: string;
          severity: string;
          details: Record<string, unknown>;
        }[]
      ).find((n) => n.type === 'journal_utilization_too_high');
    await eventually(async () =>
      expect(await utilization()).toMatchObject({ severity: 'urgent', details: { journal_utilization_percentage: expect.any(Number) } }),
    );
    expect((await utilization())!.details['journal_utilization_percentage']).toBeGreaterThanOrEqual(95);
    const rendered = (
      await server.call('POST', '/api/system/notification/message/plaintext/journal_utilization_too_high', { as: ADMIN, body: {} })
    ).json();
    expect(rendered.title).toBe('The message journal is nearly full');
    expect(rendered.description).toMatch(
      /^The message journal of node \S+ is (9[5-9]|1\d\d) % full: messages are stored more slowly than they arrive\./,
    );

    const udp = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => udp.send(gelf(`${tag} udp`), udpInput.port, '127.0.0.1', () => resolve()));
    udp.close();
    const drops = `org.graylog2.inputs.${udpInput.id}.journal_full_drops`;
    await eventually(async () => expect((await server.call('GET', `/api/system/metrics/${drops}`, { as: ADMIN })).json().count).toBe(1));

    // TCP: the sender's messages wait in its connection until the journal has room.
    const socket = net.connect(tcpInput.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    for (let i = 0; i < 20; i++) socket.write(`${gelf(`${tag} tcp ${i}`)}\0`);
    socket.end();
    await new Promise((r) => setTimeout(r, 500));
    expect((await server.call('GET', '/api/system/journal', { as: ADMIN })).json().journal_size).toBeLessThan(34 * 1024);

    await server.call('PUT', '/api/system/processing/resume', { as: ADMIN });
    await eventually(async () => {
      expect(await stored(server, `${tag} http`)).toBe(accepted);
      expect(await stored(server, `${tag} tcp`)).toBe(20);
    }, 15_000);
    expect(await stored(server, `${tag} udp`)).toBe(0);
    await eventually(async () => expect(await utilization()).toBeUndefined());
    expect((await post(httpInput.port, gelf(`${tag} after`))).status).toBe(202);
  });
});
