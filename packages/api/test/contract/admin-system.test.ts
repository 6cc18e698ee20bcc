// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import {
  useIndexerFailures,
  useIndexerOverview,
  useLoggers,
  useMetricNames,
  useMetricsNamespace,
  useSearchBackendStats,
  useServiceManager,
  useSystemMessages,
  useTelemetry,
  useTelemetrySettings,
} from '../../src/hooks/adminHooks';
import { useApiRead } from '../../src/hooks/useApiRead';
import { SystemInfoApi, OtherAdminApi } from '../../src/calls/admin';
import { SystemApi, TelemetryApi } from '../../src/calls/shell';
import { InputsApi } from '../../src/calls/streamsInputs';
import { SearchApi } from '../../src/calls/views';
import { decodeSearch } from '../../src/models/search';
import { tracked } from '../hookHarness';
import { openSession, settled } from './session';
import { freePort, serverBuilt, SKIP_REASON, type RunningServer } from './server';

const RAW_TCP = 'org.graylog2.inputs.raw.tcp.RawTCPInput';

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: system reads against the embedded server' : `contract: system reads (${SKIP_REASON})`,
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

    it('reads the metrics registry, its names, a namespace and single metrics', async () => {
      // A REST call the server times, so the registry holds a timer.
      await SystemInfoApi.serviceManager(client);
      const { result } = renderHook(
        () => ({
          registry: tracked(useApiRead(['metrics', 'registry'], (c) => SystemInfoApi.metrics(c))),
          names: tracked(useMetricNames()),
          namespace: tracked(useMetricsNamespace('org.graylog2.rest.system')),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      const registry = hooks['registry']?.data as { timers: Record<string, { count: number }> };
      expect(registry.timers['org.graylog2.rest.system.serviceManager.GET']?.count).toBeGreaterThanOrEqual(1);
      expect(hooks['names']?.data).toContain('org.graylog2.rest.system.serviceManager.GET');
      expect(hooks['namespace']?.data).toContainEqual(
        expect.objectContaining({ fullName: 'org.graylog2.rest.system.serviceManager.GET', type: 'timer' }),
      );

      await expect(SystemInfoApi.metric(client, 'org.graylog2.rest.system.serviceManager.GET')).resolves.toMatchObject({
        count: expect.any(Number),
      });
      await expect(SystemInfoApi.metric(client, 'org.graylog2.throughput.input.1-sec-rate')).resolves.toEqual({ value: 0 });
      await expect(SystemInfoApi.metric(client, 'no.such.metric')).rejects.toMatchObject({ status: 404 });
      const multiple = await SystemApi.metrics(client, ['org.graylog2.rest.system.serviceManager.GET', 'no.such.metric']);
      expect(multiple).toEqual([expect.objectContaining({ name: 'GET', type: 'timer' })]);
    });

    it('reads system messages, the service manager, loggers and the search backend', async () => {
      const { result } = renderHook(
        () => ({
          messages: tracked(useSystemMessages()),
          services: tracked(useServiceManager()),
          loggers: tracked(useLoggers()),
          backend: tracked(useSearchBackendStats()),
          version: tracked(useApiRead(['systemInfo', 'searchVersion'], (c) => SystemInfoApi.satisfiesVersion(c, 'opensearch', '^2.0.0'))),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      const messages = hooks['messages']?.data as { total: number; messages: Array<{ content: string; nodeId: string }> };
      expect(messages.messages.map((m) => m.content)).toContain('Started up.');
      expect(messages.total).toBeGreaterThanOrEqual(1);
      expect(Object.keys(hooks['services']?.data as object)).toContain('JerseyService [RUNNING]');
      const loggers = hooks['loggers']?.data as Record<string, Record<string, { level: string; levelSyslog: number }>>;
      expect(Object.values(loggers)[0]?.['org.graylog2']).toEqual({ level: 'info', levelSyslog: 400 });
      expect(hooks['backend']?.data).toEqual({
        name: 'sift-message-store',
        status: 'green',
        shards: { active: 1, initializing: 0, relocating: 0, unassigned: 0 },
      });
      expect(hooks['version']?.data).toEqual({ satisfied: true, errorMessage: '' });
      await expect(SystemInfoApi.satisfiesVersion(client, 'elasticsearch')).resolves.toMatchObject({
        satisfied: false,
        errorMessage: expect.stringContaining('OpenSearch:2.4.1'),
      });
    });

    it('reads the indexer overview and failures', async () => {
      const { result } = renderHook(() => ({ overview: tracked(useIndexerOverview()), failures: tracked(useIndexerFailures(10, 0)) }), {
        wrapper,
      });
      const hooks = await settled(result);
      expect(hooks['overview']?.data).toMatchObject({
        deflector: { currentTarget: 'graylog_0', isUp: true },
        clusterName: 'sift-message-store',
        clusterHealth: { status: 'green' },
        events: expect.any(Number),
      });
      expect(Object.keys((hooks['overview']?.data as { indices: object }).indices)).toEqual(['graylog_0']);
      expect(hooks['failures']?.data).toEqual({ total: 0, failures: [] });
      await expect(OtherAdminApi.indexerFailures(client, 5, 0)).resolves.toEqual({ total: 0, failures: [] });
    });

    it('reads telemetry (disabled) and stores the user settings', async () => {
      await TelemetryApi.updateUserSettings(client, { telemetryEnabled: false, telemetryPermissionAsked: true });
      const { result } = renderHook(() => ({ telemetry: tracked(useTelemetry()), settings: tracked(useTelemetrySettings()) }), { wrapper });
      const hooks = await settled(result);
      expect(hooks['telemetry']?.data).toEqual({ user_telemetry_settings: { telemetry_enabled: false, telemetry_permission_asked: true } });
      expect(hooks['settings']?.data).toEqual({ telemetryEnabled: false, telemetryPermissionAsked: true });
    });

    it('renders the text of an active notification', async () => {
      const info = await InputsApi.type(client, RAW_TCP);
      const configuration = Object.fromEntries(
        info.requestedConfiguration.filter((f) => f.defaultValue !== null).map((f) => [f.name, f.defaultValue]),
      );
      const port = await freePort();
      const input = (title: string) =>
        InputsApi.create(client, {
          title,
          type: RAW_TCP,
          global: true,
          configuration: { ...configuration, bind_address: '127.0.0.1', port },
          node: null,
        });
      const first = await input('Contract listener');
      const blocked = await input('Contract blocked');
      const html = await SystemApi.notificationMessage(client, 'html', 'input_failed_to_start', blocked, {});
      expect(html.title).toBe('An input has failed to start');
      expect(html.description).toMatch(/^<span>Input Contract blocked \(/);
      const plain = await SystemApi.notificationMessage(client, 'plaintext', 'input_failed_to_start', blocked, {});
      expect(plain.description).toMatch(/EADDRINUSE/);
      await expect(SystemApi.notificationMessage(client, 'html', 'no_input_running', null, {})).rejects.toMatchObject({ status: 404 });
      await InputsApi.remove(client, blocked);
      await InputsApi.remove(client, first);
    });

    it('reads the used and declared parameters of a search', async () => {
      const search = decodeSearch({
        queries: [
          {
            id: 'q1',
            query: { type: 'elasticsearch', query_string: 'action:$action$ AND $user$' },
            timerange: { type: 'relative', range: 300 },
            search_types: [],
          },
        ],
        parameters: [
          {
            type: 'value-parameter-v1',
            name: 'action',
            title: 'Action',
            description: null,
            data_type: 'any',
            default_value: 'GET',
            optional: false,
            binding: null,
          },
        ],
      });
      const metadata = await SearchApi.metadata(client, search);
      expect(metadata.queryMetadata).toEqual({ q1: { usedParameterNames: ['action', 'user'] } });
      expect(Object.keys(metadata.declaredParameters)).toEqual(['action']);
      expect(metadata.declaredParameters['action']).toMatchObject({ name: 'action', defaultValue: 'GET' });
    });
  },
);
