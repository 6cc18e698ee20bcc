import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, apiClient, signIn } from './client';
import { startServer, type RunningServer } from './server';

// Trusted header authentication behind a real reverse proxy (issue 21): an administrator enables the
// authenticator on the console; a small HTTP proxy on loopback, the only trusted proxy
// (SIFT_TRUSTED_PROXIES), names the user in its header, and a browser that goes through it is signed in
// without a sign-in form. The same header sent straight to the server is ignored, and a disabled user
// is no longer let in by it.
test.describe.configure({ mode: 'serial' });

const HEADER = 'X-Forwarded-User';
const TESS = { username: 'tess', fullName: 'Tess Trusted', password: 'tess-password-1' };
/** The proxy connects to the server from this loopback address, the only one the server trusts. */
const PROXY_SOURCE = '127.0.0.2';

let server: RunningServer;
let proxy: http.Server;
let proxyUrl = '';
let admin: Page;
const asAdmin = apiClient(() => server);

/** A reverse proxy that signs every request in as `username`: it drops any header of that name the client sent and sets its own. */
function startProxy(target: URL, username: string): Promise<http.Server> {
  const proxyServer = http.createServer((request, response) => {
    const headers: http.OutgoingHttpHeaders = { ...request.headers, host: target.host };
    for (const name of Object.keys(headers)) if (name.toLowerCase() === HEADER.toLowerCase()) delete headers[name];
    headers[HEADER.toLowerCase()] = username;
    const upstream = http.request(
      { host: target.hostname, port: target.port, localAddress: PROXY_SOURCE, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxyServer.listen(0, '127.0.0.1', () => resolve(proxyServer)));
}

async function newPage(browser: Browser, extraHTTPHeaders?: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ colorScheme: 'light', ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}) });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  server = await startServer({ SIFT_ROOT_PASSWORD: ADMIN_PASSWORD, SIFT_TRUSTED_PROXIES: `${PROXY_SOURCE}/32` });
  const created = await asAdmin('POST', '/users', {
    username: TESS.username,
    password: TESS.password,
    full_name: TESS.fullName,
    email: 'tess@example.org',
    permissions: [],
  });
  expect(created.status).toBe(201);
  proxy = await startProxy(new URL(server.url), TESS.username);
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  admin = await newPage(browser);
  await signIn(admin, server, '/system/authentication/authenticator');
});

test.afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await server?.stop();
});

test('an administrator enables trusted header authentication with the proxy header', async () => {
  await admin.getByRole('link', { name: 'Edit Authenticators' }).click();
  await admin.getByLabel('Enable single sign-on via HTTP header').check();
  await admin.getByLabel('Username header').fill(HEADER);
  await admin.getByRole('button', { name: 'Update Config' }).click();
  await expect(admin.getByText('Authenticators updated successfully.')).toBeVisible();
  const saved = await asAdmin('GET', '/system/authentication/http-header-auth-config');
  expect(await saved.json()).toEqual({ enabled: true, username_header: HEADER });
});

test('a browser going through the trusted proxy is signed in as the named user without a sign-in form', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${proxyUrl}/`);
  await expect(page.getByRole('button', { name: TESS.fullName })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  // The console's own calls run as that user, on the session the proxy's request opened.
  const me = await page.evaluate(async () => {
    const res = await fetch('/api/system/sessions', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return (await res.json()) as { is_valid: boolean; username: string };
  });
  expect(me).toMatchObject({ is_valid: true, username: TESS.username });
  await page.context().close();
});

test('the same header sent straight to the server, not through the trusted proxy, signs nobody in', async ({ browser }) => {
  const page = await newPage(browser, { [HEADER]: TESS.username });
  await page.goto(`${server.url}/`);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('button', { name: TESS.fullName })).toHaveCount(0);
  await page.context().close();
});

test('a disabled user is no longer let in through the proxy', async ({ browser }) => {
  const user = (await (await asAdmin('GET', `/users/${TESS.username}`)).json()) as { id: string };
  expect((await asAdmin('PUT', `/users/${user.id}/status/disabled`)).status).toBe(200);
  const page = await newPage(browser);
  await page.goto(`${proxyUrl}/`);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByRole('button', { name: TESS.fullName })).toHaveCount(0);
  await page.context().close();
});
