import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.js';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, paging, queryString, readStrictObject, slicePage, type JsonObject } from '../http/body.js';
import { toGrn } from '../sharing/grn.js';
import type { TeamRecord, TeamStore } from './store.js';

const TEAM_FIELDS = ['name', 'description', 'users', 'roles'];

type Params = { Params: { teamId: string } };

/** A team as answered: members and roles by id, only those that still exist. */
function teamJson(auth: AuthService, team: TeamRecord) {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    users: team.users.filter((id) => auth.stores.users.byId(id) !== undefined),
    roles: team.roles.filter((id) => auth.stores.roles.byId(id) !== undefined),
  };
}

/** Names of the users and roles the listed teams mention, so a client shows them without more calls. */
function teamContext(auth: AuthService, teams: readonly TeamRecord[]) {
  const users: Record<string, { username: string; full_name: string | null }> = {};
  const roles: Record<string, { title: string }> = {};
  for (const team of teams) {
    for (const id of team.users) {
      const user = auth.stores.users.byId(id);
      if (user) users[id] = { username: user.username, full_name: user.fullName };
    }
    for (const id of team.roles) {
      const role = auth.stores.roles.byId(id);
      if (role) roles[id] = { title: role.name };
    }
  }
  return { users, roles };
}

function ids(obj: JsonObject, key: string, exists: (id: string) => boolean, what: string): string[] | undefined {
  const value = obj[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 10_000 || value.some((v) => typeof v !== 'string'))
    throw new ApiError(400, `Unable to map property ${key}: it must be a list of ${what} ids.`);
  const unknown = (value as string[]).find((id) => !exists(id));
  if (unknown !== undefined) throw new ApiError(400, `Unknown ${what} ${unknown}.`);
  return [...new Set(value as string[])];
}

/**
 * `/authz/teams` (a Sift extension, docs/api-compatibility/teams.md): teams of users with roles. Reading
 * needs `users:list`; creating, changing and deleting a team need `users:edit` for every user, and giving
 * a team roles also `users:rolesedit`, as giving a user roles does.
 */
export function teamRoutes(auth: AuthService, store: TeamStore): FastifyPluginAsync {
  return async (app) => {
    const load = (request: FastifyRequest<Params>): TeamRecord => {
      const team = store.byId(request.params.teamId);
      if (!team) throw new ApiError(404, `Couldn't find team ${request.params.teamId}`);
      return team;
    };
    const read = (request: FastifyRequest, previous: TeamRecord | undefined): Omit<TeamRecord, 'id'> => {
      const subject = requirePermission(request, 'users:edit');
      const body = readStrictObject(request.body, TEAM_FIELDS, 'team');
      const nameValue = body['name'];
      if (nameValue !== undefined && nameValue !== null && typeof nameValue !== 'string')
        throw new ApiError(400, 'Unable to map property name: it must be a string.');
      const name = (typeof nameValue === 'string' ? nameValue : (previous?.name ?? '')).trim();
      if (!name) throw new ApiError(400, 'Team name cannot be empty.');
      if (name.length > 200) throw new ApiError(400, 'Team name must be at most 200 characters long.');
      const sameName = store.byName(name);
      if (sameName && sameName.id !== previous?.id) throw new ApiError(400, `Team ${name} already exists.`);
      const description = body['description'];
      if (description !== undefined && description !== null && typeof description !== 'string')
        throw new ApiError(400, 'Unable to map property description: it must be a string.');
      const users = ids(body, 'users', (id) => auth.stores.users.byId(id) !== undefined, 'user');
      const roles = ids(body, 'roles', (id) => auth.stores.roles.byId(id) !== undefined, 'role');
      const previousRoles = previous?.roles ?? [];
      const rolesChanged = roles !== undefined && (roles.length !== previousRoles.length || roles.some((r) => !previousRoles.includes(r)));
      if (rolesChanged && !subject.isPermitted('users:rolesedit')) throw new ApiError(403, 'Not authorized');
      return {
        name,
        description: typeof description === 'string' ? description.trim().slice(0, 2000) : (previous?.description ?? ''),
        users: users ?? previous?.users ?? [],
        roles: roles ?? previousRoles,
      };
    };

    app.get('/authz/teams', async (request) => {
      requirePermission(request, 'users:list');
      const q = isObject(request.query) ? request.query : {};
      const { page, perPage } = paging(q, 50);
      const query = (queryString(q, 'query') ?? '').trim().toLowerCase();
      const order = queryString(q, 'order') === 'desc' ? -1 : 1;
      const all = store.all();
      const matching = all
        .filter((t) => !query || t.name.toLowerCase().includes(query) || t.description.toLowerCase().includes(query))
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) * order);
      const list = slicePage(matching, page, perPage);
      return {
        total: matching.length,
        page,
        per_page: perPage === Number.MAX_SAFE_INTEGER ? 0 : perPage,
        count: list.length,
        grand_total: all.length,
        ...(query ? { query } : {}),
        teams: list.map((t) => teamJson(auth, t)),
        context: teamContext(auth, list),
      };
    });

    app.get<Params>('/authz/teams/:teamId', async (request) => {
      requirePermission(request, 'users:list');
      const team = load(request);
      return { ...teamJson(auth, team), context: teamContext(auth, [team]) };
    });

    // The teams of one user: for the user themselves or whoever may edit them.
    app.get<{ Params: { userId: string } }>('/authz/teams/user/:userId', async (request) => {
      const subject = requireSubject(request);
      const user = auth.stores.users.byId(request.params.userId);
      if (!user) throw new ApiError(404, `Couldn't find user ${request.params.userId}`);
      if (!subject.isPermitted(`users:edit:${user.username}`)) throw new ApiError(403, 'Not authorized');
      const teams = store.ofUser(user.id);
      return { teams: teams.map((t) => teamJson(auth, t)), context: teamContext(auth, teams) };
    });

    app.post('/authz/teams', async (request, reply) => {
      const team = store.save(read(request, undefined));
      return reply.code(201).header('location', `/api/authz/teams/${team.id}`).send(teamJson(auth, team));
    });

    app.put<Params>('/authz/teams/:teamId', async (request) => {
      requirePermission(request, 'users:edit');
      const previous = load(request);
      const team = store.save({ ...read(request, previous), id: previous.id });
      return teamJson(auth, team);
    });

    app.delete<Params>('/authz/teams/:teamId', async (request, reply) => {
      requirePermission(request, 'users:edit');
      const team = load(request);
      // What was shared with the team is shared with nobody once it is gone.
      auth.stores.grants.removeGrantee(toGrn('team', team.id));
      store.delete(team.id);
      return reply.code(204).send();
    });
  };
}
