import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { readConfig } from '../src/config.js';

let dir: string;
let app: App | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = (env: Record<string, string> = {}) =>
  buildApp(readConfig({ SIFT_DATA_DIR: path.join(dir, 'data'), ...env }, dir, path.join(dir, 'none')));
const login = (a: App, password: string) =>
  a.http.inject({
    method: 'POST',
    url: '/api/system/sessions',
    headers: { 'x-requested-by': 't' },
    payload: { username: 'admin', password },
  });
const dbBytes = () =>
  fs
    .readdirSync(path.join(dir, 'data'))
    .filter((f) => f.startsWith('sift.db'))
    .map((f) => fs.readFileSync(path.join(dir, 'data', f)).toString('latin1'))
    .join('');

describe('the root user', () => {
  it('prints a generated password once on first start, keeps only its scrypt hash, and never prints it again', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-root-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    app = await start();
    const lines = log.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('Initial root password'));
    expect(lines).toHaveLength(1);
    const match = /^Initial root password for user "admin": (\S+)$/.exec(lines[0]!);
    expect(match).not.toBeNull();
    const password = match![1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await login(app, password)).statusCode).toBe(200);
    await app.close();
    expect(dbBytes()).not.toContain(password);
    expect(dbBytes()).toContain('scrypt$');

    log.mockClear();
    app = await start();
    expect(log.mock.calls.some((c) => String(c[0]).includes('Initial root password'))).toBe(false);
    expect((await login(app, password)).statusCode).toBe(200);
  });

  it('takes the password from SIFT_ROOT_PASSWORD on first start and prints nothing', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-root-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    app = await start({ SIFT_ROOT_PASSWORD: 'from-the-environment' });
    expect(log.mock.calls.some((c) => String(c[0]).includes('Initial root password'))).toBe(false);
    expect((await login(app, 'from-the-environment')).statusCode).toBe(200);
    await app.close();
    // A later start with another value does not change the stored password.
    app = await start({ SIFT_ROOT_PASSWORD: 'changed' });
    expect((await login(app, 'changed')).statusCode).toBe(401);
    expect((await login(app, 'from-the-environment')).statusCode).toBe(200);
  });
});
