import { isObject, obj, optStr, str, strings, type JsonObject } from './decode';

/** A team (a Sift extension, docs/api-compatibility/teams.md): members hold its roles and what is shared with it. */
export interface Team {
  id: string;
  name: string;
  description: string;
  /** Member user ids. */
  userIds: string[];
  /** Role ids. */
  roleIds: string[];
}

/** Names of the users and roles teams mention (`context` of the teams answers). */
export interface TeamContext {
  users: Record<string, { username: string; fullName: string | null }>;
  roles: Record<string, { title: string }>;
}

export function decodeTeam(value: unknown, field = 'team'): Team {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    name: str(source['name'], `${field}.name`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    userIds: strings(source['users'] ?? [], `${field}.users`),
    roleIds: strings(source['roles'] ?? [], `${field}.roles`),
  };
}

export function decodeTeamContext(value: unknown, field = 'context'): TeamContext {
  const source: JsonObject = isObject(value) ? value : {};
  const users: TeamContext['users'] = {};
  const roles: TeamContext['roles'] = {};
  for (const [id, entry] of Object.entries(isObject(source['users']) ? source['users'] : {})) {
    const user = obj(entry, `${field}.users.${id}`);
    users[id] = {
      username: str(user['username'], `${field}.users.${id}.username`),
      fullName: optStr(user['full_name'], `${field}.users.${id}.full_name`),
    };
  }
  for (const [id, entry] of Object.entries(isObject(source['roles']) ? source['roles'] : {})) {
    roles[id] = { title: str(obj(entry, `${field}.roles.${id}`)['title'], `${field}.roles.${id}.title`) };
  }
  return { users, roles };
}

/** What a team is created or changed with; left-out fields keep their values on change. */
export interface TeamRequest {
  name?: string;
  description?: string;
  userIds?: string[];
  roleIds?: string[];
}

export function encodeTeamRequest(request: TeamRequest): JsonObject {
  return {
    ...(request.name !== undefined ? { name: request.name } : {}),
    ...(request.description !== undefined ? { description: request.description } : {}),
    ...(request.userIds !== undefined ? { users: request.userIds } : {}),
    ...(request.roleIds !== undefined ? { roles: request.roleIds } : {}),
  };
}
