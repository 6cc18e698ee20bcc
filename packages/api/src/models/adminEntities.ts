import { arrOr, bool, boolOr, isObject, num, obj, optNum, optStr, record, str, strings, type JsonObject } from './decode';

/** A role: `{id?, name, description, permissions, read_only}` (ADMIN-API.md §9.4; `/roles` has no id). */
export type RoleWire = { id?: string; name: string; description: string | null; permissions: string[]; read_only: boolean };
export interface Role {
  id: string | null;
  name: string;
  description: string;
  permissions: string[];
  readOnly: boolean;
}

export function decodeRole(value: unknown, field = 'role'): Role {
  const source = obj(value, field);
  return {
    id: optStr(source['id'], `${field}.id`),
    name: str(source['name'], `${field}.name`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    permissions: strings(source['permissions'], `${field}.permissions`),
    readOnly: boolOr(source['read_only'], `${field}.read_only`, false),
  };
}

export function encodeRole(role: Role): RoleWire {
  return {
    ...(role.id ? { id: role.id } : {}),
    name: role.name,
    description: role.description,
    permissions: [...role.permissions],
    read_only: role.readOnly,
  };
}

/** `GET /roles`: `{total, roles: [Role]}`. */
export type RoleListWire = { total: number; roles: RoleWire[] };

/** A user as listed among role members or assignees: `{id, username, full_name?}`. */
export type RoleMemberWire = { id: string; username: string; full_name?: string | null };
export interface RoleMember {
  id: string;
  username: string;
  fullName: string | null;
}

export function decodeRoleMember(value: unknown, field = 'user'): RoleMember {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    username: str(source['username'], `${field}.username`),
    fullName: optStr(source['full_name'], `${field}.full_name`),
  };
}

/** API tokens of a user: `{tokens: [{id, name, last_access}]}`; a new token also has `token`. */
export type TokenWire = { id: string; name: string; last_access: string | null };
export type TokenListWire = { tokens: TokenWire[] };
export type CreatedTokenWire = TokenWire & { token: string };

function tokenWire(value: unknown, field: string): TokenWire {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    name: str(source['name'], `${field}.name`),
    last_access: optStr(source['last_access'], `${field}.last_access`),
  };
}

/** Validates the token list and keeps the wire shape. */
export function decodeTokenListWire(value: unknown, field = 'tokens'): TokenListWire {
  return { tokens: arrOr(obj(value, field)['tokens'], `${field}.tokens`, tokenWire) };
}

export function decodeCreatedTokenWire(value: unknown, field = 'token'): CreatedTokenWire {
  return { ...tokenWire(value, field), token: str(obj(value, field)['token'], `${field}.token`) };
}

export interface AccessToken {
  id: string;
  name: string;
  /** Null when never used (Graylog sends the epoch then). */
  lastAccess: string | null;
}

export function toAccessToken(wire: TokenWire): AccessToken {
  const time = wire.last_access === null ? NaN : Date.parse(wire.last_access);
  return { id: wire.id, name: wire.name, lastAccess: Number.isNaN(time) || time <= 0 ? null : wire.last_access };
}

/** A token just created: the only time its value is known. */
export interface CreatedAccessToken extends AccessToken {
  token: string;
}

export function toCreatedAccessToken(wire: CreatedTokenWire): CreatedAccessToken {
  return { ...toAccessToken(wire), token: wire.token };
}

/** An entity shared with a user (`GET /authz/shares/user/{id}`): `{id: <GRN>, type, title, owners}`. */
export type SharedEntityWire = { id: string; type: string; title: string; owners: Array<{ id: string; type: string; title: string }> };
export interface SharedEntity {
  grn: string;
  type: string;
  title: string;
  owners: Array<{ grn: string; type: string; title: string }>;
}

export function decodeSharedEntity(value: unknown, field = 'entity'): SharedEntity {
  const source = obj(value, field);
  return {
    grn: str(source['id'], `${field}.id`),
    type: str(source['type'], `${field}.type`),
    title: str(source['title'], `${field}.title`),
    owners: arrOr(source['owners'], `${field}.owners`, (o, f) => {
      const owner = obj(o, f);
      return { grn: str(owner['id'], `${f}.id`), type: str(owner['type'], `${f}.type`), title: str(owner['title'], `${f}.title`) };
    }),
  };
}

/** Content pack list (ADMIN-API.md §9.1). */
export type ContentPackWire = {
  v: string;
  id: string;
  rev: number;
  name: string;
  summary: string;
  description: string;
  vendor: string;
  url: string;
  created_at?: string;
  server_version?: string;
  parameters: JsonObject[];
  entities: JsonObject[];
};
export type ContentPackListWire = {
  total: number;
  content_packs: ContentPackWire[];
  content_pack_metadata: Record<string, Record<string, { installation_count: number }>>;
};
export interface ContentPack {
  id: string;
  rev: number;
  name: string;
  summary: string;
  description: string;
  vendor: string;
  url: string;
  createdAt: string | null;
  serverVersion: string | null;
  parameters: JsonObject[];
  entities: JsonObject[];
}

export function decodeContentPack(value: unknown, field = 'content_pack'): ContentPack {
  const source = obj(value, field);
  const text = (key: string) => optStr(source[key], `${field}.${key}`) ?? '';
  return {
    id: str(source['id'], `${field}.id`),
    rev: num(source['rev'], `${field}.rev`),
    name: str(source['name'], `${field}.name`),
    summary: text('summary'),
    description: text('description'),
    vendor: text('vendor'),
    url: text('url'),
    createdAt: optStr(source['created_at'], `${field}.created_at`),
    serverVersion: optStr(source['server_version'], `${field}.server_version`),
    parameters: arrOr(source['parameters'], `${field}.parameters`, (p, f) => obj(p, f)),
    entities: arrOr(source['entities'], `${field}.entities`, (e, f) => obj(e, f)),
  };
}

export function decodeContentPackList(
  value: unknown,
  field = 'content_packs',
): { total: number; contentPacks: ContentPack[]; installationCounts: Record<string, Record<string, number>> } {
  const source = obj(value, field);
  const contentPacks = arrOr(source['content_packs'], `${field}.content_packs`, decodeContentPack);
  const metadata = isObject(source['content_pack_metadata']) ? source['content_pack_metadata'] : {};
  return {
    total: optNum(source['total'], `${field}.total`) ?? contentPacks.length,
    contentPacks,
    installationCounts: record(metadata, `${field}.content_pack_metadata`, (revs, f) =>
      record(revs, f, (m, mf) => num(obj(m, mf)['installation_count'], `${mf}.installation_count`)),
    ),
  };
}

/** Authentication service backend (ADMIN-API.md §9.3); `config` is kept by its `type`. */
export type AuthBackendWire = {
  id: string;
  title: string;
  description: string;
  default_roles: string[];
  config: JsonObject & { type: string };
};
export interface AuthBackend {
  id: string;
  title: string;
  description: string;
  defaultRoles: string[];
  config: JsonObject & { type: string };
}

export function decodeAuthBackend(value: unknown, field = 'backend'): AuthBackend {
  const source = obj(value, field);
  const config = obj(source['config'], `${field}.config`);
  return {
    id: str(source['id'], `${field}.id`),
    title: str(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    defaultRoles: strings(source['default_roles'], `${field}.default_roles`),
    config: { ...config, type: str(config['type'], `${field}.config.type`) },
  };
}

/** Legacy alarm callbacks of a stream: `{total, alarmcallbacks: [{id, stream_id, type, configuration, created_at, creator_user_id, title}]}`. */
export type AlarmCallbackWire = {
  id: string;
  stream_id: string;
  type: string;
  title: string | null;
  configuration: JsonObject;
  created_at: string;
  creator_user_id: string;
};
export interface AlarmCallback {
  id: string;
  streamId: string;
  type: string;
  title: string | null;
  configuration: JsonObject;
  createdAt: string | null;
  creatorUserId: string | null;
}

export function decodeAlarmCallbacks(value: unknown, field = 'alarmcallbacks'): AlarmCallback[] {
  return arrOr(obj(value, field)['alarmcallbacks'], `${field}.alarmcallbacks`, (c, f) => {
    const callback = obj(c, f);
    return {
      id: str(callback['id'], `${f}.id`),
      streamId: str(callback['stream_id'], `${f}.stream_id`),
      type: str(callback['type'], `${f}.type`),
      title: optStr(callback['title'], `${f}.title`),
      configuration: isObject(callback['configuration']) ? callback['configuration'] : {},
      createdAt: optStr(callback['created_at'], `${f}.created_at`),
      creatorUserId: optStr(callback['creator_user_id'], `${f}.creator_user_id`),
    };
  });
}

/** `POST /streams/{id}/testMatch`: `{matches, rules: {<ruleId>: bool}}`. */
export type StreamTestMatchWire = { matches: boolean; rules: Record<string, boolean> };
export interface StreamTestMatch {
  matches: boolean;
  rules: Record<string, boolean>;
}

export function decodeStreamTestMatch(value: unknown, field = 'test_match'): StreamTestMatch {
  const source = obj(value, field);
  return {
    matches: bool(source['matches'], `${field}.matches`),
    rules: isObject(source['rules']) ? record(source['rules'], `${field}.rules`, bool) : {},
  };
}

/** Node-proxied answers (`/cluster/...`): `{<node_id>: {call_executed, server_error_message, response: {success, code, entity}}}`. */
export type ProxiedResponseWire = Record<
  string,
  { call_executed: boolean; server_error_message: string | null; response: { success: boolean; code: number; entity: unknown } | null }
>;
export interface ProxiedResponse {
  callExecuted: boolean;
  serverErrorMessage: string | null;
  success: boolean;
  code: number | null;
  entity: unknown;
}

export function decodeProxiedResponses(value: unknown, field = 'cluster'): Record<string, ProxiedResponse> {
  if (value === null || value === undefined) return {};
  return record(value, field, (n, f) => {
    const node = obj(n, f);
    const response = isObject(node['response']) ? node['response'] : null;
    return {
      callExecuted: boolOr(node['call_executed'], `${f}.call_executed`, false),
      serverErrorMessage: optStr(node['server_error_message'], `${f}.server_error_message`),
      success: response ? boolOr(response['success'], `${f}.response.success`, false) : false,
      code: response ? optNum(response['code'], `${f}.response.code`) : null,
      entity: response ? (response['entity'] ?? null) : null,
    };
  });
}
