import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { SessionGate } from '../client/SessionGate';
import { ResponseShapeError, UnknownEnumValueError } from '../models/decode';
import { terminateSession } from '../sessions';
import { GrokApi, OtherAdminApi, OutputsApi, SharesApi, SystemInfoApi, ToolsApi, UserAdminApi } from './admin';
import { EventDefinitionsApi, EventNotificationsApi, EventsApi } from './events';
import { DEFAULT_EVENT_SEARCH } from '../models/events';
import { ExportApi } from './export';
import { IndexSetsApi } from './indexSets';
import { LookupApi } from './lookup';
import { ClusterConfigApi, SystemApi, TelemetryApi } from './shell';
import { InputsApi, StreamsApi } from './streamsInputs';
import { SearchApi, ViewsApi } from './views';

/*
 * The calls that used to answer untyped JSON objects: each reads the documented wire shape
 * (ADMIN-API.md, API.md) into its camelCase model, and a malformed answer raises the typed decode
 * error naming the field. A fake fetch answers every request with `answer`.
 */

interface Sent {
  method: string;
  url: string;
  body: unknown;
  accept: string | undefined;
}

function fake(answer: unknown, options: { status?: number; contentType?: string } = {}) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({
      method: init.method ?? 'GET',
      url: String(url),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      accept: (init.headers as Record<string, string>)['Accept'],
    });
    const status = options.status ?? 200;
    if (answer === undefined) return new Response(null, { status: 204 });
    const contentType = options.contentType ?? 'application/json';
    return new Response(contentType === 'application/json' ? JSON.stringify(answer) : String(answer), {
      status,
      headers: { 'Content-Type': contentType },
    });
  });
  return { client: new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session: new SessionGate('admin') }), sent };
}

const FIELD = {
  type: 'number',
  human_name: 'Port',
  description: 'Port to listen on.',
  default_value: 12201,
  is_optional: false,
  attributes: ['is_port_number'],
  additional_info: {},
  position: 100,
  is_encrypted: false,
};
const BIND = {
  type: 'text',
  human_name: 'Bind address',
  description: '',
  default_value: '0.0.0.0',
  is_optional: false,
  attributes: [],
  additional_info: {},
  position: 10,
};
const INPUT_TYPE = {
  type: 'org.graylog2.inputs.gelf.udp.GELFUDPInput',
  name: 'GELF UDP',
  is_exclusive: false,
  requested_configuration: { port: FIELD, bind_address: BIND },
  link_to_docs: '',
};
const PIPELINE = {
  id: 'p1',
  title: 'routing',
  description: null,
  source: 'pipeline "routing"\nstage 0 match either\nrule "r"\nend',
  created_at: '2023-09-01T10:00:00.000Z',
  modified_at: '2023-09-01T10:00:00.000Z',
  stages: [{ stage: 0, match: 'EITHER', rules: ['r'] }],
  errors: null,
};
const RULE = {
  id: 'r1',
  title: 'r',
  description: '',
  source: 'rule "r" when true then end',
  created_at: '2023-09-01T10:00:00.000Z',
  modified_at: '2023-09-01T10:00:00.000Z',
};

type Case = [string, (c: ApiClient) => Promise<unknown>, unknown, unknown];

const READS: Case[] = [
  [
    'input types with ordered configuration fields',
    (c) => InputsApi.type(c, 'x'),
    INPUT_TYPE,
    {
      type: INPUT_TYPE.type,
      name: 'GELF UDP',
      isExclusive: false,
      linkToDocs: '',
      requestedConfiguration: [
        expect.objectContaining({ name: 'bind_address', position: 10 }),
        expect.objectContaining({ name: 'port', humanName: 'Port', defaultValue: 12201, attributes: ['is_port_number'] }),
      ],
    },
  ],
  [
    'all input types',
    (c) => InputsApi.allTypes(c),
    { [INPUT_TYPE.type]: INPUT_TYPE },
    { [INPUT_TYPE.type]: expect.objectContaining({ name: 'GELF UDP' }) },
  ],
  [
    'input update answers the id',
    (c) => InputsApi.update(c, 'i1', { title: 't', type: 'x', global: true, configuration: {}, node: null }),
    { id: 'i1' },
    'i1',
  ],
  [
    'stream test match',
    (c) => StreamsApi.testMatch(c, 's1', { message: 'x' }),
    { matches: true, rules: { r1: true, r2: false } },
    { matches: true, rules: { r1: true, r2: false } },
  ],
  [
    'stream rule update answers the rule id',
    (c) => StreamsApi.updateRule(c, 's1', 'r1', { type: 1, value: 'v', field: 'f', inverted: false, description: '' }),
    { streamrule_id: 'r1' },
    'r1',
  ],
  [
    'stream alarm callbacks',
    (c) => StreamsApi.alarmCallbacks(c, 's1'),
    {
      total: 1,
      alarmcallbacks: [
        {
          id: 'a',
          stream_id: 's1',
          type: 'org.x.Callback',
          title: 'cb',
          configuration: { k: 1 },
          created_at: 'x',
          creator_user_id: 'admin',
        },
      ],
    },
    [{ id: 'a', streamId: 's1', type: 'org.x.Callback', title: 'cb', configuration: { k: 1 }, createdAt: 'x', creatorUserId: 'admin' }],
  ],
  [
    'available outputs',
    (c) => OutputsApi.available(c),
    {
      types: {
        'org.graylog2.outputs.GelfOutput': {
          name: 'GELF Output',
          type: 'org.graylog2.outputs.GelfOutput',
          human_name: 'GELF Output',
          link_to_docs: '',
          requested_configuration: { port: FIELD },
        },
      },
    },
    {
      'org.graylog2.outputs.GelfOutput': expect.objectContaining({
        humanName: 'GELF Output',
        requestedConfiguration: [expect.objectContaining({ name: 'port' })],
      }),
    },
  ],
  ['grok test captures', (c) => GrokApi.test(c, { name: 'X', pattern: '%{INT:n}' }, '12'), { n: '12' }, { n: '12' }],
  [
    'user tokens (wire shape kept for the console)',
    (c) => UserAdminApi.tokens(c, 'u1'),
    { tokens: [{ id: 't1', name: 'ci', last_access: '1970-01-01T00:00:00.000Z' }] },
    { tokens: [{ id: 't1', name: 'ci', last_access: '1970-01-01T00:00:00.000Z' }] },
  ],
  [
    'user tokens as models (epoch means never used)',
    (c) => UserAdminApi.accessTokens(c, 'u1'),
    { tokens: [{ id: 't1', name: 'ci', last_access: '1970-01-01T00:00:00.000Z' }] },
    [{ id: 't1', name: 'ci', lastAccess: null }],
  ],
  [
    'created token',
    (c) => UserAdminApi.createToken(c, 'u1', 'ci'),
    { id: 't1', name: 'ci', token: 'secret', last_access: null },
    { id: 't1', name: 'ci', token: 'secret', last_access: null },
  ],
  [
    'entities shared with a user',
    (c) => SharesApi.forUser(c, 'u1'),
    {
      total: 1,
      page: 1,
      per_page: 50,
      count: 1,
      entities: [{ id: 'grn::::stream:s1', type: 'stream', title: 'S', owners: [{ id: 'grn::::user:u2', type: 'user', title: 'Bob' }] }],
      context: { grantee_capabilities: { 'grn::::stream:s1': 'view' } },
    },
    expect.objectContaining({
      elements: [{ grn: 'grn::::stream:s1', type: 'stream', title: 'S', owners: [{ grn: 'grn::::user:u2', type: 'user', title: 'Bob' }] }],
      context: { grantee_capabilities: { 'grn::::stream:s1': 'view' } },
    }),
  ],
  [
    'metrics registry',
    (c) => SystemInfoApi.metrics(c),
    { gauges: { g: { value: 1 } }, counters: {}, histograms: {}, meters: {}, timers: {} },
    { gauges: { g: { value: 1 } }, counters: {}, histograms: {}, meters: {}, timers: {} },
  ],
  ['metric names', (c) => SystemInfoApi.metricNames(c), { names: ['a', 'b'] }, ['a', 'b']],
  [
    'metric namespace',
    (c) => SystemInfoApi.metricNamespace(c, 'org'),
    { total: 1, metrics: [{ full_name: 'org.a', name: 'a', type: 'counter', metric: { count: 3 } }] },
    [{ fullName: 'org.a', name: 'a', type: 'counter', metric: { count: 3 } }],
  ],
  ['one metric', (c) => SystemInfoApi.metric(c, 'org.a'), { count: 3 }, { count: 3 }],
  [
    'system messages',
    (c) => SystemInfoApi.messages(c),
    { total: 1, messages: [{ caller: 'c', content: 'Started', timestamp: 't', node_id: 'n' }] },
    { total: 1, messages: [{ caller: 'c', content: 'Started', timestamp: 't', nodeId: 'n' }] },
  ],
  [
    'plugins',
    (c) => SystemInfoApi.plugins(c),
    {
      total: 1,
      plugins: [
        {
          unique_id: 'org.x',
          name: 'X',
          author: 'A',
          url: 'u',
          version: '1.0',
          description: 'd',
          required_version: '5.1',
          required_capabilities: [],
        },
      ],
    },
    [
      {
        uniqueId: 'org.x',
        name: 'X',
        author: 'A',
        url: 'u',
        version: '1.0',
        description: 'd',
        requiredVersion: '5.1',
        requiredCapabilities: [],
      },
    ],
  ],
  [
    'permission catalogue',
    (c) => SystemInfoApi.permissions(c),
    { permissions: { streams: ['read', 'edit'] } },
    { streams: ['read', 'edit'] },
  ],
  [
    'reader permissions as {permissions}',
    (c) => SystemInfoApi.readerPermissions(c, 'bob'),
    { permissions: ['users:edit:bob'] },
    ['users:edit:bob'],
  ],
  ['reader permissions as a bare array', (c) => SystemInfoApi.readerPermissions(c, 'bob'), ['users:edit:bob'], ['users:edit:bob']],
  [
    'satisfies version',
    (c) => SystemInfoApi.satisfiesVersion(c, 'opensearch'),
    { satisfied: false, error_message: 'too old' },
    { satisfied: false, errorMessage: 'too old' },
  ],
  ['service manager', (c) => SystemInfoApi.serviceManager(c), { 'JerseyService [RUNNING]': 120 }, { 'JerseyService [RUNNING]': 120 }],
  ['node throughput', (c) => SystemInfoApi.throughput(c), { throughput: 12 }, 12],
  ['stats part', (c) => SystemInfoApi.stats(c, 'os'), { hostname: 'h', uptime: 5 }, { os: { hostname: 'h', uptime: 5 } }],
  [
    'loggers per node',
    (c) => SystemInfoApi.loggers(c),
    { n1: { total: 1, loggers: { 'org.graylog2': { level: 'info', level_syslog: 6 } } }, n2: null },
    { n1: { 'org.graylog2': { level: 'info', levelSyslog: 6 } }, n2: null },
  ],
  ['total count', (c) => SystemInfoApi.totalCount(c), { events: 42 }, 42],
  [
    'search backend',
    (c) => SystemInfoApi.searchBackendStats(c),
    { name: 'es', status: 'green', shards: { active: 1, initializing: 0, relocating: 0, unassigned: 0 } },
    { name: 'es', status: 'green', shards: { active: 1, initializing: 0, relocating: 0, unassigned: 0 } },
  ],
  [
    'grok tester',
    (c) => ToolsApi.grok(c, { pattern: '%{IP:ip}', string: '1.2.3.4', named_captures_only: true }),
    { matched: true, matches: [{ name: 'ip', match: '1.2.3.4' }], pattern: '%{IP:ip}', string: '1.2.3.4' },
    { matched: true, matches: [{ name: 'ip', match: '1.2.3.4' }], pattern: '%{IP:ip}', string: '1.2.3.4', errorMessage: null },
  ],
  [
    'json tester reads line_separator',
    (c) =>
      ToolsApi.json(c, {
        string: '{}',
        flatten: false,
        list_separator: ', ',
        key_separator: '_',
        kv_separator: '=',
        replace_key_whitespace: false,
        key_whitespace_replacement: '_',
        key_prefix: '',
      }),
    { matches: { a_b: 1 }, flatten: false, line_separator: ', ', key_separator: '_', kv_separator: '=', string: '{}' },
    { matches: { a_b: 1 }, flatten: false, listSeparator: ', ', keySeparator: '_', kvSeparator: '=', string: '{}' },
  ],
  [
    'regex validation',
    (c) => ToolsApi.validateRegex(c, '('),
    { regex: '(', is_valid: false, validation_message: 'Unclosed group' },
    { regex: '(', isValid: false, validationMessage: 'Unclosed group' },
  ],
  [
    'regex tester',
    (c) => ToolsApi.regex(c, { regex: 'a(b)', string: 'ab' }),
    { matched: true, match: { match: 'b', start: 1, end: 2 }, regex: 'a(b)', string: 'ab' },
    { matched: true, match: { match: 'b', start: 1, end: 2 }, string: 'ab' },
  ],
  [
    'contains tester without a match',
    (c) => ToolsApi.containsString(c, { search_string: 'x', string: 'ab' }),
    { matched: false, search_string: 'x', string: 'ab' },
    { matched: false, match: null, string: 'ab' },
  ],
  [
    'split and index',
    (c) => ToolsApi.splitAndIndex(c, { split_by: ' ', index: 2, string: 'a b' }),
    { successful: true, cut: 'b', begin_index: 2, end_index: 3 },
    { successful: true, cut: 'b', beginIndex: 2, endIndex: 3 },
  ],
  [
    'lookup table tester',
    (c) => ToolsApi.lookupTable(c, { lookup_table_name: 'x', string: 'k' }),
    { empty: true, error: true, error_message: "Lookup table x doesn't exist", key: 'k', value: null },
    { empty: true, error: true, errorMessage: "Lookup table x doesn't exist", key: 'k', value: null },
  ],
  [
    'natural date',
    (c) => ToolsApi.naturalDate(c, 'yesterday'),
    { from: 'a', to: 'b', timezone: 'UTC' },
    { from: 'a', to: 'b', timezone: 'UTC' },
  ],
  [
    'parse message',
    (c) => ToolsApi.parseMessage(c, { message: 'hi', codec: 'raw' }),
    { message: { _id: 'm1', message: 'hi' }, index: null, highlight_ranges: null, decoration_stats: null },
    expect.objectContaining({ id: 'm1', fields: { _id: 'm1', message: 'hi' } }),
  ],
  [
    'alert callback types',
    (c) => OtherAdminApi.alertCallbacks(c),
    { types: { 'org.x.Email': { name: 'Email', requested_configuration: { port: FIELD } } } },
    { 'org.x.Email': { type: 'org.x.Email', name: 'Email', configuration: [expect.objectContaining({ name: 'port' })] } },
  ],
  [
    'auth backends',
    (c) => OtherAdminApi.authenticationBackends(c),
    {
      total: 1,
      page: 1,
      per_page: 50,
      count: 1,
      backends: [{ id: 'b1', title: 'LDAP', description: '', default_roles: ['r'], config: { type: 'ldap', servers: [] } }],
      context: { active_backend: 'b1' },
    },
    expect.objectContaining({
      elements: [{ id: 'b1', title: 'LDAP', description: '', defaultRoles: ['r'], config: { type: 'ldap', servers: [] } }],
      context: { active_backend: 'b1' },
    }),
  ],
  [
    'legacy roles',
    (c) => OtherAdminApi.roles(c),
    { total: 1, roles: [{ name: 'Reader', description: 'Read', permissions: ['streams:read'], read_only: true }] },
    [{ id: null, name: 'Reader', description: 'Read', permissions: ['streams:read'], readOnly: true }],
  ],
  [
    'authz roles page',
    (c) => OtherAdminApi.authzRoles(c),
    {
      total: 1,
      page: 1,
      per_page: 50,
      count: 1,
      roles: [{ id: 'r1', name: 'Admin', description: 'All', permissions: ['*'], read_only: true }],
      context: { users: { r1: [{ id: 'u', username: 'admin' }] } },
    },
    expect.objectContaining({
      elements: [{ id: 'r1', name: 'Admin', description: 'All', permissions: ['*'], readOnly: true }],
      context: { users: { r1: [{ id: 'u', username: 'admin' }] } },
    }),
  ],
  [
    'role assignees',
    (c) => OtherAdminApi.roleAssignees(c, 'r1'),
    { total: 1, page: 1, per_page: 1, count: 1, users: [{ id: 'u', username: 'admin', full_name: 'Admin' }] },
    expect.objectContaining({ elements: [{ id: 'u', username: 'admin', fullName: 'Admin' }] }),
  ],
  [
    'content packs',
    (c) => OtherAdminApi.contentPacks(c),
    {
      total: 1,
      content_packs: [
        { v: '1', id: 'cp', rev: 2, name: 'N', summary: 's', description: 'd', vendor: 'v', url: 'u', parameters: [], entities: [] },
      ],
      content_pack_metadata: { cp: { 2: { installation_count: 1 } } },
    },
    { total: 1, contentPacks: [expect.objectContaining({ id: 'cp', rev: 2 })], installationCounts: { cp: { 2: 1 } } },
  ],
  [
    'indexer failures',
    (c) => OtherAdminApi.indexerFailures(c),
    { total: 1, failures: [{ index: 'graylog_0', letter_id: 'l', message: 'm', timestamp: 't' }] },
    { total: 1, failures: [{ index: 'graylog_0', letterId: 'l', message: 'm', timestamp: 't' }] },
  ],
  [
    'indexer overview',
    (c) => OtherAdminApi.indexerOverview(c),
    {
      deflector: { current_target: 'graylog_0', is_up: true },
      indexer_cluster: { health: { status: 'green' }, name: 'es' },
      counts: { events: 3 },
      indices: { graylog_0: { reopened: false } },
    },
    {
      deflector: { currentTarget: 'graylog_0', isUp: true },
      clusterName: 'es',
      clusterHealth: { status: 'green' },
      events: 3,
      indices: { graylog_0: { reopened: false } },
    },
  ],
  [
    'pipelines',
    (c) => OtherAdminApi.pipelines(c),
    [PIPELINE],
    [expect.objectContaining({ id: 'p1', description: '', stages: [{ stage: 0, match: 'EITHER', rules: ['r'] }], errors: [] })],
  ],
  ['pipeline rules', (c) => OtherAdminApi.pipelineRules(c), [RULE], [expect.objectContaining({ id: 'r1', title: 'r' })]],
  [
    'pipeline connections',
    (c) => OtherAdminApi.pipelineConnections(c),
    [{ id: 'c1', stream_id: 's1', pipeline_ids: ['p1'] }],
    [{ id: 'c1', streamId: 's1', pipelineIds: ['p1'] }],
  ],
  [
    "pipeline simulation (a real Graylog's, without Sift's stages)",
    (c) => OtherAdminApi.simulatePipeline(c, { stream_id: 's1', message: { message: 'x' } }),
    {
      messages: [{ message: { _id: 'm', message: 'x' }, index: null }],
      simulation_trace: [{ time: 1, message: 'Rule r matched' }],
      took_microseconds: 9,
    },
    {
      messages: [expect.objectContaining({ id: 'm' })],
      trace: [{ time: 1, message: 'Rule r matched' }],
      tookMicroseconds: 9,
      stages: null,
    },
  ],
  [
    'pipeline simulation with the message after each stage (sift_stages)',
    (c) => OtherAdminApi.simulatePipeline(c, { stream_id: 's1', message: { message: 'x' } }),
    {
      messages: [],
      simulation_trace: [],
      took_microseconds: 9,
      sift_stages: [
        {
          pipeline_id: 'p1',
          pipeline_title: 'Web',
          stage: 0,
          match: 'EITHER',
          rules: [{ id: 'r1', title: 'tag', matched: true, failed: false }],
          stopped: false,
          dropped: true,
          message: { _id: 'm', message: 'x', verb: 'GET' },
          added_fields: { verb: 'GET' },
          changed_fields: {},
          removed_fields: {},
        },
      ],
    },
    {
      messages: [],
      trace: [],
      tookMicroseconds: 9,
      stages: [
        {
          pipelineId: 'p1',
          pipelineTitle: 'Web',
          stage: 0,
          match: 'EITHER',
          rules: [{ id: 'r1', title: 'tag', matched: true, failed: false }],
          stopped: false,
          dropped: true,
          fields: { _id: 'm', message: 'x', verb: 'GET' },
          addedFields: { verb: 'GET' },
          changedFields: {},
          removedFields: {},
        },
      ],
    },
  ],
  [
    'lookup table query (no TTL is Long.MAX_VALUE)',
    (c) => LookupApi.queryTable(c, 't', 'k'),
    {
      single_value: 'ACME',
      multi_value: { value: 'ACME' },
      string_list_value: null,
      has_error: false,
      ttl: 2 ** 63 /* Long.MAX_VALUE as JSON.parse reads 9223372036854775807 */,
    },
    { singleValue: 'ACME', multiValue: { value: 'ACME' }, stringListValue: null, hasError: false, ttlMs: Infinity },
  ],
  [
    'lookup adapter query',
    (c) => LookupApi.queryAdapter(c, 'a', 'k'),
    { single_value: null, multi_value: null, string_list_value: ['1'], has_error: true, ttl: 5000 },
    { singleValue: null, multiValue: null, stringListValue: ['1'], hasError: true, ttlMs: 5000 },
  ],
  [
    'lookup adapter types',
    (c) => LookupApi.adapterTypes(c),
    { csvfile: { type: 'csvfile', config_class: 'org.x.Config', default_config: { type: 'csvfile', path: '/etc/x.csv' } } },
    { csvfile: { type: 'csvfile', configClass: 'org.x.Config', defaultConfig: { type: 'csvfile', path: '/etc/x.csv' } } },
  ],
  [
    'lookup validation',
    (c) =>
      LookupApi.validateCache(c, {
        id: 'c',
        scope: 'DEFAULT',
        title: 't',
        description: '',
        name: 'n',
        contentPack: null,
        config: { type: 'none' },
      } as never),
    { failed: true, errors: { name: ['The name is already in use.'] }, error_context: {} },
    { failed: true, errors: { name: ['The name is already in use.'] }, errorContext: {} },
  ],
  [
    'lookup error states',
    (c) => LookupApi.errorStates(c, { tables: ['t'] }),
    { tables: { t: '' }, data_adapters: { a: 'down' }, caches: { c: null } },
    { tables: { t: null }, dataAdapters: { a: 'down' }, caches: { c: null } },
  ],
  [
    'lookup purge per node',
    (c) => LookupApi.purgeTable(c, 't'),
    { n1: { call_executed: true, server_error_message: null, response: { success: true, code: 200, entity: null } } },
    { n1: { callExecuted: true, serverErrorMessage: null, success: true, code: 200, entity: null } },
  ],
  [
    'rotation strategies',
    (c) => IndexSetsApi.rotationStrategies(c),
    {
      total: 1,
      strategies: [
        {
          type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
          default_config: {
            type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig',
            max_docs_per_index: 20000000,
          },
          json_schema: {},
        },
      ],
      context: { time_size_optimizing_retention_fixed_leeway: null },
    },
    {
      total: 1,
      strategies: [expect.objectContaining({ defaultConfig: expect.objectContaining({ max_docs_per_index: 20000000 }) })],
      context: { time_size_optimizing_retention_fixed_leeway: null },
    },
  ],
  [
    'event entity types',
    (c) => EventDefinitionsApi.entityTypes(c),
    {
      processor_types: ['aggregation-v1'],
      field_provider_types: ['template-v1'],
      storage_handler_types: ['persist-to-streams-v1'],
      aggregation_functions: ['count'],
    },
    {
      processorTypes: ['aggregation-v1'],
      fieldProviderTypes: ['template-v1'],
      storageHandlerTypes: ['persist-to-streams-v1'],
      aggregationFunctions: ['count'],
    },
  ],
  [
    'legacy notification types',
    (c) => EventNotificationsApi.legacyTypes(c),
    { types: { 'org.x.Http': { name: 'HTTP', configuration: { url: { ...BIND, human_name: 'URL' } } } } },
    { 'org.x.Http': { type: 'org.x.Http', name: 'HTTP', configuration: [expect.objectContaining({ name: 'url', humanName: 'URL' })] } },
  ],
  [
    'event definition bulk failures',
    (c) => EventDefinitionsApi.bulkDelete(c, ['a']),
    { successfully_performed: 0, failures: [{ entity_id: 'a', failure_explanation: 'in use' }] },
    [{ entityId: 'a', failureExplanation: 'in use' }],
  ],
  [
    'message processors',
    (c) => ClusterConfigApi.getMessageProcessors(c),
    { processor_order: [{ name: 'GeoIP Resolver', class_name: 'org.x.GeoIp' }], disabled_processors: ['org.x.GeoIp'] },
    { processorOrder: [{ name: 'GeoIP Resolver', className: 'org.x.GeoIp' }], disabledProcessors: ['org.x.GeoIp'] },
  ],
  [
    'url allow-list',
    (c) => ClusterConfigApi.getUrlWhitelist(c),
    { entries: [{ id: 'e', type: 'regex', title: 't', value: '^x$' }], disabled: false },
    { entries: [{ id: 'e', type: 'regex', title: 't', value: '^x$' }], disabled: false },
  ],
  [
    'processing status (Graylog shape)',
    (c) => ClusterConfigApi.processingStatus(c),
    {
      receive_times: { ingest: 'a', post_processing: 'b', post_indexing: 'c' },
      input_journal: { uncommitted_entries: 1, read_messages_1m_rate: 2, written_messages_1m_rate: 3 },
    },
    {
      receiveTimes: { ingest: 'a', postProcessing: 'b', postIndexing: 'c' },
      inputJournal: { uncommittedEntries: 1, readMessages1mRate: 2, writtenMessages1mRate: 3 },
      isProcessing: null,
      lifecycle: null,
      nodeId: null,
    },
  ],
  [
    'processing status (embedded server shape)',
    (c) => ClusterConfigApi.persistedProcessingStatus(c),
    { lifecycle: 'running', is_processing: true, lb_status: 'alive', node_id: 'n' },
    { receiveTimes: null, inputJournal: null, isProcessing: true, lifecycle: 'running', nodeId: 'n' },
  ],
  [
    'jvm',
    (c) => SystemApi.jvm(c),
    {
      free_memory: { bytes: 1, kilobytes: 0, megabytes: 0 },
      max_memory: { bytes: 4 },
      total_memory: { bytes: 3 },
      used_memory: { bytes: 2 },
      node_id: 'n',
      pid: '7',
      info: 'JVM',
    },
    { freeMemoryBytes: 1, maxMemoryBytes: 4, totalMemoryBytes: 3, usedMemoryBytes: 2, nodeId: 'n', pid: '7', info: 'JVM' },
  ],
  [
    'locales',
    (c) => SystemApi.locales(c),
    { locales: [{ language_tag: 'de-DE', display_name: 'German (Germany)' }] },
    [{ languageTag: 'de-DE', displayName: 'German (Germany)' }],
  ],
  [
    'notification message',
    (c) => SystemApi.notificationMessage(c, 'html', 'generic', null, {}),
    { title: 'T', description: '<p>D</p>' },
    { title: 'T', description: '<p>D</p>' },
  ],
  [
    'cluster metrics per node',
    (c) => SystemApi.clusterMetrics(c, ['a']),
    { n1: { total: 1, metrics: [{ full_name: 'a', name: 'a', type: 'gauge', metric: { value: 1 } }] }, n2: null },
    { n1: [{ fullName: 'a', name: 'a', type: 'gauge', metric: { value: 1 } }], n2: null },
  ],
  [
    'telemetry settings',
    (c) => TelemetryApi.getUserSettings(c),
    { telemetry_enabled: null, telemetry_permission_asked: false },
    { telemetryEnabled: null, telemetryPermissionAsked: false },
  ],
  [
    'telemetry payload',
    (c) => TelemetryApi.get(c),
    { current_user: { user: 'x' }, license: null },
    { current_user: { user: 'x' }, license: null },
  ],
  [
    'search metadata',
    (c) => SearchApi.metadata(c, { id: 's', queries: [], parameters: [] }),
    { query_metadata: { q1: { used_parameters_names: ['p'] } }, declared_parameters: { p: { type: 'value-parameter-v1', name: 'p' } } },
    {
      queryMetadata: { q1: { usedParameterNames: ['p'] } },
      declaredParameters: { p: expect.objectContaining({ name: 'p', type: 'value-parameter-v1' }) },
    },
  ],
  [
    'decorators',
    (c) => SearchApi.decorators(c),
    [{ id: 'd', type: 'syslog_severity_mapper', config: { source_field: 'level' }, stream: null, order: 1 }],
    [{ id: 'd', type: 'syslog_severity_mapper', config: { source_field: 'level' }, stream: null, order: 1 }],
  ],
  [
    'available decorator types, named by their name (the type when it has none)',
    (c) => SearchApi.availableDecorators(c),
    { 'org.example.Link': { name: 'Link decorator', requested_configuration: {} }, 'org.example.Bare': {} },
    [
      { type: 'org.example.Link', name: 'Link decorator' },
      { type: 'org.example.Bare', name: 'org.example.Bare' },
    ],
  ],
  [
    'a cluster config read through its class decoder',
    (c) => ClusterConfigApi.read(c, 'x.Y', (value, field) => ({ field, value })),
    { a: 1 },
    { field: 'x.Y', value: { a: 1 } },
  ],
  [
    'views for a value',
    (c) => ViewsApi.forValue(c),
    [{ id: 'v1', type: 'DASHBOARD', title: 'T', summary: '', description: '', parameters: [{ type: 'value-parameter-v1', name: 'host' }] }],
    [{ id: 'v1', type: 'DASHBOARD', title: 'T', summary: '', description: '', parameters: [expect.objectContaining({ name: 'host' })] }],
  ],
];

describe('typed answers of the call catalogue', () => {
  it.each(READS)('%s', async (_name, run, answer, expected) => {
    const { client } = fake(answer);
    await expect(run(client)).resolves.toEqual(expected);
  });

  it.each<[string, (c: ApiClient) => Promise<unknown>, unknown, string, abstract new (...args: never[]) => ResponseShapeError]>([
    [
      'an unknown configuration field type',
      (c) => InputsApi.type(c, 'x'),
      { ...INPUT_TYPE, requested_configuration: { port: { ...FIELD, type: 'slider' } } },
      'input_type.requested_configuration.port.type',
      UnknownEnumValueError,
    ],
    [
      'an unknown pipeline stage match',
      (c) => OtherAdminApi.pipelines(c),
      [{ ...PIPELINE, stages: [{ stage: 0, match: 'SOME', rules: [] }] }],
      'pipelines[0].stages[0].match',
      UnknownEnumValueError,
    ],
    [
      'an unknown allow-list entry type',
      (c) => ClusterConfigApi.getUrlWhitelist(c),
      { entries: [{ id: 'e', type: 'glob', title: 't', value: 'x' }], disabled: false },
      'urlwhitelist.entries[0].type',
      UnknownEnumValueError,
    ],
    [
      'an unknown metric type',
      (c) => SystemInfoApi.metricNamespace(c, 'org'),
      { metrics: [{ full_name: 'a', name: 'a', type: 'sampler', metric: {} }] },
      'metrics.metrics[0].type',
      UnknownEnumValueError,
    ],
    [
      'an unknown view type in forValue',
      (c) => ViewsApi.forValue(c),
      [{ id: 'v', type: 'REPORT', title: 't', summary: '', description: '', parameters: [] }],
      'views[0].type',
      UnknownEnumValueError,
    ],
    [
      'a grok tester without matched',
      (c) => ToolsApi.grok(c, { pattern: 'x', string: 'y', named_captures_only: false }),
      { matches: [] },
      'grok_test.matched',
      ResponseShapeError,
    ],
    ['a token without a name', (c) => UserAdminApi.tokens(c, 'u'), { tokens: [{ id: 't' }] }, 'tokens.tokens[0].name', ResponseShapeError],
    [
      'a role with non-string permissions',
      (c) => OtherAdminApi.authzRoles(c),
      { total: 1, roles: [{ id: 'r', name: 'n', permissions: [1], read_only: false }] },
      'roles.roles[0].permissions[0]',
      ResponseShapeError,
    ],
    [
      'a lookup result with a string ttl',
      (c) => LookupApi.queryTable(c, 't', 'k'),
      { single_value: 1, has_error: false, ttl: 'forever' },
      'lookup_result.ttl',
      ResponseShapeError,
    ],
    [
      'a jvm without used memory',
      (c) => SystemApi.jvm(c),
      { free_memory: { bytes: 1 }, max_memory: { bytes: 1 }, total_memory: { bytes: 1 }, node_id: 'n' },
      'jvm.used_memory',
      ResponseShapeError,
    ],
    [
      'a processors config with a class-less entry',
      (c) => ClusterConfigApi.getMessageProcessors(c),
      { processor_order: [{ name: 'x' }], disabled_processors: [] },
      'messageprocessors.processor_order[0].class_name',
      ResponseShapeError,
    ],
    [
      'a search metadata answer that is a list',
      (c) => SearchApi.metadata(c, { id: 's', queries: [], parameters: [] }),
      [],
      'metadata',
      ResponseShapeError,
    ],
    ['a pipeline list that is an object', (c) => OtherAdminApi.pipelines(c), { pipelines: [] }, 'pipelines', ResponseShapeError],
    ['an empty export job id', (c) => ExportApi.createJob(c, 's', { fieldsInOrder: ['message'] }), '', 'export_job', ResponseShapeError],
    [
      'an event without its definition',
      (c) => EventsApi.search(c, DEFAULT_EVENT_SEARCH),
      {
        total_events: 1,
        events: [
          {
            event: {
              id: 'e',
              event_definition_type: 'aggregation-v1',
              message: 'm',
              timestamp: 't',
              timestamp_processing: 't',
              priority: 2,
              alert: true,
            },
          },
        ],
      },
      'event_search.events[0].event.event_definition_id',
      ResponseShapeError,
    ],
  ])('raises the typed decode error naming the field for %s', async (_name, run, answer, field, errorClass) => {
    const { client } = fake(answer);
    const error = await run(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorClass);
    expect((error as ResponseShapeError).field).toBe(field);
    expect((error as Error).message).toContain(field);
  });
});

describe('the alerts list (POST /events/search, ADMIN-API.md §7.5)', () => {
  it('sends the request in snake case and reads events, totals and the titles of their definitions and streams', async () => {
    const event = {
      id: '01HX',
      event_definition_type: 'aggregation-v1',
      event_definition_id: 'd1',
      origin_context: 'urn:graylog:message:es:graylog_0:m1',
      timestamp: '2026-11-24T03:00:00.000Z',
      timestamp_processing: '2026-11-24T03:00:01.000Z',
      timerange_start: null,
      timerange_end: null,
      streams: ['s1'],
      source_streams: ['s2'],
      message: 'Too many errors',
      source: 'sift',
      key_tuple: ['web-01'],
      key: 'web-01',
      priority: 3,
      alert: true,
      fields: { host: 'web-01' },
      group_by_fields: { source: 'web-01' },
      replay_info: { query: 'level:3', streams: ['s2'] },
    };
    const { client, sent } = fake({
      parameters: {},
      total_events: 7,
      duration: 4,
      used_indices: ['gl-events_0'],
      events: [{ event, index_name: 'gl-events_0', index_type: 'message' }],
      context: {
        event_definitions: { d1: { id: 'd1', title: 'Errors', description: 'many errors' } },
        streams: { s2: { id: 's2', title: 'Web', description: '' } },
      },
    });
    const result = await EventsApi.search(client, {
      ...DEFAULT_EVENT_SEARCH,
      query: 'source:web-01',
      filter: { alerts: 'only', eventDefinitions: ['d1'] },
      page: 2,
    });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/events/search',
      body: {
        query: 'source:web-01',
        page: 2,
        per_page: 10,
        timerange: { type: 'relative', range: 3600 },
        filter: { alerts: 'only', event_definitions: ['d1'] },
        sort_by: 'timestamp',
        sort_direction: 'desc',
      },
    });
    expect(result).toMatchObject({
      totalEvents: 7,
      duration: 4,
      usedIndices: ['gl-events_0'],
      context: { eventDefinitions: { d1: { title: 'Errors' } }, streams: { s2: { title: 'Web' } } },
    });
    expect(result.events[0]).toEqual({
      indexName: 'gl-events_0',
      indexType: 'message',
      event: {
        id: '01HX',
        eventDefinitionType: 'aggregation-v1',
        eventDefinitionId: 'd1',
        originContext: 'urn:graylog:message:es:graylog_0:m1',
        timestamp: '2026-11-24T03:00:00.000Z',
        timestampProcessing: '2026-11-24T03:00:01.000Z',
        timerangeStart: null,
        timerangeEnd: null,
        streams: ['s1'],
        sourceStreams: ['s2'],
        message: 'Too many errors',
        source: 'sift',
        keyTuple: ['web-01'],
        key: 'web-01',
        priority: 3,
        alert: true,
        fields: { host: 'web-01' },
        groupByFields: { source: 'web-01' },
        replayInfo: { query: 'level:3', streams: ['s2'] },
      },
    });
  });
});

describe('the message export job flow (2-search-and-dashboards.md §7)', () => {
  it('starts a job for a search and for a widget, answered as a JSON string or as text', async () => {
    const json = fake('5f0c8d1e2a');
    await expect(ExportApi.createJob(json.client, 'search 1', { fieldsInOrder: ['timestamp', 'message'], limit: 100 })).resolves.toBe(
      '5f0c8d1e2a',
    );
    expect(json.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/views/export/search%201',
      body: { fields_in_order: ['timestamp', 'message'], limit: 100 },
    });

    const text = fake('5f0c8d1e2b', { contentType: 'text/plain' });
    await expect(ExportApi.createSearchTypeJob(text.client, 's1', 'st1', { fieldsInOrder: ['message'], filename: 'x.csv' })).resolves.toBe(
      '5f0c8d1e2b',
    );
    expect(text.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/views/export/s1/st1',
      body: { fields_in_order: ['message'], filename: 'x.csv' },
    });
  });

  it('downloads the result by job id and file name as CSV, and builds the download link', async () => {
    const { client, sent } = fake('timestamp,message\n', { contentType: 'text/csv' });
    await expect(ExportApi.jobResult(client, 'job1', 'All Messages.csv')).resolves.toBe('timestamp,message\n');
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/views/search/messages/job/job1/All%20Messages.csv', accept: 'text/csv' });
    expect(ExportApi.jobResultUrl(new ApiClient({ appPathPrefix: '/graylog' }), 'job1', 'a.csv')).toBe(
      '/graylog/api/views/search/messages/job/job1/a.csv',
    );
  });

  it('exports messages for a query without a saved search (POST /views/search/messages)', async () => {
    const { client, sent } = fake('message\nhi\n', { contentType: 'text/csv' });
    await expect(
      ExportApi.messages(client, {
        queryString: 'source:web',
        timerange: { type: 'relative', range: 300 },
        streams: ['s1'],
        fieldsInOrder: ['message'],
        limit: 5,
      }),
    ).resolves.toBe('message\nhi\n');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/views/search/messages',
      accept: 'text/csv',
      body: {
        query_string: { type: 'elasticsearch', query_string: 'source:web' },
        timerange: { type: 'relative', range: 300 },
        streams: ['s1'],
        fields_in_order: ['message'],
        limit: 5,
      },
    });
  });
});

describe('DELETE /system/sessions/{id}', () => {
  it('ends another session and keeps this one', async () => {
    const { client, sent } = fake(undefined);
    await terminateSession(client, 'abc/1');
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/api/system/sessions/abc%2F1' });
    expect(client.session.isLoggedIn()).toBe(true);
  });

  it('clears the local session when ending its own, also on a 401', async () => {
    const own = fake(undefined);
    await terminateSession(own.client, 's1', { own: true });
    expect(own.client.session.isLoggedIn()).toBe(false);
    const expired = fake({ message: 'expired' }, { status: 401 });
    await terminateSession(expired.client, 's1', { own: true });
    expect(expired.client.session.isLoggedIn()).toBe(false);
  });
});
