// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { useMessageProcessorsConfig } from './adminHooks';
import { useSearchesClusterConfig } from './shellHooks';
import {
  useEventsConfig,
  useUpdateEventsConfig,
  useIndexSetDefaults,
  useUpdateIndexSetDefaults,
  usePermissionsConfig,
  useUpdateMessageProcessorsConfig,
  useUpdatePermissionsConfig,
  useUpdateSearchesClusterConfig,
  useThreatIntelConfig,
  useUpdateThreatIntelConfig,
  useUpdateUserConfig,
  useUserConfig,
} from './clusterConfigHooks';

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const PERMISSIONS = '/api/system/cluster_config/org.graylog2.users.UserAndTeamsConfig';
const USER_CONFIG = '/api/system/cluster_config/org.graylog2.users.UserConfiguration';

describe('cluster configuration hooks', () => {
  it('answer the defaults when nothing is stored: sharing with everyone and users, session timeout off at PT1H', async () => {
    const { wrapper } = harness((url) => (url === PERMISSIONS || url === USER_CONFIG ? emptyResponse(204) : undefined));
    const { result } = renderHook(() => ({ permissions: tracked(usePermissionsConfig()), user: tracked(useUserConfig()) }), { wrapper });
    await advance(10);
    expect(result.current.permissions.data).toEqual({ allowSharingWithEveryone: true, allowSharingWithUsers: true });
    expect(result.current.user.data).toEqual({ enableGlobalSessionTimeout: false, globalSessionTimeoutInterval: 'PT1H' });
  });

  it('save the permissions and the user config in wire form, then read them again', async () => {
    let permissions: unknown = { allow_sharing_with_everyone: true, allow_sharing_with_users: true };
    let user: unknown = { enable_global_session_timeout: false, global_session_timeout_interval: 'PT1H' };
    const { wrapper, requests } = harness((url, init) => {
      if (url === PERMISSIONS && init.method === 'PUT') {
        permissions = JSON.parse(String(init.body));
        return jsonResponse(permissions, 202);
      }
      if (url === USER_CONFIG && init.method === 'PUT') {
        user = JSON.parse(String(init.body));
        return jsonResponse(user, 202);
      }
      if (url === PERMISSIONS) return jsonResponse(permissions);
      if (url === USER_CONFIG) return jsonResponse(user);
      return undefined;
    });
    const { result } = renderHook(
      () => ({
        permissions: tracked(usePermissionsConfig()),
        user: tracked(useUserConfig()),
        savePermissions: useUpdatePermissionsConfig(),
        saveUser: useUpdateUserConfig(),
      }),
      { wrapper },
    );
    await advance(10);
    await act(() => result.current.savePermissions.trigger({ allowSharingWithEveryone: false, allowSharingWithUsers: true }));
    await act(() => result.current.saveUser.trigger({ enableGlobalSessionTimeout: true, globalSessionTimeoutInterval: 'PT30M' }));
    await advance(10);
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { allow_sharing_with_everyone: false, allow_sharing_with_users: true },
      { enable_global_session_timeout: true, global_session_timeout_interval: 'PT30M' },
    ]);
    expect(result.current.permissions.data?.allowSharingWithEveryone).toBe(false);
    expect(result.current.user.data).toEqual({ enableGlobalSessionTimeout: true, globalSessionTimeoutInterval: 'PT30M' });
  });

  it('saves the message processors, then revalidates their read; a refused save is reported', async () => {
    let config = {
      processor_order: [
        { name: 'A', class_name: 'x.A' },
        { name: 'B', class_name: 'x.B' },
      ],
      disabled_processors: [] as string[],
    };
    let refuse = false;
    const { wrapper, count } = harness((url, init) => {
      if (url !== '/api/system/messageprocessors/config') return undefined;
      if (init.method === 'PUT') {
        if (refuse) return jsonResponse({ type: 'ApiError', message: 'Unknown processor' }, 400);
        config = JSON.parse(String(init.body)) as typeof config;
        return jsonResponse(config);
      }
      return jsonResponse(config);
    });
    const { result } = renderHook(() => ({ read: tracked(useMessageProcessorsConfig()), save: useUpdateMessageProcessorsConfig() }), {
      wrapper,
    });
    await advance(10);
    await act(() =>
      result.current.save.trigger({
        processorOrder: [
          { name: 'B', className: 'x.B' },
          { name: 'A', className: 'x.A' },
        ],
        disabledProcessors: ['x.A'],
      }),
    );
    await advance(10);
    expect(config).toEqual({
      processor_order: [
        { name: 'B', class_name: 'x.B' },
        { name: 'A', class_name: 'x.A' },
      ],
      disabled_processors: ['x.A'],
    });
    expect(count('GET', '/system/messageprocessors/config')).toBe(2);
    expect(result.current.read.data?.disabledProcessors).toEqual(['x.A']);
    refuse = true;
    let failure: unknown = null;
    await act(async () => {
      await result.current.save.trigger({ processorOrder: [], disabledProcessors: [] }).catch((e: unknown) => {
        failure = e;
      });
    });
    expect((failure as Error).message).toContain('Unknown processor');
  });

  it('saves the search configuration in wire form, then reads it again', async () => {
    const path = '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig';
    let stored: unknown = {
      query_time_range_limit: 'PT0S',
      relative_timerange_options: { PT5M: '5 minutes' },
      surrounding_timerange_options: { PT1S: '1 second' },
      surrounding_filter_fields: ['source'],
      analysis_disabled_fields: ['message'],
      auto_refresh_timerange_options: { PT5S: '5 seconds' },
      default_auto_refresh_option: 'PT5S',
    };
    const { wrapper, requests } = harness((url, init) => {
      if (url !== path) return undefined;
      if (init.method === 'PUT') {
        stored = JSON.parse(String(init.body));
        return jsonResponse(stored, 202);
      }
      return jsonResponse(stored);
    });
    const { result } = renderHook(() => ({ read: tracked(useSearchesClusterConfig()), save: useUpdateSearchesClusterConfig() }), {
      wrapper,
    });
    await advance(10);
    const current = result.current.read.data;
    if (!current) throw new Error('no search config read');
    await act(() =>
      result.current.save.trigger({ ...current, queryTimeRangeLimit: 'P30D', relativeTimerangeOptions: { PT15M: 'a quarter' } }),
    );
    await advance(10);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      ...(stored as object),
      query_time_range_limit: 'P30D',
      relative_timerange_options: { PT15M: 'a quarter' },
    });
    expect(result.current.read.data?.queryTimeRangeLimit).toBe('P30D');
  });

  it('read the index set defaults and save them through PUT /system/indices/index_set_defaults, then read them again', async () => {
    const DEFAULTS_PATH = '/api/system/cluster_config/org.graylog2.configuration.IndexSetsDefaultConfiguration';
    let stored: Record<string, unknown> = {
      index_analyzer: 'standard',
      shards: 1,
      replicas: 0,
      index_optimization_max_num_segments: 1,
      index_optimization_disabled: false,
      field_type_refresh_interval: 5,
      field_type_refresh_interval_unit: 'SECONDS',
      rotation_strategy_class: 'x.MessageCountRotationStrategy',
      rotation_strategy_config: { type: 'x.MessageCountRotationStrategyConfig', max_docs_per_index: 100 },
      retention_strategy_class: 'x.DeletionRetentionStrategy',
      retention_strategy_config: { type: 'x.DeletionRetentionStrategyConfig', max_number_of_indices: 20 },
    };
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/system/indices/index_set_defaults' && init.method === 'PUT') {
        stored = JSON.parse(String(init.body)) as Record<string, unknown>;
        return jsonResponse(stored);
      }
      if (url === DEFAULTS_PATH) return jsonResponse(stored);
      return undefined;
    });
    const { result } = renderHook(() => ({ read: tracked(useIndexSetDefaults()), save: useUpdateIndexSetDefaults() }), { wrapper });
    await advance(10);
    const current = result.current.read.data;
    if (!current) throw new Error('no index set defaults read');
    expect(current.shards).toBe(1);
    await act(() => result.current.save.trigger({ ...current, shards: 3 }));
    await advance(10);
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      shards: 3,
      rotation_strategy_config: stored['rotation_strategy_config'],
    });
    expect(result.current.read.data?.shards).toBe(3);
  });

  it("read Graylog's events defaults when none are stored, and save the events config to its cluster config class", async () => {
    const EVENTS = '/api/system/cluster_config/org.graylog.events.configuration.EventsConfiguration';
    let stored: unknown = null;
    const { wrapper, requests } = harness((url, init) => {
      if (url === EVENTS && init.method === 'PUT') {
        stored = JSON.parse(String(init.body));
        return jsonResponse(stored, 202);
      }
      if (url === EVENTS) return stored === null ? emptyResponse(204) : jsonResponse(stored);
      return undefined;
    });
    const { result } = renderHook(() => ({ read: tracked(useEventsConfig()), save: useUpdateEventsConfig() }), { wrapper });
    await advance(10);
    expect(result.current.read.data?.searchTimeoutMs).toBe(60000);
    const current = result.current.read.data;
    if (!current) throw new Error('no events config read');
    await act(() => result.current.save.trigger({ ...current, notificationDefaultBacklog: 10 }));
    await advance(10);
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      events_notification_default_backlog: 10,
      events_search_timeout: 60000,
    });
    expect(result.current.read.data?.notificationDefaultBacklog).toBe(10);
  });

  it('read the threat-intelligence switches all off when none are stored, and save them to their cluster config class', async () => {
    const THREAT_INTEL = '/api/system/cluster_config/org.graylog.plugins.threatintel.ThreatIntelPluginConfiguration';
    let stored: unknown = null;
    const { wrapper, requests, count } = harness((url, init) => {
      if (url === THREAT_INTEL && init.method === 'PUT') {
        stored = JSON.parse(String(init.body));
        return jsonResponse(stored, 202);
      }
      if (url === THREAT_INTEL) return stored === null ? emptyResponse(204) : jsonResponse(stored);
      return undefined;
    });
    const { result } = renderHook(() => ({ read: tracked(useThreatIntelConfig()), save: useUpdateThreatIntelConfig() }), { wrapper });
    await advance(10);
    expect(result.current.read.data).toEqual({
      otxEnabled: false,
      otxApiKey: null,
      torEnabled: false,
      spamhausEnabled: false,
      abusechRansomEnabled: false,
    });
    const current = result.current.read.data;
    if (!current) throw new Error('no threat-intelligence config read');
    await act(() => result.current.save.trigger({ ...current, torEnabled: true, otxEnabled: true, otxApiKey: 'k3y' }));
    await advance(10);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      otx_enabled: true,
      otx_api_key: 'k3y',
      tor_enabled: true,
      spamhaus_enabled: false,
      abusech_ransom_enabled: false,
    });
    expect(count('GET', '/system/cluster_config/org.graylog.plugins.threatintel.ThreatIntelPluginConfiguration')).toBe(2);
    expect(result.current.read.data?.torEnabled).toBe(true);
    expect(result.current.read.data?.otxApiKey).toBe('k3y');
  });
});
