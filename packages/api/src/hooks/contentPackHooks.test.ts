// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { valueReference } from '../calls/contentPacks';
import { useContentPacks } from './adminHooks';
import {
  useContentPackInstallations,
  useInstallContentPack,
  useUninstallContentPack,
  useUninstallDetails,
  useUploadContentPack,
} from './contentPackHooks';

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const packWire = (id: string, name: string) => ({
  v: 1,
  id,
  rev: 1,
  name,
  summary: 's',
  description: '',
  vendor: 'me',
  url: '',
  created_at: '2026-11-20T09:30:00.000Z',
  server_version: '5.1.0',
  parameters: [],
  entities: [],
});

describe('content pack hooks', () => {
  it('uploads a pack and the list shows it; installs with parameter values as value references', async () => {
    let packs = [packWire('a', 'First')];
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/system/content_packs' && init.method === 'POST') {
        packs = [...packs, packWire('b', 'Second')];
        return emptyResponse(201);
      }
      if (url === '/api/system/content_packs')
        return jsonResponse({ total: packs.length, content_packs: packs, content_pack_metadata: {} });
      if (url === '/api/system/content_packs/b/1/installations') return jsonResponse({ installation: {}, entities: [] });
      return undefined;
    });
    const { result } = renderHook(
      () => ({ list: tracked(useContentPacks()), upload: useUploadContentPack(), install: useInstallContentPack() }),
      {
        wrapper,
      },
    );
    await advance(10);
    expect(result.current.list.data?.contentPacks.map((p) => p.name)).toEqual(['First']);
    await act(async () => {
      await result.current.upload.trigger(packWire('b', 'Second'));
      await result.current.install.trigger('b', 1, { PORT: valueReference('integer', 5044) }, 'for the shop');
    });
    await advance(10);
    expect(result.current.list.data?.contentPacks.map((p) => p.name)).toEqual(['First', 'Second']);
    expect(requests.find((r) => r.url.endsWith('/installations'))?.body).toEqual({
      parameters: { PORT: { '@type': 'integer', '@value': 5044 } },
      comment: 'for the shop',
    });
  });
});

describe('content pack installations', () => {
  it('lists installations, previews an uninstall and uninstalls, refreshing the installations', async () => {
    const installation = {
      _id: 'i1',
      content_pack_id: 'cp',
      content_pack_revision: 2,
      parameters: {},
      entities: [{ id: 's1', content_pack_entity_id: 'e1', title: 'Shop', type: { name: 'stream', version: '1' }, found_on_system: false }],
      comment: 'edge',
      created_at: '2026-11-20T09:30:00.000Z',
      created_by: 'admin',
    };
    let installations = [installation];
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/system/content_packs/cp/installations') return jsonResponse({ total: installations.length, installations });
      if (url === '/api/system/content_packs/cp/installations/i1/uninstall_details')
        return jsonResponse({ entities: installation.entities });
      if (url === '/api/system/content_packs/cp/installations/i1' && init.method === 'DELETE') {
        installations = [];
        return jsonResponse({ content_pack: {}, uninstalled: {} });
      }
      return undefined;
    });
    const { result } = renderHook(
      () => ({ list: tracked(useContentPackInstallations('cp')), details: useUninstallDetails(), uninstall: useUninstallContentPack() }),
      { wrapper },
    );
    await advance(10);
    expect(result.current.list.data).toEqual([
      {
        id: 'i1',
        contentPackId: 'cp',
        revision: 2,
        comment: 'edge',
        createdAt: '2026-11-20T09:30:00.000Z',
        createdBy: 'admin',
        entities: [{ id: 's1', title: 'Shop', type: 'stream' }],
      },
    ]);
    await act(async () => {
      expect(await result.current.details.trigger('cp', 'i1')).toEqual([{ id: 's1', title: 'Shop', type: 'stream' }]);
      await result.current.uninstall.trigger('cp', 'i1');
    });
    await advance(10);
    expect(result.current.list.data).toEqual([]);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
