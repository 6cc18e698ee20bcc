import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/client/ApiClient';
import { FetchError } from '../../src/client/FetchError';
import { OtherAdminApi, SystemInfoApi, UserAdminApi } from '../../src/calls/admin';
import { ClusterConfigApi, LayoutPreferencesApi, ping, SystemApi, UsersApi } from '../../src/calls/shell';
import { login, logout, validateSession } from '../../src/sessions';
import {
  contractClient,
  cookieFetch,
  ROOT_PASSWORD,
  ROOT_USERNAME,
  serverBuilt,
  SKIP_REASON,
  startServer,
  type RunningServer,
} from './server';

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: shell calls against the embedded server' : `contract: shell calls (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;

    beforeAll(async () => {
      server = await startServer();
      client = contractClient(server);
      await login({ username: ROOT_USERNAME, password: ROOT_PASSWORD, host: 'contract' }, client);
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('pings without a session', async () => {
      const anonymous = new ApiClient({ apiBase: server.apiBase });
      await expect(ping(anonymous)).resolves.toMatchObject({
        clusterId: expect.any(String),
        nodeId: expect.any(String),
        version: expect.any(String),
      });
    });

    it('validates the session kept in the authentication cookie', async () => {
      await expect(validateSession(client)).resolves.toMatchObject({ isValid: true, username: ROOT_USERNAME });
    });

    it('says the credentials are invalid for a wrong password', async () => {
      const other = new ApiClient({ apiBase: server.apiBase, fetch: cookieFetch() });
      await expect(login({ username: ROOT_USERNAME, password: 'wrong', host: 'x' }, other)).rejects.toThrow(
        'Invalid credentials, please verify them and retry.',
      );
    });

    it('answers 400 with the CSRF message when X-Requested-By is missing', async () => {
      const response = await fetch(`${server.apiBase}/system/sessions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: ROOT_USERNAME, password: ROOT_PASSWORD }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        type: 'ApiError',
        message: 'CSRF protection header is missing. Please add a "X-Requested-By" header to your request.',
      });
    });

    it('reads the current user; the root account is read-only, as on Graylog', async () => {
      const user = await UsersApi.get(client, ROOT_USERNAME);
      expect(user).toMatchObject({ username: ROOT_USERNAME, readOnly: true });
      expect(user.permissions).toContain('*');
    });

    it('saves and reads user preferences', async () => {
      await UsersApi.updatePreferences(client, ROOT_USERNAME, { searchSidebarIsPinned: true, themeMode: 'noir' });
      await expect(UsersApi.getPreferences(client, ROOT_USERNAME)).resolves.toMatchObject({
        searchSidebarIsPinned: true,
        themeMode: 'noir',
      });
    });

    it('reads the system overview, the node list and notifications', async () => {
      const system = await SystemApi.overview(client);
      expect(system.facility).toBe('graylog-server');
      const { nodes, total } = await SystemApi.nodes(client);
      expect(total).toBe(nodes.length);
      expect(nodes[0]?.nodeId).toBe(system.nodeId);
      const notifications = await SystemApi.notifications(client);
      expect(notifications.total).toBe(notifications.notifications.length);
    });

    it('reads the throughput from /cluster/metrics/multiple', async () => {
      const throughput = await SystemApi.throughput(client);
      expect(throughput.input).toBeGreaterThanOrEqual(0);
      expect(throughput.output).toBeGreaterThanOrEqual(0);
    });

    it('reads the searches cluster config, and gives a 404 FetchError for an unknown class', async () => {
      const config = await ClusterConfigApi.get(client, 'org.graylog2.indexer.searches.SearchesClusterConfig');
      expect(config === null || typeof config === 'object').toBe(true);
      const error = await ClusterConfigApi.get(client, 'org.example.Nope').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FetchError);
      expect((error as FetchError).status).toBe(404);
    });

    it('gives null layout preferences before any are saved (204)', async () => {
      await expect(LayoutPreferencesApi.get(client, 'contract-table')).resolves.toBeNull();
    });

    it('reads and writes the URL allow-list, and checks a URL against it', async () => {
      const list = await ClusterConfigApi.getUrlWhitelist(client);
      expect(list).toMatchObject({ entries: expect.any(Array), disabled: expect.any(Boolean) });
      await ClusterConfigApi.updateUrlWhitelist(client, {
        entries: [{ id: 'e1', title: 'Example', value: 'https://example.org/', type: 'literal' }],
        disabled: false,
      });
      await expect(ClusterConfigApi.checkUrlWhitelist(client, 'https://example.org/')).resolves.toBe(true);
      await expect(ClusterConfigApi.checkUrlWhitelist(client, 'https://evil.example/')).resolves.toBe(false);
      await expect(ClusterConfigApi.generateUrlWhitelistRegex(client, 'https://example.org/${key}', '${key}')).resolves.toEqual(
        expect.any(String),
      );
    });

    it('reads processing status, message processors, cluster config classes and system details', async () => {
      await expect(ClusterConfigApi.processingStatus(client)).resolves.toEqual(expect.any(Object));
      await expect(ClusterConfigApi.getMessageProcessors(client)).resolves.toEqual(expect.any(Object));
      await expect(ClusterConfigApi.listClasses(client)).resolves.toEqual(expect.any(Array));
      await expect(SystemApi.jvm(client)).resolves.toEqual(expect.any(Object));
      await expect(SystemApi.locales(client)).resolves.toEqual(expect.any(Object));
      await expect(SystemInfoApi.stats(client, 'jvm')).resolves.toEqual(expect.any(Object));
      const metrics = await SystemApi.metrics(client, ['org.graylog2.throughput.input.1-sec-rate']);
      expect(metrics.every((m) => typeof m.fullName === 'string')).toBe(true);
    });

    it('lists users (paged, admin first in context) and roles', async () => {
      const page = await UserAdminApi.paginated(client);
      expect(page.elements.map((u) => u.username)).toEqual(expect.any(Array));
      expect(page.total).toBeGreaterThanOrEqual(page.elements.length);
      expect(page.adminUser).toMatchObject({ username: ROOT_USERNAME, readOnly: true, roles: ['Admin'] });
      expect(page.elements.some((u) => u.username === ROOT_USERNAME)).toBe(false);
      await expect(OtherAdminApi.roles(client)).resolves.toEqual(expect.any(Object));
      const roles = await OtherAdminApi.authzRoles(client);
      expect(roles.elements.length).toBeGreaterThan(0);
      const admin = roles.elements.find((r) => r.name === 'Admin');
      expect(roles.usersByRole[admin?.id ?? '']?.map((u) => u.username)).toContain(ROOT_USERNAME);
    });

    it('logs out and clears the session', async () => {
      const other = contractClient(server);
      await login({ username: ROOT_USERNAME, password: ROOT_PASSWORD, host: 'contract' }, other);
      await logout(other);
      expect(other.session.isLoggedIn()).toBe(false);
      await expect(validateSession(other)).resolves.toMatchObject({ isValid: false });
    });
  },
);
