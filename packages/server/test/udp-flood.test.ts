import dgram from 'node:dgram';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

// A UDP sender cannot be held back: once the ingest buffer is full (here 1,000 messages, processing
// paused), each further datagram is dropped and counted in the input's metrics, never kept waiting
// in memory (issue 17).
const BUFFER_SIZE = 1_000;
const DATAGRAMS = 60_000;
/** Retained memory the flood may add; 60,000 waiting 1 KB datagrams with their messages held well over 100 MB. */
const MEMORY_BOUND = 32 * 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
/** Heap and buffer memory still referenced (after a full collection). */
function retained(): number {
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer(undefined, {}, { SIFT_INGEST_BUFFER_SIZE: String(BUFFER_SIZE) });
});
afterAll(async () => {
  await server.close();
});

const metric = async (name: string): Promise<number> =>
  ((await server.call('GET', `/api/system/metrics/${name}`, { as: ADMIN })).json() as { count: number }).count;

describe('a UDP flood while ingest is stalled', () => {
  it(
    'drops and counts the datagrams the full ingest buffer cannot take, in bounded memory, and stores the rest',
    { timeout: 60_000 },
    async () => {
      const type = 'org.graylog2.inputs.gelf.udp.GELFUDPInput';
      const { id, port } = await createInput(server, type);
      const tag = `flood-${Date.now()}`;
      await server.call('PUT', '/api/system/processing/pause', { as: ADMIN });
      const before = retained();

      // One datagram of about 1 KB, sent over and over, so that the sender adds no memory of its own.
      const datagram = Buffer.from(JSON.stringify({ version: '1.1', host: 'flood', short_message: `${tag} ${'x'.repeat(1000)}` }));
      const socket = dgram.createSocket('udp4');
      for (let sent = 0; sent < DATAGRAMS; sent += 50) {
        await Promise.all(
          Array.from({ length: 50 }, () => new Promise<void>((resolve) => socket.send(datagram, port, '127.0.0.1', () => resolve()))),
        );
        // The server's socket is read in the same process: let it.
        await new Promise((resolve) => setImmediate(resolve));
      }
      socket.close();
      const incoming = `${type}.${id}.incomingMessages`;
      const drops = `org.graylog2.inputs.${id}.buffer_full_drops`;
      // Every datagram the input read beyond the buffer's room was dropped and counted (the kernel may
      // have dropped others before the input read them).
      const received = await eventually(async () => {
        const read = await metric(incoming);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await metric(incoming)).toBe(read);
        return read;
      });
      expect(received).toBeGreaterThan(DATAGRAMS / 3);
      expect(await metric(drops)).toBe(received - BUFFER_SIZE);
      const grown = retained() - before;
      console.info(
        `UDP flood: ${received} of ${DATAGRAMS} datagrams read, ${received - BUFFER_SIZE} dropped, retained memory grew ${(grown / 1024 / 1024).toFixed(1)} MB`,
      );
      expect(grown).toBeLessThan(MEMORY_BOUND);

      // What the buffer took is stored once processing resumes, and the input takes datagrams again.
      await server.call('PUT', '/api/system/processing/resume', { as: ADMIN });
      await eventually(
        async () => expect((await messagesOf(server, `message:"${tag}"`, { limit: 1 })).total_results).toBe(BUFFER_SIZE),
        20_000,
      );
      const after = dgram.createSocket('udp4');
      await new Promise<void>((resolve) =>
        after.send(JSON.stringify({ version: '1.1', host: 'flood', short_message: `${tag}-after` }), port, '127.0.0.1', () => resolve()),
      );
      after.close();
      await eventually(async () => expect((await messagesOf(server, `message:"${tag}-after"`, { limit: 1 })).total_results).toBe(1));
    },
  );
});
