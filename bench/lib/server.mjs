// What the server benchmarks share: loading the built server, starting it on a data directory of its
// own, creating a GELF TCP input, counting the stored messages on a direct DuckDB connection, and the
// log shipper (a worker thread that streams a file of GELF messages over TCP).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { freePort } from './free-port.mjs';

export { freePort };

const here = path.dirname(fileURLToPath(import.meta.url));
export const dist = path.join(here, '../../packages/server/dist');
export const PASSWORD = 'bench-password-123';

if (!fs.existsSync(path.join(dist, 'app.js'))) {
  console.error('Build the server first: npm run build --workspace @sift/server');
  process.exit(2);
}
const { buildApp } = await import(path.join(dist, 'app.js'));
const { readConfig } = await import(path.join(dist, 'config.js'));
/** `require` as the built server resolves it (its DuckDB, its better-sqlite3). */
export const requireServer = createRequire(path.join(dist, 'app.js'));
const { DuckDBInstance } = requireServer('@duckdb/node-api');

/**
 * Starts the server in this process on `dataDir` (demo data off, admin's password PASSWORD), listening
 * on a free port unless `listen` is false. `env`: more settings; SIFT_ settings of this process's
 * environment apply too (e.g. `SIFT_SEARCH_CONCURRENCY=1 node bench/server-search-load.mjs`).
 */
export async function startServer({ dir, dataDir, env = {}, listen = true }) {
  const fromEnvironment = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('SIFT_')));
  const config = readConfig(
    { ...fromEnvironment, SIFT_DATA_DIR: dataDir, SIFT_ROOT_PASSWORD: PASSWORD, SIFT_DEMO_DATA: 'off', ...env },
    dir,
    path.join(dir, 'none'),
  );
  const app = await buildApp(config);
  const address = listen ? await app.http.listen({ host: '127.0.0.1', port: 0 }) : null;
  return { app, address };
}

/** Creates a global GELF TCP input on a free port through the API (as admin); answers the port. */
export async function createGelfTcpInput(app) {
  const port = await freePort();
  const created = await app.http.inject({
    method: 'POST',
    url: '/api/system/inputs',
    headers: { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`, 'x-requested-by': 'bench' },
    payload: {
      title: 'bench',
      type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
      global: true,
      configuration: { bind_address: '127.0.0.1', port },
    },
  });
  if (created.statusCode !== 201) throw new Error(`creating the input failed: ${created.statusCode} ${created.body}`);
  return port;
}

/**
 * Counts the messages stored in the server's own DuckDB database on a connection of this process, so
 * that counting waits in no search queue.
 */
export async function storedCounter(dataDir) {
  const duck = await DuckDBInstance.fromCache(path.join(dataDir, 'messages/messages.duckdb'));
  const connection = await duck.connect();
  return {
    count: async () => Number((await (await connection.run('SELECT count(*) AS c FROM messages')).getRowObjects())[0].c),
    close: () => connection.closeSync(),
  };
}

/**
 * Starts the log shipper: `count` messages of demo traffic over the `span` ms up to `now` (random
 * seed `seed`; one in 10,000 with `rareWord` when given), written to `file`. Resolves once the file is
 * written; `send(port)` streams it once and resolves when the connection has closed.
 */
export async function startShipper({ count, now, span, file, seed, rareWord }) {
  const worker = new Worker(path.join(here, 'gelf-shipper-worker.mjs'), { workerData: { dist, count, now, span, file, seed, rareWord } });
  const next = (expected) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message !== expected) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  await next('ready');
  return {
    send: (port) => {
      const sent = next('sent');
      worker.postMessage({ go: port });
      return sent;
    },
    stop: () => worker.postMessage({ stop: true }),
  };
}
