import type { FastifyPluginAsync } from 'fastify';
import type { AuthService } from '../auth/service.js';
import { requirePermission } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, optString, optStringArray, paging, queryString, readStrictObject, reqString, slicePage } from '../http/body.js';
import { readPermissions } from '../users/validation.js';
import type { RoleRecord } from './store.js';

const legacy = (r: RoleRecord) => ({ name: r.name, description: r.description, permissions: r.permissions, read_only: r.readOnly });
const authz = (r: RoleRecord) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  permissions: r.permissions,
  read_only: r.readOnly,
});
const ROLE_FIELDS = ['name', 'description', 'permissions', 'read_only'];

/** Roles: the legacy `/roles` resource (create, update, members) and the paginated `/authz/roles`. */
export const roleRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  const { roles, users } = auth.stores;
  const byName = (name: string) => {
    const role = roles.byName(name);
    if (!role) throw new ApiError(404, `Couldn't find role ${name}`);
    return role;
  };
  const members = (role: RoleRecord) => users.all().filter((u) => u.roles.includes(role.id));

  app.get('/roles', async (request) => {
    requirePermission(request, 'roles:read');
    const list = roles.all();
    return { roles: list.map(legacy), total: list.length };
  });
  app.get<{ Params: { name: string } }>('/roles/:name', async (request) => {
    requirePermission(request, `roles:read:${request.params.name}`);
    return legacy(byName(request.params.name));
  });
  app.post('/roles', async (request, reply) => {
    requirePermission(request, 'roles:create');
    const body = readStrictObject(request.body, ROLE_FIELDS);
    const name = reqString(body, 'name', 200);
    if (roles.byName(name)) throw new ApiError(400, `Role ${name} already exists.`);
    const role = roles.insert({
      name,
      description: optString(body, 'description', 2000) ?? '',
      permissions: readPermissions(body) ?? [],
      readOnly: false,
    });
    return reply
      .code(201)
      .header('location', `/api/roles/${encodeURIComponent(role.name)}`)
      .send(legacy(role));
  });
  app.put<{ Params: { name: string } }>('/roles/:name', async (request) => {
    requirePermission(request, `roles:edit:${request.params.name}`);
    const role = byName(request.params.name);
    if (role.readOnly) throw new ApiError(400, 'Cannot update read only role ' + role.name);
    const body = readStrictObject(request.body, ROLE_FIELDS);
    const name = reqString(body, 'name', 200);
    const clash = roles.byName(name);
    if (clash && clash.id !== role.id) throw new ApiError(400, `Role ${name} already exists.`);
    const next = {
      ...role,
      name,
      description: optString(body, 'description', 2000) ?? role.description,
      permissions: readPermissions(body) ?? role.permissions,
    };
    roles.update(next);
    return legacy(next);
  });
  app.delete<{ Params: { name: string } }>('/roles/:name', async (request, reply) => {
    requirePermission(request, `roles:delete:${request.params.name}`);
    const role = byName(request.params.name);
    if (role.readOnly) throw new ApiError(400, 'Cannot delete read only system role ' + role.name);
    for (const u of members(role)) users.update({ ...u, roles: u.roles.filter((id) => id !== role.id) });
    roles.delete(role.id);
    return reply.code(204).send();
  });
  app.get<{ Params: { name: string } }>('/roles/:name/members', async (request) => {
    requirePermission(request, `roles:read:${request.params.name}`);
    const role = byName(request.params.name);
    return { role: role.name, users: members(role).map((u) => ({ id: u.id, username: u.username, full_name: u.fullName })) };
  });
  const setMember = (roleName: string, username: string, add: boolean) => {
    const role = byName(roleName);
    const user = users.byUsername(username);
    if (!user) throw new ApiError(404, `Couldn't find user ${username}`);
    if (user.readOnly) throw new ApiError(400, `Cannot modify readonly user ${user.username}.`);
    const next = add ? [...new Set([...user.roles, role.id])] : user.roles.filter((id) => id !== role.id);
    users.update({ ...user, roles: next });
  };
  app.put<{ Params: { name: string; username: string } }>('/roles/:name/members/:username', async (request, reply) => {
    requirePermission(request, `roles:edit:${request.params.name}`);
    requirePermission(request, `users:edit:${request.params.username}`);
    setMember(request.params.name, request.params.username, true);
    return reply.code(204).send();
  });
  app.delete<{ Params: { name: string; username: string } }>('/roles/:name/members/:username', async (request, reply) => {
    requirePermission(request, `roles:edit:${request.params.name}`);
    requirePermission(request, `users:edit:${request.params.username}`);
    setMember(request.params.name, request.params.username, false);
    return reply.code(204).send();
  });

  // Graylog 4+ paginated roles.
  app.get('/authz/roles', async (request) => {
    requirePermission(request, 'roles:read');
    const q = isObject(request.query) ? request.query : {};
    const { page, perPage } = paging(q, 50);
    const query = (queryString(q, 'query') ?? '').toLowerCase();
    const order = queryString(q, 'order') === 'desc' ? -1 : 1;
    const list = roles
      .all()
      .filter((r) => !query || r.name.toLowerCase().includes(query) || r.description.toLowerCase().includes(query))
      .sort((a, b) => a.name.localeCompare(b.name) * order);
    const pageItems = slicePage(list, page, perPage);
    const context: Record<string, { id: string; username: string }[]> = {};
    for (const r of pageItems) context[r.id] = members(r).map((u) => ({ id: u.id, username: u.username }));
    return {
      total: list.length,
      page,
      per_page: perPage,
      count: pageItems.length,
      roles: pageItems.map(authz),
      ...(query ? { query } : {}),
      context: { users: context },
    };
  });
  app.get<{ Params: { id: string } }>('/authz/roles/:id', async (request) => {
    requirePermission(request, `roles:read:${request.params.id}`);
    const role = roles.byId(request.params.id);
    if (!role) throw new ApiError(404, `Couldn't find role ${request.params.id}`);
    return authz(role);
  });
  app.get<{ Params: { id: string } }>('/authz/roles/:id/assignees', async (request) => {
    requirePermission(request, 'users:list');
    const role = roles.byId(request.params.id);
    if (!role) throw new ApiError(404, `Couldn't find role ${request.params.id}`);
    const list = members(role);
    return {
      total: list.length,
      page: 1,
      per_page: list.length,
      count: list.length,
      users: list.map((u) => ({ id: u.id, username: u.username, full_name: u.fullName })),
    };
  });
  app.put<{ Params: { id: string } }>('/authz/roles/:id/assignees', async (request, reply) => {
    const role = roles.byId(request.params.id);
    if (!role) throw new ApiError(404, `Couldn't find role ${request.params.id}`);
    requirePermission(request, `roles:edit:${role.id}`);
    const names = optStringArray({ list: request.body }, 'list', 1000, 200);
    if (!names) throw new ApiError(400, 'Expected a list of user names.');
    for (const name of names) {
      requirePermission(request, `users:edit:${name}`);
      setMember(role.name, name, true);
    }
    return reply.code(204).send();
  });
  app.delete<{ Params: { id: string; username: string } }>('/authz/roles/:id/assignee/:username', async (request, reply) => {
    const role = roles.byId(request.params.id);
    if (!role) throw new ApiError(404, `Couldn't find role ${request.params.id}`);
    requirePermission(request, `roles:edit:${role.id}`);
    requirePermission(request, `users:edit:${request.params.username}`);
    setMember(role.name, request.params.username, false);
    return reply.code(204).send();
  });
  app.get<{ Params: { username: string } }>('/authz/roles/user/:username', async (request) => {
    requirePermission(request, `users:edit:${request.params.username}`);
    const user = users.byUsername(request.params.username);
    if (!user) throw new ApiError(404, `Couldn't find user ${request.params.username}`);
    const list = user.roles.map((id) => roles.byId(id)).filter((r): r is RoleRecord => r !== undefined);
    return { total: list.length, page: 1, per_page: list.length, count: list.length, roles: list.map(authz) };
  });
};
