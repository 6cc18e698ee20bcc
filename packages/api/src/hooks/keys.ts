/**
 * SWR keys are arrays whose first element names the resource, so mutations can revalidate every
 * cached read of a resource at once (`revalidate: ['views']`).
 */
export const RESOURCES = [
  'ping',
  'currentUser',
  'nodes',
  'notifications',
  'throughput',
  'system',
  'clusterConfig',
  'apiBrowser',
  'layoutPreferences',
  'fieldTypes',
  'views',
  'view',
  'dashboards',
  'savedSearches',
  'search',
  'streams',
  'stream',
  'inputs',
  'inputStates',
  'lookupTables',
  'users',
  'outputs',
  'userPreferences',
  'shares',
  'capabilities',
  'teams',
  // Administration reads (hooks/adminHooks.ts)
  'input',
  'inputTypes',
  'extractors',
  'streamRules',
  'outputTypes',
  'grokPatterns',
  'lookupCaches',
  'lookupAdapters',
  'lookupTypes',
  'lookupErrorStates',
  'indexSets',
  'indexSetStats',
  'strategies',
  'eventDefinitions',
  'eventNotifications',
  'events',
  'eventTypes',
  'alertCallbacks',
  'pipelines',
  'pipelineRules',
  'pipelineConnections',
  'tokens',
  'roles',
  'roleAssignees',
  'authBackends',
  'httpHeaderAuthConfig',
  'systemInfo',
  'metrics',
  'contentPacks',
  'telemetry',
  'decorators',
  'fieldNames',
  'viewFunctions',
  // Sidecars (hooks/sidecarHooks.ts)
  'sidecars',
  'sidecarCollectors',
  'sidecarConfigurations',
  'sidecarVariables',
  /** Answers of the /tools testers and validators that are not an extractor's. */
  'tools',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type ApiKey = readonly [Resource, ...unknown[]];

export function isKeyOf(key: unknown, resources: readonly Resource[]): boolean {
  return Array.isArray(key) && resources.includes(key[0] as Resource);
}
