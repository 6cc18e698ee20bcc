// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { parseErrorsOf } from '../calls/pipelines';
import { functionSignature, PIPELINE_METERS } from '../models/pipelines';
import { usePipelineConnections, usePipelineRules } from './adminHooks';
import {
  sumMeterRates,
  useConnectPipelineStreams,
  useParsePipelineRule,
  usePipelineFunctions,
  usePipelineMeterRates,
  useSavePipelineRule,
} from './pipelineHooks';

const ruleWire = (title: string, id = 'r1') => ({
  id,
  title,
  description: '',
  source: `rule "${title}" when true then end`,
  created_at: '2026-11-26T10:00:00.000Z',
  modified_at: '2026-11-26T10:00:00.000Z',
  errors: null,
});
const SYNTAX_ERROR = { type: 'syntax_error', line: 2, position_in_line: 5, reason: "mismatched input 'then' expecting <EOF>" };

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('pipeline hooks', () => {
  it('creates a rule by POST and updates one by PUT, refreshing the rule list; a refused source answers its parse errors', async () => {
    let rules = [ruleWire('tag errors')];
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/system/pipelines/rule' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { source: string };
        if (body.source.includes('broken')) return jsonResponse([SYNTAX_ERROR], 400);
        rules = [...rules, ruleWire('new rule', 'r2')];
        return jsonResponse(ruleWire('new rule', 'r2'));
      }
      if (url === '/api/system/pipelines/rule/r1' && init.method === 'PUT') return jsonResponse(ruleWire('renamed'));
      if (url === '/api/system/pipelines/rule') return jsonResponse(rules);
      return undefined;
    });
    const { result } = renderHook(() => ({ rules: tracked(usePipelineRules()), save: useSavePipelineRule() }), { wrapper });
    await advance(10);
    expect(result.current.rules.data?.map((r) => r.title)).toEqual(['tag errors']);
    await act(async () => {
      expect((await result.current.save.trigger(null, { description: '', source: 'rule "new rule" when true then end' })).id).toBe('r2');
    });
    await advance(10);
    expect(result.current.rules.data?.map((r) => r.title)).toEqual(['tag errors', 'new rule']);
    await act(async () => {
      await result.current.save.trigger('r1', { description: 'd', source: 'rule "renamed" when true then end' });
    });
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ description: 'd', source: 'rule "renamed" when true then end' });
    let refused: unknown;
    await act(async () => {
      refused = await result.current.save.trigger(null, { description: '', source: 'broken' }).catch((error: unknown) => error);
    });
    expect(parseErrorsOf(refused)).toEqual([{ type: 'syntax_error', line: 2, positionInLine: 5, reason: SYNTAX_ERROR.reason }]);
  });

  it('parses a source without saving: the rule, or its errors', async () => {
    const { wrapper } = harness((url, init) => {
      if (url !== '/api/system/pipelines/rule/parse') return undefined;
      const body = JSON.parse(String(init.body)) as { source: string };
      return body.source.startsWith('rule') ? jsonResponse({ ...ruleWire('ok'), id: null }) : jsonResponse([SYNTAX_ERROR], 400);
    });
    const { result } = renderHook(() => useParsePipelineRule(), { wrapper });
    let good: unknown;
    let bad: unknown;
    await act(async () => {
      good = await result.current.trigger('rule "ok" when true then end');
      bad = await result.current.trigger('nonsense');
    });
    expect(good).toMatchObject({ ok: true, value: { title: 'ok', id: '' } });
    expect(bad).toEqual({ ok: false, errors: [{ type: 'syntax_error', line: 2, positionInLine: 5, reason: SYNTAX_ERROR.reason }] });
  });

  it('reads the functions with their signatures, and connecting streams refreshes the connections', async () => {
    let connections = [{ id: 'c1', stream_id: 's1', pipeline_ids: [] as string[] }];
    const { wrapper, requests } = harness((url, init) => {
      if (url === '/api/system/pipelines/rule/functions')
        return jsonResponse([
          {
            name: 'to_string',
            pure: false,
            return_type: 'java.lang.String',
            params: [
              { type: 'java.lang.Object', transformed_type: 'java.lang.Object', name: 'value', optional: false, description: 'Value' },
              { type: 'java.lang.String', transformed_type: 'java.lang.String', name: 'default', optional: true, description: null },
            ],
            description: 'Converts a value to its string representation',
          },
        ]);
      if (url === '/api/system/pipelines/connections/to_pipeline' && init.method === 'POST') {
        connections = [{ id: 'c1', stream_id: 's1', pipeline_ids: ['p1'] }];
        return jsonResponse(connections);
      }
      if (url === '/api/system/pipelines/connections') return jsonResponse(connections);
      return undefined;
    });
    const { result } = renderHook(
      () => ({
        functions: tracked(usePipelineFunctions()),
        connections: tracked(usePipelineConnections()),
        connect: useConnectPipelineStreams(),
      }),
      { wrapper },
    );
    await advance(10);
    const [toString] = result.current.functions.data ?? [];
    expect(toString && functionSignature(toString)).toBe('to_string(value: Object, [default: String]): String');
    expect(result.current.connections.data?.[0]?.pipelineIds).toEqual([]);
    await act(async () => {
      await result.current.connect.trigger('p1', ['s1']);
    });
    await advance(10);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ pipeline_id: 'p1', stream_ids: ['s1'] });
    expect(result.current.connections.data?.[0]?.pipelineIds).toEqual(['p1']);
  });
});

describe('pipeline meters', () => {
  it('sums the one-minute rates of the named meters over the nodes, 0 where a node has none', () => {
    const meter = (name: string, oneMinute: number) => ({
      fullName: name,
      name,
      type: 'meter' as const,
      metric: { rate: { one_minute: oneMinute, total: 9 } },
    });
    const pipeline = PIPELINE_METERS.pipeline('p1');
    const failed = PIPELINE_METERS.ruleFailed('r1');
    expect(pipeline).toBe('org.graylog.plugins.pipelineprocessor.ast.Pipeline.p1.executed');
    expect(PIPELINE_METERS.stage('p1', -2)).toBe('org.graylog.plugins.pipelineprocessor.ast.Pipeline.p1.stage.-2.executed');
    expect(failed).toBe('org.graylog.plugins.pipelineprocessor.ast.Rule.r1.failed');
    expect(
      sumMeterRates({ n1: [meter(pipeline, 1.5), meter('other', 7)], n2: [meter(pipeline, 0.25)], n3: null }, [pipeline, failed]),
    ).toEqual({
      [pipeline]: 1.75,
      [failed]: 0,
    });
  });

  it('polls the meters through /cluster/metrics/multiple', async () => {
    const name = PIPELINE_METERS.ruleExecuted('r1');
    const { wrapper, requests } = harness((url) =>
      url === '/api/cluster/metrics/multiple'
        ? jsonResponse({
            n1: { metrics: [{ full_name: name, name: 'executed', type: 'meter', metric: { rate: { one_minute: 3, total: 10 } } }] },
          })
        : undefined,
    );
    const { result } = renderHook(() => tracked(usePipelineMeterRates([name])), { wrapper });
    await advance(10);
    expect(result.current.data).toEqual({ [name]: 3 });
    expect(requests[0]?.body).toEqual({ metrics: [name] });
  });
});
