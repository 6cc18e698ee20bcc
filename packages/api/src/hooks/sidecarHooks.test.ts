// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { sidecarValidationErrors } from '../calls/sidecars';
import { useAssignSidecarConfigurations, useSaveSidecarConfiguration, useSidecars } from './sidecarHooks';

const sidecarWire = (assignments: unknown[] = [], status = 0) => ({
  node_id: 'n-1',
  node_name: 'web-1',
  node_details: {
    operating_system: 'Linux',
    ip: '10.0.0.7',
    metrics: { disks_75: [], cpu_idle: 95, load_1: 0.2 },
    log_file_list: null,
    status: {
      status,
      message: '1 running / 0 stopped / 0 failing',
      collectors: [{ collector_id: 'c1', configuration_id: 'k1', status: 2, message: 'exit status 1', verbose_message: 'bad yaml' }],
    },
    tags: ['web'],
    collector_configuration_directory: null,
  },
  assignments,
  last_seen: '2026-11-26T21:00:00.000Z',
  sidecar_version: '1.4.0',
  active: true,
  collectors: null,
});
const page = (sidecars: unknown[]) => ({
  query: '',
  pagination: { total: sidecars.length, count: sidecars.length, page: 1, per_page: 50 },
  total: sidecars.length,
  only_active: false,
  sort: 'node_name',
  order: 'asc',
  sidecars,
  filters: null,
});

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('sidecar hooks', () => {
  it('reads Sidecars with their status by name, and an assignment revalidates the list', async () => {
    let assignments: unknown[] = [];
    const { wrapper, requests } = harness((url, init) => {
      if (url.startsWith('/api/sidecars?')) return jsonResponse(page([sidecarWire(assignments)]));
      if (url === '/api/sidecars/configurations' && init.method === 'PUT') {
        assignments = [{ collector_id: 'c1', configuration_id: 'k1', assigned_from_tags: [] }];
        return emptyResponse(202);
      }
      return undefined;
    });
    const request = { query: '', page: 1, perPage: 50, onlyActive: false };
    const { result } = renderHook(() => ({ list: tracked(useSidecars(request)), assign: useAssignSidecarConfigurations() }), { wrapper });
    await advance(10);
    const sidecar = result.current.list.data!.sidecars[0]!;
    expect(sidecar).toMatchObject({ nodeName: 'web-1', status: 'running', tags: ['web'], assignments: [] });
    expect(sidecar.collectorStatuses).toEqual([
      { collectorId: 'c1', configurationId: 'k1', status: 'failing', message: 'exit status 1', verboseMessage: 'bad yaml' },
    ]);
    expect(requests[0]!.url).toBe('/api/sidecars?query=&page=1&per_page=50&only_active=false&sort=node_name&order=asc');
    await act(async () => {
      await result.current.assign.trigger([{ nodeId: 'n-1', assignments: [{ collectorId: 'c1', configurationId: 'k1' }] }]);
    });
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      nodes: [{ node_id: 'n-1', assignments: [{ collector_id: 'c1', configuration_id: 'k1' }] }],
    });
    await advance(10);
    expect(result.current.list.data!.sidecars[0]!.assignments).toEqual([
      { collectorId: 'c1', configurationId: 'k1', assignedFromTags: [] },
    ]);
  });

  it("answers a refused configuration's messages by field", async () => {
    const refusal = { failed: true, errors: { name: ['Configuration "web" already exists'] }, error_context: {} };
    const { wrapper } = harness((url) => (url === '/api/sidecar/configurations' ? jsonResponse(refusal, 400) : undefined));
    const { result } = renderHook(() => useSaveSidecarConfiguration(), { wrapper });
    let error: unknown;
    await act(async () => {
      error = await result.current
        .trigger(null, { name: 'web', collectorId: 'c1', color: '#000000', template: 'x', tags: [] })
        .catch((e: unknown) => e);
    });
    expect(sidecarValidationErrors(error)).toEqual({ name: ['Configuration "web" already exists'] });
  });
});
