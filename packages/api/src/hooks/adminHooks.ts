import { GrokApi, OtherAdminApi, OutputsApi, SharesApi, SystemInfoApi, UserAdminApi } from '../calls/admin';
import { EventDefinitionsApi, EventNotificationsApi, EventsApi } from '../calls/events';
import type { EventSearchRequest } from '../models/events';
import { IndexSetsApi } from '../calls/indexSets';
import { LookupApi } from '../calls/lookup';
import { ClusterConfigApi, SystemApi, TelemetryApi } from '../calls/shell';
import { InputsApi, StreamsApi } from '../calls/streamsInputs';
import { SearchApi, ViewsApi } from '../calls/views';
import type { PageQuery } from '../models/paging';
import { JOURNAL_POLL_MS } from './constants';
import { useApiRead } from './useApiRead';

/*
 * Read hooks for the administration catalogue (3-administration.md §7; ADMIN-API.md). Each is a
 * `useApiRead` under a key whose first element names the resource; a null id holds the read.
 */

// Inputs, input types, input states, extractors (ADMIN-API.md §1, §2)
export const useInput = (id: string | null) => useApiRead(id ? ['input', id] : null, (c) => InputsApi.get(c, id ?? ''));
/** `{<type class>: <display name>}`. */
export const useInputTypes = () => useApiRead(['inputTypes', 'names'], (c) => InputsApi.types(c));
/** Every input type with its requested configuration. */
export const useInputTypeInfos = () => useApiRead(['inputTypes', 'all'], (c) => InputsApi.allTypes(c));
export const useInputType = (type: string | null) =>
  useApiRead(type ? ['inputTypes', 'one', type] : null, (c) => InputsApi.type(c, type ?? ''));
export const useExtractors = (inputId: string | null) =>
  useApiRead(inputId ? ['extractors', inputId] : null, (c) => InputsApi.extractors(c, inputId ?? ''));
export const useExtractor = (inputId: string | null, extractorId: string | null) =>
  useApiRead(inputId && extractorId ? ['extractors', inputId, extractorId] : null, (c) =>
    InputsApi.extractor(c, inputId ?? '', extractorId ?? ''),
  );

// Streams: rules, rule types, outputs, legacy alarm callbacks
export const useStreamRules = (streamId: string | null) =>
  useApiRead(streamId ? ['streamRules', streamId] : null, (c) => StreamsApi.rules(c, streamId ?? ''));
export const useStreamRuleTypes = (streamId: string | null) =>
  useApiRead(streamId ? ['streamRules', streamId, 'types'] : null, (c) => StreamsApi.ruleTypes(c, streamId ?? ''));
export const useStreamOutputs = (streamId: string | null) =>
  useApiRead(streamId ? ['outputs', 'stream', streamId] : null, (c) => OutputsApi.forStream(c, streamId ?? ''));
export const useEnabledStreams = () => useApiRead(['streams', 'enabled'], (c) => StreamsApi.enabled(c));
export const useStreamAlarmCallbacks = (streamId: string | null) =>
  useApiRead(streamId ? ['alertCallbacks', streamId] : null, (c) => StreamsApi.alarmCallbacks(c, streamId ?? ''));

// Outputs (ADMIN-API.md §4)
export const useOutput = (id: string | null) => useApiRead(id ? ['outputs', 'one', id] : null, (c) => OutputsApi.get(c, id ?? ''));
export const useAvailableOutputs = () => useApiRead(['outputTypes'], (c) => OutputsApi.available(c));

// Grok patterns (ADMIN-API.md §3)
export const useGrokPatterns = (query: PageQuery = {}) => useApiRead(['grokPatterns', query], (c) => GrokApi.paginated(c, query));
export const useAllGrokPatterns = () => useApiRead(['grokPatterns', 'all'], (c) => GrokApi.list(c));

// Lookup tables, caches, data adapters (ADMIN-API.md §5)
export const useLookupTable = (idOrName: string | null, resolve = false) =>
  useApiRead(idOrName ? ['lookupTables', 'one', idOrName, resolve] : null, (c) => LookupApi.table(c, idOrName ?? '', resolve));
export const useLookupCaches = (query: PageQuery = {}) => useApiRead(['lookupCaches', query], (c) => LookupApi.caches(c, query));
export const useLookupCache = (idOrName: string | null) =>
  useApiRead(idOrName ? ['lookupCaches', 'one', idOrName] : null, (c) => LookupApi.cache(c, idOrName ?? ''));
export const useLookupAdapters = (query: PageQuery = {}) => useApiRead(['lookupAdapters', query], (c) => LookupApi.adapters(c, query));
export const useLookupAdapter = (idOrName: string | null) =>
  useApiRead(idOrName ? ['lookupAdapters', 'one', idOrName] : null, (c) => LookupApi.adapter(c, idOrName ?? ''));
export const useLookupAdapterTypes = () => useApiRead(['lookupTypes', 'adapters'], (c) => LookupApi.adapterTypes(c));
export const useLookupCacheTypes = () => useApiRead(['lookupTypes', 'caches'], (c) => LookupApi.cacheTypes(c));
/** Error states of the named tables, adapters and caches (a POST that only reads). */
export const useLookupErrorStates = (names: { tables?: string[]; data_adapters?: string[]; caches?: string[] } | null) =>
  useApiRead(names ? ['lookupErrorStates', names] : null, (c) => LookupApi.errorStates(c, names ?? {}));
export const useLookupTableQuery = (name: string | null, key: string | null) =>
  useApiRead(name && key !== null ? ['lookupTables', 'query', name, key] : null, (c) => LookupApi.queryTable(c, name ?? '', key ?? ''));

// Index sets (ADMIN-API.md §6)
export const useIndexSets = (options: { skip?: number; limit?: number; stats?: boolean } = {}) =>
  useApiRead(['indexSets', 'list', options], (c) => IndexSetsApi.list(c, options));
export const useIndexSet = (id: string | null) => useApiRead(id ? ['indexSets', 'one', id] : null, (c) => IndexSetsApi.get(c, id ?? ''));
/** Stats of one index set, or of all when `id` is undefined. */
export const useIndexSetStats = (id?: string | null) =>
  useApiRead(id === null ? null : ['indexSetStats', id ?? 'all'], (c) => IndexSetsApi.stats(c, id ?? undefined));
export const useRotationStrategies = () => useApiRead(['strategies', 'rotation'], (c) => IndexSetsApi.rotationStrategies(c));
export const useRetentionStrategies = () => useApiRead(['strategies', 'retention'], (c) => IndexSetsApi.retentionStrategies(c));

// Event definitions, notifications (alerts) (ADMIN-API.md §7)
export const useEventDefinitions = (query: PageQuery = {}) =>
  useApiRead(['eventDefinitions', query], (c) => EventDefinitionsApi.paginated(c, query));
export const useEventDefinition = (id: string | null) =>
  useApiRead(id ? ['eventDefinitions', 'one', id] : null, (c) => EventDefinitionsApi.get(c, id ?? ''));
/** The alerts page's events (`POST /events/search`). */
export const useEventSearch = (request: EventSearchRequest) =>
  useApiRead(['events', 'search', request], (c) => EventsApi.search(c, request));
export const useEventEntityTypes = () => useApiRead(['eventTypes', 'entity'], (c) => EventDefinitionsApi.entityTypes(c));
export const useEventNotifications = (query: PageQuery = {}) =>
  useApiRead(['eventNotifications', query], (c) => EventNotificationsApi.paginated(c, query));
export const useEventNotification = (id: string | null) =>
  useApiRead(id ? ['eventNotifications', 'one', id] : null, (c) => EventNotificationsApi.get(c, id ?? ''));
export const useLegacyNotificationTypes = () => useApiRead(['eventTypes', 'legacy'], (c) => EventNotificationsApi.legacyTypes(c));
export const useAlertCallbackTypes = () => useApiRead(['alertCallbacks', 'types'], (c) => OtherAdminApi.alertCallbacks(c));

// Pipelines (ADMIN-API.md §8)
export const usePipelines = () => useApiRead(['pipelines'], (c) => OtherAdminApi.pipelines(c));
export const usePipeline = (id: string | null) =>
  useApiRead(id ? ['pipelines', 'one', id] : null, (c) => OtherAdminApi.pipeline(c, id ?? ''));
export const usePipelineRules = () => useApiRead(['pipelineRules'], (c) => OtherAdminApi.pipelineRules(c));
export const usePipelineRule = (id: string | null) =>
  useApiRead(id ? ['pipelineRules', 'one', id] : null, (c) => OtherAdminApi.pipelineRule(c, id ?? ''));
export const usePipelineConnections = () => useApiRead(['pipelineConnections'], (c) => OtherAdminApi.pipelineConnections(c));

// Users, roles, sharing (3-administration.md §7 Users; ADMIN-API.md §9.4)
export const useUser = (id: string | null) => useApiRead(id ? ['users', 'one', id] : null, (c) => UserAdminApi.byId(c, id ?? ''));
export const useUserList = (options: { includePermissions?: boolean; includeSessions?: boolean } = {}) =>
  useApiRead(['users', 'all', options], (c) => UserAdminApi.list(c, options));
export const useUserTokens = (userId: string | null) =>
  useApiRead(userId ? ['tokens', userId] : null, (c) => UserAdminApi.accessTokens(c, userId ?? ''));
export const useRoles = () => useApiRead(['roles', 'legacy'], (c) => OtherAdminApi.roles(c));
export const useAuthzRoles = (query: PageQuery = {}) => useApiRead(['roles', 'page', query], (c) => OtherAdminApi.authzRoles(c, query));
export const useAuthzRole = (id: string | null) =>
  useApiRead(id ? ['roles', 'one', id] : null, (c) => OtherAdminApi.authzRole(c, id ?? ''));
export const useRoleAssignees = (roleId: string | null, query: PageQuery = {}) =>
  useApiRead(roleId ? ['roleAssignees', roleId, query] : null, (c) => OtherAdminApi.roleAssignees(c, roleId ?? '', query));
export const useRolesOfUser = (username: string | null, query: PageQuery = {}) =>
  useApiRead(username ? ['roles', 'user', username, query] : null, (c) => OtherAdminApi.rolesOfUser(c, username ?? '', query));
export const useSharedEntities = (userId: string | null, query: PageQuery & { capability?: string; entityType?: string } = {}) =>
  useApiRead(userId ? ['shares', 'user', userId, query] : null, (c) => SharesApi.forUser(c, userId ?? '', query));
export const useAuthenticationBackends = (query: PageQuery = {}) =>
  useApiRead(['authBackends', query], (c) => OtherAdminApi.authenticationBackends(c, query));

// Cluster configuration and processing (3-administration.md §7)
export const useClusterConfig = (className: string | null) =>
  useApiRead(className ? ['clusterConfig', 'raw', className] : null, (c) => ClusterConfigApi.get(c, className ?? ''));
export const useClusterConfigClasses = () => useApiRead(['clusterConfig', 'classes'], (c) => ClusterConfigApi.listClasses(c));
export const useMessageProcessorsConfig = () =>
  useApiRead(['clusterConfig', 'messageprocessors'], (c) => ClusterConfigApi.getMessageProcessors(c));
export const useUrlWhitelist = () => useApiRead(['clusterConfig', 'urlwhitelist'], (c) => ClusterConfigApi.getUrlWhitelist(c));
export const useProcessingStatus = (persisted = false) =>
  useApiRead(['systemInfo', 'processing', persisted], (c) =>
    persisted ? ClusterConfigApi.persistedProcessingStatus(c) : ClusterConfigApi.processingStatus(c),
  );

// System information and metrics (3-administration.md §7 Outputs, metrics, notifications, system)
export const useJvm = () => useApiRead(['systemInfo', 'jvm'], (c) => SystemApi.jvm(c));
export const useLocales = () => useApiRead(['systemInfo', 'locales'], (c) => SystemApi.locales(c));
export const useSystemStats = (part?: 'fs' | 'jvm' | 'network' | 'os' | 'process') =>
  useApiRead(['systemInfo', 'stats', part ?? 'all'], (c) => SystemInfoApi.stats(c, part));
export const usePermissionCatalogue = () => useApiRead(['systemInfo', 'permissions'], (c) => SystemInfoApi.permissions(c));
export const useReaderPermissions = (username: string | null) =>
  useApiRead(username ? ['systemInfo', 'readerPermissions', username] : null, (c) => SystemInfoApi.readerPermissions(c, username ?? ''));
export const useSystemMessages = (page = 1) => useApiRead(['systemInfo', 'messages', page], (c) => SystemInfoApi.messages(c, page));
export const usePlugins = () => useApiRead(['systemInfo', 'plugins'], (c) => SystemInfoApi.plugins(c));
/** A node's message journal, polled every JOURNAL_POLL_MS; a null node id holds the read. */
export const useNodeJournal = (nodeId: string | null) =>
  useApiRead(nodeId ? ['systemInfo', 'journal', nodeId] : null, (c) => SystemInfoApi.journal(c, nodeId ?? ''), {
    refreshInterval: JOURNAL_POLL_MS,
    dedupingInterval: JOURNAL_POLL_MS / 2,
  });
export const useServiceManager = () => useApiRead(['systemInfo', 'serviceManager'], (c) => SystemInfoApi.serviceManager(c));
export const useLoggers = () => useApiRead(['systemInfo', 'loggers'], (c) => SystemInfoApi.loggers(c));
export const useTotalMessageCount = () => useApiRead(['systemInfo', 'count'], (c) => SystemInfoApi.totalCount(c));
export const useSearchBackendStats = () => useApiRead(['systemInfo', 'searchBackend'], (c) => SystemInfoApi.searchBackendStats(c));
export const useIndexerOverview = () => useApiRead(['systemInfo', 'indexerOverview'], (c) => OtherAdminApi.indexerOverview(c));
export const useIndexerFailures = (limit = 50, offset = 0) =>
  useApiRead(['systemInfo', 'indexerFailures', limit, offset], (c) => OtherAdminApi.indexerFailures(c, limit, offset));
export const useMetricNames = () => useApiRead(['metrics', 'names'], (c) => SystemInfoApi.metricNames(c));
export const useMetricsNamespace = (namespace: string | null) =>
  useApiRead(namespace ? ['metrics', 'namespace', namespace] : null, (c) => SystemInfoApi.metricNamespace(c, namespace ?? ''));
/** Metrics per node (null for a node that did not answer); for a poll, call `useApiRead` with `refreshInterval`. */
export const useClusterMetrics = (names: readonly string[]) =>
  useApiRead(names.length ? ['metrics', 'cluster', [...names].sort().join(',')] : null, (c) => SystemApi.clusterMetrics(c, [...names]));
export const useContentPacks = () => useApiRead(['contentPacks'], (c) => OtherAdminApi.contentPacks(c));
export const useTelemetry = () => useApiRead(['telemetry', 'payload'], (c) => TelemetryApi.get(c));
export const useTelemetrySettings = () => useApiRead(['telemetry', 'settings'], (c) => TelemetryApi.getUserSettings(c));

// Search helpers read by screens (2-search-and-dashboards.md §7; 3-administration.md §7 Other)
export const useDecorators = () => useApiRead(['decorators'], (c) => SearchApi.decorators(c));
export const useAvailableDecorators = () => useApiRead(['decorators', 'available'], (c) => SearchApi.availableDecorators(c));
export const useFieldNames = () => useApiRead(['fieldNames'], (c) => SystemApi.fieldNames(c));
export const useViewFunctions = () => useApiRead(['viewFunctions'], (c) => ViewsApi.functions(c));
