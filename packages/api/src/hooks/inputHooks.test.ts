// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { inputMetricNames, summarizeInputMetrics } from '../models/inputMetrics';
import { THROUGHPUT_POLL_MS } from './constants';
import { useInputStates, useInputs } from './entityHooks';
import { useAddStaticField, useInputMetrics, useInputStatesPolled, useRestartInput } from './inputHooks';

const GELF = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';
const input = {
  id: 'i1',
  title: 'GELF',
  global: true,
  name: 'GELF TCP',
  content_pack: null,
  created_at: '2024-01-01T00:00:00.000Z',
  type: GELF,
  creator_user_id: 'admin',
  attributes: { port: 12201 },
  static_fields: {},
  node: null,
};
const entry = (name: string, metric: Record<string, unknown>, type = 'gauge') => ({ full_name: `${GELF}.i1.${name}`, name, type, metric });

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('input metrics', () => {
  it('are named <type>.<id>.<metric> as Graylog registers them', () => {
    expect(inputMetricNames({ id: 'i1', type: GELF })).toEqual([
      `${GELF}.i1.incomingMessages`,
      `${GELF}.i1.emptyMessages`,
      `${GELF}.i1.open_connections`,
      `${GELF}.i1.total_connections`,
      `${GELF}.i1.read_bytes_1sec`,
      `${GELF}.i1.read_bytes_total`,
      `${GELF}.i1.written_bytes_1sec`,
      `${GELF}.i1.written_bytes_total`,
    ]);
  });

  it("read a meter's mean rate, a counter's count and gauges' values, summed over nodes; absent ones stay null", () => {
    const node = [
      entry('incomingMessages', { rate: { mean: 1.5 } }, 'meter'),
      entry('emptyMessages', { count: 2 }, 'counter'),
      entry('open_connections', { value: 3 }),
      entry('read_bytes_total', { value: 100 }),
    ];
    const metrics = summarizeInputMetrics(
      {
        n1: node.map((e) => ({ fullName: e.full_name, name: e.name, type: 'gauge', metric: e.metric })),
        n2: null,
        n3: [{ fullName: `${GELF}.i1.open_connections`, name: 'open_connections', type: 'gauge', metric: { value: 4 } }],
      },
      { id: 'i1', type: GELF },
    );
    expect(metrics).toEqual({
      incomingRate: 1.5,
      emptyMessages: 2,
      openConnections: 7,
      totalConnections: null,
      readBytes1Sec: null,
      readBytesTotal: 100,
      writtenBytes1Sec: null,
      writtenBytesTotal: null,
    });
  });

  it('are polled every 2 s from /cluster/metrics/multiple', async () => {
    let rate = 1;
    const { wrapper, count, requests } = harness((url) =>
      url === '/api/cluster/metrics/multiple'
        ? jsonResponse({ n1: { total: 1, metrics: [entry('incomingMessages', { rate: { mean: rate } }, 'meter')] } })
        : undefined,
    );
    const { result } = renderHook(() => tracked(useInputMetrics([{ id: 'i1', type: GELF }])), { wrapper });
    await advance(10);
    expect(result.current.data?.['i1']?.incomingRate).toBe(1);
    expect(requests[0]?.body).toEqual({ metrics: inputMetricNames({ id: 'i1', type: GELF }) });
    rate = 4;
    await advance(THROUGHPUT_POLL_MS - 100);
    expect(count('POST', '/cluster/metrics/multiple')).toBe(1);
    await advance(200);
    expect(count('POST', '/cluster/metrics/multiple')).toBe(2);
    expect(result.current.data?.['i1']?.incomingRate).toBe(4);
  });
});

describe('input states', () => {
  it('are polled every 2 s', async () => {
    let state = 'RUNNING';
    const { wrapper, count } = harness((url) =>
      url === '/api/cluster/inputstates'
        ? jsonResponse({ n1: [{ id: 'i1', state, started_at: null, detailed_message: null, message_input: input }] })
        : undefined,
    );
    const { result } = renderHook(() => tracked(useInputStatesPolled()), { wrapper });
    await advance(10);
    expect(result.current.data?.['n1']?.[0]?.state).toBe('RUNNING');
    state = 'FAILING';
    await advance(THROUGHPUT_POLL_MS + 10);
    expect(count('GET', '/cluster/inputstates')).toBe(2);
    expect(result.current.data?.['n1']?.[0]?.state).toBe('FAILING');
  });
});

describe('input mutations', () => {
  it('restart stops, then starts the input, and the states and the list are read again', async () => {
    const { wrapper, requests, count } = harness((url, init) => {
      if (url === '/api/system/inputs') return jsonResponse({ inputs: [input], total: 1 });
      if (url === '/api/cluster/inputstates' && (init.method ?? 'GET') === 'GET') return jsonResponse({ n1: [] });
      if (url === '/api/cluster/inputstates/i1') return jsonResponse({ n1: { id: 'i1' } });
      return undefined;
    });
    const { result } = renderHook(() => ({ inputs: tracked(useInputs()), states: tracked(useInputStates()), restart: useRestartInput() }), {
      wrapper,
    });
    await advance(10);
    await act(() => result.current.restart.trigger('i1'));
    await advance(10);
    expect(requests.filter((r) => r.url === '/api/cluster/inputstates/i1').map((r) => r.method)).toEqual(['DELETE', 'PUT']);
    expect(count('GET', '/system/inputs')).toBe(2);
    expect(count('GET', '/cluster/inputstates')).toBe(2);
  });

  it('adds a static field with its key and value', async () => {
    const { wrapper, requests } = harness((url, init) =>
      url === '/api/system/inputs/i1/staticfields' && init.method === 'POST' ? emptyResponse(201) : undefined,
    );
    const { result } = renderHook(() => useAddStaticField(), { wrapper });
    await act(() => result.current.trigger('i1', 'env', 'prod'));
    expect(requests).toEqual([{ method: 'POST', url: '/api/system/inputs/i1/staticfields', body: { key: 'env', value: 'prod' } }]);
  });
});
