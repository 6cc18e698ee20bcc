import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app.js';
import { readConfig } from '../src/config.js';

export const ROOT_PASSWORD = 'root-secret-password';
export const CSRF = { 'x-requested-by': 'test' };

export interface TestServer {
  app: App;
  dir: string;
  /** Injects a request; `as` adds Basic credentials (`user:password`), POST/PUT/DELETE get X-Requested-By. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { body?: unknown; as?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A cheap scrypt cost for tests that do not test the cost (OWASP's takes ~300 ms and 128 MiB per hash). */
export const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 };

/** `env`: more SIFT_ settings (README: Configuration) beside the data directory and root password. */
export async function startServer(
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-ii-')),
  options: Parameters<typeof buildApp>[1] = {},
  env: Record<string, string> = {},
): Promise<TestServer> {
  const make = () =>
    buildApp(
      readConfig({ ...env, SIFT_DATA_DIR: path.join(dir, 'data'), SIFT_ROOT_PASSWORD: ROOT_PASSWORD }, dir, path.join(dir, 'no-console')),
      { passwordCost: TEST_PASSWORD_COST, ...options },
    );
  const server: TestServer = {
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
    async close() {
      await server.app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

export const ADMIN = `admin:${ROOT_PASSWORD}`;

/** Creates a user (Reader unless `roles` says otherwise) and returns its Basic credentials. */
export async function createUser(server: TestServer, username: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await server.call('POST', '/api/users', {
    as: ADMIN,
    body: { username, password: `${username}-password`, email: `${username}@example.org`, full_name: username, permissions: [], ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`creating ${username} failed: ${res.statusCode} ${res.body}`);
  return `${username}:${username}-password`;
}
