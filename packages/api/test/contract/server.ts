import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiClient } from '../../src/client/ApiClient';
import { SessionGate } from '../../src/client/SessionGate';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SERVER_MAIN = path.join(repoRoot, 'packages/server/dist/main.js');
/**
 * The contract tests need the built server; without it they are skipped with this reason, except under
 * CI=true, where they run and fail: CI must never pass by skipping them.
 */
export const serverBuilt = fs.existsSync(SERVER_MAIN) || process.env['CI'] === 'true';
export const SKIP_REASON = `skipped: ${path.relative(repoRoot, SERVER_MAIN)} does not exist (build it with "npx tsc -b packages/server")`;

export const ROOT_USERNAME = 'admin';
export const ROOT_PASSWORD = 'contract-test-secret';

export interface RunningServer {
  origin: string;
  apiBase: string;
  dataDir: string;
  /** Output of the server process, for failure messages. */
  log: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForAlive(origin: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode} (a stale build? run "npx tsc -b packages/server"):\n${log()}`);
    try {
      const response = await fetch(`${origin}/api/system/lbstatus`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer GET /api/system/lbstatus within ${timeoutMs} ms:\n${log()}`);
}

/** Starts `node packages/server/dist/main.js` on a free port with a fresh data directory. */
export async function startServer(timeoutMs = 30_000): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-contract-'));
  let output = '';
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SIFT_HTTP_ADDRESS: `127.0.0.1:${port}`,
      SIFT_DATA_DIR: dataDir,
      SIFT_ROOT_PASSWORD: ROOT_PASSWORD,
      SIFT_DEMO_DATA: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForAlive(origin, child, () => output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, apiBase: `${origin}/api`, dataDir, log: () => output, stop };
}

/**
 * A fetch that keeps the `authentication` cookie between calls, as a browser does; Node's fetch
 * has no cookie jar.
 */
export function cookieFetch(): typeof fetch & { cookie: () => string | null } {
  let cookie: string | null = null;
  const wrapped = async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', `authentication=${cookie}`);
    const response = await fetch(input, { ...init, headers });
    response.headers.getSetCookie().forEach((line) => {
      const match = /^authentication=([^;]*)/.exec(line);
      if (match) cookie = match[1] && !/Max-Age=0/i.test(line) ? match[1] : null;
    });
    return response;
  };
  return Object.assign(wrapped, { cookie: () => cookie }) as typeof fetch & { cookie: () => string | null };
}

export function contractClient(server: RunningServer): ApiClient {
  return new ApiClient({ apiBase: server.apiBase, fetch: cookieFetch(), session: new SessionGate() });
}
