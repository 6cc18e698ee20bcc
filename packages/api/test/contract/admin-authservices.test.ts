// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { FetchError } from '../../src/client/FetchError';
import {
  AuthServicesApi,
  useAuthServiceBackend,
  useAuthServiceBackendUsers,
  useAuthServiceBackends,
} from '../../src/hooks/authServiceHooks';
import type { AuthServiceBackendInput } from '../../src/models/authService';
import { tracked } from '../hookHarness';
import { openSession, settled } from './session';
import { freePort, serverBuilt, SKIP_REASON, type RunningServer } from './server';

const input = (port: number, extra: Partial<AuthServiceBackendInput['config']> = {}): AuthServiceBackendInput => ({
  title: 'Company directory',
  description: 'OpenLDAP',
  defaultRoles: [],
  config: {
    type: 'ldap',
    servers: [{ host: '127.0.0.1', port }],
    transportSecurity: 'none',
    verifyCertificates: true,
    systemUserDn: 'cn=admin,dc=example,dc=org',
    systemUserPassword: { set: 'directory-secret' },
    userSearchBase: 'ou=people,dc=example,dc=org',
    userSearchPattern: '(&(objectClass=inetOrgPerson)(uid={0}))',
    userUniqueIdAttribute: 'entryUUID',
    userNameAttribute: 'uid',
    userFullNameAttribute: 'cn',
    emailAttributes: ['mail'],
    ...extra,
  },
});

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: authentication services against the embedded server' : `contract: authentication services (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let wrapper: ({ children }: { children: ReactNode }) => ReactNode;

    beforeAll(async () => {
      ({ server, client, wrapper } = await openSession());
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('creates, edits (keeping the password), activates, reads and deletes a backend', async () => {
      const port = await freePort();
      const created = await AuthServicesApi.create(client, input(port));
      expect(created).toMatchObject({
        title: 'Company directory',
        config: { type: 'ldap', systemUserPasswordSet: true, servers: [{ port }] },
      });
      const updated = await AuthServicesApi.update(client, created.id, {
        ...input(port, { systemUserPassword: 'keep', emailAttributes: ['mail', 'rfc822Mailbox'] }),
        title: 'Directory',
      });
      expect(updated).toMatchObject({
        title: 'Directory',
        config: { systemUserPasswordSet: true, emailAttributes: ['mail', 'rfc822Mailbox'] },
      });

      await AuthServicesApi.setActive(client, created.id);
      const { result } = renderHook(
        () => ({
          list: tracked(useAuthServiceBackends({ page: 1, perPage: 10 })),
          one: tracked(useAuthServiceBackend(created.id)),
          users: tracked(useAuthServiceBackendUsers(created.id)),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(hooks['list']?.data).toMatchObject({ total: 1, activeBackend: { id: created.id, title: 'Directory' } });
      expect(hooks['one']?.data).toEqual(updated);
      expect(hooks['users']?.data).toMatchObject({ elements: [], total: 0 });

      const inUse = await AuthServicesApi.remove(client, created.id).catch((e: unknown) => e);
      expect(inUse).toBeInstanceOf(FetchError);
      expect((inUse as FetchError).message).toContain(`Authentication service backend <${created.id}> is still in use`);
      await AuthServicesApi.setActive(client, null);
      await AuthServicesApi.remove(client, created.id);
      expect((await AuthServicesApi.list(client)).elements).toEqual([]);
    });

    it("tests a server that does not answer with Graylog's failure messages", async () => {
      const port = await freePort();
      const connection = await AuthServicesApi.test(client, 'connection', { backendId: null, backend: input(port) });
      expect(connection).toMatchObject({ success: false, message: `Couldn't establish connection to [ldap://127.0.0.1:${port}]` });
      expect(connection.errors[0]).toMatch(/ECONNREFUSED/);
      const login = await AuthServicesApi.test(client, 'login', {
        backendId: null,
        backend: input(port),
        login: { username: 'lena', password: 'secret' },
      });
      expect(login).toMatchObject({ success: false, message: `Couldn't test user login on [ldap://127.0.0.1:${port}]`, userExists: null });
    });
  },
);
