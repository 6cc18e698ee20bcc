import type { ApiClient } from '../client/ApiClient';
import { OtherAdminApi } from '../calls/admin';
import { SystemApi } from '../calls/shell';
import { isObject } from '../models/decode';
import type { MetricEntry } from '../models/system';
import { THROUGHPUT_POLL_MS } from './constants';
import { PipelinesApi, type ProcessingSourceRequest } from '../calls/pipelines';
import type { Resource } from './keys';
import { useApiMutation } from './mutations';
import { useApiRead, type ApiReadResult } from './useApiRead';

/*
 * Changes to pipelines, rules and their stream connections (ADMIN-API.md §8). A pipeline's page shows its
 * rules and streams, and deleting a pipeline removes its connections, so every change revalidates all three.
 */
const PIPELINE_READS: readonly Resource[] = ['pipelines', 'pipelineRules', 'pipelineConnections'];

const saveRule = (client: ApiClient, id: string | null, rule: ProcessingSourceRequest) =>
  id ? PipelinesApi.updateRule(client, id, rule) : PipelinesApi.createRule(client, rule);
const savePipeline = (client: ApiClient, id: string | null, pipeline: ProcessingSourceRequest) =>
  id ? PipelinesApi.updatePipeline(client, id, pipeline) : PipelinesApi.createPipeline(client, pipeline);

/** The rule functions with their parameters, for the rule editor's completion. They do not change while the server runs. */
export const usePipelineFunctions = () =>
  useApiRead(['pipelineRules', 'functions'], (c) => PipelinesApi.functions(c), { revalidateOnFocus: false });
/** Creates a rule (id null) or replaces its source; a source that does not parse is refused with its errors (`parseErrorsOf`). */
export const useSavePipelineRule = () => useApiMutation(saveRule, PIPELINE_READS);
export const useDeletePipelineRule = () => useApiMutation(PipelinesApi.removeRule, PIPELINE_READS);
/** Parses a rule's source without saving it: the parse errors, or the rule. */
export const useParsePipelineRule = () => useApiMutation(PipelinesApi.parseRule, []);
/** Creates a pipeline (id null) or replaces its source (title and stages come from it). */
export const useSavePipeline = () => useApiMutation(savePipeline, PIPELINE_READS);
export const useDeletePipeline = () => useApiMutation(PipelinesApi.removePipeline, PIPELINE_READS);
/** Sets the streams a pipeline is connected to. */
export const useConnectPipelineStreams = () => useApiMutation(PipelinesApi.connectStreams, ['pipelineConnections']);
/** Runs a message through the pipelines connected to a stream, storing nothing. */
export const useSimulatePipelines = () => useApiMutation(OtherAdminApi.simulatePipeline, []);

/** A meter's one-minute rate per second, summed over the nodes that answered; 0 where no node has the meter yet. */
export function sumMeterRates(byNode: Record<string, MetricEntry[] | null>, names: readonly string[]): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  for (const metrics of Object.values(byNode)) {
    for (const entry of metrics ?? []) {
      if (!(entry.fullName in totals)) continue;
      const rate = entry.metric['rate'];
      const perSecond = isObject(rate) ? rate['one_minute'] : undefined;
      if (typeof perSecond === 'number' && Number.isFinite(perSecond)) totals[entry.fullName] = (totals[entry.fullName] ?? 0) + perSecond;
    }
  }
  return totals;
}

/** The one-minute rates of pipeline processor meters (`PIPELINE_METERS`) by name, polled every 2 s; nothing is read for an empty list. */
export function usePipelineMeterRates(names: readonly string[]): ApiReadResult<Record<string, number>> {
  const key = [...names].sort().join(',');
  return useApiRead(
    names.length ? ['metrics', 'pipelines', key] : null,
    async (c) => sumMeterRates(await SystemApi.clusterMetrics(c, [...names]), names),
    { refreshInterval: THROUGHPUT_POLL_MS, dedupingInterval: 0 },
  );
}
