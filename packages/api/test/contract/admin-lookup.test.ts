// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import {
  useLookupAdapter,
  useLookupAdapterTypes,
  useLookupAdapters,
  useLookupCache,
  useLookupCacheTypes,
  useLookupCaches,
  useLookupErrorStates,
  useLookupTable,
  useLookupTableQuery,
} from '../../src/hooks/adminHooks';
import { useLookupTables } from '../../src/hooks/entityHooks';
import { LookupApi } from '../../src/calls/lookup';
import { ToolsApi } from '../../src/calls/admin';
import type { LookupComponent, LookupTable } from '../../src/models/lookup';
import { tracked } from '../hookHarness';
import { openSession, settled } from './session';
import { serverBuilt, SKIP_REASON, type RunningServer } from './server';

const component = (name: string, configType: string, config: Record<string, unknown>): LookupComponent => ({
  id: '',
  scope: null,
  title: name,
  description: `contract ${name}`,
  name,
  contentPack: null,
  configType,
  config,
  customErrorTtl: null,
});

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: lookup tables, caches and adapters against the embedded server' : `contract: lookup (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let wrapper: ({ children }: { children: ReactNode }) => ReactNode;
    let dir: string;
    let cache: LookupComponent;
    let adapter: LookupComponent;
    let table: LookupTable;

    beforeAll(async () => {
      ({ server, client, wrapper } = await openSession());
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-lookup-contract-'));
      fs.writeFileSync(path.join(dir, 'owners.csv'), 'key,value\n10.0.0.1,ACME\n');
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('creates, validates and updates a cache, an adapter and a table through the typed calls', async () => {
      const cacheTypes = await LookupApi.cacheTypes(client);
      const adapterTypes = await LookupApi.adapterTypes(client);
      const guava = cacheTypes['guava_cache']?.defaultConfig ?? { type: 'guava_cache' };
      const csv = {
        ...(adapterTypes['csvfile']?.defaultConfig ?? { type: 'csvfile' }),
        path: path.join(dir, 'owners.csv'),
        check_interval: 1,
      };

      const cacheDraft = component('contract-cache', 'guava_cache', guava);
      expect(await LookupApi.validateCache(client, cacheDraft)).toMatchObject({ failed: false });
      cache = await LookupApi.createCache(client, cacheDraft);
      expect(cache).toMatchObject({ name: 'contract-cache', configType: 'guava_cache', scope: 'DEFAULT' });
      cache = await LookupApi.updateCache(client, { ...cache, title: 'Contract cache' });
      expect(cache.title).toBe('Contract cache');
      expect((await LookupApi.validateCache(client, { ...cacheDraft, id: '' })).failed).toBe(true);

      const adapterDraft = component('contract-csv', 'csvfile', csv);
      expect((await LookupApi.validateAdapter(client, adapterDraft)).failed).toBe(false);
      adapter = await LookupApi.createAdapter(client, adapterDraft);
      adapter = await LookupApi.updateAdapter(client, { ...adapter, customErrorTtl: { enabled: true, value: 10, unit: 'SECONDS' } });
      expect(adapter.customErrorTtl).toEqual({ enabled: true, value: 10, unit: 'SECONDS' });
      const missing = await LookupApi.validateAdapter(client, {
        ...adapterDraft,
        name: 'other',
        config: { ...csv, path: path.join(dir, 'missing.csv') },
      });
      expect(missing.failed).toBe(true);

      const tableDraft: LookupTable = {
        id: '',
        scope: null,
        title: 'Contract owners',
        description: '',
        name: 'contract-owners',
        cacheId: cache.id,
        dataAdapterId: adapter.id,
        contentPack: null,
        defaultSingleValue: 'unknown',
        defaultSingleValueType: 'STRING',
        defaultMultiValue: '',
        defaultMultiValueType: 'NULL',
      };
      expect((await LookupApi.validateTable(client, tableDraft)).failed).toBe(false);
      table = await LookupApi.createTable(client, tableDraft);
      table = await LookupApi.updateTable(client, { ...table, description: 'updated' });
      expect(table).toMatchObject({ name: 'contract-owners', description: 'updated', cacheId: cache.id, dataAdapterId: adapter.id });
      expect((await LookupApi.validateTable(client, { ...tableDraft, defaultSingleValueType: 'NUMBER' })).failed).toBe(true);

      expect((await LookupApi.tables(client, { resolve: true })).elements.map((t) => t.name)).toEqual(['contract-owners']);
      expect(await LookupApi.table(client, 'contract-owners', true)).toMatchObject({
        total: 1,
        caches: { [cache.id]: { name: 'contract-cache' } },
        dataAdapters: { [adapter.id]: { name: 'contract-csv' } },
      });
      expect((await LookupApi.adapters(client, { query: 'contract' })).total).toBe(1);
      expect((await LookupApi.caches(client)).elements.map((c) => c.id)).toEqual([cache.id]);
      expect(await LookupApi.adapter(client, 'contract-csv')).toEqual(adapter);
      expect(await LookupApi.cache(client, cache.id)).toEqual(cache);
    });

    it('looks up, tests, purges and reports error states through the typed calls', async () => {
      expect(await LookupApi.queryTable(client, 'contract-owners', '10.0.0.1')).toEqual({
        singleValue: 'ACME',
        multiValue: { value: 'ACME' },
        stringListValue: null,
        hasError: false,
        ttlMs: Infinity,
      });
      expect((await LookupApi.queryTable(client, 'contract-owners', 'nobody')).singleValue).toBe('unknown');
      expect((await LookupApi.queryAdapter(client, 'contract-csv', 'nobody')).singleValue).toBeNull();
      expect(await ToolsApi.lookupTable(client, { lookup_table_name: 'contract-owners', string: '10.0.0.1' })).toEqual({
        empty: false,
        error: false,
        errorMessage: '',
        key: '10.0.0.1',
        value: 'ACME',
      });
      const purged = await LookupApi.purgeTable(client, table.id, '10.0.0.1');
      expect(Object.values(purged)).toEqual([{ callExecuted: true, serverErrorMessage: null, success: true, code: 204, entity: null }]);
      expect(Object.values(await LookupApi.purgeTable(client, 'contract-owners'))[0]?.success).toBe(true);
      expect(
        await LookupApi.errorStates(client, { tables: ['contract-owners'], data_adapters: ['contract-csv'], caches: ['contract-cache'] }),
      ).toEqual({ tables: { 'contract-owners': null }, dataAdapters: { 'contract-csv': null }, caches: { 'contract-cache': null } });
    });

    it('reads every lookup hook without a decode error', async () => {
      const { result } = renderHook(
        () => ({
          tables: tracked(useLookupTables({ resolve: true })),
          table: tracked(useLookupTable('contract-owners', true)),
          caches: tracked(useLookupCaches({ perPage: 10 })),
          cache: tracked(useLookupCache(cache.id)),
          adapters: tracked(useLookupAdapters({ query: 'csv' })),
          adapter: tracked(useLookupAdapter(adapter.id)),
          adapterTypes: tracked(useLookupAdapterTypes()),
          cacheTypes: tracked(useLookupCacheTypes()),
          errorStates: tracked(
            useLookupErrorStates({ tables: ['contract-owners'], data_adapters: ['contract-csv'], caches: ['contract-cache'] }),
          ),
          query: tracked(useLookupTableQuery('contract-owners', '10.0.0.1')),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(hooks['tables']?.data).toMatchObject({ total: 1, caches: { [cache.id]: { name: 'contract-cache' } } });
      expect(hooks['table']?.data).toMatchObject({ elements: [{ id: table.id }] });
      expect(hooks['caches']?.data).toMatchObject({ total: 1, perPage: 10 });
      expect(hooks['cache']?.data).toMatchObject({ id: cache.id });
      expect(hooks['adapters']?.data).toMatchObject({ total: 1, query: 'csv' });
      expect(hooks['adapter']?.data).toMatchObject({ name: 'contract-csv' });
      expect(Object.keys(hooks['adapterTypes']?.data as object)).toEqual(expect.arrayContaining(['csvfile', 'dsvhttp']));
      expect(Object.keys(hooks['cacheTypes']?.data as object)).toEqual(expect.arrayContaining(['guava_cache', 'none']));
      expect(hooks['errorStates']?.data).toMatchObject({ dataAdapters: { 'contract-csv': null } });
      expect(hooks['query']?.data).toMatchObject({ singleValue: 'ACME', ttlMs: Infinity });
    });

    it('refuses to delete what a table uses, then deletes table, adapter and cache', async () => {
      await expect(LookupApi.removeAdapter(client, adapter.id)).rejects.toMatchObject({ status: 400 });
      await expect(LookupApi.removeCache(client, cache.id)).rejects.toMatchObject({ status: 400 });
      await LookupApi.removeTable(client, table.id);
      await LookupApi.removeAdapter(client, 'contract-csv');
      await LookupApi.removeCache(client, cache.id);
      expect((await LookupApi.tables(client)).total).toBe(0);
      await expect(LookupApi.table(client, table.id)).rejects.toMatchObject({ status: 404 });
    });
  },
);
