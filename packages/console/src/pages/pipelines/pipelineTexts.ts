import { formatNumber } from '@sift/ui';

/** The words of the pipelines screens, in one place for the pages, their tests and stories. */
export const PIPELINE_TEXTS = {
  overviewTitle: 'Pipelines',
  overviewDescription:
    'Pipelines run rules on the messages of the streams they are connected to, stage by stage: a stage lets the message go on when all, either or any of its rules match.',
  rulesTitle: 'Pipeline Rules',
  rulesDescription: 'Rules are the conditions and actions pipelines are built from. A rule can be used in many pipelines.',
  simulatorTitle: 'Simulate processing',
  simulatorDescription:
    'Runs a message through the pipelines connected to a stream, as if it had arrived there, and shows what they change. Nothing is stored.',
  managePipelines: 'Manage pipelines',
  manageRules: 'Manage rules',
  simulator: 'Simulator',
  addPipeline: 'Add new pipeline',
  createRule: 'Create rule',
  noPipelines: 'There are no pipelines configured in your system. Create one to start processing your messages.',
  noRules: 'There are no rules yet. Create one to use it in a pipeline.',
  notConnected: 'Not connected',
  unknownRule: 'unknown rule',
} as const;

/** The toast titles of failed calls. */
export const PIPELINE_FAILURES = {
  savePipeline: 'Could not save pipeline',
  deletePipeline: 'Could not delete pipeline',
  connectStreams: 'Could not update pipeline connections',
  saveRule: 'Could not save rule',
  deleteRule: 'Could not delete rule',
  simulate: 'Could not simulate processing',
} as const;

export const STAGE_MATCH_TEXTS = {
  ALL: 'All rules on this stage match the message',
  EITHER: 'At least one of the rules on this stage matches the message',
  PASS: 'None or more rules on this stage match',
} as const;

export const deletePipelineQuestion = (title: string) =>
  `Do you really want to delete the pipeline "${title}"? It is disconnected from its streams, and its messages are no longer processed by it.`;
export const deleteRuleQuestion = (title: string) =>
  `Do you really want to delete the rule "${title}"? Pipelines that use it treat it as a rule that never matches.`;
export const pipelineSaved = (title: string) => `Pipeline "${title}" saved.`;
export const ruleSaved = (title: string) => `Rule "${title}" saved.`;
export const stageTitle = (stage: number) => `Stage ${stage}`;
/** A meter's rate as the pipelines screens show it (one-minute rate, two decimals at most). */
export const throughputText = (perSecond: number | undefined) => `${formatNumber(perSecond ?? 0)} msg/s`;
export const errorRateText = (perSecond: number | undefined) => `${formatNumber(perSecond ?? 0)} errors/s`;
