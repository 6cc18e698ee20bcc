import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './log-helpers.js';

/**
 * `kill -9` in the middle of ingest (issue 17): the server runs as a child process (its sources through
 * tsx, so that no build is needed), one sender streams 200,000 numbered GELF TCP messages (20,000 a
 * second) while another posts numbered GELF HTTP messages one at a time, the server is killed mid-stream and
 * started again on the same data directory. What is stored must be a prefix of what was sent over TCP,
 * without a gap or a double, missing at most the messages the server accepted in the last flush interval
 * (100 ms) before the kill, and every HTTP message answered 202 must be stored.
 */

const TOTAL = 200_000;
/** Messages a second the TCP sender writes. */
const RATE = 20_000;
/**
 * The journal's flush age, what the issue allows a kill to lose; the journal writes what it took at the
 * end of each event-loop turn, so a kill loses less (the fsync every flush age is for a power loss).
 */
const FLUSH_AGE_MS = 100;
const PASSWORD = 'crash-test-password';
const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-crash-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts the server on a data directory under the test's (`data` unless given); resolves once it prints
 * `until` (once it listens unless given).
 */
async function startServer(port: number, { data = 'data', until = 'Sift is running' } = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      SIFT_DATA_DIR: path.join(dir, data),
      SIFT_HTTP_ADDRESS: `127.0.0.1:${port}`,
      SIFT_ROOT_PASSWORD: PASSWORD,
      SIFT_DEMO_DATA: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(until)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return child;
}

function api(port: number, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api${url}`,
        headers: {
          authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`,
          'x-requested-by': 'crash-test',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as unknown) : null }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const gelf = (kind: string, seq: number) =>
  JSON.stringify({ version: '1.1', host: 'crash-test', short_message: `crash ${kind} ${seq}`, _kind: kind, _seq: seq });

/**
 * Streams numbered messages over one connection, RATE a second (well below what the server takes, so
 * that they do not wait in the connection's buffers, where a kill would catch them unread), until done
 * or cut off; `sentAt[i]` is when message i was written (ms).
 */
function streamTcp(port: number, sentAt: Float64Array): { done: Promise<number> } {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  const done = new Promise<number>((resolve) => {
    let next = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.once('close', () => {
      clearInterval(timer);
      resolve(next);
    });
    socket.once('connect', () => {
      const started = performance.now();
      timer = setInterval(() => {
        const now = performance.now();
        const end = Math.min(TOTAL, Math.round(((now - started) / 1000) * RATE));
        let chunk = '';
        for (let i = next; i < end; i++) {
          chunk += `${gelf('tcp', i)}\0`;
          sentAt[i] = now;
        }
        next = end;
        if (chunk) socket.write(chunk);
        if (next >= TOTAL) {
          clearInterval(timer);
          socket.end();
        }
      }, 5);
    });
  });
  return { done };
}

/** Posts numbered GELF HTTP messages one after the other until told to stop; answers the numbers answered 202. */
function postHttp(port: number): { stop: () => void; acknowledged: Promise<number[]> } {
  let stopped = false;
  const acknowledged = (async () => {
    const acked: number[] = [];
    for (let seq = 0; !stopped; seq++) {
      const status = await new Promise<number>((resolve) => {
        const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/gelf', agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', () => resolve(0));
        request.end(gelf('http', seq));
      });
      if (status === 202) acked.push(seq);
      else if (status === 0) await new Promise((r) => setTimeout(r, 5));
    }
    return acked;
  })();
  return { stop: () => (stopped = true), acknowledged };
}

async function createInput(apiPort: number, type: string, port: number, configuration: Record<string, unknown> = {}): Promise<string> {
  const res = await api(apiPort, 'POST', '/system/inputs', {
    title: type,
    type,
    global: true,
    configuration: { bind_address: '127.0.0.1', port, ...configuration },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return (res.json as { id: string }).id;
}

/**
 * Asks the server, over and over until it is gone, how many messages the input has accepted; each
 * answer with the time it arrived (Date.now()): by then the server had accepted at least that many.
 */
function pollAccepted(apiPort: number, inputId: string): Promise<{ at: number; count: number }[]> {
  return (async () => {
    const answers: { at: number; count: number }[] = [];
    for (;;) {
      let res: { status: number; json: unknown };
      try {
        res = await api(apiPort, 'GET', `/system/metrics/org.graylog2.inputs.${inputId}.incomingMessages`);
      } catch {
        return answers;
      }
      if (res.status === 200) answers.push({ at: Date.now(), count: (res.json as { count: number }).count });
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
}

/** The numbers of the stored messages of each kind, read from DuckDB once the server is stopped. */
async function storedNumbers(data = 'data'): Promise<Record<'tcp' | 'http', number[]>> {
  const instance = await DuckDBInstance.create(path.join(dir, data, 'messages', 'messages.duckdb'));
  const connection = await instance.connect();
  const rows = (await connection.runAndReadAll('SELECT kind, seq FROM messages WHERE kind IS NOT NULL ORDER BY seq')).getRowObjectsJS() as {
    kind: string;
    seq: number | bigint;
  }[];
  connection.closeSync();
  instance.closeSync();
  const out: Record<'tcp' | 'http', number[]> = { tcp: [], http: [] };
  for (const row of rows) out[row.kind as 'tcp' | 'http'].push(Number(row.seq));
  return out;
}

describe('a crash (kill -9) in the middle of ingest', () => {
  it(
    `loses at most the last ${FLUSH_AGE_MS} ms of a TCP stream, with no gap, and no acknowledged GELF HTTP message`,
    { timeout: 90_000 },
    async () => {
      const apiPort = await freePort();
      const tcpPort = await freePort();
      const httpPort = await freePort();
      let server = await startServer(apiPort);
      const tcpInput = await createInput(apiPort, 'org.graylog2.inputs.gelf.tcp.GELFTCPInput', tcpPort);
      await createInput(apiPort, 'org.graylog2.inputs.gelf.http.GELFHttpInput', httpPort);

      const sentAt = new Float64Array(TOTAL);
      let killedAtWall = 0;
      const tcp = streamTcp(tcpPort, sentAt);
      const posting = postHttp(httpPort);
      const accepted = pollAccepted(apiPort, tcpInput);
      // Mid-stream: once about half the messages are written.
      const killedAt = await new Promise<number>((resolve) => {
        const check = setInterval(() => {
          if (sentAt[TOTAL / 2] === 0) return;
          clearInterval(check);
          const at = performance.now();
          killedAtWall = Date.now();
          server.kill('SIGKILL');
          resolve(at);
        }, 1);
      });
      const written = await tcp.done;
      posting.stop();
      const acknowledged = await posting.acknowledged;
      const answers = await accepted;
      await new Promise<void>((resolve) =>
        server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', () => resolve()),
      );
      expect(written).toBeLessThan(TOTAL);
      expect(acknowledged.length).toBeGreaterThan(0);

      // The restart replays the journal; a clean stop then writes everything it took.
      server = await startServer(apiPort);
      expect((await api(apiPort, 'GET', '/system')).status).toBe(200);
      const stopped = new Promise<string | null>((resolve) => server.once('exit', (_code, signal) => resolve(signal)));
      server.kill('SIGTERM');
      // Stopped by its own handler (an exit code), not by the signal's default action.
      expect(await stopped).toBeNull();

      const stored = await storedNumbers();
      // A prefix without gap or double: exactly 0 .. n-1.
      const n = stored.tcp.length;
      expect(stored.tcp.every((seq, i) => seq === i)).toBe(true);
      expect(n).toBeGreaterThan(0);
      // Every message the server had accepted 100 ms before the kill is stored (in fact all but those of
      // its last event-loop turn).
      const before = answers.filter((answer) => answer.at <= killedAtWall - FLUSH_AGE_MS);
      expect(before.length).toBeGreaterThan(0);
      const acceptedBefore = before[before.length - 1]!.count;
      const acceptedLast = answers[answers.length - 1]?.count ?? 0;
      const firstMissingWrittenBefore = killedAt - sentAt[n]!;
      console.info(
        `crash test: ${written} written before the kill, ${acceptedLast} accepted by the last answer before it (${acceptedBefore} 100 ms earlier), ${n} stored; the first missing message was written ${firstMissingWrittenBefore.toFixed(1)} ms before the kill`,
      );
      expect(n).toBeGreaterThanOrEqual(acceptedBefore);
      // The sender's side is not a bound: on a loaded machine the server reads behind the sender, and what
      // still waits unread in the kernel's socket buffers was never accepted (a CI run had 70,000 messages
      // there, written up to 3 s before the kill). The bound is on what the server had accepted, above.
      // Every HTTP message answered 202 is stored (one more may have been stored without its answer arriving).
      const storedHttp = new Set(stored.http);
      expect(
        acknowledged.filter((seq) => !storedHttp.has(seq)),
        `acknowledged ${acknowledged.length}, stored ${stored.http.length}`,
      ).toEqual([]);
      expect(stored.http.filter((seq) => seq > acknowledged.length)).toEqual([]);
    },
  );
});

/** Resolves with how the process ended: its exit code, or the signal that ended it. */
function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('a signal during start-up', () => {
  it('stops the server cleanly (exit code 0), storing every journaled message it was replaying', { timeout: 90_000 }, async () => {
    const data = 'data-signal';
    const apiPort = await freePort();
    const httpPort = await freePort();
    const count = 5_000;
    // A first run takes messages into its journal and is killed as soon as it has accepted them all,
    // so that the next start has them to replay.
    let server = await startServer(apiPort, { data });
    // GELF HTTP with bulk receiving answers 202 once every message of the body is in the journal and
    // fsynced: the kill then finds all of them accepted.
    await createInput(apiPort, 'org.graylog2.inputs.gelf.http.GELFHttpInput', httpPort, {
      enable_bulk_receiving: true,
      max_chunk_size: 4 * 1024 * 1024,
    });
    const answer = await fetch(`http://127.0.0.1:${httpPort}/gelf`, {
      method: 'POST',
      body: Array.from({ length: count }, (_, i) => gelf('tcp', i)).join('\n'),
    });
    expect(answer.status).toBe(202);
    server.kill('SIGKILL');
    await exited(server);

    // SIGTERM the moment the restarted server says it is starting: before its database is open, its
    // journal replayed or its port bound (it said nothing before the handlers were in place).
    server = await startServer(apiPort, { data, until: 'Sift is starting' });
    server.kill('SIGTERM');
    expect(await exited(server)).toEqual({ code: 0, signal: null });

    // Consistent: every accepted message stored exactly once.
    const stored = await storedNumbers(data);
    expect(stored.tcp.length).toBe(count);
    expect(stored.tcp.every((seq, i) => seq === i)).toBe(true);

    // And the data directory starts again as usual.
    server = await startServer(apiPort, { data });
    server.kill('SIGINT');
    expect(await exited(server)).toEqual({ code: 0, signal: null });
  });
});
