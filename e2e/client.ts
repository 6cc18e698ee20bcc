import net from 'node:net';
import { expect, type Page } from '@playwright/test';
import type { RunningServer } from './server';

// What every end-to-end spec does against the real server besides clicking: call the API as the
// administrator, send GELF messages through a real TCP input, wait for ingest, and sign in.

/** The root password every spec starts its server with (`SIFT_ROOT_PASSWORD`). */
export const ADMIN_PASSWORD = 'e2e-admin-password';

export const basicAuth = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

export type Api = (method: string, path: string, body?: unknown) => Promise<Response>;

/** Calls `/api<path>` with Basic auth (the administrator unless told otherwise) and the CSRF header. */
export function apiClient(server: () => RunningServer, authorization: string = basicAuth('admin', ADMIN_PASSWORD)): Api {
  return (method, path, body) =>
    fetch(`${server().url}/api${path}`, {
      method,
      headers: {
        Authorization: authorization,
        'X-Requested-By': 'e2e',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

/** Sends GELF messages over one TCP connection, NUL-framed, as a GELF client library does. */
export async function sendGelf(port: number, messages: Record<string, unknown>[]): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      for (const message of messages) socket.write(`${JSON.stringify({ version: '1.1', ...message })}\0`);
      socket.end(resolve);
    });
    socket.once('error', reject);
  });
}

/** Launches a global GELF TCP input on `port` through the API and waits until it accepts connections. */
export async function launchGelfTcpInput(api: Api, port: number, title = 'e2e GELF TCP'): Promise<string> {
  const created = await api('POST', '/system/inputs', {
    title,
    type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
    global: true,
    configuration: { bind_address: '127.0.0.1', port },
  });
  expect(created.status).toBe(201);
  await expect
    .poll(
      async () =>
        sendGelf(port, []).then(
          () => true,
          () => false,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  return ((await created.json()) as { id: string }).id;
}

interface StoredMessage {
  index: string;
  message: Record<string, unknown> & { _id: string };
}

/** The messages a query finds over all time, newest first, with their total (through the search API). */
export async function searchMessages(api: Api, query: string, limit = 10): Promise<{ total: number; messages: StoredMessage[] }> {
  const res = await api('POST', '/views/search/sync', {
    queries: [
      {
        id: 'q',
        timerange: { type: 'relative', range: 0 },
        query: { type: 'elasticsearch', query_string: query },
        search_types: [{ id: 'm', type: 'messages', limit }],
      },
    ],
  });
  const job = (await res.json()) as { results?: { q?: { search_types?: { m?: { total_results?: number; messages?: StoredMessage[] } } } } };
  const result = job.results?.q?.search_types?.m;
  return { total: result?.total_results ?? -1, messages: result?.messages ?? [] };
}

/** Waits until a query finds exactly `count` messages (ingest writes in batches). */
export async function waitSearchable(api: Api, query: string, count: number): Promise<void> {
  await expect.poll(async () => (await searchMessages(api, query)).total, { timeout: 15_000 }).toBe(count);
}

/** Opens `target` on the server, which asks for sign-in first, and signs in. */
export async function signIn(
  page: Page,
  server: RunningServer,
  target: string,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<void> {
  await page.goto(`${server.url}${target}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
