import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.js';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, paging, queryString } from '../http/body.js';

type BackendParams = { Params: { backendId: string } };
type UserParams = { Params: { userId: string } };

/**
 * Authentication services (ADMIN-API.md §9.3) of a server whose only authentication service is its
 * internal user database: no external (LDAP / Active Directory) backend can be configured, so none is
 * active and the backend list is empty. Accounts are enabled and disabled here as on Graylog.
 */
export const authServiceRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  const noBackend = (request: FastifyRequest<BackendParams>, permission: string) => {
    requirePermission(request, `${permission}:${request.params.backendId}`);
    throw new ApiError(404, `Couldn't find auth service backend ${request.params.backendId}`);
  };

  app.get('/system/authentication/services/backends', async (request) => {
    requireSubject(request);
    const q = isObject(request.query) ? request.query : {};
    const { page, perPage } = paging(q, 50);
    const query = queryString(q, 'query');
    return {
      total: 0,
      count: 0,
      page,
      per_page: perPage === Number.MAX_SAFE_INTEGER ? 0 : perPage,
      grand_total: 0,
      backends: [],
      ...(query ? { query } : {}),
      context: { active_backend: null },
    };
  });

  // The login page of Graylog asks this before logging in; here it needs a session like every other route.
  app.get('/system/authentication/services/backends/active-backend/type', async (request) => {
    requireSubject(request);
    return { backend: null };
  });

  app.get<BackendParams>('/system/authentication/services/backends/:backendId', async (request) => noBackend(request, 'authservicebackend:read'));
  app.get<BackendParams>('/system/authentication/services/backends/:backendId/users', async (request) => {
    requirePermission(request, 'authserviceglobalconfig:read');
    requirePermission(request, 'users:read');
    throw new ApiError(404, `Couldn't find auth service backend ${request.params.backendId}`);
  });

  app.get('/system/authentication/services/active-backend', async (request) => {
    requirePermission(request, 'authserviceglobalconfig:read');
    return { backend: null, context: { backends_total: 0 } };
  });

  app.get('/system/authentication/services/configuration', async (request) => {
    requirePermission(request, 'authserviceglobalconfig:read');
    return { active_backend: null };
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
