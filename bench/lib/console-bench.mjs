// What the console benchmarks share: the built server started as `npm start` starts it (a process of
// its own, on a free port, with an empty data directory), the administrator's API calls, headless
// Chromium signed in, and repeated timings with their median.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const main = path.join(root, 'packages/server/dist/main.js');
const consoleIndex = path.join(root, 'packages/console/dist/index.html');
export const PASSWORD = 'bench-password-123';

/**
 * The 16-widget dashboard of the dashboard benchmarks: the Graylog 5.1 export of e2e/fixtures with the demo
 * traffic's fields (values, numbers) and the whole day searched.
 */
export function benchDashboard() {
  const text = fs
    .readFileSync(path.join(root, 'e2e/fixtures/graylog-5.1-dashboard.json'), 'utf8')
    .replaceAll('customer', 'http_method')
    .replaceAll('location', 'client_ip');
  const { search, view } = JSON.parse(text);
  for (const query of search.queries) query.timerange = { type: 'relative', range: 86400 };
  return { search, view };
}

/** The benchmark's count (first argument, `fallback` when absent, at least `min`) and `--runs` (default 5). */
export function countAndRuns(fallback, min, what) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '5' } } });
  const count = Number(positionals[0] ?? fallback);
  const runs = Number(values.runs);
  if (!Number.isInteger(count) || count < min) throw new Error(`${what} must be a whole number >= ${min}`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number >= 1');
  return { count, runs };
}

/**
 * Starts the built server and waits until it answers. `api(method, path, body)` calls it as the
 * administrator and answers the parsed JSON (throwing on an error status); `pid` is the server process; `stop()` ends the server and
 * removes its data directory.
 */
export async function startBuiltServer(name) {
  if (!fs.existsSync(main) || !fs.existsSync(consoleIndex)) {
    console.error('Build first: npm run build');
    process.exit(2);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sift-bench-${name}-`));
  const httpPort = await freePort();
  const url = `http://127.0.0.1:${httpPort}`;
  const server = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      SIFT_HTTP_ADDRESS: `127.0.0.1:${httpPort}`,
      SIFT_DATA_DIR: dir,
      SIFT_ROOT_PASSWORD: PASSWORD,
      SIFT_DEMO_DATA: 'off',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let waited = 0; ; waited += 100) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const up = await fetch(`${url}/api/system/lbstatus`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      if (waited > 30_000) throw new Error('the server did not come up within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const basic = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;
  const api = async (method, apiPath, body) => {
    const res = await fetch(`${url}/api${apiPath}`, {
      method,
      headers: { authorization: basic, 'x-requested-by': 'bench', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${apiPath}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { url, api, stop, pid: server.pid };
}

/** Headless Chromium (/usr/bin/chromium or CHROMIUM_PATH) with a page signed in as the administrator. */
export async function signedInBrowser(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${url}/system/overview`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'detached' });
  return { browser, page };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `fn` once to warm up, then `runs` times; answers what those runs answered. */
export async function repeat(fn, runs) {
  await fn();
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await fn());
  return results;
}

/** Milliseconds `fn` takes. */
export async function timed(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/**
 * Sends `count` messages of a day of demo traffic (ending now) to the server through a new GELF TCP input,
 * one in `rareEvery` with the word "zebracorn" when given, and waits until all are searchable.
 */
export async function ingestDemoDay(api, count, { rareEvery } = {}) {
  const gelfPort = await freePort();
  await api('POST', '/system/inputs', {
    title: 'bench',
    type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
    global: true,
    configuration: { bind_address: '127.0.0.1', port: gelfPort },
  });
  const { demoMessage, random } = await import(path.join(root, 'packages/server/dist/demo/traffic.js'));
  const now = Date.now();
  const span = 24 * 3_600_000;
  const total = async () => {
    const job = await api('POST', '/views/search/sync', {
      queries: [
        {
          id: 'q',
          timerange: { type: 'relative', range: 0 },
          query: { type: 'elasticsearch', query_string: '' },
          search_types: [{ id: 'm', type: 'messages', limit: 1 }],
        },
      ],
    });
    return job.results.q.search_types.m.total_results;
  };

  console.log(`Ingesting ${count.toLocaleString('en')} messages through GELF TCP ...`);
  const started = performance.now();
  await new Promise((resolve, reject) => {
    const rnd = random(7);
    let i = 0;
    const socket = net.connect(gelfPort, '127.0.0.1');
    const write = () => {
      while (i < count) {
        let chunk = '';
        for (let n = 0; n < 100 && i < count; n++, i++) {
          const doc = demoMessage(rnd, Math.round(now - span + (i / count) * span));
          if (rareEvery && i % rareEvery === rareEvery >> 1) doc.short_message += ' zebracorn';
          chunk += `${JSON.stringify(doc)}\0`;
        }
        if (!socket.write(chunk)) return void socket.once('drain', write);
      }
      socket.end();
    };
    socket.on('connect', write);
    socket.on('close', resolve);
    socket.on('error', reject);
  });
  while ((await total()) < count) await new Promise((resolve) => setTimeout(resolve, 200));
  console.log(`all searchable after ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
