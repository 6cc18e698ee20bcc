// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResponse, harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { useStreamOutputs } from './adminHooks';
import { useOutputs, useStream } from './entityHooks';
import { useAttachStreamOutputs, useCreateStreamRule, useDeleteOutput, useTestStreamMatch } from './streamMutations';

const rule = { id: 'r1', stream_id: 's1', type: 1, field: 'source', value: 'web', inverted: false, description: '' };
const stream = (rules: unknown[]) => ({
  id: 's1',
  creator_user_id: 'admin',
  outputs: [],
  matching_type: 'AND',
  description: null,
  created_at: '2024-01-01T00:00:00.000Z',
  disabled: false,
  rules,
  title: 'Web',
  content_pack: null,
  is_default: false,
  remove_matches_from_default_stream: false,
  index_set_id: 'i1',
  is_editable: true,
});
const output = {
  id: 'o1',
  title: 'Console',
  type: 'org.graylog2.outputs.LoggingOutput',
  creator_user_id: 'admin',
  created_at: '2024-01-01T00:00:00.000Z',
  configuration: { prefix: 'x' },
  content_pack: null,
};

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('stream mutations', () => {
  it('adding a rule sends the numeric rule type and refreshes the stream, so its rules count changes', async () => {
    let rules: unknown[] = [];
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/streams/s1/rules' && init.method === 'POST') {
        rules = [rule];
        return jsonResponse({ streamrule_id: 'r1' }, 201);
      }
      if (url === '/api/streams/s1') return jsonResponse(stream(rules));
      return undefined;
    });
    const { result } = renderHook(() => ({ one: tracked(useStream('s1')), create: useCreateStreamRule() }), { wrapper });
    await advance(10);
    expect(result.current.one.data?.rules).toHaveLength(0);
    let id: string | undefined;
    await act(async () => {
      id = await result.current.create.trigger('s1', { type: 1, field: 'source', value: 'web', inverted: false, description: '' });
    });
    await advance(10);
    expect(id).toBe('r1');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      type: 1,
      field: 'source',
      value: 'web',
      inverted: false,
      description: '',
    });
    expect(result.current.one.data?.rules).toHaveLength(1);
  });

  it("attaching an output refreshes the stream's outputs; testing a match refreshes nothing", async () => {
    let attached: unknown[] = [];
    const { wrapper, requests, count } = harness((url, init) => {
      if (url === '/api/streams/s1/outputs' && init.method === 'POST') {
        attached = [output];
        return emptyResponse(202);
      }
      if (url === '/api/streams/s1/outputs') return jsonResponse({ total: attached.length, outputs: attached });
      if (url === '/api/streams/s1/testMatch') return jsonResponse({ matches: true, rules: { r1: true } });
      return undefined;
    });
    const { result } = renderHook(
      () => ({ outputs: tracked(useStreamOutputs('s1')), attach: useAttachStreamOutputs(), test: useTestStreamMatch() }),
      { wrapper },
    );
    await advance(10);
    expect(result.current.outputs.data).toEqual([]);
    await act(() => result.current.attach.trigger('s1', ['o1']));
    await advance(10);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ outputs: ['o1'] });
    expect(result.current.outputs.data?.map((o) => o.title)).toEqual(['Console']);

    let answer: unknown;
    await act(async () => {
      answer = await result.current.test.trigger('s1', { source: 'web' });
    });
    expect(answer).toEqual({ matches: true, rules: { r1: true } });
    expect(requests.find((r) => r.url === '/api/streams/s1/testMatch')?.body).toEqual({ message: { source: 'web' } });
    expect(count('GET', '/streams/s1/outputs')).toBe(2);
  });

  it('deleting an output refreshes the outputs list', async () => {
    let outputs = [output];
    const { wrapper } = harness((url, init) => {
      if (url === '/api/system/outputs/o1' && init.method === 'DELETE') {
        outputs = [];
        return emptyResponse(204);
      }
      if (url === '/api/system/outputs') return jsonResponse({ total: outputs.length, outputs });
      return undefined;
    });
    const { result } = renderHook(() => ({ list: tracked(useOutputs()), remove: useDeleteOutput() }), { wrapper });
    await advance(10);
    expect(result.current.list.data).toHaveLength(1);
    await act(() => result.current.remove.trigger('o1'));
    await advance(10);
    expect(result.current.list.data).toHaveLength(0);
  });
});
