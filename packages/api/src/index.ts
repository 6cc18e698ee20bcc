// Public entry of @sift/api. Explicit named exports only.

// Client core: fetch rules (1-shell.md §7.1, §8)
export { ApiClient, NO_SESSION_EXTENSION_HEADER, type ApiClientOptions, type HttpMethod, type QueryParams, type RequestOptions } from './client/ApiClient';
export { FetchError, toPermissionError, type ErrorBody, type PermissionError } from './client/FetchError';
export { SessionGate } from './client/SessionGate';
export { qualifyUrl, type ApiLocation } from './client/url';
export { INVALID_CREDENTIALS_MESSAGE, login, logout, terminateSession, validateSession, type LoginRequest, type LoginResponse, type SessionValidation } from './sessions';

// Typed errors for malformed responses
export { ResponseShapeError, UnknownEnumValueError } from './models/decode';

// Models and serializers
export { DEFAULT_RELATIVE_RANGE_SECONDS, TIME_RANGE_TYPES, decodeTimeRange, encodeTimeRange, type BackendQueryWire, type TimeRange, type TimeRangeWire } from './models/timeRange';
export { decodeFilter, encodeFilter, filterStreamIds, streamsFilter, type Filter, type FilterWire, type UsedSearchFilter, type UsedSearchFilterWire } from './models/filter';
export {
  DEFAULT_GROUPING_LIMIT, DEFAULT_MESSAGES_LIMIT, SERIES_TYPES, SORT_DIRECTIONS, decodeSearchType, encodeSearchType,
  type BucketSpec, type BucketSpecWire, type EventsSearchType, type MessagesSearchType, type PivotSearchType, type SearchInterval, type SearchType,
  type SearchTypeWire, type SeriesSpec, type SeriesType, type SortDirection, type SortSpec, type UnknownSearchType,
} from './models/searchTypes';
export {
  decodeExecutionState, decodeQuery, decodeSearch, emptyExecutionState, encodeExecutionState, encodeQuery, encodeSearch,
  type ExecutionState, type ExecutionStateWire, type Parameter, type ParameterWire, type Query, type QueryWire, type Search, type SearchWire,
} from './models/search';
export {
  AXIS_TYPES, BAR_MODES, INTERPOLATIONS, TREND_PREFERENCES, VISUALIZATIONS,
  type AxisType, type BarMode, type Interpolation, type TrendPreference, type Visualization, type VisualizationConfig, type VisualizationConfigWire,
} from './models/visualizationConfig';
export {
  INTERVAL_UNITS, parseSeriesFunction, seriesEffectiveName,
  type AggregationConfig, type AggregationConfigWire, type IntervalUnit, type Pivot, type PivotWire, type Series, type SeriesWire, type WidgetInterval,
} from './models/aggregation';
export { type MessageListConfig, type MessageListConfigWire, type Widget, type WidgetPosition, type WidgetPositionWire, type WidgetWire } from './models/widget';
export {
  HIGHLIGHTING_CONDITIONS, VIEW_TYPES, decodeView, decodeViewSummary, encodeView,
  type HighlightingColor, type HighlightingCondition, type HighlightingRule, type View, type ViewState, type ViewStateWire, type ViewSummary, type ViewSummaryWire, type ViewType, type ViewWire,
} from './models/view';
export {
  decodeMessage, decodePivotRows, decodeSearchJob, encodePivotRows,
  type Message, type PivotRow, type PivotValue, type QueryResult, type SearchError, type SearchJob, type SearchTypeResult,
} from './models/searchJob';
export { STREAM_RULE_TYPES, decodeStream, encodeStream, type Stream, type StreamRule, type StreamRuleTypeId, type StreamRuleWire, type StreamWire } from './models/stream';
export { INPUT_STATES, decodeInput, encodeInput, type Input, type InputState, type InputStateType, type InputWire } from './models/input';
export { LOOKUP_VALUE_TYPES, decodeLookupComponent, decodeLookupTable, encodeLookupComponent, encodeLookupTable, type LookupComponent, type LookupComponentWire, type LookupTable, type LookupTableWire, type LookupValueType } from './models/lookup';
export { GRANTEE_TYPES, decodeEntityShareState, encodeEntityShareState, type EntityShareState, type EntityShareStateWire, type Grantee, type GranteeType } from './models/shares';
export {
  PUBLIC_NOTIFICATIONS_CUSTOMIZATION, PUBLIC_NOTIFICATION_VARIANTS, decodePublicNotifications, encodePublicNotifications,
  type PublicNotification, type PublicNotificationVariant, type PublicNotificationWire, type PublicNotificationsWire,
} from './models/customization';
export { SEARCHES_CLUSTER_CONFIG_CLASS, decodeSearchesClusterConfig, encodeSearchesClusterConfig, type SearchesClusterConfig, type SearchesClusterConfigWire } from './models/clusterConfig';

// The widget → search contract (API.md §5.8)
export { generateId, generateObjectId } from './search/ids';
export {
  CHART_SEARCH_TYPE_NAME, EVENTS_SEARCH_TYPE_NAME, INTERVAL_UNIT_LETTERS, TREND_OFFSET, TREND_SEARCH_TYPE_NAME,
  searchTypesForWidget, toBucketSpec, toSearchInterval,
} from './search/widgetSearchTypes';
export { messagePageExecutionState, searchTypeIdsOf, updateSearchForWidgets, widgetResult, type WidgetResult } from './search/viewSearch';

// Shell models
export { ACCOUNT_STATUSES, decodePreferences, decodeUser, decodeUserOverview, type AccountStatus, type CurrentUser, type PreferenceValue, type User, type UserOverview, type UserPreferences, type UserWire } from './models/user';
export {
  LB_STATUSES, LIFECYCLES, METRIC_TYPES, NOTIFICATION_SEVERITIES, THROUGHPUT_METRICS, decodeClusterThroughput, decodeFieldTypes, decodeNode, decodeNotifications, decodeSystemOverview,
  type FieldType, type MetricEntry, type Node, type SystemNotification, type SystemOverview, type Throughput,
} from './models/system';
export { decodeLayoutPreferences, encodeLayoutPreferences, type LayoutPreferences, type LayoutPreferencesWire } from './models/preferences';
export { decodePage, type Page, type PageQuery } from './models/paging';

// The call catalogue (1-shell.md §7, 2-search-and-dashboards.md §7, 3-administration.md §7)
export { ClusterConfigApi, CustomizationApi, FavoritesApi, LayoutPreferencesApi, SystemApi, TelemetryApi, UsersApi, ping, type IndexSetDefaultsWire } from './calls/shell';
export { SUGGESTION_PAGE_SIZE, SearchApi, VIEWS_PAGE_DEFAULTS, ViewsApi, type QueryValidation } from './calls/views';
export { InputsApi, StreamsApi, type InputRequestWire, type StreamRequest, type StreamRuleRequest } from './calls/streamsInputs';
export { LOOKUP_PAGE_DEFAULTS, LookupApi, type LookupTablePage } from './calls/lookup';
export {
  GrokApi, OtherAdminApi, OutputsApi, SharesApi, SystemInfoApi, ToolsApi, USERS_PAGE_DEFAULTS, UserAdminApi, type OutputRequestWire, type UserCreateRequestWire, type UserUpdateRequestWire,
} from './calls/admin';

// SWR data hooks
export { ApiProvider, useApiClient, useSessionUsername, type ApiProviderProps } from './hooks/ApiProvider';
export {
  FIELD_TYPES_STALE_MS, LAYOUT_PREFERENCES_CACHE_MS, NODES_POLL_MS, NOTIFICATIONS_POLL_MS, PING_INTERVAL_MS, SEARCH_JOB_POLL_MS, THROUGHPUT_POLL_MS,
} from './hooks/constants';
export { RESOURCES, type ApiKey, type Resource } from './hooks/keys';
export { useApiRead, type ApiReadOptions, type ApiReadResult } from './hooks/useApiRead';
export {
  useCurrentUser, useFieldTypes, useLayoutPreferences, useNodes, useNotifications, usePing, usePublicNotifications, useSearchesClusterConfig, useSystemOverview, useThroughput, useUpdateLayoutPreferences,
} from './hooks/shellHooks';
export {
  useDashboards, useInputStates, useInputs, useLookupTables, useOutputs, useSavedSearches, useSearch, useStream, useStreams, useStreamsPage, useUsers, useView, useViews,
} from './hooks/entityHooks';
export { useApiMutation, useDeleteView, usePauseStream, useResumeStream, useSaveUserPreferences, useSaveView, useToggleFavorite, useUpdatePublicNotifications, type Mutation } from './hooks/mutations';
export { useSearchExecution, type SearchExecution, type SearchExecutionInput, type SearchExecutionStatus, type WidgetExecution } from './hooks/useSearchExecution';
export { EXPORT_DEFAULT_FIELDS, EXPORT_DEFAULT_FORMAT, EXPORT_FORMATS, ExportApi, type ExportFormat, type ExportRequest } from './calls/export';
export { parseGrn, toGrn, type Grn } from './models/grn';
export { IndexSetsApi } from './calls/indexSets';
export { decodeIndexSet, decodeIndexSetStats, encodeIndexSet, type IndexSet, type IndexSetStats, type IndexSetWire } from './models/indexSet';
export { CONDITION_TYPES, CURSOR_STRATEGIES, EXTRACTOR_TYPES, decodeExtractor, encodeExtractorRequest, type ConditionType, type CursorStrategy, type Extractor, type ExtractorRequestWire, type ExtractorType } from './models/extractor';
export { decodeGrokPattern, decodeOutput, type GrokPattern, type Output } from './models/output';
export { EventDefinitionsApi, EventNotificationsApi, EventsApi } from './calls/events';
export {
  DEFAULT_EVENT_SEARCH, EVENT_PRIORITIES, SCHEDULER_STATUSES, decodeEventDefinition, decodeEventNotification, decodeEventRecord, decodeEventSearchResult, encodeEventDefinition, encodeEventNotification, encodeEventSearch,
  type EventDefinition, type EventDefinitionWire, type EventNotification, type EventPriority, type EventRecord, type EventSearchRequest, type EventSearchResult,
} from './models/events';

// Plugin configuration forms, validation results, type descriptors (ADMIN-API.md)
export {
  CONFIGURATION_FIELD_TYPES, decodeAvailableOutputs, decodeBulkFailures, decodeConfigurationField, decodeEventEntityTypes, decodeIdResponse, decodeInputTypeInfo, decodeInputTypeInfos, decodeLegacyPluginTypes, decodeLookupTypeDescriptors, decodeRequestedConfiguration, decodeStrategies, decodeValidationResult, type AvailableOutput, type AvailableOutputWire, type AvailableOutputsWire, type BulkFailure, type BulkOperationResponseWire, type ConfigurationField, type ConfigurationFieldType, type ConfigurationFieldWire, type EventEntityTypes, type EventEntityTypesWire, type InputTypeInfo, type InputTypeInfoWire, type LegacyPluginType, type LegacyPluginTypesWire, type LookupTypeDescriptor, type LookupTypeDescriptorWire, type Strategies, type StrategiesWire, type StrategyDescription, type ValidationResult, type ValidationResultWire,
} from './models/configuration';
// Tester answers and lookup results (ADMIN-API.md §2.7, §5.3)
export {
  decodeCutTester, decodeGrokCaptures, decodeGrokTester, decodeJsonTester, decodeLookupErrorStates, decodeLookupResult, decodeLookupTester, decodeMatchTester, decodeNaturalDate, decodeRegexValidation, type CutTesterResult, type CutTesterWire, type GrokTesterResult, type GrokTesterWire, type JsonTesterResult, type JsonTesterWire, type LookupErrorStates, type LookupErrorStatesWire, type LookupResult, type LookupResultWire, type LookupTesterResult, type LookupTesterWire, type MatchTesterResult, type MatchTesterWire, type NaturalDate, type NaturalDateWire, type RegexValidation, type RegexValidationWire, type TesterMatch, type TesterMatchWire,
} from './models/tools';
// System information, metrics and cluster settings (3-administration.md §7)
export {
  URL_WHITELIST_ENTRY_TYPES, decodeClusterLoggers, decodeClusterMetrics, decodeIndexerCluster, decodeIndexerFailures, decodeIndexerOverview, decodeJvm, decodeLocales, decodeMessageProcessorsConfig, decodeMetricNames, decodeMetricNamespace, decodeMetricRegistry, decodeMetricValue, decodeNodeThroughput, decodeNotificationMessage, decodePermissionCatalogue, decodePlugins, decodeProcessingStatus, decodeReaderPermissions, decodeSatisfiesVersion, decodeServiceManager, decodeSystemMessages, decodeSystemStats, decodeTelemetry, decodeTelemetrySettings, decodeTotalCount, decodeUrlWhitelist, encodeMessageProcessorsConfig, encodeTelemetrySettings, encodeUrlWhitelist, type ByteSizeWire, type ClusterLoggersWire, type ClusterMetricsWire, type IndexerCluster, type IndexerClusterWire, type IndexerFailure, type IndexerFailuresWire, type IndexerOverview, type IndexerOverviewWire, type Jvm, type JvmWire, type LocalesWire, type LoggerLevel, type MessageProcessorsConfig, type MessageProcessorsConfigWire, type MetricNamesWire, type MetricNamespaceWire, type MetricRegistry, type MetricRegistryWire, type MetricValueWire, type NodeThroughputWire, type NotificationMessageWire, type PermissionCatalogueWire, type Plugin, type PluginsWire, type ProcessingStatus, type ProcessingStatusWire, type ReaderPermissionsWire, type SatisfiesVersionWire, type ServiceManagerWire, type SystemLocale, type SystemMessage, type SystemMessagesWire, type SystemStatsWire, type TelemetrySettings, type TelemetrySettingsWire, type TelemetryWire, type TotalCountWire, type UrlWhitelist, type UrlWhitelistEntryType, type UrlWhitelistWire,
} from './models/systemInfo';
// Roles, tokens, shares, content packs, pipelines and other admin entities (ADMIN-API.md §8, §9)
export {
  STAGE_MATCHES, decodeAlarmCallbacks, decodeAuthBackend, decodeContentPack, decodeContentPackList, decodeCreatedTokenWire, decodeDecorator, decodePipeline, decodePipelineConnection, decodePipelineRule, decodeProxiedResponses, decodeRole, decodeRoleMember, decodeSearchMetadata, decodeSharedEntity, decodeSimulation, decodeStreamTestMatch, decodeTokenListWire, decodeViewParameterSummary, encodeRole, toAccessToken, type AccessToken, type AlarmCallback, type AlarmCallbackWire, type AuthBackend, type AuthBackendWire, type ContentPack, type ContentPackListWire, type ContentPackWire, type CreatedTokenWire, type Decorator, type DecoratorWire, type PipelineConnection, type PipelineConnectionWire, type PipelineSource, type PipelineSourceWire, type ProxiedResponse, type ProxiedResponseWire, type Role, type RoleListWire, type RoleMember, type RoleMemberWire, type RoleWire, type RuleSource, type RuleSourceWire, type SearchMetadata, type SearchMetadataWire, type SharedEntity, type SharedEntityWire, type Simulation, type SimulationWire, type StageMatch, type StreamTestMatch, type StreamTestMatchWire, type TokenListWire, type TokenWire, type ViewParameterSummary, type ViewParameterSummaryWire,
} from './models/adminEntities';
// Administration read hooks
export {
  useAlertCallbackTypes, useAllGrokPatterns, useAuthenticationBackends, useAuthzRole, useAuthzRoles, useAvailableOutputs, useClusterConfig, useClusterConfigClasses, useClusterMetrics, useContentPacks, useDecorators, useEnabledStreams, useEventDefinition, useEventDefinitions, useEventEntityTypes, useEventNotification, useEventNotifications, useEventSearch, useExtractor, useExtractors, useFieldNames, useGrokPatterns, useIndexSet, useIndexSetStats, useIndexSets, useIndexerFailures, useIndexerOverview, useInput, useInputType, useInputTypeInfos, useInputTypes, useJvm, useLegacyNotificationTypes, useLocales, useLoggers, useLookupAdapter, useLookupAdapterTypes, useLookupAdapters, useLookupCache, useLookupCacheTypes, useLookupCaches, useLookupErrorStates, useLookupTable, useLookupTableQuery, useMessageProcessorsConfig, useMetricNames, useMetricsNamespace, useOutput, usePermissionCatalogue, usePipeline, usePipelineConnections, usePipelineRule, usePipelineRules, usePipelines, usePlugins, useProcessingStatus, useReaderPermissions, useRetentionStrategies, useRoleAssignees, useRoles, useRolesOfUser, useRotationStrategies, useSearchBackendStats, useServiceManager, useSharedEntities, useStreamAlarmCallbacks, useStreamOutputs, useStreamRuleTypes, useStreamRules, useSystemMessages, useSystemStats, useTelemetry, useTelemetrySettings, useTotalMessageCount, useUrlWhitelist, useUser, useUserList, useUserTokens, useViewFunctions,
} from './hooks/adminHooks';

// Beyond Graylog: capabilities and live search of the embedded server (docs/api-compatibility/live.md)
export {
  LIVE_BATCH_MS, LIVE_MAX_RECONNECTS, LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MS, LiveApi, NO_CAPABILITIES, decodeCapabilities,
  type Capabilities, type LiveEventSource, type LiveEventSourceConstructor, type LiveOptions, type LiveProblem,
} from './calls/live';
export { useCapabilities } from './hooks/liveHooks';
