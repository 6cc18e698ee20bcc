import {
  PIPELINE_METERS,
  decodePipeline,
  decodePipelineConnection,
  decodePipelineFunction,
  decodePipelineRule,
  decodeSimulation,
  decodeStream,
} from '@sift/api';
import {
  FIXTURE_RATES,
  CONNECTIONS_WIRE,
  FUNCTIONS_WIRE,
  PIPELINES_WIRE,
  RULES_WIRE,
  SIMULATION_WIRE,
  STREAMS_WIRE,
} from './pipelineFixtures';

/** The pipelines fixtures as api models, primed into the stories' cache by key. */
export const storyPipelines = PIPELINES_WIRE.map((w) => decodePipeline(w));
export const storyRules = RULES_WIRE.map((w) => decodePipelineRule(w));
export const storySimulation = decodeSimulation(SIMULATION_WIRE);

/** The polled meter rates as the screens key them: the names, sorted and joined. */
const rates = (names: string[]) =>
  [['metrics', 'pipelines', [...names].sort().join(',')], Object.fromEntries(names.map((n) => [n, FIXTURE_RATES[n] ?? 0]))] as const;

export const PIPELINE_STORY_DATA = [
  rates(storyPipelines.map((p) => PIPELINE_METERS.pipeline(p.id))),
  rates(storyRules.flatMap((r) => [PIPELINE_METERS.ruleExecuted(r.id), PIPELINE_METERS.ruleFailed(r.id)])),
  rates((storyPipelines[0]?.stages ?? []).map((s) => PIPELINE_METERS.stage('p1', s.stage))),
  [['pipelines'], storyPipelines],
  [['pipelines', 'one', 'p1'], storyPipelines[0]],
  [['pipelineRules'], storyRules],
  [['pipelineRules', 'one', 'r1'], storyRules[0]],
  [['pipelineRules', 'functions'], FUNCTIONS_WIRE.map((w) => decodePipelineFunction(w))],
  [['pipelineConnections'], CONNECTIONS_WIRE.map((w) => decodePipelineConnection(w))],
  [['streams', 'all'], STREAMS_WIRE.streams.map((w) => decodeStream(w))],
] as const;
