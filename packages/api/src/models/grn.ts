import { ResponseShapeError } from './decode';

/** A Graylog entity reference `grn:<cluster>:<tenant>:<scope>:<type>:<id>`, usually `grn::::<type>:<id>` (1-shell.md §3). */
export interface Grn {
  cluster: string;
  tenant: string;
  scope: string;
  type: string;
  id: string;
}

export function toGrn(type: string, id: string): string {
  return `grn::::${type}:${id}`;
}

export function parseGrn(value: string, field = 'grn'): Grn {
  const parts = value.split(':');
  if (parts.length < 6 || parts[0] !== 'grn' || !parts[4] || !parts[5])
    throw new ResponseShapeError(field, 'a GRN such as "grn::::dashboard:<id>"', value);
  const [, cluster = '', tenant = '', scope = '', type = '', ...rest] = parts;
  return { cluster, tenant, scope, type, id: rest.join(':') };
}
