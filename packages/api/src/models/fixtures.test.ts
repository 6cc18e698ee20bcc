import { describe, expect, it } from 'vitest';
import { fixtureNames, loadFixture, lostLeaves } from '../../test/fixtures';
import { fromMongo, renameKeys } from '../../test/mongo';
import { decodeSearchesClusterConfig, encodeSearchesClusterConfig } from './clusterConfig';
import { decodeInput, encodeInput } from './input';
import { decodeLookupComponent, decodeLookupTable, encodeLookupComponent, encodeLookupTable } from './lookup';
import { decodeExecutionState, decodeQuery, decodeSearch, encodeExecutionState, encodeQuery, encodeSearch } from './search';
import { decodePivotRows, encodePivotRows } from './searchJob';
import { decodeEntityShareState, encodeEntityShareState } from './shares';
import { decodeStream, encodeStream } from './stream';
import { decodeView, encodeView } from './view';

type Doc = Record<string, unknown>;
interface Case {
  /** The REST-shaped document(s) in the fixture (Mongo dumps mapped as fixtures/INDEX.md says). */
  documents: (raw: unknown) => unknown[];
  /** decode then encode, and decode again for the model round trip. */
  decode: (wire: unknown) => unknown;
  encode: (model: never) => unknown;
  /** Leaves of older shapes that are rewritten in the 5.1 form. */
  legacy?: RegExp[];
}

const one = (raw: unknown) => [raw];
const many = (raw: unknown) => raw as unknown[];
const collection =
  (name: string, map: (doc: Doc) => Doc = (d) => d) =>
  (raw: unknown) =>
    ((fromMongo(raw) as Record<string, Doc[]>)[name] ?? []).map(map);

const LEGACY_PIVOT_FIELD = /(row_pivots|column_pivots|row_groups|column_groups)\[\d+\]\.field$/;
const LEGACY_CHART_COLORS = /formatting_settings\.chart_colors\./;
// An auto interval without scaling is written with the server's default scaling 1.0.
const LEGACY_AUTO_SCALING = /interval\.scaling$/;

const view: Case = {
  documents: one,
  decode: decodeView,
  encode: encodeView as (m: never) => unknown,
  legacy: [LEGACY_PIVOT_FIELD, LEGACY_CHART_COLORS, LEGACY_AUTO_SCALING],
};
// Queries' v2 `streams` lists are written as a v1 stream filter. The stored Search's `owner` and
// `created_at` are not part of SearchDTO, which rejects unknown keys (API.md §5), so they are dropped.
const search: Case = {
  documents: one,
  decode: decodeSearch,
  encode: encodeSearch as (m: never) => unknown,
  legacy: [LEGACY_PIVOT_FIELD, LEGACY_AUTO_SCALING, /queries\[\d+\]\.streams\[\d+\]$/, /^(owner|created_at)$/],
};
const query: Case = {
  documents: one,
  decode: (wire) => decodeQuery(wire, 'query'),
  encode: encodeQuery as (m: never) => unknown,
  legacy: [/^query$/],
};
const rows: Case = { documents: one, decode: decodePivotRows, encode: encodePivotRows as (m: never) => unknown };
const streams = (raw: unknown, rules: Doc[] = []) =>
  collection('streams', (doc) =>
    renameKeys(
      doc,
      { is_default_stream: 'is_default' },
      {
        rules: rules.filter((rule) => rule['stream_id'] === doc['id']),
      },
    ),
  )(raw);

const CASES: Record<string, Case> = {
  'ChartData.test.oneColumOneRowPivot.json': rows,
  'ChartData.test.simple.json': rows,
  'ExpandRows.test.noPivots.json': rows,
  'CopyWidgetToDashboard.Dashboard-Search-Multiple-Queries.fixture.json': search,
  'CopyWidgetToDashboard.Dashboard-Search.fixture.json': search,
  'CopyWidgetToDashboard.Dashboard-View-Multiple-Queries.fixture.json': view,
  'CopyWidgetToDashboard.Dashboard-View.fixture.json': view,
  'UpdateSearchForWidgets.Search.fixture.json': search,
  'UpdateSearchForWidgets.View.fixture.json': view,
  'ViewTransformer.search.fixture.json': search,
  'ViewTransformer.view.fixture.json': view,
  'sample_saved_search_relative-expected_views.json': { ...view, documents: many },
  'sample_saved_search_absolute-expected_searches.json': { ...search, documents: many },
  'sample_saved_search_keyword-expected_searches.json': { ...search, documents: many },
  'sample_saved_search_relative-expected_searches.json': { ...search, documents: many },
  'views-request.json': view,
  'save-search-request.json': search,
  'minimalistic-request.json': search,
  'minimalistic-request-with-streams.json': search,
  'minimalistic-request-with-undeclared-parameter.json': search,
  'search-with-three-empty-queries.json': search,
  'mongodb-stored-searches-for-execution-endpoint.json': { ...search, documents: collection('searches') },
  'full-query.json': query,
  'simple-query.json': query,
  'execution-state.json': { documents: one, decode: decodeExecutionState, encode: encodeExecutionState as (m: never) => unknown },
  'cluster-search-config.json': {
    documents: one,
    decode: decodeSearchesClusterConfig,
    encode: encodeSearchesClusterConfig as (m: never) => unknown,
  },
  'EntityShareState.fixtures.json': {
    documents: one,
    decode: decodeEntityShareState,
    encode: encodeEntityShareState as (m: never) => unknown,
  },
  'InputServiceImplTest.json': {
    documents: collection('inputs', (doc) =>
      renameKeys(doc, { configuration: 'attributes', node_id: 'node' }, { static_fields: {}, node: doc['node_id'] ?? null }),
    ),
    decode: decodeInput,
    encode: encodeInput as (m: never) => unknown,
  },
  'StreamCatalogTest.json': {
    documents: (raw) => streams(raw, collection('streamrules')(raw)),
    decode: decodeStream,
    encode: encodeStream as (m: never) => unknown,
  },
  'someStreamsWithoutAlertConditions.json': {
    documents: (raw) => streams(raw),
    decode: decodeStream,
    encode: encodeStream as (m: never) => unknown,
  },
  'LookupTableFacadeTest.json': {
    documents: collection('lut_tables', (doc) =>
      renameKeys(doc, { cache: 'cache_id', data_adapter: 'data_adapter_id' }, { _scope: 'DEFAULT' }),
    ),
    decode: decodeLookupTable,
    encode: encodeLookupTable as (m: never) => unknown,
  },
  'LookupCacheFacadeTest.json': {
    documents: collection('lut_caches', (doc) => ({ ...doc, _scope: 'DEFAULT' })),
    decode: decodeLookupComponent,
    encode: encodeLookupComponent as (m: never) => unknown,
  },
  'LookupDataAdapterFacadeTest.json': {
    documents: collection('lut_data_adapters', (doc) => ({ ...doc, _scope: 'DEFAULT' })),
    decode: decodeLookupComponent,
    encode: encodeLookupComponent as (m: never) => unknown,
  },
};

describe('fixture round trips', () => {
  it('covers every JSON fixture', () => {
    expect(Object.keys(CASES).sort()).toEqual(fixtureNames());
  });

  describe.each(fixtureNames())('%s', (name) => {
    const testCase = CASES[name]!;
    const documents = testCase.documents(loadFixture(name));

    it('keeps every 5.1-form value when read and written again', () => {
      expect(documents.length).toBeGreaterThan(0);
      documents.forEach((document) => {
        const written = testCase.encode(testCase.decode(document) as never);
        expect(lostLeaves(document, written, testCase.legacy)).toEqual([]);
      });
    });

    it('reads what it writes into the same model', () => {
      documents.forEach((document) => {
        const model = testCase.decode(document);
        const written = testCase.encode(model as never);
        expect(testCase.decode(JSON.parse(JSON.stringify(written)))).toEqual(model);
      });
    });
  });
});
