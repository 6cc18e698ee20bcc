import type { ApiClient } from '../client/ApiClient';
import { FetchError } from '../client/FetchError';
import { arr, required } from '../models/decode';
import {
  decodePipeline,
  decodePipelineConnection,
  decodePipelineFunction,
  decodePipelineRule,
  decodeRuleParseError,
  type PipelineConnection,
  type PipelineFunction,
  type PipelineSource,
  type RuleParseError,
  type RuleSource,
} from '../models/pipelines';
import { call, segment } from './helpers';

/** What the console sends to create or change a rule or a pipeline: the title and stages come from the parsed source. */
export interface ProcessingSourceRequest {
  description: string;
  source: string;
}

/** A source that parsed, or the parser's errors at their line and column. */
export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; errors: RuleParseError[] };

/** The parse errors a refused save or parse carries: Graylog answers them as a 400 whose body is the error list. */
export function parseErrorsOf(error: unknown): RuleParseError[] | null {
  if (!(error instanceof FetchError) || error.status !== 400 || !Array.isArray(error.body)) return null;
  return arr(error.body, 'errors', decodeRuleParseError);
}

async function parsed<T>(request: () => Promise<T>): Promise<ParseOutcome<T>> {
  try {
    return { ok: true, value: await request() };
  } catch (error) {
    const errors = parseErrorsOf(error);
    if (errors) return { ok: false, errors };
    throw error;
  }
}

const asRequest = ({ description, source }: ProcessingSourceRequest) => ({ description, source });

/** Pipelines, rules, stream connections and rule functions (ADMIN-API.md §8). */
export const PipelinesApi = {
  createRule: async (client: ApiClient, rule: ProcessingSourceRequest): Promise<RuleSource> =>
    decodePipelineRule(required(await client.post('/system/pipelines/rule', asRequest(rule)), 'rule')),
  updateRule: async (client: ApiClient, id: string, rule: ProcessingSourceRequest): Promise<RuleSource> =>
    decodePipelineRule(required(await client.put(`/system/pipelines/rule/${segment(id)}`, asRequest(rule)), 'rule')),
  removeRule: (client: ApiClient, id: string) => call(client, 'DELETE', `/system/pipelines/rule/${segment(id)}`),
  /** Parses a rule without storing it. */
  parseRule: (client: ApiClient, source: string): Promise<ParseOutcome<RuleSource>> =>
    parsed(async () =>
      decodePipelineRule(
        { ...(required(await client.post('/system/pipelines/rule/parse', { description: '', source }), 'rule') as object), id: '' },
        'rule',
      ),
    ),
  functions: async (client: ApiClient): Promise<PipelineFunction[]> =>
    arr(required(await client.get('/system/pipelines/rule/functions'), 'functions'), 'functions', decodePipelineFunction),
  createPipeline: async (client: ApiClient, pipeline: ProcessingSourceRequest): Promise<PipelineSource> =>
    decodePipeline(required(await client.post('/system/pipelines/pipeline', asRequest(pipeline)), 'pipeline')),
  updatePipeline: async (client: ApiClient, id: string, pipeline: ProcessingSourceRequest): Promise<PipelineSource> =>
    decodePipeline(required(await client.put(`/system/pipelines/pipeline/${segment(id)}`, asRequest(pipeline)), 'pipeline')),
  removePipeline: (client: ApiClient, id: string) => call(client, 'DELETE', `/system/pipelines/pipeline/${segment(id)}`),
  /** Sets the streams one pipeline is connected to; answers the connections that changed. */
  connectStreams: async (client: ApiClient, pipelineId: string, streamIds: string[]): Promise<PipelineConnection[]> =>
    arr(
      required(
        await client.post('/system/pipelines/connections/to_pipeline', { pipeline_id: pipelineId, stream_ids: streamIds }),
        'connections',
      ),
      'connections',
      decodePipelineConnection,
    ),
};
