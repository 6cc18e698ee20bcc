// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import {
  useAuthzRole,
  useAuthzRoles,
  useClusterConfig,
  useClusterConfigClasses,
  useEnabledStreams,
  useIndexSet,
  useIndexSetStats,
  useIndexSets,
  useInput,
  useInputType,
  useInputTypeInfos,
  useInputTypes,
  useJvm,
  useLocales,
  useMessageProcessorsConfig,
  usePermissionCatalogue,
  useProcessingStatus,
  useReaderPermissions,
  useRoleAssignees,
  useRoles,
  useRolesOfUser,
  useSharedEntities,
  useStreamOutputs,
  useStreamRuleTypes,
  useStreamRules,
  useSystemStats,
  useUrlWhitelist,
  useUser,
  useUserList,
  useUserTokens,
  useViewFunctions,
  useDecorators,
  useFieldNames,
  usePlugins,
  useRetentionStrategies,
  useRotationStrategies,
  useTotalMessageCount,
} from '../../src/hooks/adminHooks';
import { useApiRead } from '../../src/hooks/useApiRead';
import { InputsApi, StreamsApi } from '../../src/calls/streamsInputs';
import { SystemInfoApi, UserAdminApi } from '../../src/calls/admin';
import { login, terminateSession, validateSession } from '../../src/sessions';
import { tracked } from '../hookHarness';
import { openSession, settled } from './session';
import { contractClient, freePort, ROOT_PASSWORD, ROOT_USERNAME, serverBuilt, SKIP_REASON, type RunningServer } from './server';

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: administration hooks against the embedded server' : `contract: administration hooks (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let userId: string;
    let wrapper: ({ children }: { children: ReactNode }) => ReactNode;

    beforeAll(async () => {
      ({ server, client, wrapper, userId } = await openSession());
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('reads inputs, input types (names, descriptors, one) and an input through the hooks', async () => {
      const types = await InputsApi.types(client);
      const type = Object.keys(types).find((t) => t.includes('RawUDP')) ?? Object.keys(types)[0] ?? '';
      const info = await InputsApi.type(client, type);
      const configuration = Object.fromEntries(
        info.requestedConfiguration.filter((f) => f.defaultValue !== null).map((f) => [f.name, f.defaultValue]),
      );
      const inputId = await InputsApi.create(client, {
        title: 'Contract raw',
        type,
        global: true,
        configuration: { ...configuration, bind_address: '127.0.0.1', port: await freePort() },
        node: null,
      });
      const { result } = renderHook(
        () => ({
          names: tracked(useInputTypes()),
          all: tracked(useInputTypeInfos()),
          one: tracked(useInputType(type)),
          input: tracked(useInput(inputId)),
          generic: tracked(useApiRead(['inputs', 'contract'], (c) => InputsApi.list(c))),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(hooks['names']?.data).toEqual(types);
      expect(Object.keys(hooks['all']?.data as object)).toContain(type);
      expect(hooks['one']?.data).toMatchObject({ type, requestedConfiguration: expect.any(Array) });
      expect(hooks['input']?.data).toMatchObject({ id: inputId, title: 'Contract raw' });
      await InputsApi.remove(client, inputId);
    });

    it('reads index sets, one index set, its stats and the global stats', async () => {
      const { result } = renderHook(() => ({ sets: tracked(useIndexSets({ stats: true })), all: tracked(useIndexSetStats()) }), {
        wrapper,
      });
      const hooks = await settled(result);
      const sets = hooks['sets']?.data as { indexSets: Array<{ id: string }>; total: number };
      expect(sets.indexSets.length).toBeGreaterThan(0);
      expect(hooks['all']?.data).toMatchObject({ indices: expect.any(Number), documents: expect.any(Number), size: expect.any(Number) });
      const id = sets.indexSets[0]?.id ?? '';
      const single = renderHook(() => ({ set: tracked(useIndexSet(id)), stats: tracked(useIndexSetStats(id)) }), { wrapper });
      const one = await settled(single.result);
      expect(one['set']?.data).toMatchObject({ id });
      expect(one['stats']?.data).toMatchObject({ documents: expect.any(Number) });
    });

    it('reads enabled streams, stream rules, rule types and stream outputs', async () => {
      const stream = (await StreamsApi.list(client))[0];
      const id = stream?.id ?? '';
      const { result } = renderHook(
        () => ({
          enabled: tracked(useEnabledStreams()),
          rules: tracked(useStreamRules(id)),
          types: tracked(useStreamRuleTypes(id)),
          outputs: tracked(useStreamOutputs(id)),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(hooks['enabled']?.data).toEqual(expect.any(Array));
      expect(hooks['rules']?.data).toEqual(expect.any(Array));
      expect((hooks['types']?.data as unknown[]).length).toBeGreaterThan(0);
      expect(hooks['outputs']?.data).toEqual(expect.any(Array));
    });

    it('reads users, tokens, roles, role assignees, roles of a user and shared entities', async () => {
      await UserAdminApi.createToken(client, userId, 'contract-hooks');
      const { result } = renderHook(
        () => ({
          user: tracked(useUser(userId)),
          list: tracked(useUserList()),
          tokens: tracked(useUserTokens(userId)),
          roles: tracked(useRoles()),
          authz: tracked(useAuthzRoles()),
          ofUser: tracked(useRolesOfUser(ROOT_USERNAME)),
          shared: tracked(useSharedEntities(userId)),
          readerPermissions: tracked(useReaderPermissions(ROOT_USERNAME)),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(hooks['user']?.data).toMatchObject({ username: ROOT_USERNAME });
      expect(hooks['list']?.data).toEqual(expect.any(Array));
      expect(hooks['tokens']?.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'contract-hooks', lastAccess: null })]),
      );
      expect((hooks['roles']?.data as Array<{ name: string }>).map((r) => r.name)).toContain('Admin');
      const authz = hooks['authz']?.data as { elements: Array<{ id: string; name: string }> };
      expect(authz.elements.length).toBeGreaterThan(0);
      expect(hooks['ofUser']?.data).toMatchObject({ elements: expect.any(Array) });
      expect(hooks['shared']?.data).toMatchObject({ elements: expect.any(Array) });
      expect(hooks['readerPermissions']?.data).toEqual(expect.arrayContaining([expect.any(String)]));

      const roleId = authz.elements[0]?.id ?? '';
      const role = renderHook(() => ({ role: tracked(useAuthzRole(roleId)), assignees: tracked(useRoleAssignees(roleId)) }), { wrapper });
      const roleHooks = await settled(role.result);
      expect(roleHooks['role']?.data).toMatchObject({ id: roleId });
      expect(roleHooks['assignees']?.data).toMatchObject({ elements: expect.any(Array) });
    });

    it('reads cluster configuration, processing status and system information', async () => {
      const { result } = renderHook(
        () => ({
          classes: tracked(useClusterConfigClasses()),
          searches: tracked(useClusterConfig('org.graylog2.indexer.searches.SearchesClusterConfig')),
          processors: tracked(useMessageProcessorsConfig()),
          whitelist: tracked(useUrlWhitelist()),
          status: tracked(useProcessingStatus()),
          persisted: tracked(useProcessingStatus(true)),
          jvm: tracked(useJvm()),
          locales: tracked(useLocales()),
          stats: tracked(useSystemStats()),
          os: tracked(useSystemStats('os')),
          permissions: tracked(usePermissionCatalogue()),
          functions: tracked(useViewFunctions()),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(hooks['classes']?.data).toEqual(expect.arrayContaining([expect.any(String)]));
      expect((hooks['processors']?.data as { processorOrder: unknown[] }).processorOrder.length).toBeGreaterThan(0);
      expect(hooks['whitelist']?.data).toMatchObject({ entries: expect.any(Array), disabled: expect.any(Boolean) });
      expect(hooks['status']?.data).toMatchObject({ isProcessing: expect.any(Boolean) });
      expect(hooks['jvm']?.data).toMatchObject({ usedMemoryBytes: expect.any(Number) });
      expect((hooks['locales']?.data as unknown[]).length).toBeGreaterThan(0);
      expect(hooks['os']?.data).toMatchObject({ os: expect.any(Object) });
      expect(hooks['permissions']?.data).toMatchObject({ streams: expect.arrayContaining(['read']) });
      expect(Object.keys(hooks['functions']?.data as object).length).toBeGreaterThan(0);
    });

    it('ends a session by id (DELETE /system/sessions/{id})', async () => {
      const other = contractClient(server);
      const session = await login({ username: ROOT_USERNAME, password: ROOT_PASSWORD, host: 'contract' }, other);
      await terminateSession(other, session.session_id, { own: true });
      expect(other.session.isLoggedIn()).toBe(false);
      await expect(validateSession(other)).resolves.toMatchObject({ isValid: false });
    });

    it('reads the typed answers of stream rule update, test match and input update', async () => {
      const indexSetId = (await StreamsApi.list(client))[0]?.indexSetId ?? '';
      const streamId = await StreamsApi.create(client, {
        title: 'Typed calls',
        description: null,
        matching_type: 'AND',
        index_set_id: indexSetId,
        remove_matches_from_default_stream: false,
      });
      const ruleId = await StreamsApi.createRule(client, streamId, {
        type: 1,
        value: 'web',
        field: 'source',
        inverted: false,
        description: '',
      });
      await expect(
        StreamsApi.updateRule(client, streamId, ruleId, {
          type: 1,
          value: 'web-01',
          field: 'source',
          inverted: false,
          description: 'exact',
        }),
      ).resolves.toBe(ruleId);
      await expect(StreamsApi.testMatch(client, streamId, { source: 'web-01', message: 'x' })).resolves.toEqual({
        matches: true,
        rules: { [ruleId]: true },
      });
      await expect(StreamsApi.testMatch(client, streamId, { source: 'db-01', message: 'x' })).resolves.toEqual({
        matches: false,
        rules: { [ruleId]: false },
      });
      await StreamsApi.remove(client, streamId);

      const types = await InputsApi.allTypes(client);
      const info = Object.values(types).find((t) => t.type.includes('RawUDP')) ?? Object.values(types)[0];
      const configuration = Object.fromEntries(
        (info?.requestedConfiguration ?? []).filter((f) => f.defaultValue !== null).map((f) => [f.name, f.defaultValue]),
      );
      const request = {
        title: 'Typed input',
        type: info?.type ?? '',
        global: true,
        configuration: { ...configuration, bind_address: '127.0.0.1', port: await freePort() },
        node: null,
      };
      const inputId = await InputsApi.create(client, request);
      await expect(InputsApi.update(client, inputId, { ...request, title: 'Typed input 2' })).resolves.toBe(inputId);
      await expect(InputsApi.get(client, inputId)).resolves.toMatchObject({ title: 'Typed input 2' });
      await InputsApi.remove(client, inputId);
    });

    it('reads the catalogue: total count, field names, decorators, plugins, throughput and index strategies', async () => {
      const { result } = renderHook(
        () => ({
          count: tracked(useTotalMessageCount()),
          fields: tracked(useFieldNames()),
          decorators: tracked(useDecorators()),
          plugins: tracked(usePlugins()),
          rotation: tracked(useRotationStrategies()),
          retention: tracked(useRetentionStrategies()),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(typeof hooks['count']?.data).toBe('number');
      expect(hooks['fields']?.data).toEqual(expect.arrayContaining(['message', 'timestamp']));
      expect(hooks['decorators']?.data).toEqual([]);
      expect(hooks['plugins']?.data).toEqual([]);
      expect((hooks['rotation']?.data as { strategies: { type: string }[] }).strategies.map((s) => s.type)).toContain(
        'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategy',
      );
      expect(
        (hooks['retention']?.data as { strategies: { defaultConfig: Record<string, unknown> }[] }).strategies[0]?.defaultConfig,
      ).toMatchObject({ max_number_of_indices: 20 });
      await expect(SystemInfoApi.throughput(client)).resolves.toEqual(expect.any(Number));
    });
  },
);
