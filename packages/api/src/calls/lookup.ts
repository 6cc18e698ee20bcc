import type { ApiClient } from '../client/ApiClient';
import { decodeProxiedResponses, type ProxiedResponse } from '../models/adminEntities';
import {
  decodeLookupTypeDescriptors,
  decodeValidationResult,
  type LookupTypeDescriptor,
  type ValidationResult,
} from '../models/configuration';
import { isObject, record, required } from '../models/decode';
import { decodeLookupErrorStates, decodeLookupResult, type LookupErrorStates, type LookupResult } from '../models/tools';
import {
  decodeLookupComponent,
  decodeLookupTable,
  encodeLookupComponent,
  encodeLookupTable,
  type LookupComponent,
  type LookupTable,
} from '../models/lookup';
import { decodePage, pageParams, type Page, type PageQuery } from '../models/paging';
import { call, getObject, segment, send } from './helpers';

/** Lookup lists default to 50 per page, sorted by title, descending (3-administration.md §9). */
export const LOOKUP_PAGE_DEFAULTS = { page: 1, perPage: 50, sort: 'title', order: 'desc' } as const;

const withDefaults = (query: PageQuery) => pageParams({ ...LOOKUP_PAGE_DEFAULTS, ...query });

export interface LookupTablePage extends Page<LookupTable> {
  caches: Record<string, LookupComponent>;
  dataAdapters: Record<string, LookupComponent>;
}

async function tablePage(
  client: ApiClient,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
): Promise<LookupTablePage> {
  const body = await getObject(client, path, 'lookup_tables', query);
  return {
    ...decodePage(body, 'lookup_tables', (t, f) => decodeLookupTable(t, f)),
    caches: isObject(body['caches']) ? record(body['caches'], 'lookup_tables.caches', decodeLookupComponent) : {},
    dataAdapters: isObject(body['data_adapters'])
      ? record(body['data_adapters'], 'lookup_tables.data_adapters', decodeLookupComponent)
      : {},
  };
}

/** Lookup tables, caches and data adapters (ADMIN-API.md §5). */
export const LookupApi = {
  tables: (client: ApiClient, query: PageQuery & { resolve?: boolean } = {}) =>
    tablePage(client, '/system/lookup/tables', { ...withDefaults(query), resolve: query.resolve ?? false }),
  table: (client: ApiClient, idOrName: string, resolve = false) =>
    tablePage(client, `/system/lookup/tables/${segment(idOrName)}`, { resolve }),
  createTable: async (client: ApiClient, table: LookupTable) =>
    decodeLookupTable(required(await client.post('/system/lookup/tables', encodeLookupTable(table)), 'lookup_table')),
  updateTable: async (client: ApiClient, table: LookupTable) =>
    decodeLookupTable(required(await client.put(`/system/lookup/tables/${segment(table.id)}`, encodeLookupTable(table)), 'lookup_table')),
  removeTable: (client: ApiClient, idOrName: string) => call(client, 'DELETE', `/system/lookup/tables/${segment(idOrName)}`),
  validateTable: async (client: ApiClient, table: LookupTable): Promise<ValidationResult> =>
    decodeValidationResult(await send(client, 'POST', '/system/lookup/tables/validate', encodeLookupTable(table), 'validation')),
  /** Purges the table's cache on every node (the whole cache without `key`); answers per node. */
  purgeTable: async (client: ApiClient, idOrName: string, key?: string): Promise<Record<string, ProxiedResponse>> =>
    decodeProxiedResponses(
      await client.post(`/cluster/system/lookup/tables/${segment(idOrName)}/purge`, undefined, { query: { key } }),
      'purge',
    ),
  queryTable: async (client: ApiClient, name: string, key: string): Promise<LookupResult> =>
    decodeLookupResult(await getObject(client, `/system/lookup/tables/${segment(name)}/query`, 'lookup_result', { key })),

  adapters: async (client: ApiClient, query: PageQuery = {}): Promise<Page<LookupComponent>> =>
    decodePage(
      await getObject(client, '/system/lookup/adapters', 'data_adapters', withDefaults(query)),
      'data_adapters',
      decodeLookupComponent,
    ),
  adapter: async (client: ApiClient, idOrName: string): Promise<LookupComponent> =>
    decodeLookupComponent(await getObject(client, `/system/lookup/adapters/${segment(idOrName)}`, 'data_adapter')),
  createAdapter: async (client: ApiClient, adapter: LookupComponent) =>
    decodeLookupComponent(required(await client.post('/system/lookup/adapters', encodeLookupComponent(adapter)), 'data_adapter')),
  updateAdapter: async (client: ApiClient, adapter: LookupComponent) =>
    decodeLookupComponent(
      required(await client.put(`/system/lookup/adapters/${segment(adapter.id)}`, encodeLookupComponent(adapter)), 'data_adapter'),
    ),
  removeAdapter: (client: ApiClient, idOrName: string) => call(client, 'DELETE', `/system/lookup/adapters/${segment(idOrName)}`),
  validateAdapter: async (client: ApiClient, adapter: LookupComponent): Promise<ValidationResult> =>
    decodeValidationResult(await send(client, 'POST', '/system/lookup/adapters/validate', encodeLookupComponent(adapter), 'validation')),
  queryAdapter: async (client: ApiClient, name: string, key: string): Promise<LookupResult> =>
    decodeLookupResult(await getObject(client, `/system/lookup/adapters/${segment(name)}/query`, 'lookup_result', { key })),
  adapterTypes: async (client: ApiClient): Promise<Record<string, LookupTypeDescriptor>> =>
    decodeLookupTypeDescriptors(await getObject(client, '/system/lookup/types/adapters', 'adapter_types'), 'adapter_types'),

  caches: async (client: ApiClient, query: PageQuery = {}): Promise<Page<LookupComponent>> =>
    decodePage(await getObject(client, '/system/lookup/caches', 'caches', withDefaults(query)), 'caches', decodeLookupComponent),
  cache: async (client: ApiClient, idOrName: string): Promise<LookupComponent> =>
    decodeLookupComponent(await getObject(client, `/system/lookup/caches/${segment(idOrName)}`, 'cache')),
  createCache: async (client: ApiClient, cache: LookupComponent) =>
    decodeLookupComponent(required(await client.post('/system/lookup/caches', encodeLookupComponent(cache)), 'cache')),
  updateCache: async (client: ApiClient, cache: LookupComponent) =>
    decodeLookupComponent(required(await client.put(`/system/lookup/caches/${segment(cache.id)}`, encodeLookupComponent(cache)), 'cache')),
  removeCache: (client: ApiClient, idOrName: string) => call(client, 'DELETE', `/system/lookup/caches/${segment(idOrName)}`),
  validateCache: async (client: ApiClient, cache: LookupComponent): Promise<ValidationResult> =>
    decodeValidationResult(await send(client, 'POST', '/system/lookup/caches/validate', encodeLookupComponent(cache), 'validation')),
  cacheTypes: async (client: ApiClient): Promise<Record<string, LookupTypeDescriptor>> =>
    decodeLookupTypeDescriptors(await getObject(client, '/system/lookup/types/caches', 'cache_types'), 'cache_types'),

  errorStates: async (
    client: ApiClient,
    names: { tables?: string[]; data_adapters?: string[]; caches?: string[] },
  ): Promise<LookupErrorStates> => decodeLookupErrorStates(required(await client.post('/system/lookup/errorstates', names), 'errorstates')),
};
