// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { FetchError } from '../../src/client/FetchError';
import { useAuthenticationBackends, useAvailableOutputs, useContentPacks, useOutput, useStreamOutputs } from '../../src/hooks/adminHooks';
import { useOutputs } from '../../src/hooks/entityHooks';
import { OtherAdminApi, OutputsApi, UserAdminApi } from '../../src/calls/admin';
import { StreamsApi } from '../../src/calls/streamsInputs';
import { tracked } from '../hookHarness';
import { openSession, settled } from './session';
import { ROOT_USERNAME, serverBuilt, SKIP_REASON, type RunningServer } from './server';

const GELF = 'org.graylog2.outputs.GelfOutput';
const STDOUT = 'org.graylog2.outputs.LoggingOutput';

describe.skipIf(!serverBuilt)(
  serverBuilt
    ? 'contract: outputs, content packs and authentication services against the embedded server'
    : `contract: outputs (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let wrapper: ({ children }: { children: ReactNode }) => ReactNode;

    beforeAll(async () => {
      ({ server, client, wrapper } = await openSession());
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('creates, updates and removes outputs with the typed calls, and reads them and their types through the hooks', async () => {
      const available = await OutputsApi.available(client);
      expect(Object.keys(available).sort()).toEqual([GELF, STDOUT]);
      expect(available[GELF]?.requestedConfiguration.map((f) => f.name)).toEqual(expect.arrayContaining(['hostname', 'port', 'protocol']));

      const created = await OutputsApi.create(client, {
        title: 'Contract GELF',
        type: GELF,
        configuration: { hostname: '127.0.0.1', port: 12299, protocol: 'UDP' },
      });
      expect(created).toMatchObject({
        title: 'Contract GELF',
        type: GELF,
        creatorUserId: ROOT_USERNAME,
        contentPack: null,
        configuration: { hostname: '127.0.0.1', port: 12299, protocol: 'UDP' },
      });
      const updated = await OutputsApi.update(client, created.id, {
        title: 'Contract GELF (renamed)',
        configuration: { hostname: '127.0.0.1', port: 12298, protocol: 'UDP' },
      });
      expect(updated).toMatchObject({ id: created.id, title: 'Contract GELF (renamed)', configuration: { port: 12298 } });
      expect(await OutputsApi.get(client, created.id)).toMatchObject({ title: 'Contract GELF (renamed)' });
      expect((await OutputsApi.list(client)).map((o) => o.id)).toContain(created.id);

      const { result } = renderHook(
        () => ({
          list: tracked(useOutputs()),
          one: tracked(useOutput(created.id)),
          types: tracked(useAvailableOutputs()),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect((hooks['list']?.data as Array<{ id: string }>).map((o) => o.id)).toContain(created.id);
      expect(hooks['one']?.data).toMatchObject({ id: created.id, type: GELF });
      expect(Object.keys(hooks['types']?.data as object)).toContain(STDOUT);

      await OutputsApi.remove(client, created.id);
      await expect(OutputsApi.get(client, created.id)).rejects.toBeInstanceOf(FetchError);
    });

    it('links outputs to a stream and reads them with the stream outputs hook', async () => {
      const sets = await client.get<{ index_sets: Array<{ id: string }> }>('/system/indices/index_sets');
      const indexSetId = sets?.index_sets[0]?.id ?? '';
      const streamId = await StreamsApi.create(client, {
        title: 'Contract outputs',
        description: null,
        rules: [],
        matching_type: 'AND',
        remove_matches_from_default_stream: false,
        index_set_id: indexSetId,
      });
      const output = await OutputsApi.create(client, { title: 'Contract console', type: STDOUT, configuration: { prefix: 'contract ' } });
      await StreamsApi.addOutputs(client, streamId, [output.id]);
      expect((await OutputsApi.forStream(client, streamId)).map((o) => o.id)).toEqual([output.id]);
      const { result } = renderHook(() => ({ outputs: tracked(useStreamOutputs(streamId)) }), { wrapper });
      const hooks = await settled(result);
      expect(hooks['outputs']?.data).toEqual([expect.objectContaining({ id: output.id, title: 'Contract console', type: STDOUT })]);
      await StreamsApi.removeOutput(client, streamId, output.id);
      expect(await OutputsApi.forStream(client, streamId)).toEqual([]);
      await expect(StreamsApi.addOutputs(client, streamId, ['5f0c1a2b3c4d5e6f7a8b9c0d'])).rejects.toMatchObject({ status: 404 });
      await OutputsApi.remove(client, output.id);
    });

    it('reads content packs (with installation counts) through the call and the hook', async () => {
      const pack = {
        v: '1',
        id: 'contract-pack',
        rev: 1,
        name: 'Contract pack',
        summary: 's',
        description: 'd',
        vendor: 'v',
        url: 'https://example.org',
        parameters: [],
        entities: [],
      };
      await client.post('/system/content_packs', pack);
      await client.post('/system/content_packs/contract-pack/1/installations', { parameters: {}, comment: 'contract' });
      const direct = await OtherAdminApi.contentPacks(client);
      expect(direct).toMatchObject({
        total: 1,
        contentPacks: [expect.objectContaining({ id: 'contract-pack', rev: 1, name: 'Contract pack' })],
        installationCounts: { 'contract-pack': { 1: 1 } },
      });
      const { result } = renderHook(() => ({ packs: tracked(useContentPacks()) }), { wrapper });
      const hooks = await settled(result);
      expect(hooks['packs']?.data).toEqual(direct);
    });

    it('reads the authentication backends (none) and enables and disables a user', async () => {
      const backends = await OtherAdminApi.authenticationBackends(client, { page: 1, perPage: 20 });
      expect(backends).toMatchObject({ elements: [], total: 0, page: 1, perPage: 20, context: { active_backend: null } });
      const { result } = renderHook(() => ({ backends: tracked(useAuthenticationBackends()) }), { wrapper });
      const hooks = await settled(result);
      expect(hooks['backends']?.data).toMatchObject({ elements: [], total: 0 });

      await UserAdminApi.create(client, {
        username: 'contract-dora',
        password: 'contract-dora-pw',
        email: 'dora@example.org',
        full_name: 'Dora',
        permissions: [],
      });
      const dora = (await UserAdminApi.list(client)).find((u) => u.username === 'contract-dora');
      const doraId = dora?.id ?? '';
      expect(doraId).not.toBe('');
      await UserAdminApi.disable(client, doraId);
      expect((await UserAdminApi.byId(client, doraId)).accountStatus).toBe('disabled');
      await UserAdminApi.enable(client, doraId);
      expect((await UserAdminApi.byId(client, doraId)).accountStatus).toBe('enabled');
      await expect(UserAdminApi.disable(client, '5f0c1a2b3c4d5e6f7a8b9c0d')).rejects.toMatchObject({ status: 404 });
    });
  },
);
