import type { ApiClient } from '../client/ApiClient';
import { arrOr, obj, required, type JsonObject } from '../models/decode';
import { decodePage, pageParams, type Page, type PageQuery } from '../models/paging';
import { decodeEntityShareState, type CapabilityId, type EntityShareState } from '../models/shares';
import { decodeGrokPattern, decodeOutput, type GrokPattern, type Output } from '../models/output';
import { decodeUser, decodeUserOverview, type User, type UserOverview } from '../models/user';
import { call, getArray, getObject, segment, send } from './helpers';

/** Users default to 50 per page, sorted by full name ascending (3-administration.md §9). */
export const USERS_PAGE_DEFAULTS = { page: 1, perPage: 50, sort: 'full_name', order: 'asc' } as const;

/** User administration (3-administration.md §7 Users). */
export const UserAdminApi = {
  list: async (client: ApiClient, options: { includePermissions?: boolean; includeSessions?: boolean } = {}): Promise<User[]> =>
    arrOr((await getObject(client, '/users', 'users', { include_permissions: options.includePermissions, include_sessions: options.includeSessions }))['users'], 'users.users', decodeUser),
  paginated: async (client: ApiClient, query: PageQuery = {}): Promise<Page<UserOverview>> => decodePage(await getObject(client, '/users/paginated', 'users', pageParams({ ...USERS_PAGE_DEFAULTS, ...query })), 'users', decodeUserOverview),
  byId: async (client: ApiClient, id: string): Promise<User> => decodeUser(await getObject(client, `/users/id/${segment(id)}`, 'user')),
  create: (client: ApiClient, user: JsonObject) => call(client, 'POST', '/users', user),
  update: (client: ApiClient, userId: string, changes: JsonObject) => call(client, 'PUT', `/users/${segment(userId)}`, changes),
  remove: (client: ApiClient, username: string) => call(client, 'DELETE', `/users/${segment(username)}`),
  removeById: (client: ApiClient, id: string) => call(client, 'DELETE', `/users/id/${segment(id)}`),
  changePassword: (client: ApiClient, userId: string, passwords: { old_password?: string; password: string }) => call(client, 'PUT', `/users/${segment(userId)}/password`, passwords),
  setStatus: (client: ApiClient, userId: string, status: 'enabled' | 'disabled') => call(client, 'PUT', `/users/${segment(userId)}/status/${status}`),
  tokens: (client: ApiClient, userId: string) => getObject(client, `/users/${segment(userId)}/tokens`, 'tokens'),
  createToken: (client: ApiClient, userId: string, name: string) => send(client, 'POST', `/users/${segment(userId)}/tokens/${segment(name)}`, {}, 'token'),
  removeToken: (client: ApiClient, userId: string, tokenId: string) => call(client, 'DELETE', `/users/${segment(userId)}/tokens/${segment(tokenId)}`),
  setPermissions: (client: ApiClient, username: string, permissions: string[]) => call(client, 'PUT', `/users/${segment(username)}/permissions`, { permissions }),
  removePermissions: (client: ApiClient, username: string) => call(client, 'DELETE', `/users/${segment(username)}/permissions`),
  enable: (client: ApiClient, userId: string) => call(client, 'POST', `/system/authentication/users/${segment(userId)}/enable`),
  disable: (client: ApiClient, userId: string) => call(client, 'POST', `/system/authentication/users/${segment(userId)}/disable`),
};

/** Sharing (3-administration.md §7 Sharing; API.md §13). The GRN is the entity's `grn::::<type>:<id>`. */
export const SharesApi = {
  prepare: async (client: ApiClient, entityGrn: string, selected?: Record<string, CapabilityId>): Promise<EntityShareState> =>
    decodeEntityShareState(required(await client.post(`/authz/shares/entities/${segment(entityGrn)}/prepare`, selected ? { selected_grantee_capabilities: selected } : {}), 'share_state')),
  update: async (client: ApiClient, entityGrn: string, selected: Record<string, CapabilityId>): Promise<EntityShareState> =>
    decodeEntityShareState(required(await client.post(`/authz/shares/entities/${segment(entityGrn)}`, { selected_grantee_capabilities: selected }), 'share_state')),
  forUser: async (client: ApiClient, userId: string, query: PageQuery & { capability?: string; entityType?: string } = {}): Promise<Page<JsonObject>> =>
    decodePage(await getObject(client, `/authz/shares/user/${segment(userId)}`, 'entities', { ...pageParams(query), capability: query.capability, entity_type: query.entityType }), 'entities', (e, f) => obj(e, f)),
};

/** Outputs, metrics and system information (3-administration.md §7). */
export const OutputsApi = {
  list: async (client: ApiClient): Promise<Output[]> => arrOr((await getObject(client, '/system/outputs', 'outputs'))['outputs'], 'outputs.outputs', decodeOutput),
  get: async (client: ApiClient, id: string): Promise<Output> => decodeOutput(await getObject(client, `/system/outputs/${segment(id)}`, 'output')),
  create: async (client: ApiClient, output: { title: string; type: string; configuration: JsonObject; streams?: string[] }): Promise<Output> =>
    decodeOutput(required(await client.post('/system/outputs', output), 'output')),
  update: async (client: ApiClient, id: string, changes: Partial<{ title: string; configuration: JsonObject }>): Promise<Output> =>
    decodeOutput(required(await client.put(`/system/outputs/${segment(id)}`, changes), 'output')),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/system/outputs/${segment(id)}`),
  available: (client: ApiClient) => getObject(client, '/system/outputs/available', 'output_types'),
  forStream: async (client: ApiClient, streamId: string): Promise<Output[]> => arrOr((await getObject(client, `/streams/${segment(streamId)}/outputs`, 'outputs'))['outputs'], 'outputs.outputs', decodeOutput),
};

/** Grok patterns (ADMIN-API.md §3). */
export const GrokApi = {
  list: async (client: ApiClient): Promise<GrokPattern[]> => arrOr((await getObject(client, '/system/grok', 'grok'))['patterns'], 'grok.patterns', decodeGrokPattern),
  paginated: async (client: ApiClient, query: PageQuery = {}): Promise<Page<GrokPattern>> => decodePage(await getObject(client, '/system/grok/paginated', 'patterns', pageParams(query)), 'patterns', decodeGrokPattern),
  create: async (client: ApiClient, pattern: { name: string; pattern: string }): Promise<GrokPattern> => decodeGrokPattern(required(await client.post('/system/grok', pattern), 'grok_pattern')),
  update: async (client: ApiClient, id: string, pattern: { name: string; pattern: string }): Promise<GrokPattern> => decodeGrokPattern(required(await client.put(`/system/grok/${segment(id)}`, pattern), 'grok_pattern')),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/system/grok/${segment(id)}`),
  /** Note the camelCase `sampleData`, as on Graylog. */
  test: (client: ApiClient, pattern: { name: string; pattern: string }, sampleData: string) => send(client, 'POST', '/system/grok/test', { grok_pattern: pattern, sampleData }, 'grok_test'),
};

export const SystemInfoApi = {
  metrics: (client: ApiClient) => getObject(client, '/system/metrics', 'metrics'),
  metricNames: (client: ApiClient) => getObject(client, '/system/metrics/names', 'metric_names'),
  metricNamespace: (client: ApiClient, namespace: string) => getObject(client, `/system/metrics/namespace/${segment(namespace)}`, 'metrics'),
  metric: (client: ApiClient, name: string) => getObject(client, `/system/metrics/${segment(name)}`, 'metric'),
  messages: (client: ApiClient, page = 1) => getObject(client, '/system/messages', 'system_messages', { page }),
  plugins: (client: ApiClient) => getObject(client, '/system/plugins', 'plugins'),
  permissions: (client: ApiClient) => getObject(client, '/system/permissions', 'permissions'),
  readerPermissions: (client: ApiClient, username: string) => getArray(client, `/system/permissions/reader/${segment(username)}`, 'permissions'),
  satisfiesVersion: (client: ApiClient, version: string) => getObject(client, `/system/searchVersion/satisfiesVersion/${segment(version)}`, 'version'),
  serviceManager: (client: ApiClient) => getObject(client, '/system/serviceManager', 'service_manager'),
  throughput: (client: ApiClient) => getObject(client, '/system/throughput', 'throughput'),
  stats: (client: ApiClient, part?: 'fs' | 'jvm' | 'network' | 'os' | 'process') => getObject(client, part ? `/system/stats/${part}` : '/system/stats', 'stats'),
  searchBackendStats: (client: ApiClient) => getObject(client, '/system/indexer/cluster/info', 'indexer_cluster'),
  loggers: (client: ApiClient) => getObject(client, '/cluster/system/loggers', 'loggers'),
  totalCount: (client: ApiClient) => getObject(client, '/count/total', 'count'),
};

/** Extractor testers and message parsing (ADMIN-API.md §2.7). */
export const ToolsApi = {
  grok: (client: ApiClient, request: { pattern: string; string: string; named_captures_only: boolean }) => send(client, 'POST', '/tools/grok_tester', request, 'grok_test'),
  json: (client: ApiClient, request: { string: string; flatten: boolean; list_separator: string; key_separator: string; kv_separator: string; replace_key_whitespace: boolean; key_whitespace_replacement: string; key_prefix: string }) =>
    send(client, 'POST', '/tools/json_tester', request, 'json_test'),
  validateRegex: (client: ApiClient, regex: string) => getObject(client, '/tools/regex_tester/validate', 'regex_validation', { regex }),
  regex: (client: ApiClient, request: { regex: string; string: string }) => send(client, 'POST', '/tools/regex_tester', request, 'regex_test'),
  regexReplace: (client: ApiClient, request: { regex: string; replacement: string; replace_all: boolean; string: string }) => send(client, 'POST', '/tools/regex_replace_tester', request, 'regex_replace_test'),
  splitAndIndex: (client: ApiClient, request: { split_by: string; index: number; string: string }) => send(client, 'POST', '/tools/split_and_index_tester', request, 'split_test'),
  substring: (client: ApiClient, request: { start: number; end: number; string: string }) => send(client, 'POST', '/tools/substring_tester', request, 'substring_test'),
  containsString: (client: ApiClient, request: { search_string: string; string: string }) => send(client, 'POST', '/tools/contains_string_tester', request, 'contains_test'),
  lookupTable: (client: ApiClient, request: { lookup_table_name: string; string: string }) => send(client, 'POST', '/tools/lookup_table_tester', request, 'lookup_test'),
  naturalDate: (client: ApiClient, text: string, timezone?: string) => getObject(client, '/tools/natural_date_tester', 'natural_date', { string: text, timezone }),
  parseMessage: (client: ApiClient, request: { message: string; codec: string; remote_address?: string; configuration?: JsonObject }) => send(client, 'POST', '/messages/parse', request, 'message'),
};

/** Paged lists of the other administration areas, read as typed pages of JSON objects. */
function pagedList(path: string, listKey: string) {
  return async (client: ApiClient, query: PageQuery = {}): Promise<Page<JsonObject>> => decodePage(await getObject(client, path, listKey, pageParams(query)), listKey, (e, f) => obj(e, f));
}

/** The other catalogue paths of 3-administration.md §7 ("Other"); payloads are not specified there. */
export const OtherAdminApi = {
  alertCallbacks: (client: ApiClient) => getObject(client, '/alerts/callbacks', 'callbacks'),
  authenticationBackends: (client: ApiClient) => getObject(client, '/system/authentication/services/backends', 'backends'),
  roles: (client: ApiClient) => getObject(client, '/roles', 'roles'),
  authzRoles: pagedList('/authz/roles', 'roles'),
  roleAssignees: (client: ApiClient, roleId: string, query: PageQuery = {}) => getObject(client, `/authz/roles/${segment(roleId)}/assignees`, 'assignees', pageParams(query)),
  contentPacks: (client: ApiClient) => getObject(client, '/system/content_packs', 'content_packs'),
  indexerFailures: (client: ApiClient, limit = 50, offset = 0) => getObject(client, '/system/indexer/failures', 'failures', { limit, offset }),
  indexerOverview: (client: ApiClient) => getObject(client, '/system/indexer/overview', 'indexer_overview'),
  pipelines: (client: ApiClient) => getArray(client, '/system/pipelines/pipeline', 'pipelines'),
  pipelineRules: (client: ApiClient) => getArray(client, '/system/pipelines/rule', 'rules'),
  pipelineConnections: (client: ApiClient) => getArray(client, '/system/pipelines/connections', 'connections'),
  simulatePipeline: (client: ApiClient, request: { stream_id: string; message: JsonObject; input_id?: string }) => send(client, 'POST', '/system/pipelines/simulate', request, 'simulation'),
};
