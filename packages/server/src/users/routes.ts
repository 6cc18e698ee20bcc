import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthService, UserSubject } from '../auth/service.js';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import {
  isObject,
  optBoolean,
  optInteger,
  optString,
  paging,
  queryString,
  readObject,
  readStrictObject,
  reqString,
  slicePage,
} from '../http/body.js';
import { DEFAULT_SESSION_TIMEOUT_MS, ROOT_USER_ID, type UserRecord } from './store.js';
import { userOverview, userSummary } from './summary.js';
import { readPermissions, readRoles, readStartpage, readTimezone, USERNAME } from './validation.js';
import { toGrn } from '../sharing/grn.js';
import { tokenRoutes } from './token-routes.js';

const CREATE_FIELDS = [
  'username',
  'password',
  'email',
  'first_name',
  'last_name',
  'full_name',
  'permissions',
  'timezone',
  'startpage',
  'session_timeout_ms',
  'roles',
  'service_account',
];
const CHANGE_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'full_name',
  'permissions',
  'timezone',
  'startpage',
  'session_timeout_ms',
  'roles',
  'service_account',
];
const MAX_TIMEOUT = 10 * 365 * 24 * 3600 * 1000;

type Params = { Params: { user: string } };

/** `/users`: accounts, passwords, status, permissions, preferences (API.md §2). */
export const userRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  const users = auth.stores.users;
  const subjectOf = (request: FastifyRequest) => requireSubject(request) as UserSubject;

  /** The user at `key` (id or name), 404 when missing; `permission` is checked against the user's name. */
  const target = (request: FastifyRequest, key: string, permission: string, forbidden?: string): UserRecord => {
    const subject = subjectOf(request);
    const user = users.byIdOrName(key);
    if (!user) throw new ApiError(404, `Couldn't find user ${key}`);
    if (!subject.isPermitted(`${permission}:${user.username}`)) throw new ApiError(403, forbidden ?? 'Not authorized');
    return user;
  };
  const canSeePermissions = (subject: UserSubject, user: UserRecord) =>
    subject.userId === user.id || subject.isPermitted('users:permissionsedit');

  app.get('/users', async (request) => {
    const subject = requirePermission(request, 'users:list') as UserSubject;
    return {
      users: users
        .all()
        .filter((u) => u.accountStatus !== 'deleted')
        .map((u) => userSummary(auth, u, canSeePermissions(subject, u))),
    };
  });

  app.get('/users/paginated', async (request) => {
    requirePermission(request, 'users:list');
    const q = isObject(request.query) ? request.query : {};
    const { page, perPage } = paging(q, 50);
    const query = (queryString(q, 'query') ?? '').trim().toLowerCase();
    const sort = queryString(q, 'sort') ?? 'full_name';
    const order = queryString(q, 'order') === 'desc' ? -1 : 1;
    const key = (u: UserRecord) =>
      (sort === 'username' ? u.username : sort === 'email' ? u.email : (u.fullName ?? u.username)).toLowerCase();
    const all = users.all().filter((u) => u.id !== ROOT_USER_ID && u.accountStatus !== 'deleted');
    const matching = all
      .filter((u) => !query || [u.username, u.fullName ?? '', u.email].some((s) => s.toLowerCase().includes(query)))
      .sort((a, b) => key(a).localeCompare(key(b)) * order);
    const list = slicePage(matching, page, perPage).map((u) => userOverview(auth, u));
    const admin = users.byId(ROOT_USER_ID);
    return {
      total: matching.length,
      page,
      per_page: perPage === Number.MAX_SAFE_INTEGER ? 0 : perPage,
      count: list.length,
      users: list,
      ...(query ? { query } : {}),
      grand_total: all.length,
      context: { admin_user: admin ? userOverview(auth, admin) : null },
    };
  });

  app.get<Params>('/users/:user', async (request) => {
    const subject = subjectOf(request);
    const user = target(request, request.params.user, 'users:edit', `Not allowed to view user ${request.params.user}`);
    return userSummary(auth, user, canSeePermissions(subject, user));
  });
  app.get<Params>('/users/id/:user', async (request) => {
    const subject = subjectOf(request);
    const user = users.byId(request.params.user);
    if (!user) throw new ApiError(404, `Couldn't find user ${request.params.user}`);
    if (!subject.isPermitted(`users:edit:${user.username}`)) throw new ApiError(403, `Not allowed to view userId ${request.params.user}`);
    return userSummary(auth, user, canSeePermissions(subject, user));
  });

  app.post('/users', async (request, reply) => {
    const subject = requirePermission(request, 'users:create');
    const body = readStrictObject(request.body, CREATE_FIELDS);
    const username = reqString(body, 'username', 100);
    if (!USERNAME.test(username)) throw new ApiError(400, 'Username may only contain letters, digits and . _ @ -');
    const password = reqString(body, 'password', 1024);
    if (users.byUsername(username)) throw new ApiError(400, `User ${username} already exists.`);
    const roles = readRoles(auth, body);
    if (roles && !subject.isPermitted('users:rolesedit')) throw new ApiError(403, 'Not authorized');
    const permissions = readPermissions(body);
    if (permissions?.length && !subject.isPermitted('users:permissionsedit')) throw new ApiError(403, 'Not authorized');
    const reader = auth.stores.roles.byName('Reader');
    const first = optString(body, 'first_name', 200) ?? null;
    const last = optString(body, 'last_name', 200) ?? null;
    const user = users.insert({
      username,
      email: optString(body, 'email', 320) ?? '',
      firstName: first,
      lastName: last,
      fullName: optString(body, 'full_name', 400) ?? ([first, last].filter(Boolean).join(' ') || null),
      passwordHash: await auth.hashPassword(password),
      permissions: permissions ?? [],
      roles: roles && roles.length > 0 ? roles : reader ? [reader.id] : [],
      preferences: {},
      timezone: readTimezone(body) ?? null,
      sessionTimeoutMs: optInteger(body, 'session_timeout_ms', 1000, MAX_TIMEOUT) ?? DEFAULT_SESSION_TIMEOUT_MS,
      startpage: readStartpage(body) ?? null,
      accountStatus: 'enabled',
      serviceAccount: optBoolean(body, 'service_account') ?? false,
      readOnly: false,
    });
    return reply.code(201).header('location', `/api/users/id/${user.id}`).send();
  });

  app.put<Params>('/users/:user', async (request, reply) => {
    const subject = subjectOf(request);
    const user = target(request, request.params.user, 'users:edit');
    const body = readStrictObject(request.body, CHANGE_FIELDS);
    if (user.readOnly) throw new ApiError(400, `Cannot modify readonly user ${user.username}.`);
    const roles = readRoles(auth, body);
    if (roles && !subject.isPermitted('users:rolesedit')) throw new ApiError(403, 'Not authorized');
    const permissions = readPermissions(body);
    if (permissions && !subject.isPermitted('users:permissionsedit')) throw new ApiError(403, 'Not authorized');
    const timezone = readTimezone(body);
    const startpage = readStartpage(body);
    const next: UserRecord = {
      ...user,
      email: optString(body, 'email', 320) ?? user.email,
      firstName: optString(body, 'first_name', 200) ?? user.firstName,
      lastName: optString(body, 'last_name', 200) ?? user.lastName,
      fullName: optString(body, 'full_name', 400) ?? user.fullName,
      permissions: permissions ?? user.permissions,
      roles: roles ?? user.roles,
      timezone: timezone === undefined ? user.timezone : timezone,
      startpage: startpage === undefined ? user.startpage : startpage,
      sessionTimeoutMs: optInteger(body, 'session_timeout_ms', 1000, MAX_TIMEOUT) ?? user.sessionTimeoutMs,
      serviceAccount: optBoolean(body, 'service_account') ?? user.serviceAccount,
    };
    users.update(next);
    return reply.code(204).send();
  });

  const remove = (user: UserRecord) => {
    if (user.readOnly) throw new ApiError(400, `Cannot delete readonly user ${user.username}.`);
    auth.stores.grants.removeGrantee(toGrn('user', user.id));
    users.delete(user.id);
  };
  // `@RequiresPermissions(users:edit)` without an instance: nobody deletes accounts (not even their own) on self-edit rights alone.
  app.delete<Params>('/users/:user', async (request, reply) => {
    requirePermission(request, 'users:edit');
    const user = target(request, request.params.user, 'users:edit');
    remove(user);
    return reply.code(204).send();
  });
  app.delete<Params>('/users/id/:user', async (request, reply) => {
    requirePermission(request, 'users:edit');
    const user = users.byId(request.params.user);
    if (!user) throw new ApiError(404, `Couldn't find user ${request.params.user}`);
    if (!subjectOf(request).isPermitted(`users:edit:${user.username}`)) throw new ApiError(403, 'Not authorized');
    remove(user);
    return reply.code(204).send();
  });

  app.put<Params>('/users/:user/password', async (request, reply) => {
    const subject = subjectOf(request);
    const user = target(
      request,
      request.params.user,
      'users:passwordchange',
      `Not allowed to change password for user ${request.params.user}`,
    );
    // As Graylog: a directory service owns the password of the accounts it provides.
    if (auth.externalAccount?.(user.id) !== undefined) throw new ApiError(403, 'Cannot change password for external user.');
    const body = readStrictObject(request.body, ['old_password', 'password']);
    const password = reqString(body, 'password', 1024);
    // Only someone allowed to edit every user may skip the old password, and never for their own account.
    const mustCheckOld = subject.userId === user.id || !subject.isPermitted('users:edit:*');
    if (mustCheckOld) {
      const old = optString(body, 'old_password', 1024) ?? '';
      if (!(await auth.checkPassword(user.username, old, request.ip))) throw new ApiError(400, 'Old password is missing or incorrect.');
    }
    users.update({ ...users.byId(user.id)!, passwordHash: await auth.hashPassword(password) });
    // Whoever knew the old password is signed out everywhere; the session making the change stays.
    const own = request.authSession?.userId === user.id ? request.authSession.id : undefined;
    auth.stores.sessions.deleteForUser(user.id, own);
    return reply.code(204).send();
  });

  app.put<{ Params: { user: string; status: string } }>('/users/:user/status/:status', async (request, reply) => {
    const subject = subjectOf(request);
    const user = target(request, request.params.user, 'users:edit');
    const status = request.params.status.toLowerCase();
    if (status !== 'enabled' && status !== 'disabled' && status !== 'deleted')
      throw new ApiError(400, `Invalid account status: ${request.params.status}`);
    if (user.id === subject.userId) throw new ApiError(400, 'Users are not allowed to set their own status');
    if (user.readOnly) throw new ApiError(400, `Cannot modify readonly user ${user.username}.`);
    users.update({ ...user, accountStatus: status });
    if (status !== 'enabled') auth.stores.sessions.deleteForUser(user.id);
    return reply.code(200).send();
  });

  // Sift: ends every session of an account (Graylog 5.1 offers this only through disabling it).
  app.delete<Params>('/users/:user/sessions', async (request, reply) => {
    const user = target(request, request.params.user, 'users:edit');
    auth.stores.sessions.deleteForUser(user.id);
    return reply.code(204).send();
  });

  app.put<Params>('/users/:user/permissions', async (request, reply) => {
    requirePermission(request, 'users:permissionsedit');
    const user = target(request, request.params.user, 'users:permissionsedit');
    const body = readStrictObject(request.body, ['permissions']);
    const permissions = readPermissions(body);
    if (!permissions) throw new ApiError(400, 'Missing required property permissions.');
    if (user.readOnly) throw new ApiError(400, `Cannot modify readonly user ${user.username}.`);
    users.update({ ...user, permissions });
    return reply.code(204).send();
  });
  app.delete<Params>('/users/:user/permissions', async (request, reply) => {
    requirePermission(request, 'users:permissionsedit');
    const user = target(request, request.params.user, 'users:permissionsedit');
    if (user.readOnly) throw new ApiError(400, `Cannot modify readonly user ${user.username}.`);
    users.update({ ...user, permissions: [] });
    return reply.code(204).send();
  });

  app.get<Params>('/users/:user/preferences', async (request) => {
    return target(request, request.params.user, 'users:edit').preferences;
  });
  app.put<Params>('/users/:user/preferences', async (request, reply) => {
    const user = target(request, request.params.user, 'users:edit');
    const body = readStrictObject(request.body, ['preferences']);
    const preferences = readObject(body['preferences'], 'preferences');
    if (JSON.stringify(preferences).length > 64 * 1024) throw new ApiError(400, 'Preferences are too large.');
    users.update({ ...user, preferences });
    return reply.code(204).send();
  });

  await app.register(tokenRoutes, { auth, target });
};
