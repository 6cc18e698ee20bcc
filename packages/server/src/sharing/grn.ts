/** Graylog resource names: `grn:<cluster>:<tenant>:<scope>:<type>:<entity>`, in practice `grn::::dashboard:<id>`. */
export interface Grn {
  type: string;
  entity: string;
}

export const GRN_TYPES = [
  'dashboard',
  'search',
  'stream',
  'user',
  'team',
  'role',
  'event_definition',
  'notification',
  'output',
  'search_filter',
  'builtin-team',
  'grant',
  'collection',
  'favorite',
  'last_opened',
  'report',
] as const;

export const EVERYONE_GRN = 'grn::::builtin-team:everyone';

export const toGrn = (type: string, entity: string): string => `grn::::${type}:${entity}`;

const GRN_PATTERN = /^grn:([^:]*):([^:]*):([^:]*):([a-z_-]+):([A-Za-z0-9_.:-]{1,128})$/;

/** Parses a GRN, or undefined when malformed or of an unknown type. */
export function parseGrn(value: string): Grn | undefined {
  const m = GRN_PATTERN.exec(value);
  if (!m) return undefined;
  const type = m[4]!;
  if (!(GRN_TYPES as readonly string[]).includes(type)) return undefined;
  return { type, entity: m[5]! };
}
