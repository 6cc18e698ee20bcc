/**
 * How every API route treats anonymous callers and a Reader (a user with only Graylog's built-in Reader
 * role and the self-edit permissions every user holds). `test/route-access.test.ts` checks every route of
 * the running server against this table; a route that is missing here, or an entry without a route, fails.
 *
 * - `public`: answers without authentication (the reason says why Graylog allows it).
 * - `forbidden`: Graylog requires a permission a Reader lacks → 403 (the admin's entities are used for ids).
 * - `allowed`: any authenticated user (results filtered by permission, or the user's own data) → not 401/403.
 * - `own`: allowed on the Reader's own account, 403 on another user's.
 * - `scoped`: allowed in general, 403 when the request names a stream or search the Reader may not read.
 * - `hidden`: an entity the Reader may not read answers 404, as Graylog's resource does (it does not reveal it).
 */
export type Access =
  | { kind: 'public'; why: string }
  | { kind: 'forbidden'; why: string }
  | { kind: 'allowed'; why: string }
  | { kind: 'own'; why: string }
  | { kind: 'scoped'; why: string }
  | { kind: 'hidden'; why: string };

const pub = (why: string): Access => ({ kind: 'public', why });
const no = (why: string): Access => ({ kind: 'forbidden', why });
const ok = (why: string): Access => ({ kind: 'allowed', why });
const own = (why: string): Access => ({ kind: 'own', why });
const scoped = (why: string): Access => ({ kind: 'scoped', why });
const hidden = (why: string): Access => ({ kind: 'hidden', why });

const ANY_USER = '@RequiresAuthentication only';
const SYSTEM_READ = 'system:read is a Reader permission';
const CONFIG_READ = 'clusterconfigentry:read is a Reader permission';
const CONFIG_EDIT = 'clusterconfigentry:create/edit';
const INPUTS_READ = 'inputs:read is a Reader permission';
const STREAM_ADMIN = "streams:read/edit on the admin's stream";
const FILTERED = 'lists only what the caller may read';
const LUT_READ = 'lookuptables:read';

export const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  'GET /api': pub('HelloWorldResource (cluster and node id)'),
  'GET /api/': pub('HelloWorldResource (cluster and node id)'),
  'GET /api/system/lbstatus': pub('load-balancer health check'),
  'POST /api/system/sessions': pub('login'),
  'GET /api/system/sessions': pub('session validation answers is_valid:false to anonymous callers'),

  // Sessions
  'DELETE /api/system/sessions': ok('logging out of the own session'),
  'DELETE /api/system/sessions/': ok('logging out of the own session'),
  'DELETE /api/system/sessions/:sessionId': ok("logging out; another user's session is left alone"),

  // System
  'GET /api/system': ok(SYSTEM_READ),
  'GET /api/system/stats': ok(SYSTEM_READ),
  'GET /api/system/stats/fs': ok(SYSTEM_READ),
  'GET /api/system/stats/jvm': ok(SYSTEM_READ),
  'GET /api/system/stats/network': ok(SYSTEM_READ),
  'GET /api/system/stats/os': ok(SYSTEM_READ),
  'GET /api/system/stats/process': ok(SYSTEM_READ),
  'GET /api/system/jvm': ok('jvmstats:read is a Reader permission'),
  'GET /api/count/total': ok('messagecount:read is a Reader permission'),
  'GET /api/system/fields': ok('fieldnames:read is a Reader permission'),
  'GET /api/search/decorators': ok('decorators:read is a Reader permission'),
  'GET /api/system/plugins': ok(ANY_USER),
  'GET /api/system/throughput': ok('throughput:read is a Reader permission'),
  'GET /api/system/indices/rotation/strategies': ok(ANY_USER),
  'GET /api/system/indices/rotation/strategies/:type': ok(ANY_USER),
  'GET /api/system/indices/retention/strategies': ok(ANY_USER),
  'GET /api/system/indices/retention/strategies/:type': ok(ANY_USER),
  'GET /api/system/locales': ok(ANY_USER),
  'GET /api/system/cluster/node': ok(ANY_USER),
  'GET /api/system/cluster/nodes': ok(ANY_USER),
  'GET /api/system/cluster/nodes/:nodeId': ok(ANY_USER),
  'GET /api/system/cluster_config': ok(CONFIG_READ),
  'GET /api/system/cluster_config/:cls': ok(CONFIG_READ),
  'PUT /api/system/cluster_config/:cls': no(CONFIG_EDIT),
  'DELETE /api/system/cluster_config/:cls': no('clusterconfigentry:delete'),
  'GET /api/system/customization/:key': ok(CONFIG_READ),
  'PUT /api/system/customization/:key': no(CONFIG_EDIT),
  'PUT /api/system/processing/pause': no('processing:changestate'),
  'PUT /api/system/processing/resume': no('processing:changestate'),
  'GET /api/system/processing/status': ok(SYSTEM_READ),
  'GET /api/system/processing/status/persisted': ok(SYSTEM_READ),
  'GET /api/system/permissions': ok(ANY_USER),
  'GET /api/system/permissions/reader/:username': ok(ANY_USER),
  'GET /api/system/notifications': ok('notifications:read per type; a Reader sees none'),
  'DELETE /api/system/notifications/:type': no('notifications:delete'),
  'DELETE /api/system/notifications/:type/:key': no('notifications:delete'),
  'POST /api/system/metrics/multiple': ok('metrics:read is a Reader permission'),

  // Remaining system reads (docs/api-compatibility/admin-system.md)
  'GET /api/system/metrics': no('MetricsResource#metrics needs metrics:readall'),
  'GET /api/system/metrics/names': no('MetricsResource#metricNames needs metrics:allkeys'),
  'GET /api/system/metrics/namespace/:namespace': ok('metrics:read is a Reader permission (filtered per metric; 404 when none)'),
  'GET /api/system/metrics/:name': ok('metrics:read is a Reader permission'),
  'GET /api/system/messages': no('SystemMessageResource needs systemmessages:read'),
  'GET /api/system/serviceManager': ok(ANY_USER),
  'GET /api/system/searchVersion/satisfiesVersion/:distribution': ok(ANY_USER),
  'POST /api/system/notification/message/:format/:type': ok('SystemNotificationRenderResource: @RequiresAuthentication only'),
  'POST /api/system/notification/message/:format/:type/:key': ok('SystemNotificationRenderResource: @RequiresAuthentication only'),
  'GET /api/system/loggers': ok('LoggersResource lists only the loggers the caller may read (loggers:read)'),
  'GET /api/system/loggers/subsystems': ok('lists only the subsystems the caller may read (loggers:readsubsystem)'),
  'PUT /api/system/loggers/:name/level/:level': no('loggers:edit:<name>'),
  'PUT /api/system/loggers/subsystems/:subsystem/level/:level': no('loggers:editsubsystem:<subsystem>'),
  'GET /api/cluster/system/loggers': ok('per node, filtered by loggers:read'),
  'GET /api/cluster/system/loggers/subsystems': ok('per node, filtered by loggers:readsubsystem'),
  'PUT /api/cluster/system/loggers/:node/subsystems/:subsystem/level/:level': no('loggers:editsubsystem:<subsystem>'),
  'GET /api/system/indexer/overview': ok('IndexerOverviewResource checks no permission beyond authentication'),
  'GET /api/system/indexer/overview/:indexSetId': ok('IndexerOverviewResource checks no permission beyond authentication'),
  'GET /api/system/indexer/failures': no('indices:failures'),
  'GET /api/system/indexer/failures/count': no('indices:failures'),
  'GET /api/system/indexer/cluster/health': ok('indexercluster:read is a Reader permission'),
  'GET /api/system/indexer/cluster/name': ok('indexercluster:read is a Reader permission'),
  'GET /api/system/indexer/cluster/info': ok('indexercluster:read is a Reader permission'),
  'GET /api/telemetry': ok("the caller's own telemetry settings"),
  'GET /api/telemetry/user/settings': ok("the caller's own telemetry settings"),
  'PUT /api/telemetry/user/settings': ok("the caller's own telemetry settings"),
  'POST /api/views/search/metadata': ok(ANY_USER),
  'POST /api/cluster/metrics/multiple': ok('metrics:read is a Reader permission'),
  'GET /api/system/messageprocessors/config': ok(CONFIG_READ),
  'PUT /api/system/messageprocessors/config': no('clusterconfigentry:edit'),
  'GET /api/system/urlwhitelist': no('urlwhitelist:read'),
  'PUT /api/system/urlwhitelist': no('urlwhitelist:write'),
  'POST /api/system/urlwhitelist/check': ok(ANY_USER),
  'POST /api/system/urlwhitelist/generate_regex': ok(ANY_USER),

  // Index sets
  'PUT /api/system/indices/index_set_defaults': no(CONFIG_EDIT),
  'GET /api/system/indices/index_sets': ok(FILTERED),
  'POST /api/system/indices/index_sets': no('indexsets:create'),
  'GET /api/system/indices/index_sets/stats': no('indexsets:read'),
  'GET /api/system/indices/index_sets/:id': no('indexsets:read'),
  'PUT /api/system/indices/index_sets/:id': no('indexsets:edit'),
  'DELETE /api/system/indices/index_sets/:id': no('indexsets:delete'),
  'GET /api/system/indices/index_sets/:id/stats': no('indexsets:read'),

  // Inputs
  'GET /api/system/inputs': ok(INPUTS_READ),
  'POST /api/system/inputs': no('inputs:create'),
  'GET /api/system/inputs/types': ok(ANY_USER),
  'GET /api/system/inputs/types/all': ok(ANY_USER),
  'GET /api/system/inputs/types/:type': ok(ANY_USER),
  'GET /api/system/inputs/:id': ok(INPUTS_READ),
  'PUT /api/system/inputs/:id': no('inputs:edit'),
  'DELETE /api/system/inputs/:id': no('inputs:terminate'),
  'POST /api/system/inputs/:id/staticfields': no('inputs:edit'),
  'DELETE /api/system/inputs/:id/staticfields/:key': no('inputs:edit'),
  'GET /api/system/inputstates': ok(INPUTS_READ),
  'PUT /api/system/inputstates/:id': no('inputs:changestate'),
  'DELETE /api/system/inputstates/:id': no('inputs:changestate'),
  'GET /api/cluster/inputstates': ok(INPUTS_READ),
  'PUT /api/cluster/inputstates/:id': no('inputs:changestate'),
  'DELETE /api/cluster/inputstates/:id': no('inputs:changestate'),

  // Extractors (ExtractorsResource: inputs:read/edit:<input id>), grok patterns (GrokResource: inputs:read to
  // read, inputs:create/edit to change; the pattern test is authenticated only), the extractor testers
  // (/tools/*, @RequiresAuthentication) and message parsing (MessageResource#parse, authenticated only).
  'GET /api/system/inputs/:id/extractors': ok(INPUTS_READ),
  'POST /api/system/inputs/:id/extractors': no('inputs:edit'),
  'GET /api/system/inputs/:id/extractors/:extractorId': ok('inputs:read (an unknown extractor answers 404)'),
  'PUT /api/system/inputs/:id/extractors/:extractorId': no('inputs:edit'),
  'DELETE /api/system/inputs/:id/extractors/:extractorId': no('inputs:edit'),
  'POST /api/system/inputs/:id/extractors/order': no('inputs:edit'),
  'GET /api/system/grok': ok(INPUTS_READ),
  'POST /api/system/grok': no('inputs:create'),
  'PUT /api/system/grok': no('inputs:create'),
  'GET /api/system/grok/paginated': ok(INPUTS_READ),
  'POST /api/system/grok/test': ok(ANY_USER),
  'GET /api/system/grok/:id': ok('inputs:read (an unknown pattern answers 404)'),
  'PUT /api/system/grok/:id': no('inputs:edit'),
  'DELETE /api/system/grok/:id': no('inputs:edit'),
  'GET /api/tools/regex_tester': ok(ANY_USER),
  'POST /api/tools/regex_tester': ok(ANY_USER),
  'GET /api/tools/regex_tester/validate': ok(ANY_USER),
  'GET /api/tools/regex_replace_tester': ok(ANY_USER),
  'POST /api/tools/regex_replace_tester': ok(ANY_USER),
  'GET /api/tools/split_and_index_tester': ok(ANY_USER),
  'POST /api/tools/split_and_index_tester': ok(ANY_USER),
  'GET /api/tools/substring_tester': ok(ANY_USER),
  'POST /api/tools/substring_tester': ok(ANY_USER),
  'GET /api/tools/contains_string_tester': ok(ANY_USER),
  'POST /api/tools/contains_string_tester': ok(ANY_USER),
  'GET /api/tools/grok_tester': ok(ANY_USER),
  'POST /api/tools/grok_tester': ok(ANY_USER),
  'GET /api/tools/json_tester': ok(ANY_USER),
  'POST /api/tools/json_tester': ok(ANY_USER),
  'GET /api/tools/natural_date_tester': ok(ANY_USER),
  'POST /api/messages/parse': ok(ANY_USER),

  // Streams
  'GET /api/streams': ok(FILTERED),
  'POST /api/streams': no('streams:create'),
  'GET /api/streams/enabled': ok(FILTERED),
  'GET /api/streams/paginated': ok(FILTERED),
  'GET /api/streams/:id': no(STREAM_ADMIN),
  'PUT /api/streams/:id': no(STREAM_ADMIN),
  'DELETE /api/streams/:id': no(STREAM_ADMIN),
  'POST /api/streams/:id/pause': no('streams:changestate'),
  'POST /api/streams/:id/resume': no('streams:changestate'),
  'GET /api/streams/:id/rules': no(STREAM_ADMIN),
  'POST /api/streams/:id/rules': no(STREAM_ADMIN),
  'GET /api/streams/:id/rules/types': ok(ANY_USER),
  'GET /api/streams/:id/rules/:ruleId': no(STREAM_ADMIN),
  'PUT /api/streams/:id/rules/:ruleId': no(STREAM_ADMIN),
  'DELETE /api/streams/:id/rules/:ruleId': no(STREAM_ADMIN),
  'POST /api/streams/:id/clone': no('streams:create'),
  'POST /api/streams/:id/testMatch': no(STREAM_ADMIN),
  'GET /api/streams/:id/outputs': no(STREAM_ADMIN),
  'POST /api/streams/:id/outputs': no(STREAM_ADMIN),
  'DELETE /api/streams/:id/outputs/:outputId': no(STREAM_ADMIN),

  // Outputs (OutputResource; StreamOutputResource above also needs stream_outputs:*), content packs
  // (ContentPackResource) and authentication services: a Reader holds none of these permissions.
  'GET /api/system/outputs': no('outputs:read'),
  'POST /api/system/outputs': no('outputs:create'),
  'GET /api/system/outputs/available': no('outputs:read'),
  'GET /api/system/outputs/:outputId': no('outputs:read:<id>'),
  'PUT /api/system/outputs/:outputId': no('outputs:edit:<id>'),
  'DELETE /api/system/outputs/:outputId': no('outputs:terminate'),
  'GET /api/system/content_packs': no('contentpack:read'),
  'POST /api/system/content_packs': no('contentpack:create'),
  'GET /api/system/content_packs/latest': no('contentpack:read'),
  'GET /api/system/content_packs/:contentPackId': no('contentpack:read:<id>'),
  'DELETE /api/system/content_packs/:contentPackId': no('contentpack:delete:<id>'),
  'GET /api/system/content_packs/:contentPackId/:revision': no('contentpack:read'),
  'DELETE /api/system/content_packs/:contentPackId/:revision': no('contentpack:delete:<id>'),
  'GET /api/system/content_packs/:contentPackId/:revision/download': no('contentpack:read:<id>'),
  'POST /api/system/content_packs/:contentPackId/:revision/installations': no('contentpack:install:<id>'),
  'GET /api/system/content_packs/:contentPackId/installations': no('contentpack:read:<id>'),
  'GET /api/system/content_packs/:contentPackId/installations/:installationId/uninstall_details': no('contentpack:read:<id> (Graylog checks no permission here)'),
  'DELETE /api/system/content_packs/:contentPackId/installations/:installationId': no('contentpack:uninstall:<id>'),
  'GET /api/system/authentication/services/backends': ok(FILTERED),
  'GET /api/system/authentication/services/backends/active-backend/type': ok('the type of the active backend (none); Graylog answers guests too'),
  'GET /api/system/authentication/services/backends/:backendId': no('authservicebackend:read:<id>'),
  'GET /api/system/authentication/services/backends/:backendId/users': no('authserviceglobalconfig:read and users:read'),
  'GET /api/system/authentication/services/active-backend': no('authserviceglobalconfig:read'),
  'GET /api/system/authentication/services/configuration': no('authserviceglobalconfig:read'),
  'POST /api/system/authentication/users/:userId/enable': own('users:edit:<own name>; enabling the own account is then refused with 400'),
  'POST /api/system/authentication/users/:userId/disable': own('users:edit:<own name>; disabling the own account is then refused with 400'),

  // Search, fields, messages
  'GET /api/search/saved': ok(FILTERED),
  'POST /api/search/suggest': scoped('streams:read on the named streams'),
  'POST /api/search/validate': ok(ANY_USER),
  'GET /api/sift/capabilities': ok(ANY_USER),
  'GET /api/sift/live': scoped('streams:read on the named streams (the open stream itself is tested in live.test.ts)'),
  'GET /api/views/fields': ok('fields of the readable streams'),
  'POST /api/views/fields': scoped('streams:read on the named streams'),
  'POST /api/views/search': ok('every user may create searches'),
  'GET /api/views/search': ok('lists the own searches'),
  'GET /api/views/search/status/:jobId': ok('own jobs only; others answer 404'),
  'POST /api/views/search/sync': scoped('streams:read on the streams the search names'),
  'POST /api/views/search/messages': scoped('streams:read on the named streams'),
  'POST /api/views/search/messages/:searchId': scoped("SearchDomain#getForUser on the admin's search"),
  'POST /api/views/search/messages/:searchId/:searchTypeId': scoped("SearchDomain#getForUser on the admin's search"),
  'POST /api/views/export/:searchId': scoped("SearchDomain#getForUser on the admin's search"),
  'POST /api/views/export/:searchId/:searchTypeId': scoped("SearchDomain#getForUser on the admin's search"),
  'GET /api/views/search/messages/job/:jobId/:filename': hidden("another user's (or no) export job is not found"),
  'GET /api/views/search/:id': scoped("SearchDomain#getForUser on the admin's search"),
  'POST /api/views/search/:id/execute': scoped("SearchDomain#getForUser on the admin's search"),
  'GET /api/messages/:index/:id': ok('404 for an unknown message; 403 only for messages of unreadable streams'),

  // Users
  'GET /api/users': no('users:list'),
  'POST /api/users': no('users:create'),
  'GET /api/users/paginated': no('users:list'),
  'GET /api/users/id/:user': own('users:edit:<own name> is a self-edit permission'),
  'DELETE /api/users/id/:user': no('@RequiresPermissions(users:edit) without an instance'),
  'GET /api/users/:user': own('users:edit:<own name> is a self-edit permission'),
  'PUT /api/users/:user': own('users:edit:<own name>'),
  'DELETE /api/users/:user': no('@RequiresPermissions(users:edit) without an instance'),
  'PUT /api/users/:user/password': own('users:passwordchange:<own name>'),
  'PUT /api/users/:user/permissions': no('users:permissionsedit'),
  'DELETE /api/users/:user/permissions': no('users:permissionsedit'),
  'GET /api/users/:user/preferences': own('users:edit:<own name>'),
  'PUT /api/users/:user/preferences': own('users:edit:<own name>'),
  'PUT /api/users/:user/status/:status': own('users:edit:<own name>; setting the own status is then refused with 400'),
  'GET /api/users/:user/tokens': own('users:tokenlist:<own name>'),
  'POST /api/users/:user/tokens/:name|:token': own('users:tokencreate:<own name>'),
  'DELETE /api/users/:user/tokens/:name|:token': own('users:tokenremove:<own name>'),

  // Roles
  'GET /api/roles': no('roles:read'),
  'POST /api/roles': no('roles:create'),
  'GET /api/roles/:name': no('roles:read'),
  'PUT /api/roles/:name': no('roles:edit'),
  'DELETE /api/roles/:name': no('roles:delete'),
  'GET /api/roles/:name/members': no('roles:read'),
  'PUT /api/roles/:name/members/:username': no('roles:edit'),
  'DELETE /api/roles/:name/members/:username': no('roles:edit'),
  'GET /api/authz/roles': no('roles:read'),
  'GET /api/authz/roles/user/:username': own('users:edit:<own name>'),
  'GET /api/authz/roles/:id': no('roles:read'),
  'GET /api/authz/roles/:id/assignees': no('users:list'),
  'PUT /api/authz/roles/:id/assignees': no('roles:edit'),
  'DELETE /api/authz/roles/:id/assignee/:username': no('roles:edit'),

  // Sharing
  'POST /api/authz/shares/entities/:grn': no("entity:own on the admin's dashboard"),
  'POST /api/authz/shares/entities/:grn/prepare': no("entity:own on the admin's dashboard"),
  'GET /api/authz/shares/user/:userId': own('users:edit:<own name>'),

  // Views, dashboards, favorites, list preferences
  'GET /api/views': ok(FILTERED),
  'POST /api/views': no('dashboards:create (a Reader may still save searches)'),
  'GET /api/views/functions': ok(ANY_USER),
  'POST /api/views/forValue': ok(FILTERED),
  'POST /api/views/bulk_delete': ok('per-entity failures in a 200 answer'),
  'GET /api/views/:id': hidden("ViewsResource#get answers 404 for a view the user may not read"),
  'PUT /api/views/:id': no("view:edit on the admin's dashboard"),
  'DELETE /api/views/:id': no("view:delete on the admin's dashboard"),
  'PUT /api/views/:id/default': no('default-view:set'),
  'GET /api/dashboards': ok(FILTERED),
  'GET /api/favorites': ok('the own favorites'),
  'PUT /api/favorites/:grn': hidden('an unreadable dashboard cannot be a favorite'),
  'DELETE /api/favorites/:grn': ok('the own favorites'),
  'GET /api/entitylists/preferences/:id': ok('the own list preferences'),
  'POST /api/entitylists/preferences/:id': ok('the own list preferences'),
  // Lookup tables, caches, data adapters (LookupTableResource, ClusterLookupTableResource, LookupTableTesterResource):
  // every route needs a lookuptables:* permission, which the Reader role does not hold.
  'GET /api/system/lookup/tables': no(LUT_READ),
  'GET /api/system/lookup/tables/:idOrName': no(LUT_READ),
  'POST /api/system/lookup/tables': no('lookuptables:create'),
  'PUT /api/system/lookup/tables/:idOrName': no('lookuptables:edit'),
  'DELETE /api/system/lookup/tables/:idOrName': no('lookuptables:delete'),
  'POST /api/system/lookup/tables/validate': no(LUT_READ),
  'GET /api/system/lookup/tables/:idOrName/query': no(LUT_READ),
  'POST /api/system/lookup/tables/:idOrName/purge': no(LUT_READ),
  'POST /api/cluster/system/lookup/tables/:idOrName/purge': no(LUT_READ),
  'GET /api/system/lookup/adapters': no(LUT_READ),
  'GET /api/system/lookup/adapters/:idOrName': no(LUT_READ),
  'POST /api/system/lookup/adapters': no('lookuptables:create'),
  'PUT /api/system/lookup/adapters/:idOrName': no('lookuptables:edit'),
  'DELETE /api/system/lookup/adapters/:idOrName': no('lookuptables:delete'),
  'POST /api/system/lookup/adapters/validate': no(LUT_READ),
  'GET /api/system/lookup/adapters/:idOrName/query': no(LUT_READ),
  'GET /api/system/lookup/types/adapters': no(LUT_READ),
  'GET /api/system/lookup/caches': no(LUT_READ),
  'GET /api/system/lookup/caches/:idOrName': no(LUT_READ),
  'POST /api/system/lookup/caches': no('lookuptables:create'),
  'PUT /api/system/lookup/caches/:idOrName': no('lookuptables:edit'),
  'DELETE /api/system/lookup/caches/:idOrName': no('lookuptables:delete'),
  'POST /api/system/lookup/caches/validate': no(LUT_READ),
  'GET /api/system/lookup/types/caches': no(LUT_READ),
  'POST /api/system/lookup/errorstates': no(LUT_READ),
  'POST /api/tools/lookup_table_tester': no(LUT_READ),

  // Event definitions, notifications, events and alerts (EventDefinitionsResource, EventNotificationsResource, EventsResource):
  // eventdefinitions:* and eventnotifications:* are not Reader permissions; lists filter per entity, bulk
  // operations report per-entity failures, the events search hides events of unreadable streams.
  'GET /api/events/definitions/paginated': ok(FILTERED),
  'GET /api/events/definitions': ok(FILTERED),
  'POST /api/events/definitions': no('eventdefinitions:create'),
  'POST /api/events/definitions/validate': no('eventdefinitions:create'),
  'GET /api/events/definitions/:id': no('eventdefinitions:read'),
  'GET /api/events/definitions/:id/with-context': no('eventdefinitions:read'),
  'PUT /api/events/definitions/:id': no('eventdefinitions:edit'),
  'DELETE /api/events/definitions/:id': no('eventdefinitions:delete'),
  'PUT /api/events/definitions/:id/schedule': no('eventdefinitions:edit'),
  'PUT /api/events/definitions/:id/unschedule': no('eventdefinitions:edit'),
  'PUT /api/events/definitions/:id/clear-notification-queue': no('eventdefinitions:edit'),
  'POST /api/events/definitions/:id/execute': no('eventdefinitions:execute'),
  'POST /api/events/definitions/bulk_delete': ok('per-entity failures in a 200 answer (400 without ids)'),
  'POST /api/events/notifications/bulk_delete': ok('per-entity failures in a 200 answer (400 without ids)'),
  'POST /api/events/definitions/bulk_schedule': ok('per-entity failures in a 200 answer (400 without ids)'),
  'POST /api/events/definitions/bulk_unschedule': ok('per-entity failures in a 200 answer (400 without ids)'),
  'GET /api/events/entity_types': ok(ANY_USER),
  'GET /api/events/notifications/paginated': ok(FILTERED),
  'GET /api/events/notifications': ok(FILTERED),
  'POST /api/events/notifications': no('eventnotifications:create'),
  'POST /api/events/notifications/test': no('eventnotifications:create'),
  'GET /api/events/notifications/legacy/types': ok(ANY_USER),
  'GET /api/events/notifications/:id': no('eventnotifications:read'),
  'PUT /api/events/notifications/:id': no('eventnotifications:edit'),
  'DELETE /api/events/notifications/:id': no('eventnotifications:delete'),
  'POST /api/events/notifications/:id/test': no('eventnotifications:edit'),
  'POST /api/events/search': ok('events of unreadable source streams are hidden'),
  'GET /api/events/:id': ok('404 for an unknown or hidden event'),
  'GET /api/alerts/callbacks': ok(FILTERED),
  'GET /api/alerts/callbacks/types': ok(ANY_USER),
  'GET /api/streams/:id/alarmcallbacks': no(STREAM_ADMIN),
  'GET /api/streams/:id/alarmcallbacks/available': no(STREAM_ADMIN),

  // Pipelines (RuleResource, PipelineResource, PipelineConnectionsResource, SimulatorResource): pipeline_rule:*,
  // pipeline:* and pipeline_connection:* are not Reader permissions. Parsing, the function descriptors and
  // the bulk rule read are authenticated only (the bulk read filters by pipeline_rule:read:<id>).
  'GET /api/system/pipelines/rule': no('pipeline_rule:read'),
  'POST /api/system/pipelines/rule': no('pipeline_rule:create'),
  'GET /api/system/pipelines/rule/paginated': no('pipeline_rule:read'),
  'GET /api/system/pipelines/rule/functions': ok(ANY_USER),
  'POST /api/system/pipelines/rule/parse': ok('RuleResource#parse: authenticated only, stores nothing'),
  'POST /api/system/pipelines/rule/multiple': ok(FILTERED),
  'GET /api/system/pipelines/rule/:id': no('pipeline_rule:read:<id>'),
  'PUT /api/system/pipelines/rule/:id': no('pipeline_rule:edit:<id>'),
  'DELETE /api/system/pipelines/rule/:id': no('pipeline_rule:delete:<id>'),
  'GET /api/system/pipelines/pipeline': no('pipeline:read'),
  'POST /api/system/pipelines/pipeline': no('pipeline:create'),
  'GET /api/system/pipelines/pipeline/paginated': no('pipeline:read'),
  'POST /api/system/pipelines/pipeline/parse': ok('PipelineResource#parse: authenticated only, stores nothing'),
  'GET /api/system/pipelines/pipeline/:id': no('pipeline:read:<id>'),
  'PUT /api/system/pipelines/pipeline/:id': no('pipeline:edit:<id>'),
  'DELETE /api/system/pipelines/pipeline/:id': no('pipeline:delete:<id>'),
  'GET /api/system/pipelines/connections': no('pipeline_connection:read'),
  'GET /api/system/pipelines/connections/:streamId': no('pipeline_connection:read'),
  'POST /api/system/pipelines/connections/to_stream': no('pipeline_connection:edit'),
  'POST /api/system/pipelines/connections/to_pipeline': no('pipeline_connection:edit'),
  'POST /api/system/pipelines/simulate': no('pipeline_rule:read and streams:read:<stream id>'),
};

/** Write routes (POST/PUT) that read no request body: Graylog ignores what is sent, so body attacks do not apply. */
export const NO_BODY: Readonly<Record<string, string>> = {
  'POST /api/system/lookup/tables/:idOrName/purge': 'the table is in the path, the key in the query',
  'POST /api/cluster/system/lookup/tables/:idOrName/purge': 'the table is in the path, the key in the query',
  'PUT /api/system/processing/pause': 'state switch',
  'PUT /api/system/processing/resume': 'state switch',
  'PUT /api/system/loggers/:name/level/:level': 'the logger and level are in the path',
  'PUT /api/system/loggers/subsystems/:subsystem/level/:level': 'the subsystem and level are in the path',
  'PUT /api/cluster/system/loggers/:node/subsystems/:subsystem/level/:level': 'the node, subsystem and level are in the path',
  'POST /api/streams/:id/pause': 'state switch',
  'POST /api/streams/:id/resume': 'state switch',
  'PUT /api/system/inputstates/:id': 'state switch',
  'PUT /api/cluster/inputstates/:id': 'state switch',
  'PUT /api/users/:user/status/:status': 'the status is in the path',
  'POST /api/system/authentication/users/:userId/enable': 'the account and the action are in the path',
  'POST /api/system/authentication/users/:userId/disable': 'the account and the action are in the path',
  'POST /api/views/forValue': 'QualifyingViewsResource#forValue takes no parameters',
  'POST /api/users/:user/tokens/:name|:token': "Graylog: 'Placeholder because POST requests should have a body … the content will be ignored'",
  'PUT /api/roles/:name/members/:username': 'membership is in the path',
  'PUT /api/views/:id/default': 'the view is in the path',
  'PUT /api/favorites/:grn': 'the entity is in the path',
  'PUT /api/events/definitions/:id/schedule': 'the definition is in the path',
  'PUT /api/events/definitions/:id/unschedule': 'the definition is in the path',
  'PUT /api/events/definitions/:id/clear-notification-queue': 'the definition is in the path',
  'POST /api/events/notifications/:id/test': 'the notification is in the path',
};

/**
 * Write routes whose Graylog DTO accepts unknown properties, so a body of unknown (or unknown-but-mistyped)
 * fields is not refused. They must still store nothing and refuse bodies that are not JSON objects.
 */
export const LENIENT: Readonly<Record<string, string>> = {
  'POST /api/views/search/:id/execute': 'ExecutionState swallows unknown keys into additional_parameters (any-setter); executing stores nothing',
  'PUT /api/system/indices/index_sets/:id': 'the web interface sends the whole IndexSetSummary back; keys that are not updatable are ignored',
};

/** Write routes where an absent (`null`) body is valid: Graylog's parameter is not `@NotNull`. */
export const OPTIONAL_BODY: Readonly<Record<string, string>> = {
  'POST /api/system/notification/message/:format/:type': 'TemplateRenderRequest is optional (no values)',
  'POST /api/system/notification/message/:format/:type/:key': 'TemplateRenderRequest is optional (no values)',
  'POST /api/views/search/:id/execute': 'no execution state means the stored search as it is',
};
