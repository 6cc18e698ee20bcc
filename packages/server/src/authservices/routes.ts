import type { SecretBox } from '../auth/encrypted-value.js';
import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.js';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, paging, queryString, readStrictObject, slicePage } from '../http/body.js';
import { userOverview } from '../users/summary.js';
import { errorText, first, withLdap, type LdapEntry } from './ldap.js';
import { backendJson, readBackend, readTestConfig, serverUrls, type BackendConfig, type BackendRecord } from './model.js';
import { ldapAuthenticator } from './provision.js';
import { AuthServiceStore } from './store.js';
import { createHeaderAuth, type TrustedProxies } from '../auth/header-auth.js';

type BackendParams = { Params: { backendId: string } };
type UserParams = { Params: { userId: string } };

/** `AuthServiceBackendTestResult`. */
interface TestResult {
  success: boolean;
  message: string;
  errors: string[];
  result: Record<string, unknown>;
}
const success = (message: string, result: Record<string, unknown> = {}): TestResult => ({ success: true, message, errors: [], result });
const failure = (message: string, errors: string[] = [], result: Record<string, unknown> = {}): TestResult => ({
  success: false,
  message,
  errors,
  result,
});

/**
 * Authentication services (ADMIN-API.md §9.3): LDAP and Active Directory backends, the active one, its
 * tests against the directory, and the accounts it created. The active backend is asked before the
 * internal user database at every login, as on Graylog.
 */
export function createAuthServices({
  db,
  auth,
  trustedProxies,
  secrets,
}: {
  db: Database;
  auth: AuthService;
  trustedProxies: TrustedProxies;
  /** Encrypts the system users' passwords at rest. */
  secrets: SecretBox;
}) {
  const store = new AuthServiceStore(db, auth.stores.clusterConfig, secrets);
  auth.externalAuthenticator = ldapAuthenticator(auth, store);
  auth.externalAccount = (userId) => store.accountOfUser(userId);
  // The authenticators page's trusted header authentication (`/system/authentication/http-header-auth-config`).
  const headerAuth = createHeaderAuth(auth, trustedProxies);
  const services = authServiceRoutes(auth, store);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(services);
    await app.register(headerAuth.routes);
  };
  return { store, routes };
}

function authServiceRoutes(auth: AuthService, store: AuthServiceStore): FastifyPluginAsync {
  return async (app) => {
    const load = (request: FastifyRequest<BackendParams>, permission: string): BackendRecord => {
      requirePermission(request, `${permission}:${request.params.backendId}`);
      const backend = store.byId(request.params.backendId);
      if (!backend) throw new ApiError(404, `Couldn't find auth service backend ${request.params.backendId}`);
      return backend;
    };
    const readable = (request: FastifyRequest, backend: BackendRecord | undefined) =>
      backend && requireSubject(request).isPermitted(`authservicebackend:read:${backend.id}`) ? backendJson(backend) : null;
    const roleIdsExist = (backend: Omit<BackendRecord, 'id'>) => {
      const unknown = backend.defaultRoles.filter((id) => !auth.stores.roles.byId(id));
      if (unknown.length > 0) throw new ApiError(400, `Couldn't find roles: ${unknown.join(', ')}`);
    };

    app.get('/system/authentication/services/backends', async (request) => {
      const q = isObject(request.query) ? request.query : {};
      const { page, perPage } = paging(q, 50);
      const query = queryString(q, 'query')?.trim().toLowerCase() ?? '';
      const all = store.all().filter((b) => requireSubject(request).isPermitted(`authservicebackend:read:${b.id}`));
      const matching = query ? all.filter((b) => `${b.title}\n${b.description}`.toLowerCase().includes(query)) : all;
      const backends = slicePage(matching, page, perPage);
      return {
        total: matching.length,
        count: backends.length,
        page,
        per_page: perPage === Number.MAX_SAFE_INTEGER ? 0 : perPage,
        grand_total: all.length,
        backends: backends.map(backendJson),
        ...(query ? { query: queryString(q, 'query') } : {}),
        context: { active_backend: readable(request, store.active()) },
      };
    });

    app.post('/system/authentication/services/backends', async (request) => {
      requirePermission(request, 'authservicebackend:create');
      const backend = readBackend(request.body);
      roleIdsExist(backend);
      return { backend: backendJson(store.save(backend)) };
    });

    // Graylog's login page asks this before signing in, so it answers anonymous callers too.
    app.get('/system/authentication/services/backends/active-backend/type', async () => ({
      backend: store.active()?.config.type ?? null,
    }));

    app.get<BackendParams>('/system/authentication/services/backends/:backendId', async (request) => ({
      backend: backendJson(load(request, 'authservicebackend:read')),
    }));

    app.put<BackendParams>('/system/authentication/services/backends/:backendId', async (request) => {
      const previous = load(request, 'authservicebackend:edit');
      const backend = readBackend(request.body, previous);
      if (backend.config.type !== previous.config.type)
        throw new ApiError(400, 'The type of an authentication service backend cannot change.');
      roleIdsExist(backend);
      return { backend: backendJson(store.save({ ...backend, id: previous.id })) };
    });

    app.delete<BackendParams>('/system/authentication/services/backends/:backendId', async (request, reply) => {
      const backend = load(request, 'authservicebackend:delete');
      if (store.activeId() === backend.id) throw new ApiError(400, `Authentication service backend <${backend.id}> is still in use`);
      store.delete(backend.id);
      return reply.code(204).send();
    });

    app.get<BackendParams>('/system/authentication/services/backends/:backendId/users', async (request) => {
      requirePermission(request, 'authserviceglobalconfig:read');
      requirePermission(request, 'users:read');
      const backend = store.byId(request.params.backendId);
      if (!backend) throw new ApiError(404, `Couldn't find auth service backend ${request.params.backendId}`);
      const q = isObject(request.query) ? request.query : {};
      const { page, perPage } = paging(q, 50);
      const rawQuery = queryString(q, 'query') ?? '';
      const query = rawQuery.trim().toLowerCase();
      const users = store
        .userIdsOf(backend.id)
        .map((id) => auth.stores.users.byId(id))
        .filter((u) => u !== undefined)
        .filter((u) => !query || [u.username, u.fullName ?? '', u.email].some((v) => v.toLowerCase().includes(query)))
        .sort((a, b) => (a.fullName ?? a.username).localeCompare(b.fullName ?? b.username));
      const shown = slicePage(users, page, perPage);
      const roles: Record<string, { title: string }> = {};
      for (const id of new Set(shown.flatMap((u) => u.roles))) {
        const role = auth.stores.roles.byId(id);
        if (role) roles[id] = { title: requireSubject(request).isPermitted(`roles:read:${role.name}`) ? role.name : 'unknown' };
      }
      return {
        total: users.length,
        count: shown.length,
        page,
        per_page: perPage === Number.MAX_SAFE_INTEGER ? 0 : perPage,
        query: rawQuery,
        users: shown.map((u) => userOverview(auth, u)),
        context: { roles },
      };
    });

    app.get('/system/authentication/services/active-backend', async (request) => {
      requirePermission(request, 'authserviceglobalconfig:read');
      return { backend: readable(request, store.active()), context: { backends_total: store.all().length } };
    });

    app.get('/system/authentication/services/configuration', async (request) => {
      requirePermission(request, 'authserviceglobalconfig:read');
      return { active_backend: store.activeId() };
    });

    app.post('/system/authentication/services/configuration', async (request) => {
      requirePermission(request, 'authserviceglobalconfig:edit');
      const body = readStrictObject(request.body, ['active_backend']);
      const id = body['active_backend'] ?? null;
      if (id !== null && typeof id !== 'string')
        throw new ApiError(400, 'Unable to map property active_backend: it must be a backend id or null.');
      if (id !== null && !store.byId(id)) throw new ApiError(400, `Couldn't find auth service backend ${id}`);
      store.setActive(id);
      return { active_backend: store.activeId() };
    });

    /** `AuthServiceBackendTestRequest`: the form's configuration, the backend it edits (for its password) and a login. */
    const readTest = (request: FastifyRequest, withLogin: boolean) => {
      requirePermission(request, 'authservicetestbackend:execute');
      const body = readStrictObject(request.body, ['backend_id', 'backend_configuration', 'user_login']);
      const backendId = body['backend_id'];
      if (backendId !== undefined && backendId !== null && typeof backendId !== 'string') {
        throw new ApiError(400, 'Unable to map property backend_id: it must be a backend id or null.');
      }
      const previous = typeof backendId === 'string' && backendId ? store.byId(backendId) : undefined;
      if (typeof backendId === 'string' && backendId && !previous)
        throw new ApiError(404, `Couldn't find auth service backend ${backendId}`);
      if (previous) requirePermission(request, `authservicebackend:read:${previous.id}`);
      const config = readTestConfig(body['backend_configuration'], previous, !withLogin);
      if (!withLogin) return { config, login: undefined };
      const login = readStrictObject(body['user_login'], ['username', 'password'], 'user_login');
      const username = typeof login['username'] === 'string' ? login['username'].trim() : '';
      const password = typeof login['password'] === 'string' ? login['password'] : '';
      if (!username) throw new ApiError(400, 'User name cannot be empty.');
      return { config, login: { username, password } };
    };

    app.post('/system/authentication/services/test/backend/connection', async (request) => {
      const { config } = readTest(request, false);
      try {
        await withLdap(config, async () => undefined);
        return success(`Successfully connected to ${serverUrls(config)}`);
      } catch (error) {
        return failure(`Couldn't establish connection to ${serverUrls(config)}`, [errorText(error)]);
      }
    });

    app.post('/system/authentication/services/test/backend/login', async (request) => {
      const { config, login } = readTest(request, true);
      if (!login) throw new ApiError(400, 'User login cannot be empty.');
      const details = (c: BackendConfig, entry: LdapEntry) => ({
        dn: entry.dn,
        [c.userUniqueIdAttribute]: first(entry, c.userUniqueIdAttribute) ?? null,
        [c.userNameAttribute]: first(entry, c.userNameAttribute) ?? null,
        [c.userFullNameAttribute]: first(entry, c.userFullNameAttribute) ?? null,
        email: c.emailAttributes.map((a) => first(entry, a)).find((e) => e !== undefined) ?? null,
      });
      try {
        return await withLdap(config, async (connection) => {
          const entry = await connection.findUser(login.username);
          if (!entry) {
            return failure(`User <${login.username}> doesn't exist`, [], { user_exists: false, login_success: false, user_details: {} });
          }
          const ok = await connection.authenticate(entry.dn, login.password);
          const result = { user_exists: true, login_success: ok, user_details: details(config, entry) };
          return ok
            ? success(`Successfully logged in <${login.username}> into ${serverUrls(config)}`, result)
            : failure(`Login for user <${login.username}> failed`, [], result);
        });
      } catch (error) {
        return failure(`Couldn't test user login on ${serverUrls(config)}`, [errorText(error)]);
      }
    });

    // Enabling and disabling accounts: a disabled user cannot log in, and their sessions end at once.
    for (const [action, status] of [
      ['enable', 'enabled'],
      ['disable', 'disabled'],
    ] as const) {
      app.post<UserParams>(`/system/authentication/users/:userId/${action}`, async (request, reply) => {
        const subject = requireSubject(request);
        const user = auth.stores.users.byId(request.params.userId);
        if (!user || user.accountStatus === 'deleted') {
          // Without users:edit a caller learns nothing about which ids exist.
          requirePermission(request, 'users:edit');
          throw new ApiError(404, `Couldn't find user ${request.params.userId}`);
        }
        requirePermission(request, `users:edit:${user.username}`);
        if (user.id === subject.userId) throw new ApiError(400, `Users are not allowed to ${action} their own account`);
        if (user.readOnly) throw new ApiError(400, `Cannot modify readonly user ${user.username}.`);
        if (user.accountStatus !== status) auth.stores.users.update({ ...user, accountStatus: status });
        if (status === 'disabled') auth.stores.sessions.deleteForUser(user.id);
        return reply.code(204).send();
      });
    }
  };
}
