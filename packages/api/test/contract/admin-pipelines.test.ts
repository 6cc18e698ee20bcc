// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { ApiProvider } from '../../src/hooks/ApiProvider';
import { usePipeline, usePipelineConnections, usePipelineRule, usePipelineRules, usePipelines } from '../../src/hooks/adminHooks';
import { OtherAdminApi } from '../../src/calls/admin';
import { StreamsApi } from '../../src/calls/streamsInputs';
import { tracked } from '../hookHarness';
import { openSession, settled } from './session';
import { serverBuilt, SKIP_REASON, type RunningServer } from './server';

const RULE =
  'rule "mark checkout"\nwhen\n  contains(to_string($message.message), "checkout")\nthen\n  set_field("area", "shop");\n  set_field("path_length", length(to_string($message.message)));\nend';
const PIPELINE = 'pipeline "Shop"\nstage 0 match either\n  rule "mark checkout";\nend';

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: pipeline hooks against the embedded server' : `contract: pipeline hooks (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let wrapper: ({ children }: { children: ReactNode }) => ReactNode;
    let ruleId = '';
    let pipelineId = '';
    let streamId = '';

    beforeAll(async () => {
      ({ server, client, wrapper } = await openSession());
      // Rules, pipelines and connections are created through the REST API the console's editors use.
      ruleId = (
        (await client.post('/system/pipelines/rule', { title: '', description: 'tags shop traffic', source: RULE })) as { id: string }
      ).id;
      pipelineId = (
        (await client.post('/system/pipelines/pipeline', { title: '', description: 'shop', source: PIPELINE })) as { id: string }
      ).id;
      streamId = (await StreamsApi.list(client))[0]?.id ?? '';
      await client.post('/system/pipelines/connections/to_stream', { stream_id: streamId, pipeline_ids: [pipelineId] });
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('reads rules, pipelines and connections through the hooks', async () => {
      const { result } = renderHook(
        () => ({
          pipelines: tracked(usePipelines()),
          pipeline: tracked(usePipeline(pipelineId)),
          rules: tracked(usePipelineRules()),
          rule: tracked(usePipelineRule(ruleId)),
          connections: tracked(usePipelineConnections()),
        }),
        { wrapper },
      );
      const hooks = await settled(result);
      expect(hooks['pipelines']?.data).toEqual([
        expect.objectContaining({ id: pipelineId, title: 'Shop', description: 'shop', errors: [] }),
      ]);
      expect(hooks['pipeline']?.data).toMatchObject({
        id: pipelineId,
        stages: [{ stage: 0, match: 'EITHER', rules: ['mark checkout'] }],
        createdAt: expect.any(String),
      });
      expect(hooks['rules']?.data).toEqual([expect.objectContaining({ id: ruleId, title: 'mark checkout', source: RULE })]);
      expect(hooks['rule']?.data).toMatchObject({ id: ruleId, title: 'mark checkout', description: 'tags shop traffic', errors: [] });
      expect(hooks['connections']?.data).toEqual([{ id: expect.any(String), streamId, pipelineIds: [pipelineId] }]);
    });

    it('decodes every typed pipeline call, including the simulator', async () => {
      expect(await OtherAdminApi.pipelines(client)).toHaveLength(1);
      expect((await OtherAdminApi.pipeline(client, pipelineId)).title).toBe('Shop');
      expect(await OtherAdminApi.pipelineRules(client)).toHaveLength(1);
      expect((await OtherAdminApi.pipelineRule(client, ruleId)).title).toBe('mark checkout');
      expect(await OtherAdminApi.pipelineConnections(client)).toEqual([{ id: expect.any(String), streamId, pipelineIds: [pipelineId] }]);
      const simulation = await OtherAdminApi.simulatePipeline(client, {
        stream_id: streamId,
        message: { message: 'POST /checkout', source: 'web-1' },
      });
      expect(simulation.messages).toHaveLength(1);
      expect(simulation.messages[0]?.fields).toMatchObject({ message: 'POST /checkout', area: 'shop', path_length: 14 });
      expect(simulation.messages[0]?.decorationStats).toMatchObject({ added_fields: { area: 'shop', path_length: 14 } });
      expect(simulation.trace.map((t) => t.message)).toContain('Starting message processing');
      expect(simulation.tookMicroseconds).toBeGreaterThanOrEqual(0);
      expect(simulation.stages).toEqual([
        expect.objectContaining({ pipelineId, pipelineTitle: 'Shop', stage: 0, addedFields: { area: 'shop', path_length: 14 } }),
      ]);
    });

    it('keeps the hooks decoding after edits: an updated rule, a rule with a stage rule missing, a deleted pipeline', async () => {
      await client.put(`/system/pipelines/rule/${ruleId}`, {
        id: ruleId,
        title: 'x',
        description: 'renamed',
        source: RULE.replace('mark checkout', 'mark cart'),
      });
      const { result } = renderHook(() => ({ rule: tracked(usePipelineRule(ruleId)), pipeline: tracked(usePipeline(pipelineId)) }), {
        wrapper: ({ children }) =>
          createElement(
            SWRConfig,
            { value: { provider: () => new Map(), shouldRetryOnError: false } },
            createElement(ApiProvider, { client }, children),
          ),
      });
      const hooks = await settled(result);
      expect(hooks['rule']?.data).toMatchObject({ title: 'mark cart', description: 'renamed' });
      expect(hooks['pipeline']?.data).toMatchObject({ stages: [{ rules: ['mark checkout'] }] });
      await client.delete(`/system/pipelines/pipeline/${pipelineId}`);
      await expect(OtherAdminApi.pipeline(client, pipelineId)).rejects.toMatchObject({ status: 404 });
      expect(await OtherAdminApi.pipelineConnections(client)).toEqual([{ id: expect.any(String), streamId, pipelineIds: [] }]);
    });
  },
);
