import type { ApiClient } from '../client/ApiClient';
import { arrOr, isObject, required, ResponseShapeError } from '../models/decode';
import {
  decodeAuthBackend,
  decodeContentPackList,
  decodeCreatedTokenWire,
  decodeRole,
  decodeRoleMember,
  decodeSharedEntity,
  decodeTokenListWire,
  encodeRole,
  toAccessToken,
  type AccessToken,
  type AuthBackend,
  type ContentPack,
  type CreatedTokenWire,
  type Role,
  type RoleMember,
  type SharedEntity,
  type TokenListWire,
} from '../models/adminEntities';
import {
  decodePipeline,
  decodePipelineConnection,
  decodePipelineRule,
  decodeSimulation,
  type PipelineConnection,
  type PipelineSource,
  type RuleSource,
  type Simulation,
} from '../models/pipelines';
import { decodeAvailableOutputs, decodeLegacyPluginTypes, type AvailableOutput, type LegacyPluginType } from '../models/configuration';
import { decodePage, pageParams, type Page, type PageQuery } from '../models/paging';
import { decodeMessage, type Message } from '../models/searchJob';
import { decodeEntityShareState, type CapabilityId, type EntityShareState } from '../models/shares';
import { decodeGrokPattern, decodeOutput, type GrokPattern, type Output } from '../models/output';
import { decodeMetrics, type MetricEntry } from '../models/system';
import {
  decodeClusterLoggers,
  decodeJvm,
  decodeNodeThroughput,
  decodePermissionCatalogue,
  decodePlugins,
  decodeReaderPermissions,
  decodeSatisfiesVersion,
  decodeServiceManager,
  decodeSystemMessages,
  decodeSystemStats,
  decodeTotalCount,
  type LoggerLevel,
  type Plugin,
  type SystemMessage,
  type SystemStatsWire,
} from '../models/systemInfo';
import { decodeMetricValue, decodeMetricNames, decodeMetricRegistry, type MetricValueWire, type MetricRegistry } from '../models/metrics';
import {
  decodeIndexerCluster,
  decodeIndexerFailures,
  decodeIndexerOverview,
  type IndexerCluster,
  type IndexerFailure,
  type IndexerOverview,
} from '../models/indexer';
import {
  decodeCutTester,
  decodeGrokCaptures,
  decodeGrokTester,
  decodeJsonTester,
  decodeLookupTester,
  decodeMatchTester,
  decodeNaturalDate,
  decodeRegexValidation,
  type CutTesterResult,
  type GrokTesterResult,
  type JsonTesterResult,
  type LookupTesterResult,
  type MatchTesterResult,
  type NaturalDate,
  type RegexValidation,
} from '../models/tools';
import { decodeUser, decodeUserOverview, type User, type UserOverview } from '../models/user';
import { call, getObject, segment, send } from './helpers';
import { decodeJournalSummary, type NodeJournal } from '../models/journal';

/** `POST /users` and `PUT /users/{name}` bodies (UserCreateRequest / ChangeUserRequest). */
export type UserCreateRequestWire = {
  username: string;
  password: string;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  full_name?: string | null;
  permissions: string[];
  roles?: string[];
  timezone?: string | null;
  session_timeout_ms?: number;
  startpage?: { type: string | null; id: string | null } | null;
  service_account?: boolean;
};
export type UserUpdateRequestWire = Partial<Omit<UserCreateRequestWire, 'username' | 'password'>>;

/** `GET /users/paginated`: the page, plus the root administrator from `context.admin_user`. */
export type UserPage = Page<UserOverview> & { adminUser: UserOverview | null };
/** `GET /authz/roles`: the page, plus each listed role's users from `context.users`. */
export type RolePage = Page<Role> & { usersByRole: Record<string, RoleMember[]> };

/** Required body of a call whose answer must be present; a 204 is a ResponseShapeError naming `what`. */
async function post(client: ApiClient, path: string, body: unknown, what: string): Promise<unknown> {
  return required(await client.post(path, body), what);
}

/** Users default to 50 per page, sorted by full name ascending (3-administration.md §9). */
export const USERS_PAGE_DEFAULTS = { page: 1, perPage: 50, sort: 'full_name', order: 'asc' } as const;

/** User administration (3-administration.md §7 Users). */
export const UserAdminApi = {
  list: async (client: ApiClient, options: { includePermissions?: boolean; includeSessions?: boolean } = {}): Promise<User[]> =>
    arrOr(
      (
        await getObject(client, '/users', 'users', {
          include_permissions: options.includePermissions,
          include_sessions: options.includeSessions,
        })
      )['users'],
      'users.users',
      decodeUser,
    ),
  /** A page of accounts; the root administrator, which Graylog keeps out of the list, comes as `adminUser` (`context.admin_user`). */
  paginated: async (client: ApiClient, query: PageQuery = {}): Promise<UserPage> => {
    const page = decodePage(
      await getObject(client, '/users/paginated', 'users', pageParams({ ...USERS_PAGE_DEFAULTS, ...query })),
      'users',
      decodeUserOverview,
    );
    const admin = page.context['admin_user'];
    return { ...page, adminUser: admin === undefined || admin === null ? null : decodeUserOverview(admin, 'users.context.admin_user') };
  },
  byId: async (client: ApiClient, id: string): Promise<User> => decodeUser(await getObject(client, `/users/id/${segment(id)}`, 'user')),
  create: (client: ApiClient, user: UserCreateRequestWire) => call(client, 'POST', '/users', user),
  update: (client: ApiClient, userId: string, changes: UserUpdateRequestWire) => call(client, 'PUT', `/users/${segment(userId)}`, changes),
  remove: (client: ApiClient, username: string) => call(client, 'DELETE', `/users/${segment(username)}`),
  removeById: (client: ApiClient, id: string) => call(client, 'DELETE', `/users/id/${segment(id)}`),
  changePassword: (client: ApiClient, userId: string, passwords: { old_password?: string; password: string }) =>
    call(client, 'PUT', `/users/${segment(userId)}/password`, passwords),
  setStatus: (client: ApiClient, userId: string, status: 'enabled' | 'disabled') =>
    call(client, 'PUT', `/users/${segment(userId)}/status/${status}`),
  /** Ends every session of a user (Sift's `DELETE /users/{id}/sessions`; Graylog 5.1 ends them only on disable). */
  terminateSessions: (client: ApiClient, userId: string) => call(client, 'DELETE', `/users/${segment(userId)}/sessions`),
  /** `{tokens: [{id, name, last_access}]}`, validated, in the wire shape. */
  tokens: async (client: ApiClient, userId: string): Promise<TokenListWire> =>
    decodeTokenListWire(await getObject(client, `/users/${segment(userId)}/tokens`, 'tokens')),
  /** The tokens as models (`lastAccess` null when never used). */
  accessTokens: async (client: ApiClient, userId: string): Promise<AccessToken[]> =>
    (await UserAdminApi.tokens(client, userId)).tokens.map(toAccessToken),
  /** The new token with its value (the only time it is sent), validated, in the wire shape. */
  createToken: async (client: ApiClient, userId: string, name: string): Promise<CreatedTokenWire> =>
    decodeCreatedTokenWire(required(await client.post(`/users/${segment(userId)}/tokens/${segment(name)}`, {}), 'token')),
  removeToken: (client: ApiClient, userId: string, tokenId: string) =>
    call(client, 'DELETE', `/users/${segment(userId)}/tokens/${segment(tokenId)}`),
  setPermissions: (client: ApiClient, username: string, permissions: string[]) =>
    call(client, 'PUT', `/users/${segment(username)}/permissions`, { permissions }),
  removePermissions: (client: ApiClient, username: string) => call(client, 'DELETE', `/users/${segment(username)}/permissions`),
  enable: (client: ApiClient, userId: string) => call(client, 'POST', `/system/authentication/users/${segment(userId)}/enable`),
  disable: (client: ApiClient, userId: string) => call(client, 'POST', `/system/authentication/users/${segment(userId)}/disable`),
};

/** Sharing (3-administration.md §7 Sharing; API.md §13). The GRN is the entity's `grn::::<type>:<id>`. */
export const SharesApi = {
  prepare: async (client: ApiClient, entityGrn: string, selected?: Record<string, CapabilityId>): Promise<EntityShareState> =>
    decodeEntityShareState(
      required(
        await client.post(
          `/authz/shares/entities/${segment(entityGrn)}/prepare`,
          selected ? { selected_grantee_capabilities: selected } : {},
        ),
        'share_state',
      ),
    ),
  update: async (client: ApiClient, entityGrn: string, selected: Record<string, CapabilityId>): Promise<EntityShareState> =>
    decodeEntityShareState(
      required(
        await client.post(`/authz/shares/entities/${segment(entityGrn)}`, { selected_grantee_capabilities: selected }),
        'share_state',
      ),
    ),
  /** Entities shared with a user; `context.grantee_capabilities` maps each GRN to the capability. */
  forUser: async (
    client: ApiClient,
    userId: string,
    query: PageQuery & { capability?: string; entityType?: string } = {},
  ): Promise<Page<SharedEntity>> =>
    decodePage(
      await getObject(client, `/authz/shares/user/${segment(userId)}`, 'entities', {
        ...pageParams(query),
        capability: query.capability,
        entity_type: query.entityType,
      }),
      'entities',
      decodeSharedEntity,
    ),
};

/** `POST /system/outputs` body (ADMIN-API.md §4); `configuration` is keyed by the type's requested configuration. */
export type OutputRequestWire = {
  title: string;
  type: string;
  configuration: Record<string, unknown>;
  streams?: string[];
  content_pack?: string | null;
};

/** Outputs, metrics and system information (3-administration.md §7). */
export const OutputsApi = {
  list: async (client: ApiClient): Promise<Output[]> =>
    arrOr((await getObject(client, '/system/outputs', 'outputs'))['outputs'], 'outputs.outputs', decodeOutput),
  get: async (client: ApiClient, id: string): Promise<Output> =>
    decodeOutput(await getObject(client, `/system/outputs/${segment(id)}`, 'output')),
  create: async (client: ApiClient, output: OutputRequestWire): Promise<Output> =>
    decodeOutput(required(await client.post('/system/outputs', output), 'output')),
  update: async (client: ApiClient, id: string, changes: Partial<OutputRequestWire>): Promise<Output> =>
    decodeOutput(required(await client.put(`/system/outputs/${segment(id)}`, changes), 'output')),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/system/outputs/${segment(id)}`),
  available: async (client: ApiClient): Promise<Record<string, AvailableOutput>> =>
    decodeAvailableOutputs(await getObject(client, '/system/outputs/available', 'output_types')),
  forStream: async (client: ApiClient, streamId: string): Promise<Output[]> =>
    arrOr((await getObject(client, `/streams/${segment(streamId)}/outputs`, 'outputs'))['outputs'], 'outputs.outputs', decodeOutput),
};

/** Grok patterns (ADMIN-API.md §3). */
export const GrokApi = {
  list: async (client: ApiClient): Promise<GrokPattern[]> =>
    arrOr((await getObject(client, '/system/grok', 'grok'))['patterns'], 'grok.patterns', decodeGrokPattern),
  paginated: async (client: ApiClient, query: PageQuery = {}): Promise<Page<GrokPattern>> =>
    decodePage(await getObject(client, '/system/grok/paginated', 'patterns', pageParams(query)), 'patterns', decodeGrokPattern),
  create: async (client: ApiClient, pattern: { name: string; pattern: string }): Promise<GrokPattern> =>
    decodeGrokPattern(required(await client.post('/system/grok', pattern), 'grok_pattern')),
  update: async (client: ApiClient, id: string, pattern: { name: string; pattern: string }): Promise<GrokPattern> =>
    decodeGrokPattern(required(await client.put(`/system/grok/${segment(id)}`, pattern), 'grok_pattern')),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `/system/grok/${segment(id)}`),
  /** `PUT /system/grok`: imports patterns all or nothing (202); the strategy decides what happens to existing names. */
  importPatterns: (
    client: ApiClient,
    patterns: Array<{ name: string; pattern: string }>,
    strategy: 'ABORT_ON_CONFLICT' | 'REPLACE_ON_CONFLICT' | 'DROP_ALL_EXISTING' = 'ABORT_ON_CONFLICT',
  ) => call(client, 'PUT', '/system/grok', { patterns }, { 'import-strategy': strategy }),
  /** Note the camelCase `sampleData`, as on Graylog. */
  test: async (client: ApiClient, pattern: { name: string; pattern: string }, sampleData: string): Promise<Record<string, unknown>> =>
    decodeGrokCaptures(await send(client, 'POST', '/system/grok/test', { grok_pattern: pattern, sampleData }, 'grok_test')),
};

/** Metrics and system information (3-administration.md §7 Outputs, metrics, notifications, system). */
export const SystemInfoApi = {
  metrics: async (client: ApiClient): Promise<MetricRegistry> =>
    decodeMetricRegistry(await getObject(client, '/system/metrics', 'metrics')),
  metricNames: async (client: ApiClient): Promise<string[]> =>
    decodeMetricNames(await getObject(client, '/system/metrics/names', 'metric_names')),
  metricNamespace: async (client: ApiClient, namespace: string): Promise<MetricEntry[]> =>
    decodeMetrics(await getObject(client, `/system/metrics/namespace/${segment(namespace)}`, 'metrics')),
  /** One metric's value object (gauge `{value}`, counter `{count}`, meter `{rate}`, timer `{time, rate}`). */
  metric: async (client: ApiClient, name: string): Promise<MetricValueWire> =>
    decodeMetricValue(await getObject(client, `/system/metrics/${segment(name)}`, 'metric')),
  messages: async (client: ApiClient, page = 1): Promise<{ total: number; messages: SystemMessage[] }> =>
    decodeSystemMessages(await getObject(client, '/system/messages', 'system_messages', { page })),
  plugins: async (client: ApiClient): Promise<Plugin[]> => decodePlugins(await getObject(client, '/system/plugins', 'plugins')),
  permissions: async (client: ApiClient): Promise<Record<string, string[]>> =>
    decodePermissionCatalogue(await getObject(client, '/system/permissions', 'permissions')),
  /** Graylog answers `{permissions: [...]}`; a bare array is read too. */
  readerPermissions: async (client: ApiClient, username: string): Promise<string[]> =>
    decodeReaderPermissions(required(await client.get(`/system/permissions/reader/${segment(username)}`), 'permissions')),
  /** Whether the search backend is of `distribution` (`opensearch`, `elasticsearch`) and, when given, in the SemVer `range`. */
  satisfiesVersion: async (
    client: ApiClient,
    distribution: string,
    range?: string,
  ): Promise<{ satisfied: boolean; errorMessage: string | null }> =>
    decodeSatisfiesVersion(
      await getObject(client, `/system/searchVersion/satisfiesVersion/${segment(distribution)}`, 'version', { version: range }),
    ),
  /** `{'<Name> [<STATE>]': startup milliseconds}` of the services that started. */
  serviceManager: async (client: ApiClient): Promise<Record<string, number>> =>
    decodeServiceManager(await getObject(client, '/system/serviceManager', 'service_manager')),
  /** A node's message journal (`GET /cluster/{nodeId}/journal`). */
  journal: async (client: ApiClient, nodeId: string): Promise<NodeJournal> =>
    decodeJournalSummary(await getObject(client, `/cluster/${segment(nodeId)}/journal`, 'journal')),
  /** This node's messages per second. */
  throughput: async (client: ApiClient): Promise<number> =>
    decodeNodeThroughput(await getObject(client, '/system/throughput', 'throughput')),
  stats: async (client: ApiClient, part?: 'fs' | 'jvm' | 'network' | 'os' | 'process'): Promise<SystemStatsWire> => {
    const body = await getObject(client, part ? `/system/stats/${part}` : '/system/stats', 'stats');
    return part ? decodeSystemStats({ [part]: body }) : decodeSystemStats(body);
  },
  jvm: async (client: ApiClient) => decodeJvm(await getObject(client, '/system/jvm', 'jvm')),
  searchBackendStats: async (client: ApiClient): Promise<IndexerCluster> =>
    decodeIndexerCluster(await getObject(client, '/system/indexer/cluster/info', 'indexer_cluster')),
  loggers: async (client: ApiClient): Promise<Record<string, Record<string, LoggerLevel> | null>> =>
    decodeClusterLoggers(await getObject(client, '/cluster/system/loggers', 'loggers')),
  totalCount: async (client: ApiClient): Promise<number> => decodeTotalCount(await getObject(client, '/count/total', 'count')),
};

/** Extractor testers and message parsing (ADMIN-API.md §2.7). */
export const ToolsApi = {
  grok: async (client: ApiClient, request: { pattern: string; string: string; named_captures_only: boolean }): Promise<GrokTesterResult> =>
    decodeGrokTester(await post(client, '/tools/grok_tester', request, 'grok_test'), 'grok_test'),
  json: async (
    client: ApiClient,
    request: {
      string: string;
      flatten: boolean;
      list_separator: string;
      key_separator: string;
      kv_separator: string;
      replace_key_whitespace: boolean;
      key_whitespace_replacement: string;
      key_prefix: string;
    },
  ): Promise<JsonTesterResult> => decodeJsonTester(await post(client, '/tools/json_tester', request, 'json_test'), 'json_test'),
  validateRegex: async (client: ApiClient, regex: string): Promise<RegexValidation> =>
    decodeRegexValidation(await getObject(client, '/tools/regex_tester/validate', 'regex_validation', { regex })),
  regex: async (client: ApiClient, request: { regex: string; string: string }): Promise<MatchTesterResult> =>
    decodeMatchTester(await post(client, '/tools/regex_tester', request, 'regex_test'), 'regex_test'),
  regexReplace: async (
    client: ApiClient,
    request: { regex: string; replacement: string; replace_all: boolean; string: string },
  ): Promise<MatchTesterResult> =>
    decodeMatchTester(await post(client, '/tools/regex_replace_tester', request, 'regex_replace_test'), 'regex_replace_test'),
  splitAndIndex: async (client: ApiClient, request: { split_by: string; index: number; string: string }): Promise<CutTesterResult> =>
    decodeCutTester(await post(client, '/tools/split_and_index_tester', request, 'split_test'), 'split_test'),
  substring: async (client: ApiClient, request: { start: number; end: number; string: string }): Promise<CutTesterResult> =>
    decodeCutTester(await post(client, '/tools/substring_tester', request, 'substring_test'), 'substring_test'),
  containsString: async (client: ApiClient, request: { search_string: string; string: string }): Promise<MatchTesterResult> =>
    decodeMatchTester(await post(client, '/tools/contains_string_tester', request, 'contains_test'), 'contains_test'),
  lookupTable: async (client: ApiClient, request: { lookup_table_name: string; string: string }): Promise<LookupTesterResult> =>
    decodeLookupTester(await post(client, '/tools/lookup_table_tester', request, 'lookup_test'), 'lookup_test'),
  naturalDate: async (client: ApiClient, text: string, timezone?: string): Promise<NaturalDate> =>
    decodeNaturalDate(await getObject(client, '/tools/natural_date_tester', 'natural_date', { string: text, timezone })),
  /** `POST /messages/parse`: the message a codec makes of raw text. */
  parseMessage: async (
    client: ApiClient,
    request: { message: string; codec: string; remote_address?: string; configuration?: Record<string, unknown> },
  ): Promise<Message> => decodeMessage(await post(client, '/messages/parse', request, 'message'), 'message'),
};

/** The other catalogue paths of 3-administration.md §7 ("Other"), read with the shapes of ADMIN-API.md §8 and §9. */
export const OtherAdminApi = {
  /** Legacy alarm callback types, `GET /alerts/callbacks/types`: `{types: {<class>: {name, requested_configuration}}}` (`/alerts/callbacks` itself lists configured callbacks). */
  alertCallbacks: async (client: ApiClient): Promise<Record<string, LegacyPluginType>> =>
    decodeLegacyPluginTypes(await getObject(client, '/alerts/callbacks/types', 'callbacks')),
  authenticationBackends: async (client: ApiClient, query: PageQuery = {}): Promise<Page<AuthBackend>> =>
    decodePage(
      await getObject(client, '/system/authentication/services/backends', 'backends', pageParams(query)),
      'backends',
      decodeAuthBackend,
    ),
  /** Legacy `/roles`: `{total, roles}` (roles have no id there). */
  roles: async (client: ApiClient): Promise<Role[]> =>
    arrOr((await getObject(client, '/roles', 'roles'))['roles'], 'roles.roles', decodeRole),
  createRole: async (client: ApiClient, role: Role): Promise<Role> =>
    decodeRole(await post(client, '/roles', encodeRole({ ...role, id: null }), 'role')),
  updateRole: async (client: ApiClient, name: string, role: Role): Promise<Role> =>
    decodeRole(required(await client.put(`/roles/${segment(name)}`, encodeRole({ ...role, id: null })), 'role')),
  removeRole: (client: ApiClient, name: string) => call(client, 'DELETE', `/roles/${segment(name)}`),
  /** `/authz/roles`: PaginatedResponse `roles`, `context.users` maps role ids to `[{id, username}]` (as `usersByRole`). */
  authzRoles: async (client: ApiClient, query: PageQuery = {}): Promise<RolePage> => {
    const page = decodePage(await getObject(client, '/authz/roles', 'roles', pageParams(query)), 'roles', decodeRole);
    const users = isObject(page.context['users']) ? page.context['users'] : {};
    const usersByRole = Object.fromEntries(
      Object.entries(users).map(([roleId, list]) => [roleId, arrOr(list, `roles.context.users.${roleId}`, decodeRoleMember)]),
    );
    return { ...page, usersByRole };
  },
  authzRole: async (client: ApiClient, roleId: string): Promise<Role> =>
    decodeRole(await getObject(client, `/authz/roles/${segment(roleId)}`, 'role')),
  roleAssignees: async (client: ApiClient, roleId: string, query: PageQuery = {}): Promise<Page<RoleMember>> =>
    decodePage(
      await getObject(client, `/authz/roles/${segment(roleId)}/assignees`, 'assignees', pageParams(query)),
      'users',
      decodeRoleMember,
      'assignees',
    ),
  rolesOfUser: async (client: ApiClient, username: string, query: PageQuery = {}): Promise<Page<Role>> =>
    decodePage(await getObject(client, `/authz/roles/user/${segment(username)}`, 'roles', pageParams(query)), 'roles', decodeRole),
  addAssignees: (client: ApiClient, roleId: string, usernames: string[]) =>
    call(client, 'PUT', `/authz/roles/${segment(roleId)}/assignees`, usernames),
  removeAssignee: (client: ApiClient, roleId: string, username: string) =>
    call(client, 'DELETE', `/authz/roles/${segment(roleId)}/assignee/${segment(username)}`),
  contentPacks: async (
    client: ApiClient,
  ): Promise<{ total: number; contentPacks: ContentPack[]; installationCounts: Record<string, Record<string, number>> }> =>
    decodeContentPackList(await getObject(client, '/system/content_packs', 'content_packs')),
  indexerFailures: async (client: ApiClient, limit = 50, offset = 0): Promise<{ total: number; failures: IndexerFailure[] }> =>
    decodeIndexerFailures(await getObject(client, '/system/indexer/failures', 'failures', { limit, offset })),
  indexerOverview: async (client: ApiClient): Promise<IndexerOverview> =>
    decodeIndexerOverview(await getObject(client, '/system/indexer/overview', 'indexer_overview')),
  pipelines: async (client: ApiClient): Promise<PipelineSource[]> =>
    arrOrRequired(await client.get('/system/pipelines/pipeline'), 'pipelines', decodePipeline),
  pipeline: async (client: ApiClient, id: string): Promise<PipelineSource> =>
    decodePipeline(await getObject(client, `/system/pipelines/pipeline/${segment(id)}`, 'pipeline')),
  pipelineRules: async (client: ApiClient): Promise<RuleSource[]> =>
    arrOrRequired(await client.get('/system/pipelines/rule'), 'rules', decodePipelineRule),
  pipelineRule: async (client: ApiClient, id: string): Promise<RuleSource> =>
    decodePipelineRule(await getObject(client, `/system/pipelines/rule/${segment(id)}`, 'rule')),
  pipelineConnections: async (client: ApiClient): Promise<PipelineConnection[]> =>
    arrOrRequired(await client.get('/system/pipelines/connections'), 'connections', decodePipelineConnection),
  simulatePipeline: async (
    client: ApiClient,
    request: { stream_id: string; message: Record<string, unknown>; input_id?: string },
  ): Promise<Simulation> => decodeSimulation(await post(client, '/system/pipelines/simulate', request, 'simulation'), 'simulation'),
};

function arrOrRequired<T>(value: unknown, what: string, item: (entry: unknown, field: string) => T): T[] {
  const body = required(value, what);
  if (!Array.isArray(body)) throw new ResponseShapeError(what, 'an array', body);
  return arrOr(body, what, item);
}
