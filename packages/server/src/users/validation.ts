import { isValidPermission } from '../auth/permissions.js';
import type { AuthService } from '../auth/service.js';
import { type JsonObject, isObject, optStringArray } from '../http/body.js';
import { ApiError } from '../http/errors.js';
import type { Startpage } from './store.js';

export const USERNAME = /^[A-Za-z0-9._@-]{1,100}$/;

export function readPermissions(obj: JsonObject, key = 'permissions'): string[] | undefined {
  const list = optStringArray(obj, key, 1000, 512);
  if (list && !list.every(isValidPermission)) throw new ApiError(400, `Invalid permission in ${key}.`);
  return list;
}

/** Role names to role ids; unknown names are a 400, as Graylog's role lookup fails. */
export function readRoles(auth: AuthService, obj: JsonObject): string[] | undefined {
  const names = optStringArray(obj, 'roles', 100, 200);
  if (!names) return undefined;
  return names.map((name) => {
    const role = auth.stores.roles.byName(name);
    if (!role) throw new ApiError(400, `Invalid role names: ${name}`);
    return role.id;
  });
}

export function readStartpage(obj: JsonObject): Startpage | null | undefined {
  const v = obj['startpage'];
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (!isObject(v) || Object.keys(v).some((k) => k !== 'type' && k !== 'id')) throw new ApiError(400, 'Unable to map property startpage.');
  const type = v['type'];
  const id = v['id'];
  if (
    (type !== null && type !== undefined && (typeof type !== 'string' || !['dashboard', 'stream', 'search'].includes(type))) ||
    (id !== null && id !== undefined && (typeof id !== 'string' || id.length > 128))
  ) {
    throw new ApiError(400, 'Unable to map property startpage.');
  }
  return { type: (type as string | null | undefined) ?? null, id: (id as string | null | undefined) ?? null };
}

export function readTimezone(obj: JsonObject): string | null | undefined {
  const v = obj['timezone'];
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  if (typeof v !== 'string') throw new ApiError(400, 'Unable to map property timezone: expected a string.');
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
  } catch {
    throw new ApiError(400, `Invalid timezone ${v}`);
  }
  return v;
}
