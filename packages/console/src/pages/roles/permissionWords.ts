/** Readable words for permission areas whose names are run together on the wire. */
const AREA_WORDS: Record<string, string> = {
  authhttpheaderconfig: 'Trusted header authentication',
  authservicebackend: 'Authentication services',
  authserviceglobalconfig: 'Authentication configuration',
  clusterconfigentry: 'Cluster configuration',
  contentpack: 'Content packs',
  'default-view': 'Default view',
  fieldnames: 'Field names',
  indexercluster: 'Search cluster',
  jvmstats: 'JVM statistics',
  messagecount: 'Message count',
  savedsearches: 'Saved searches',
  stream_outputs: 'Stream outputs',
  systemmessages: 'System messages',
  urlwhitelist: 'URL allow list',
  grok_pattern: 'Grok patterns',
  lookuptables: 'Lookup tables',
  pipeline_connection: 'Pipeline connections',
};

const ACTION_WORDS: Record<string, string> = {
  changestate: 'start and stop',
  editsubsystem: 'edit subsystems',
  readsubsystem: 'read subsystems',
  allkeys: 'list all',
  readall: 'read all',
  passwordchange: 'change passwords',
  permissionsedit: 'edit permissions',
  rolesedit: 'edit roles',
  tokencreate: 'create tokens',
  tokenlist: 'list tokens',
  tokenremove: 'remove tokens',
  '*': 'everything',
};

export const ALL_PERMISSIONS_TEXT = 'Everything (all permissions)';

export function areaWords(area: string): string {
  const words = AREA_WORDS[area] ?? area.replace(/[_-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function actionWords(action: string): string {
  return ACTION_WORDS[action] ?? action;
}

/** `streams:read:abc` → "Streams: read (abc)"; `*` → "Everything (all permissions)". */
export function permissionWords(permission: string): string {
  if (permission === '*') return ALL_PERMISSIONS_TEXT;
  const [area = '', actions = '*', ...ids] = permission.split(':');
  const what = actions.split(',').map(actionWords).join(', ');
  const scope = ids.length > 0 && ids.join(':') !== '*' ? ` (${ids.join(':')})` : '';
  return `${areaWords(area)}: ${what}${scope}`;
}

/** Splits a role's permissions into area → actions (type-level only) and the rest (instance-level, wildcards). */
export function splitPermissions(
  permissions: readonly string[],
  catalogue: Record<string, readonly string[]>,
): { chosen: Record<string, string[]>; other: string[] } {
  const chosen: Record<string, string[]> = {};
  const other: string[] = [];
  for (const permission of permissions) {
    const parts = permission.split(':');
    const [area, action] = parts;
    if (parts.length === 2 && area && action && catalogue[area]?.includes(action)) chosen[area] = [...(chosen[area] ?? []), action];
    else other.push(permission);
  }
  return { chosen, other };
}

/** Area → actions back to `area:action` strings, followed by the other permissions, without duplicates. */
export function joinPermissions(chosen: Record<string, readonly string[]>, other: readonly string[]): string[] {
  const typed = Object.entries(chosen).flatMap(([area, actions]) => actions.map((action) => `${area}:${action}`));
  return [...new Set([...typed, ...other])];
}
