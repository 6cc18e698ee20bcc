import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { OutputsApi, SharesApi } from '../../src/calls/admin';
import { FavoritesApi, LayoutPreferencesApi } from '../../src/calls/shell';
import { InputsApi, StreamsApi } from '../../src/calls/streamsInputs';
import { ExportApi } from '../../src/calls/export';
import { IndexSetsApi } from '../../src/calls/indexSets';
import { SearchApi, ViewsApi } from '../../src/calls/views';
import { decodeSearch, emptyExecutionState } from '../../src/models/search';
import type { SearchJob } from '../../src/models/searchJob';
import { decodeView, type View } from '../../src/models/view';
import { updateSearchForWidgets, widgetResult } from '../../src/search/viewSearch';
import { loadFixture } from '../fixtures';
import { login } from '../../src/sessions';
import {
  contractClient,
  freePort,
  ROOT_PASSWORD,
  ROOT_USERNAME,
  serverBuilt,
  SKIP_REASON,
  startServer,
  type RunningServer,
} from './server';

const QUERY = 'd3cf19bd-f933-4f7b-aa4a-e7cd3fc1c18e';
const CHART_WIDGET = '527ed7fe-722d-4cf1-bd42-ed2b29a5a59a';
const MESSAGES_WIDGET = '8209351b-407a-455b-9942-cefea43b76ae';

async function untilDone(client: ApiClient, job: SearchJob): Promise<SearchJob> {
  let current = job;
  for (let i = 0; i < 200 && !current.execution.done; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    current = await SearchApi.status(client, current.id);
  }
  return current;
}

describe.skipIf(!serverBuilt)(
  serverBuilt
    ? 'contract: views, searches, streams and inputs against the embedded server'
    : `contract: views and searches (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;

    beforeAll(async () => {
      server = await startServer();
      client = contractClient(server);
      await login({ username: ROOT_USERNAME, password: ROOT_PASSWORD, host: 'contract' }, client);
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('creates, pauses, resumes and deletes a stream with a rule', async () => {
      const streams = await StreamsApi.list(client);
      const indexSetId = streams[0]?.indexSetId ?? '';
      const id = await StreamsApi.create(client, {
        title: 'Contract stream',
        description: 'made by the api contract test',
        matching_type: 'AND',
        index_set_id: indexSetId,
        remove_matches_from_default_stream: false,
      });
      await StreamsApi.createRule(client, id, { type: 1, field: 'source', value: 'web', inverted: false, description: 'web only' });
      expect((await StreamsApi.rules(client, id)).map((rule) => [rule.type, rule.field, rule.value])).toEqual([[1, 'source', 'web']]);
      await StreamsApi.resume(client, id);
      expect((await StreamsApi.get(client, id)).disabled).toBe(false);
      await StreamsApi.pause(client, id);
      expect((await StreamsApi.get(client, id)).disabled).toBe(true);
      const page = await StreamsApi.paginated(client, { page: 1, perPage: 50, query: 'Contract' });
      expect(page.elements.map((s) => s.title)).toContain('Contract stream');
      expect((await StreamsApi.ruleTypes(client, id)).map((t) => t.name)).toContain('EXACT');
      await expect(OutputsApi.forStream(client, id)).resolves.toEqual([]);
      await StreamsApi.remove(client, id);
      await expect(StreamsApi.get(client, id)).rejects.toMatchObject({ status: 404 });
    });

    it('launches, updates and deletes an input, with a static field', async () => {
      const port = await freePort();
      const configuration = { bind_address: '127.0.0.1', port, recv_buffer_size: 262144 };
      const id = await InputsApi.create(client, {
        title: 'Contract raw UDP',
        type: 'org.graylog2.inputs.raw.udp.RawUDPInput',
        global: true,
        configuration,
        node: null,
      });
      const input = await InputsApi.get(client, id);
      expect(input).toMatchObject({
        id,
        title: 'Contract raw UDP',
        global: true,
        node: null,
        type: 'org.graylog2.inputs.raw.udp.RawUDPInput',
      });
      await InputsApi.update(client, id, {
        title: 'Contract raw UDP (renamed)',
        type: input.type,
        global: true,
        configuration,
        node: null,
      });
      await InputsApi.addStaticField(client, id, 'env', 'contract');
      expect(await InputsApi.get(client, id)).toMatchObject({ title: 'Contract raw UDP (renamed)', staticFields: { env: 'contract' } });
      await InputsApi.removeStaticField(client, id, 'env');
      expect((await InputsApi.get(client, id)).staticFields).toEqual({});
      await InputsApi.remove(client, id);
      await expect(InputsApi.get(client, id)).rejects.toMatchObject({ status: 404 });
    });

    it('lists index sets with stats, reads the default one and its stats', async () => {
      const { indexSets, total, stats } = await IndexSetsApi.list(client, { stats: true });
      expect(total).toBe(indexSets.length);
      const defaultSet = indexSets.find((set) => set.isDefault);
      expect(defaultSet).toBeDefined();
      const reread = await IndexSetsApi.get(client, defaultSet?.id ?? '');
      expect(reread.indexPrefix).toBe(defaultSet?.indexPrefix);
      await expect(IndexSetsApi.stats(client, reread.id ?? '')).resolves.toEqual({
        indices: expect.any(Number),
        documents: expect.any(Number),
        size: expect.any(Number),
      });
      expect(Object.keys(stats)).toContain(reread.id);
    });

    it('lists inputs, input types and input states', async () => {
      await expect(InputsApi.list(client)).resolves.toEqual(expect.any(Array));
      expect(Object.keys(await InputsApi.types(client)).length).toBeGreaterThan(0);
      await expect(InputsApi.states(client)).resolves.toEqual(expect.any(Object));
    });

    it("saves a view with its regenerated search, runs it and reads each widget's results", async () => {
      const fixtureView = decodeView(loadFixture('ViewTransformer.view.fixture.json'));
      const fixtureSearch = decodeSearch(loadFixture('ViewTransformer.search.fixture.json'));
      const streamless = {
        ...fixtureSearch,
        queries: fixtureSearch.queries.map((q) => ({ ...q, filter: null, timerange: { type: 'relative' as const, range: 300 } })),
      };
      const { view, search } = updateSearchForWidgets({ ...fixtureView, id: null, owner: null, createdAt: null }, streamless);

      const savedSearch = await SearchApi.create(client, search);
      expect(savedSearch.id).toBe(search.id);
      expect(savedSearch.queries[0]?.searchTypes.map((t) => t.type)).toEqual(['messages', 'pivot']);

      const saved: View = await ViewsApi.create(client, view);
      expect(saved.id).toEqual(expect.any(String));
      expect(saved.owner).toBe(ROOT_USERNAME);
      expect(saved.state[QUERY]?.widgetMapping).toEqual(view.state[QUERY]?.widgetMapping);
      expect(saved.state[QUERY]?.positions[CHART_WIDGET]?.width).toBe(Infinity);

      const reread = await ViewsApi.get(client, saved.id ?? '');
      expect(reread.title).toBe('transform');
      expect((await ViewsApi.savedSearches(client, { query: 'transform' })).elements.map((v) => v.id)).toContain(saved.id);

      const job = await untilDone(client, await SearchApi.execute(client, saved.searchId, emptyExecutionState()));
      expect(job.execution.done).toBe(true);
      const chart = widgetResult(job, saved, QUERY, CHART_WIDGET);
      expect(chart.byName['chart']).toMatchObject({ type: 'pivot' });
      const messages = widgetResult(job, saved, QUERY, MESSAGES_WIDGET);
      expect(messages.byName['messages']).toMatchObject({ type: 'messages' });

      const csv = await ExportApi.search(client, saved.searchId, { fieldsInOrder: ['timestamp', 'source', 'message'], limit: 5 });
      expect(csv.split('\n')[0]?.replace(/"/g, '')).toBe('timestamp,source,message');

      await FavoritesApi.add(client, `grn::::search:${saved.id}`);
      expect((await ViewsApi.get(client, saved.id ?? '')).favorite).toBe(true);
      await FavoritesApi.remove(client, `grn::::search:${saved.id}`);
      expect((await ViewsApi.get(client, saved.id ?? '')).favorite).toBe(false);

      const shares = await SharesApi.prepare(client, `grn::::search:${saved.id}`);
      expect(shares.entity).toBe(`grn::::search:${saved.id}`);
      expect(shares.availableCapabilities.map((c) => c.id)).toEqual(['view', 'manage', 'own']);

      await ViewsApi.remove(client, saved.id ?? '');
      await expect(ViewsApi.get(client, saved.id ?? '')).rejects.toMatchObject({ status: 404 });
    });

    it('reads field types, validates a query and suggests values', async () => {
      await expect(SearchApi.fieldTypes(client)).resolves.toEqual(expect.any(Array));
      const validation = await SearchApi.validate(client, { query: 'source:' });
      expect(['OK', 'WARNING', 'ERROR']).toContain(validation.status);
      await expect(SearchApi.suggest(client, { field: 'source', input: '' })).resolves.toMatchObject({ suggestions: expect.any(Array) });
    });

    it('saves layout preferences and reads them back', async () => {
      await LayoutPreferencesApi.save(client, 'contract-streams', {
        displayedAttributes: ['title', 'description'],
        sort: { attributeId: 'title', direction: 'desc' },
        perPage: 20,
      });
      await expect(LayoutPreferencesApi.get(client, 'contract-streams')).resolves.toEqual({
        displayedAttributes: ['title', 'description'],
        sort: { attributeId: 'title', direction: 'desc' },
        perPage: 20,
      });
    });
  },
);
