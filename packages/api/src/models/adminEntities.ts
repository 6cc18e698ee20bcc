import { arrOr, bool, boolOr, isObject, num, obj, oneOf, optNum, optStr, record, str, strings, type JsonObject } from './decode';
import { decodeMessage, type Message } from './searchJob';
import { decodeParameter, type Parameter } from './search';
import { VIEW_TYPES, type ViewType } from './view';

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
  return { ...(role.id ? { id: role.id } : {}), name: role.name, description: role.description, permissions: [...role.permissions], read_only: role.readOnly };
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
  return { id: str(source['id'], `${field}.id`), username: str(source['username'], `${field}.username`), fullName: optStr(source['full_name'], `${field}.full_name`) };
}

/** API tokens of a user: `{tokens: [{id, name, last_access}]}`; a new token also has `token`. */
export type TokenWire = { id: string; name: string; last_access: string | null };
export type TokenListWire = { tokens: TokenWire[] };
export type CreatedTokenWire = TokenWire & { token: string };

function tokenWire(value: unknown, field: string): TokenWire {
  const source = obj(value, field);
  return { id: str(source['id'], `${field}.id`), name: str(source['name'], `${field}.name`), last_access: optStr(source['last_access'], `${field}.last_access`) };
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
export type ContentPackWire = { v: string; id: string; rev: number; name: string; summary: string; description: string; vendor: string; url: string; created_at?: string; server_version?: string; parameters: JsonObject[]; entities: JsonObject[] };
export type ContentPackListWire = { total: number; content_packs: ContentPackWire[]; content_pack_metadata: Record<string, Record<string, { installation_count: number }>> };
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

export function decodeContentPackList(value: unknown, field = 'content_packs'): { total: number; contentPacks: ContentPack[]; installationCounts: Record<string, Record<string, number>> } {
  const source = obj(value, field);
  const contentPacks = arrOr(source['content_packs'], `${field}.content_packs`, decodeContentPack);
  const metadata = isObject(source['content_pack_metadata']) ? source['content_pack_metadata'] : {};
  return {
    total: optNum(source['total'], `${field}.total`) ?? contentPacks.length,
    contentPacks,
    installationCounts: record(metadata, `${field}.content_pack_metadata`, (revs, f) => record(revs, f, (m, mf) => num(obj(m, mf)['installation_count'], `${mf}.installation_count`))),
  };
}

/** Authentication service backend (ADMIN-API.md §9.3); `config` is kept by its `type`. */
export type AuthBackendWire = { id: string; title: string; description: string; default_roles: string[]; config: JsonObject & { type: string } };
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
export type AlarmCallbackWire = { id: string; stream_id: string; type: string; title: string | null; configuration: JsonObject; created_at: string; creator_user_id: string };
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

/** Pipelines (ADMIN-API.md §8). */
export const STAGE_MATCHES = ['ALL', 'EITHER', 'PASS'] as const;
export type StageMatch = (typeof STAGE_MATCHES)[number];
export type PipelineSourceWire = { id: string; title: string; description: string | null; source: string; created_at: string; modified_at: string; stages: Array<{ stage: number; match: StageMatch; rules: string[] }>; errors?: JsonObject[] | null };
export interface PipelineSource {
  id: string;
  title: string;
  description: string;
  source: string;
  createdAt: string | null;
  modifiedAt: string | null;
  stages: Array<{ stage: number; match: StageMatch; rules: string[] }>;
  errors: JsonObject[];
}

export function decodePipeline(value: unknown, field = 'pipeline'): PipelineSource {
  const source = obj(value, field);
  return {
    ...decodeProcessingSource(source, field),
    stages: arrOr(source['stages'], `${field}.stages`, (s, f) => {
      const stage = obj(s, f);
      return { stage: num(stage['stage'], `${f}.stage`), match: oneOf(STAGE_MATCHES, stage['match'], `${f}.match`), rules: strings(stage['rules'], `${f}.rules`) };
    }),
  };
}

export type RuleSourceWire = { id: string; title: string; description: string | null; source: string; created_at: string; modified_at: string; errors?: JsonObject[] | null };
export interface RuleSource {
  id: string;
  title: string;
  description: string;
  source: string;
  createdAt: string | null;
  modifiedAt: string | null;
  errors: JsonObject[];
}

/** What pipelines and rules have in common: their source text, dates and parse errors. */
function decodeProcessingSource(source: JsonObject, field: string): RuleSource {
  return {
    id: str(source['id'], `${field}.id`),
    title: str(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    source: str(source['source'], `${field}.source`),
    createdAt: optStr(source['created_at'], `${field}.created_at`),
    modifiedAt: optStr(source['modified_at'], `${field}.modified_at`),
    errors: arrOr(source['errors'], `${field}.errors`, (e, f) => obj(e, f)),
  };
}

export function decodePipelineRule(value: unknown, field = 'rule'): RuleSource {
  return decodeProcessingSource(obj(value, field), field);
}

export type PipelineConnectionWire = { id: string; stream_id: string; pipeline_ids: string[] };
export interface PipelineConnection {
  id: string | null;
  streamId: string;
  pipelineIds: string[];
}

export function decodePipelineConnection(value: unknown, field = 'connection'): PipelineConnection {
  const source = obj(value, field);
  return { id: optStr(source['id'], `${field}.id`), streamId: str(source['stream_id'], `${field}.stream_id`), pipelineIds: strings(source['pipeline_ids'], `${field}.pipeline_ids`) };
}

/** `POST /system/pipelines/simulate`. */
export type SimulationWire = { messages: JsonObject[]; simulation_trace: Array<{ time: number; message: string }>; took_microseconds: number };
export interface Simulation {
  messages: Message[];
  trace: Array<{ time: number; message: string }>;
  tookMicroseconds: number;
}

export function decodeSimulation(value: unknown, field = 'simulation'): Simulation {
  const source = obj(value, field);
  return {
    messages: arrOr(source['messages'], `${field}.messages`, decodeMessage),
    trace: arrOr(source['simulation_trace'], `${field}.simulation_trace`, (t, f) => {
      const entry = obj(t, f);
      return { time: num(entry['time'], `${f}.time`), message: str(entry['message'], `${f}.message`) };
    }),
    tookMicroseconds: optNum(source['took_microseconds'], `${field}.took_microseconds`) ?? 0,
  };
}

/** `POST /streams/{id}/testMatch`: `{matches, rules: {<ruleId>: bool}}`. */
export type StreamTestMatchWire = { matches: boolean; rules: Record<string, boolean> };
export interface StreamTestMatch {
  matches: boolean;
  rules: Record<string, boolean>;
}

export function decodeStreamTestMatch(value: unknown, field = 'test_match'): StreamTestMatch {
  const source = obj(value, field);
  return { matches: bool(source['matches'], `${field}.matches`), rules: isObject(source['rules']) ? record(source['rules'], `${field}.rules`, bool) : {} };
}

/** `POST /views/search/metadata`: used parameters per query and the declared parameters. */
export type SearchMetadataWire = { query_metadata: Record<string, { used_parameters_names: string[] }>; declared_parameters: Record<string, JsonObject> };
export interface SearchMetadata {
  queryMetadata: Record<string, { usedParameterNames: string[] }>;
  declaredParameters: Record<string, Parameter>;
}

export function decodeSearchMetadata(value: unknown, field = 'metadata'): SearchMetadata {
  const source = obj(value, field);
  return {
    queryMetadata: isObject(source['query_metadata'])
      ? record(source['query_metadata'], `${field}.query_metadata`, (q, f) => ({ usedParameterNames: strings(obj(q, f)['used_parameters_names'], `${f}.used_parameters_names`) }))
      : {},
    declaredParameters: isObject(source['declared_parameters']) ? record(source['declared_parameters'], `${field}.declared_parameters`, decodeParameter) : {},
  };
}

/** A message decorator (`GET /search/decorators`): `{id, type, config, stream, order}`. */
export type DecoratorWire = { id: string; type: string; config: JsonObject; stream: string | null; order: number };
export interface Decorator {
  id: string;
  type: string;
  config: JsonObject;
  stream: string | null;
  order: number;
}

export function decodeDecorator(value: unknown, field = 'decorator'): Decorator {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    type: str(source['type'], `${field}.type`),
    config: isObject(source['config']) ? source['config'] : {},
    stream: optStr(source['stream'], `${field}.stream`),
    order: optNum(source['order'], `${field}.order`) ?? 0,
  };
}

/** `POST /views/forValue`: views with their search parameters (ViewParameterSummaryDTO). */
export type ViewParameterSummaryWire = { id: string; type: ViewType; title: string; summary: string; description: string; parameters: JsonObject[] };
export interface ViewParameterSummary {
  id: string;
  type: ViewType;
  title: string;
  summary: string;
  description: string;
  parameters: Parameter[];
}

export function decodeViewParameterSummary(value: unknown, field = 'view'): ViewParameterSummary {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    type: oneOf(VIEW_TYPES, source['type'] ?? 'DASHBOARD', `${field}.type`),
    title: str(source['title'], `${field}.title`),
    summary: optStr(source['summary'], `${field}.summary`) ?? '',
    description: optStr(source['description'], `${field}.description`) ?? '',
    parameters: arrOr(source['parameters'], `${field}.parameters`, decodeParameter),
  };
}

/** Node-proxied answers (`/cluster/...`): `{<node_id>: {call_executed, server_error_message, response: {success, code, entity}}}`. */
export type ProxiedResponseWire = Record<string, { call_executed: boolean; server_error_message: string | null; response: { success: boolean; code: number; entity: unknown } | null }>;
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
      entity: response ? response['entity'] ?? null : null,
    };
  });
}
