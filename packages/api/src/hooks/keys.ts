/**
 * SWR keys are arrays whose first element names the resource, so mutations can revalidate every
 * cached read of a resource at once (`revalidate: ['views']`).
 */
export const RESOURCES = [
  'ping', 'currentUser', 'nodes', 'notifications', 'throughput', 'system', 'clusterConfig', 'layoutPreferences', 'fieldTypes',
  'views', 'view', 'dashboards', 'savedSearches', 'search', 'streams', 'stream', 'inputs', 'inputStates', 'lookupTables',
  'users', 'outputs', 'userPreferences', 'shares', 'capabilities',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type ApiKey = readonly [Resource, ...unknown[]];

export function isKeyOf(key: unknown, resources: readonly Resource[]): boolean {
  return Array.isArray(key) && resources.includes(key[0] as Resource);
}
