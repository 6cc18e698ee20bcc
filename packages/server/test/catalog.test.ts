import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';

/*
 * The entity catalog (`/system/catalog`) and the round trip it exists for: export entities of one server
 * as a content pack, upload it to a second, fresh server and install it there.
 */

let source: TestServer;
let fresh: TestServer;
beforeAll(async () => {
  [source, fresh] = await Promise.all([startServer(), startServer()]);
});
afterAll(async () => {
  await Promise.all([source.close(), fresh.close()]);
});

async function ok(server: TestServer, method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, body?: unknown) {
  const res = await server.call(method, url, { as: ADMIN, ...(body !== undefined ? { body } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.body ? res.json() : null;
}

const RULE = 'rule "tag web"\nwhen has_field("http_method")\nthen\n  set_field("tier", "web");\nend';
const PIPELINE = 'pipeline "Web tiers"\nstage 0 match either\n  rule "tag web";\nend';

describe('the entity catalog', () => {
  it('lists what a content pack can be made of, by type and title', async () => {
    const stream = await ok(source, 'POST', '/api/streams', {
      title: 'Catalog listing',
      index_set_id: (await ok(source, 'GET', '/api/system/indices/index_sets')).index_sets[0].id,
      rules: [],
    });
    const { entities } = await ok(source, 'GET', '/api/system/catalog');
    expect(entities).toContainEqual({ id: stream.stream_id, type: { name: 'stream', version: '1' }, title: 'Catalog listing' });
    // The default grok patterns are there.
    expect(entities.some((e: { type: { name: string }; title: string }) => e.type.name === 'grok_pattern' && e.title === 'IP')).toBe(true);
  });

  it('needs the catalog permissions', async () => {
    const reader = await createUser(source, 'catalog-reader');
    const res = await source.call('GET', '/api/system/catalog', { as: reader });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an entity that does not exist and 400 for a type it cannot export', async () => {
    const gone = await source.call('POST', '/api/system/catalog', {
      as: ADMIN,
      body: { entities: [{ id: '5f0000000000000000000abc', type: { name: 'stream', version: '1' } }] },
    });
    expect(gone.statusCode).toBe(404);
    const unknown = await source.call('POST', '/api/system/catalog', {
      as: ADMIN,
      body: { entities: [{ id: 'x', type: { name: 'sidecar_collector', version: '1' } }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unsupported entity type sidecar_collector');
  });

  it('exports a pipeline with its rule and connected stream; the pack installs on a fresh server, where they run', async () => {
    const indexSet = (await ok(source, 'GET', '/api/system/indices/index_sets')).index_sets[0].id;
    const stream = await ok(source, 'POST', '/api/streams', {
      title: 'Web servers',
      description: 'Everything the web tier logs',
      index_set_id: indexSet,
      matching_type: 'AND',
      rules: [{ type: 1, field: 'source', value: 'web-1', inverted: false, description: 'the first web server' }],
    });
    await ok(source, 'POST', '/api/system/pipelines/rule', { source: RULE, description: 'Marks web traffic' });
    const pipeline = await ok(source, 'POST', '/api/system/pipelines/pipeline', { source: PIPELINE, description: 'Tiers' });
    await ok(source, 'POST', '/api/system/pipelines/connections/to_pipeline', { pipeline_id: pipeline.id, stream_ids: [stream.stream_id] });

    const { entities } = await ok(source, 'POST', '/api/system/catalog', {
      entities: [{ id: pipeline.id, type: { name: 'pipeline', version: '1' } }],
    });
    const byType = (name: string) => entities.filter((e: { type: { name: string } }) => e.type.name === name);
    expect(entities).toHaveLength(3);
    const [exportedStream] = byType('stream');
    const [exportedPipeline] = byType('pipeline');
    const [exportedRule] = byType('pipeline_rule');
    // Fresh ids, references by those ids, values as ValueReferences.
    expect(exportedStream.id).not.toBe(stream.stream_id);
    expect(exportedPipeline.data.connected_streams).toEqual([{ '@type': 'string', '@value': exportedStream.id }]);
    expect(exportedRule.data.source).toEqual({ '@type': 'string', '@value': RULE });
    expect(exportedStream.data.stream_rules[0]).toMatchObject({
      type: { '@type': 'string', '@value': 'EXACT' },
      value: { '@value': 'web-1' },
    });

    const pack = {
      v: '1',
      id: '5b0f3a34-2f3e-4c53-9a7e-8d6c2c0e9d11',
      rev: 1,
      name: 'Web tiers',
      summary: 'Tags web traffic',
      description: '',
      vendor: 'Sift tests',
      url: '',
      parameters: [],
      entities,
    };
    expect((await fresh.call('POST', '/api/system/content_packs', { as: ADMIN, body: pack })).statusCode).toBe(201);
    const installation = await ok(fresh, 'POST', `/api/system/content_packs/${pack.id}/1/installations`, { parameters: {}, comment: '' });
    expect(installation.entities.map((e: { type: { name: string } }) => e.type.name).sort()).toEqual([
      'pipeline',
      'pipeline_rule',
      'stream',
    ]);

    const streams = (await ok(fresh, 'GET', '/api/streams')).streams as Array<{
      id: string;
      title: string;
      rules: Array<{ value: string }>;
    }>;
    const installedStream = streams.find((s) => s.title === 'Web servers');
    expect(installedStream?.rules[0]?.value).toBe('web-1');
    const pipelines = (await ok(fresh, 'GET', '/api/system/pipelines/pipeline')) as Array<{ id: string; title: string; stages: unknown[] }>;
    const installedPipeline = pipelines.find((p) => p.title === 'Web tiers');
    expect(installedPipeline?.stages).toEqual([{ stage: 0, match: 'EITHER', rules: ['tag web'] }]);
    const rules = (await ok(fresh, 'GET', '/api/system/pipelines/rule')) as Array<{ title: string; errors: unknown }>;
    expect(rules.find((r) => r.title === 'tag web')?.errors).toBeNull();
    const connection = await ok(fresh, 'GET', `/api/system/pipelines/connections/${installedStream!.id}`);
    expect(connection.pipeline_ids).toEqual([installedPipeline!.id]);

    // Installing the same pack again on the first server finds the rule on the system, and uninstalling keeps it.
    expect((await source.call('POST', '/api/system/content_packs', { as: ADMIN, body: pack })).statusCode).toBe(201);
    const again = await ok(source, 'POST', `/api/system/content_packs/${pack.id}/1/installations`, { parameters: {}, comment: '' });
    const rule = again.entities.find((e: { type: { name: string } }) => e.type.name === 'pipeline_rule');
    expect(rule.found_on_system).toBe(true);
  });

  it('exports a lookup table with its cache and adapter, and an input with its extractor; both install on a fresh server', async () => {
    const file = path.join(source.dir, 'tiers.csv');
    fs.writeFileSync(file, 'key,value\nweb-1,frontend\n');
    const adapter = await ok(source, 'POST', '/api/system/lookup/adapters', {
      title: 'Tiers file',
      name: 'tiers-file',
      config: {
        type: 'csvfile',
        path: file,
        separator: ',',
        quotechar: '"',
        key_column: 'key',
        value_column: 'value',
        check_interval: 60,
        case_insensitive_lookup: false,
        cidr_lookup: false,
      },
    });
    const cache = await ok(source, 'POST', '/api/system/lookup/caches', {
      title: 'Tiers cache',
      name: 'tiers-cache',
      config: { type: 'guava_cache', max_size: 10, expire_after_access: 60, expire_after_access_unit: 'SECONDS', expire_after_write: 0 },
    });
    const table = await ok(source, 'POST', '/api/system/lookup/tables', {
      title: 'Tiers',
      name: 'tiers',
      cache_id: cache.id,
      data_adapter_id: adapter.id,
      default_single_value: 'unknown',
      default_single_value_type: 'STRING',
      default_multi_value: '',
      default_multi_value_type: 'NULL',
    });
    const input = await ok(source, 'POST', '/api/system/inputs', {
      title: 'Raw lines',
      type: 'org.graylog2.inputs.raw.udp.RawUDPInput',
      global: true,
      configuration: { bind_address: '127.0.0.1', port: 0 },
    });
    await ok(source, 'POST', `/api/system/inputs/${input.id}/extractors`, {
      title: 'Method',
      cursor_strategy: 'copy',
      source_field: 'message',
      target_field: 'http_method',
      extractor_type: 'regex',
      extractor_config: { regex_value: '^(\\w+) ' },
      converters: [],
      condition_type: 'none',
      condition_value: '',
      order: 0,
    });

    const { entities } = await ok(source, 'POST', '/api/system/catalog', {
      entities: [
        { id: table.id, type: { name: 'lookup_table', version: '1' } },
        { id: input.id, type: { name: 'input', version: '1' } },
      ],
    });
    expect(entities.map((e: { type: { name: string } }) => e.type.name).sort()).toEqual([
      'input',
      'lookup_adapter',
      'lookup_cache',
      'lookup_table',
    ]);
    const pack = {
      v: '1',
      id: 'c1d7e0a2-60a4-4b1e-8e52-0d3f7b9f4a21',
      rev: 1,
      name: 'Tiers',
      parameters: [],
      entities,
    };
    expect((await fresh.call('POST', '/api/system/content_packs', { as: ADMIN, body: pack })).statusCode).toBe(201);
    await ok(fresh, 'POST', `/api/system/content_packs/${pack.id}/1/installations`, { parameters: {} });
    const lookup = await ok(fresh, 'GET', '/api/system/lookup/tables/tiers/query?key=web-1');
    expect(lookup.single_value).toBe('frontend');
    const inputs = (await ok(fresh, 'GET', '/api/system/inputs')).inputs as Array<{ id: string; title: string }>;
    const installed = inputs.find((i) => i.title === 'Raw lines')!;
    const extractors = (await ok(fresh, 'GET', `/api/system/inputs/${installed.id}/extractors`)).extractors;
    expect(extractors).toHaveLength(1);
    expect(extractors[0]).toMatchObject({
      title: 'Method',
      type: 'regex',
      target_field: 'http_method',
      extractor_config: { regex_value: '^(\\w+) ' },
    });
  });
});

describe('dashboards and saved searches in the catalog', () => {
  const GONE_STREAM = '5f00000000000000000000ff';

  it('exports a dashboard with its search and streams; installed on a fresh server it opens, and uninstalling removes it', async () => {
    const indexSet = (await ok(source, 'GET', '/api/system/indices/index_sets')).index_sets[0].id;
    const stream = await ok(source, 'POST', '/api/streams', { title: 'Checkout', index_set_id: indexSet, rules: [] });
    const search = await ok(source, 'POST', '/api/views/search', {
      queries: [
        {
          id: 'q-main',
          timerange: { type: 'relative', range: 3600 },
          filter: { type: 'or', filters: [{ type: 'stream', id: stream.stream_id }] },
          query: { type: 'elasticsearch', query_string: 'status:502' },
          search_types: [
            {
              id: 'st-count',
              type: 'pivot',
              row_groups: [],
              column_groups: [],
              series: [{ type: 'count', id: 'count()' }],
              rollup: true,
              streams: [stream.stream_id],
            },
          ],
        },
      ],
    });
    const widget = { id: 'w-count', type: 'aggregation', streams: [stream.stream_id, GONE_STREAM], config: { visualization: 'numeric' } };
    const state = {
      'q-main': {
        widgets: [widget],
        widget_mapping: { 'w-count': ['st-count'] },
        positions: { 'w-count': { col: 1, row: 1, height: 3, width: 4 } },
        titles: { widget: { 'w-count': 'Failed checkouts' } },
      },
    };
    const dashboard = await ok(source, 'POST', '/api/views', {
      type: 'DASHBOARD',
      title: 'Checkout health',
      summary: 'Failures',
      search_id: search.id,
      state,
    });
    const savedSearch = await ok(source, 'POST', '/api/views', { type: 'SEARCH', title: 'Checkout failures', search_id: search.id, state });

    const { entities: index } = await ok(source, 'GET', '/api/system/catalog');
    expect(index).toContainEqual({ id: dashboard.id, type: { name: 'dashboard', version: '2' }, title: 'Checkout health' });
    expect(index).toContainEqual({ id: savedSearch.id, type: { name: 'search', version: '1' }, title: 'Checkout failures' });

    const { entities } = await ok(source, 'POST', '/api/system/catalog', {
      entities: [
        { id: dashboard.id, type: { name: 'dashboard', version: '2' } },
        { id: savedSearch.id, type: { name: 'search', version: '1' } },
      ],
    });
    const exported = (name: string) => entities.find((e: { type: { name: string } }) => e.type.name === name);
    expect(entities.map((e: { type: { name: string } }) => e.type.name).sort()).toEqual(['dashboard', 'search', 'stream']);
    const streamEntity = exported('stream');
    const dashboardEntity = exported('dashboard');
    expect(dashboardEntity.type).toEqual({ name: 'dashboard', version: '2' });
    expect(dashboardEntity.data).toMatchObject({ type: 'DASHBOARD', title: { '@type': 'string', '@value': 'Checkout health' } });
    // The streams the dashboard uses become references to the pack's stream; one that no longer exists stays an id.
    const query = dashboardEntity.data.search.queries[0];
    expect(query.filter.filters[0].id).toBe(streamEntity.id);
    expect(query.search_types[0].streams).toEqual([streamEntity.id]);
    expect(dashboardEntity.data.state['q-main'].widgets[0].streams).toEqual([streamEntity.id, GONE_STREAM]);

    const pack = { v: '1', id: '9e3b1c52-7d0a-4f8e-b6a1-2c4d5e6f7a80', rev: 1, name: 'Checkout views', parameters: [], entities };
    expect((await fresh.call('POST', '/api/system/content_packs', { as: ADMIN, body: pack })).statusCode).toBe(201);
    const installation = await ok(fresh, 'POST', `/api/system/content_packs/${pack.id}/1/installations`, { parameters: {} });
    const installed = (name: string) => installation.entities.find((e: { type: { name: string } }) => e.type.name === name);
    expect(installed('dashboard')).toMatchObject({ title: 'Checkout health', type: { name: 'dashboard', version: '2' } });

    const view = await ok(fresh, 'GET', `/api/views/${installed('dashboard').id}`);
    expect(view).toMatchObject({ type: 'DASHBOARD', title: 'Checkout health', summary: 'Failures', owner: 'admin' });
    expect(view.id).not.toBe(dashboard.id);
    expect(view.search_id).not.toBe(search.id);
    const installedSearch = await ok(fresh, 'GET', `/api/views/search/${view.search_id}`);
    const installedStream = installed('stream').id;
    expect(installedSearch.queries[0].id).toBe('q-main');
    expect(installedSearch.queries[0].filter.filters[0].id).toBe(installedStream);
    expect(installedSearch.queries[0].search_types[0].id).toBe('st-count');
    const queryState = view.state['q-main'];
    expect(queryState.widgets.map((w: { id: string }) => w.id)).toEqual(['w-count']);
    expect(Object.keys(queryState.positions)).toEqual(['w-count']);
    expect(queryState.widget_mapping).toEqual({ 'w-count': ['st-count'] });
    expect(queryState.widgets[0].streams).toEqual([installedStream, GONE_STREAM]);
    expect(queryState.titles.widget['w-count']).toBe('Failed checkouts');
    expect((await ok(fresh, 'GET', `/api/views/${installed('search').id}`)).type).toBe('SEARCH');
    // It runs: the installed search executes against the installed stream.
    const job = await ok(fresh, 'POST', `/api/views/search/${view.search_id}/execute`, {});
    expect(job.search_id).toBe(view.search_id);

    const { uninstalled } = await ok(fresh, 'DELETE', `/api/system/content_packs/${pack.id}/installations/${installation._id}`);
    expect(uninstalled.failed_entities).toEqual([]);
    expect((await fresh.call('GET', `/api/views/${view.id}`, { as: ADMIN })).statusCode).toBe(404);
    expect((await fresh.call('GET', `/api/streams/${installedStream}`, { as: ADMIN })).statusCode).toBe(404);
  });

  it('refuses a dashboard whose widgets and search do not match, before creating anything', async () => {
    const entity = {
      v: '1',
      type: { name: 'dashboard', version: '2' },
      id: 'dash-1',
      data: {
        type: 'DASHBOARD',
        title: { '@type': 'string', '@value': 'Broken' },
        search: {
          queries: [
            { id: 'q1', timerange: { type: 'relative', range: 300 }, query: { type: 'elasticsearch', query_string: '' }, search_types: [] },
          ],
        },
        state: {
          q1: {
            widgets: [{ id: 'w1', type: 'messages', config: {} }],
            widget_mapping: { w1: ['missing'] },
            positions: { w1: { col: 1, row: 1, height: 2, width: 2 } },
          },
        },
      },
      constraints: [],
    };
    const pack = { v: '1', id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b', rev: 1, name: 'Broken view', parameters: [], entities: [entity] };
    expect((await fresh.call('POST', '/api/system/content_packs', { as: ADMIN, body: pack })).statusCode).toBe(201);
    const res = await fresh.call('POST', `/api/system/content_packs/${pack.id}/1/installations`, { as: ADMIN, body: { parameters: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('missing searches [missing]');
    const titles = (await ok(fresh, 'GET', '/api/views')).views.map((v: { title: string }) => v.title);
    expect(titles).not.toContain('Broken');
  });
});
