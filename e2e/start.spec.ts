import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Whether any process of the group is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function listening(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/system/lbstatus`)).ok;
  } catch {
    return false;
  }
}

// `npm start` as a service manager or a script runs it: no terminal, its own process group, and the
// signal sent to npm alone (not to the group). The build is already done, so it takes seconds.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`npm start stops cleanly on ${signal} from a parent without a terminal`, async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-start-'));
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        SIFT_HTTP_ADDRESS: `127.0.0.1:${port}`,
        SIFT_DATA_DIR: dataDir,
        SIFT_DEMO_DATA: 'off',
        SIFT_ROOT_PASSWORD: 'start-test-password',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    try {
      await expect.poll(() => listening(url), { timeout: 200_000, intervals: [250] }).toBe(true);
      npm.kill(signal);
      expect(await exited, output).toBe(0);
      await expect.poll(() => groupAlive(npm.pid!), { timeout: 10_000 }).toBe(false);
      expect(await listening(url)).toBe(false);
      expect(output).toContain(`Received ${signal}, shutting down`);
    } finally {
      if (groupAlive(npm.pid!)) process.kill(-npm.pid!, 'SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
