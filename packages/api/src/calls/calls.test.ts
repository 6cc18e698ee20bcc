import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { SessionGate } from '../client/SessionGate';
import { decodeView } from '../models/view';
import { loadFixture } from '../../test/fixtures';
import { LookupApi } from './lookup';
import { GrokApi, OtherAdminApi, OutputsApi, SharesApi, ToolsApi, UserAdminApi } from './admin';
import { ClusterConfigApi, FavoritesApi, LayoutPreferencesApi, ping, SystemApi, UsersApi } from './shell';
import { InputsApi, StreamsApi } from './streamsInputs';
import { decodeEventDefinition } from '../models/events';
import { EventDefinitionsApi, EventNotificationsApi } from './events';
import { ExportApi } from './export';
import { SearchApi, ViewsApi } from './views';

interface Recorded {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

function recorder(answer: unknown = {}, status = 200) {
  const calls: Recorded[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { client: new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session: new SessionGate('admin') }), calls };
}

const view = decodeView(loadFixture('ViewTransformer.view.fixture.json'));
const viewWire = loadFixture('ViewTransformer.view.fixture.json');

const CASES: Array<[string, (client: ApiClient) => Promise<unknown>, string, string, unknown?]> = [
  [
    'cluster config read',
    (c) => ClusterConfigApi.get(c, 'org.graylog2.indexer.searches.SearchesClusterConfig'),
    'GET',
    '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig',
  ],
  ['cluster config write', (c) => ClusterConfigApi.update(c, 'x.Y', { a: 1 }), 'PUT', '/api/system/cluster_config/x.Y', { a: 1 }],
  [
    'message processors',
    (c) =>
      ClusterConfigApi.updateMessageProcessors(c, {
        processorOrder: [{ name: 'GeoIP Resolver', className: 'org.graylog.plugins.map.geoip.processor.GeoIpProcessor' }],
        disabledProcessors: [],
      }),
    'PUT',
    '/api/system/messageprocessors/config',
    {
      processor_order: [{ name: 'GeoIP Resolver', class_name: 'org.graylog.plugins.map.geoip.processor.GeoIpProcessor' }],
      disabled_processors: [],
    },
  ],
  [
    'url whitelist regex',
    (c) => ClusterConfigApi.generateUrlWhitelistRegex(c, 'http://x/${key}', '${key}').catch(() => null),
    'POST',
    '/api/system/urlwhitelist/generate_regex',
    { url_template: 'http://x/${key}', placeholder: '${key}' },
  ],
  [
    'index set defaults',
    (c) => ClusterConfigApi.updateIndexSetDefaults(c, { shards: 1 }),
    'PUT',
    '/api/system/indices/index_set_defaults',
    { shards: 1 },
  ],
  ['processing pause', (c) => ClusterConfigApi.pauseProcessing(c), 'PUT', '/api/system/processing/pause'],
  [
    'notification delete by type and key',
    (c) => SystemApi.deleteNotification(c, 'input_failed_to_start', 'abc'),
    'DELETE',
    '/api/system/notifications/input_failed_to_start/abc',
  ],
  [
    'notification html message',
    (c) => SystemApi.notificationMessage(c, 'html', 'generic', null, { a: 'b' }).catch(() => null),
    'POST',
    '/api/system/notification/message/html/generic',
    { values: { a: 'b' } },
  ],
  [
    'user preferences',
    (c) => UsersApi.updatePreferences(c, 'admin', { searchSidebarIsPinned: true }),
    'PUT',
    '/api/users/admin/preferences',
    { preferences: { searchSidebarIsPinned: true } },
  ],
  ['favorites add', (c) => FavoritesApi.add(c, 'grn::::dashboard:1'), 'PUT', '/api/favorites/grn%3A%3A%3A%3Adashboard%3A1'],
  ['favorites remove', (c) => FavoritesApi.remove(c, 'grn::::dashboard:1'), 'DELETE', '/api/favorites/grn%3A%3A%3A%3Adashboard%3A1'],
  [
    'layout preferences save (sort as {order, field})',
    (c) =>
      LayoutPreferencesApi.save(c, 'streams', {
        displayedAttributes: ['title'],
        sort: { attributeId: 'title', direction: 'asc' },
        perPage: 20,
      }),
    'POST',
    '/api/entitylists/preferences/streams',
    { displayed_attributes: ['title'], sort: { order: 'asc', field: 'title' }, per_page: 20 },
  ],
  ['view create', (c) => ViewsApi.create(c, view).catch(() => null), 'POST', '/api/views'],
  ['view update', (c) => ViewsApi.update(c, view).catch(() => null), 'PUT', '/api/views/5da42abdc6eb193adff63b1c'],
  [
    'views list',
    (c) => ViewsApi.list(c, { page: 2, perPage: 50, query: 'x', sort: 'title', order: 'asc' }).catch(() => null),
    'GET',
    '/api/views?page=2&per_page=50&query=x&sort=title&order=asc',
  ],
  [
    'views bulk delete',
    (c) => ViewsApi.bulkDelete(c, ['a', 'b']).catch(() => null),
    'POST',
    '/api/views/bulk_delete',
    { entity_ids: ['a', 'b'] },
  ],
  [
    'views list defaults: 50 per page by title ascending',
    (c) => ViewsApi.list(c).catch(() => null),
    'GET',
    '/api/views?page=1&per_page=50&sort=title&order=asc',
  ],
  [
    'dashboards',
    (c) => ViewsApi.dashboards(c, { page: 1, query: '', sort: 'title', order: 'asc' }).catch(() => null),
    'GET',
    '/api/dashboards?page=1&query=&sort=title&order=asc',
  ],
  ['search status', (c) => SearchApi.status(c, 'job1').catch(() => null), 'GET', '/api/views/search/status/job1'],
  [
    'search sync timeout',
    (c) => SearchApi.sync(c, { id: null, queries: [], parameters: [] }).catch(() => null),
    'POST',
    '/api/views/search/sync?timeout=60000',
    { queries: [], parameters: [] },
  ],
  [
    'field types',
    (c) => SearchApi.fieldTypes(c, ['s1']).catch(() => null),
    'POST',
    '/api/views/fields',
    { streams: ['s1'], timerange: null },
  ],
  [
    'suggest with page size 50',
    (c) => SearchApi.suggest(c, { field: 'source', input: 'ex' }).catch(() => null),
    'POST',
    '/api/search/suggest',
    { field: 'source', input: 'ex', size: 50 },
  ],
  [
    'input static field',
    (c) => InputsApi.addStaticField(c, 'i1', 'env', 'prod'),
    'POST',
    '/api/system/inputs/i1/staticfields',
    { key: 'env', value: 'prod' },
  ],
  ['input stop', (c) => InputsApi.stop(c, 'i1'), 'DELETE', '/api/cluster/inputstates/i1'],
  ['stream pause', (c) => StreamsApi.pause(c, 's1'), 'POST', '/api/streams/s1/pause'],
  ['stream outputs add', (c) => StreamsApi.addOutputs(c, 's1', ['o1']), 'POST', '/api/streams/s1/outputs', { outputs: ['o1'] }],
  [
    'streams paginated',
    (c) => StreamsApi.paginated(c, { page: 1, perPage: 10, filters: 'disabled:true' }).catch(() => null),
    'GET',
    '/api/streams/paginated?page=1&per_page=10&filters=disabled%3Atrue',
  ],
  [
    'lookup tables default paging',
    (c) => LookupApi.tables(c).catch(() => null),
    'GET',
    '/api/system/lookup/tables?page=1&per_page=50&sort=title&order=desc&resolve=false',
  ],
  ['lookup purge', (c) => LookupApi.purgeTable(c, 't1', 'k'), 'POST', '/api/cluster/system/lookup/tables/t1/purge?key=k'],
  ['lookup error states', (c) => LookupApi.errorStates(c, { tables: ['t'] }), 'POST', '/api/system/lookup/errorstates', { tables: ['t'] }],
  [
    'users paginated defaults',
    (c) => UserAdminApi.paginated(c).catch(() => null),
    'GET',
    '/api/users/paginated?page=1&per_page=50&sort=full_name&order=asc',
  ],
  ['user status', (c) => UserAdminApi.setStatus(c, 'u1', 'disabled'), 'PUT', '/api/users/u1/status/disabled'],
  ['user sessions ended', (c) => UserAdminApi.terminateSessions(c, 'u1'), 'DELETE', '/api/users/u1/sessions'],
  ['role assignees added', (c) => OtherAdminApi.addAssignees(c, 'r1', ['bob']), 'PUT', '/api/authz/roles/r1/assignees', ['bob']],
  [
    'share prepare',
    (c) => SharesApi.prepare(c, 'grn::::stream:1').catch(() => null),
    'POST',
    '/api/authz/shares/entities/grn%3A%3A%3A%3Astream%3A1/prepare',
    {},
  ],
  [
    'grok tester',
    (c) => ToolsApi.grok(c, { pattern: '%{IP}', string: '1.2.3.4', named_captures_only: false }).catch(() => null),
    'POST',
    '/api/tools/grok_tester',
    { pattern: '%{IP}', string: '1.2.3.4', named_captures_only: false },
  ],
  [
    'grok import with a strategy',
    (c) => GrokApi.importPatterns(c, [{ name: 'X', pattern: 'x' }], 'REPLACE_ON_CONFLICT'),
    'PUT',
    '/api/system/grok?import-strategy=REPLACE_ON_CONFLICT',
    { patterns: [{ name: 'X', pattern: 'x' }] },
  ],
  [
    'grok test sends camelCase sampleData',
    (c) => GrokApi.test(c, { name: 'X', pattern: '%{INT}' }, '12'),
    'POST',
    '/api/system/grok/test',
    { grok_pattern: { name: 'X', pattern: '%{INT}' }, sampleData: '12' },
  ],
  ['outputs of a stream', (c) => OutputsApi.forStream(c, 's1').catch(() => null), 'GET', '/api/streams/s1/outputs'],
  [
    'extractor create',
    (c) =>
      InputsApi.createExtractor(c, 'i1', {
        title: 't',
        extractor_type: 'copy_input',
        cursor_strategy: 'copy',
        source_field: 'message',
        target_field: 'copy',
        extractor_config: {},
        converters: [],
        condition_type: 'none',
        condition_value: '',
        order: 0,
      }).catch(() => null),
    'POST',
    '/api/system/inputs/i1/extractors',
  ],
  [
    'extractor order',
    (c) => InputsApi.orderExtractors(c, 'i1', { 0: 'e2', 1: 'e1' }),
    'POST',
    '/api/system/inputs/i1/extractors/order',
    { order: { 0: 'e2', 1: 'e1' } },
  ],
  [
    'event definitions bulk schedule',
    (c) => EventDefinitionsApi.bulkSchedule(c, ['e1']),
    'POST',
    '/api/events/definitions/bulk_schedule',
    { entity_ids: ['e1'] },
  ],
  [
    'event definition update with schedule flag',
    (c) =>
      EventDefinitionsApi.update(
        c,
        decodeEventDefinition({ id: 'd1', title: 't', priority: 2, config: { type: 'aggregation-v1' } }),
        false,
      ).catch(() => null),
    'PUT',
    '/api/events/definitions/d1?schedule=false',
  ],
  ['event notification test', (c) => EventNotificationsApi.test(c, 'n1'), 'POST', '/api/events/notifications/n1/test'],
];

describe('call catalogue', () => {
  it.each(CASES)('%s', async (_name, run, method, url, body) => {
    const { client, calls } = recorder();
    await run(client);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, url });
    if (body !== undefined) expect(calls[0]?.body).toEqual(body);
  });

  it('sends a view in the 5.1 form without favorite', async () => {
    const { client, calls } = recorder(viewWire);
    const saved = await ViewsApi.create(client, view);
    expect(saved.title).toBe('transform');
    expect(calls[0]?.body).not.toHaveProperty('favorite');
    expect(calls[0]?.body).toMatchObject({ type: 'SEARCH', search_id: '5da42aa9c6eb193adff63b1b' });
  });

  it('reads a 204 cluster config and layout preference as null', async () => {
    const { client } = recorder(undefined, 204);
    await expect(ClusterConfigApi.get(client, 'x.Y')).resolves.toBeNull();
    await expect(LayoutPreferencesApi.get(client, 'streams')).resolves.toBeNull();
  });

  it('pings anonymously with the no-session-extension header', async () => {
    const { client, calls } = recorder({
      cluster_id: 'c',
      node_id: 'n',
      version: '5.1.13',
      tagline: "Manage your logs in the dark and have lasers going and make it look like you're from space!",
    });
    client.session.loggedOut();
    await expect(ping(client)).resolves.toMatchObject({ clusterId: 'c', version: '5.1.13' });
    expect(calls[0]?.url).toBe('/api/');
    expect(calls[0]?.headers['X-Graylog-No-Session-Extension']).toBe('true');
  });

  it('sums the throughput gauges over the nodes that answered', async () => {
    const metrics = (input: number, output: number) => ({
      total: 2,
      metrics: [
        { full_name: 'org.graylog2.throughput.input.1-sec-rate', name: '1-sec-rate', type: 'gauge', metric: { value: input } },
        { full_name: 'org.graylog2.throughput.output.1-sec-rate', name: '1-sec-rate', type: 'gauge', metric: { value: output } },
      ],
    });
    const { client, calls } = recorder({ n1: metrics(10, 7), n2: metrics(5, 1), n3: null });
    await expect(SystemApi.throughput(client)).resolves.toEqual({ input: 15, output: 8 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/cluster/metrics/multiple',
      body: { metrics: ['org.graylog2.throughput.input.1-sec-rate', 'org.graylog2.throughput.output.1-sec-rate'] },
    });
  });

  it('coerces "true"/"false" preferences of the current user to booleans', async () => {
    const { client } = recorder({
      id: 'u',
      username: 'admin',
      email: '',
      permissions: ['*'],
      grn_permissions: [],
      preferences: { searchSidebarIsPinned: 'true', dashboardSidebarIsPinned: 'false', themeMode: 'noir' },
      read_only: false,
      roles: ['Admin'],
      account_status: 'enabled',
    });
    const user = await UsersApi.get(client, 'admin');
    expect(user.preferences).toEqual({ searchSidebarIsPinned: true, dashboardSidebarIsPinned: false, themeMode: 'noir' });
  });

  it('asks for CSV when exporting, and returns the text', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchMock = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
      calls.push({ url: String(url), init });
      return new Response('timestamp,source\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    });
    const client = new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session: new SessionGate('admin') });
    await expect(ExportApi.searchType(client, 's1', 'st1', { fieldsInOrder: ['timestamp', 'source'], limit: 10 })).resolves.toBe(
      'timestamp,source\n',
    );
    expect(calls[0]?.url).toBe('/api/views/search/messages/s1/st1');
    expect((calls[0]?.init.headers as Record<string, string>)['Accept']).toBe('text/csv');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ fields_in_order: ['timestamp', 'source'], limit: 10 });
  });

  it('reads the root administrator of the users page from context.admin_user', async () => {
    const row = (id: string, username: string) => ({
      id,
      username,
      email: '',
      full_name: null,
      roles: ['Admin'],
      read_only: id === 'local:admin',
      account_status: 'enabled',
    });
    const { client } = recorder({
      total: 1,
      page: 1,
      per_page: 50,
      count: 1,
      users: [row('u2', 'bob')],
      context: { admin_user: row('local:admin', 'admin') },
    });
    const page = await UserAdminApi.paginated(client);
    expect(page.elements.map((u) => u.username)).toEqual(['bob']);
    expect(page.adminUser).toMatchObject({ id: 'local:admin', username: 'admin', readOnly: true });
    const none = recorder({ total: 0, page: 1, per_page: 50, count: 0, users: [], context: { admin_user: null } });
    expect((await UserAdminApi.paginated(none.client)).adminUser).toBeNull();
  });

  it('reads the users of each listed role from context.users', async () => {
    const { client } = recorder({
      total: 1,
      page: 1,
      per_page: 50,
      count: 1,
      roles: [{ id: 'r1', name: 'Reader', description: 'd', permissions: [], read_only: true }],
      context: { users: { r1: [{ id: 'u2', username: 'bob' }] } },
    });
    const page = await OtherAdminApi.authzRoles(client);
    expect(page.usersByRole).toEqual({ r1: [{ id: 'u2', username: 'bob', fullName: null }] });
  });

  it('reads one message by index and id', async () => {
    const { client, calls } = recorder({
      message: { _id: 'm 1', message: 'login failed', source: 'web-01' },
      index: 'graylog_0',
      highlight_ranges: {},
      decoration_stats: null,
    });
    await expect(SearchApi.message(client, 'graylog_0', 'm 1')).resolves.toMatchObject({
      id: 'm 1',
      index: 'graylog_0',
      fields: { source: 'web-01' },
    });
    expect(calls[0]?.url).toBe('/api/messages/graylog_0/m%201');
  });

  it('reads user preferences wrapped in {preferences} or as the bare map', async () => {
    const wrapped = recorder({ preferences: { enableSmartSearch: 'false' } });
    await expect(UsersApi.getPreferences(wrapped.client, 'admin')).resolves.toEqual({ enableSmartSearch: false });
    const bare = recorder({ enableSmartSearch: true });
    await expect(UsersApi.getPreferences(bare.client, 'admin')).resolves.toEqual({ enableSmartSearch: true });
  });

  it('treats a failing query validation as OK with no explanations, and shifts lines to 0-based', async () => {
    const failing = recorder({ type: 'ApiError', message: 'boom' }, 500);
    await expect(SearchApi.validate(failing.client, { query: 'a' })).resolves.toEqual({ status: 'OK', explanations: [] });
    const ok = recorder({
      status: 'ERROR',
      explanations: [
        {
          error_type: 'QUERY_PARSING_ERROR',
          error_title: 'Query parsing error',
          error_message: 'x',
          begin_line: 1,
          begin_column: 0,
          end_line: 1,
          end_column: 3,
        },
      ],
    });
    const result = await SearchApi.validate(ok.client, { query: 'a:' });
    expect(result.explanations[0]).toMatchObject({ beginLine: 0, endLine: 0, beginColumn: 0, endColumn: 3 });
  });
});
