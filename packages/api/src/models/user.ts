import { boolOr, isObject, obj, oneOf, optNum, optStr, str, strings, type JsonObject } from './decode';

export const ACCOUNT_STATUSES = ['enabled', 'disabled', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** UserSummary of `GET /users/{username}` (API.md §2). */
export interface UserWire {
  id: string | null;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  permissions: string[];
  grn_permissions: string[];
  preferences: JsonObject | null;
  timezone: string | null;
  session_timeout_ms: number | null;
  read_only: boolean;
  external: boolean;
  startpage: { type: string | null; id: string | null } | null;
  roles: string[];
  session_active: boolean;
  last_activity: string | null;
  client_address: string | null;
  account_status: AccountStatus;
  service_account: boolean;
}

/** Preference values; "true"/"false" strings arrive from older servers and become booleans (1-shell.md §3). */
export type PreferenceValue = string | number | boolean | null;
export interface UserPreferences {
  dashboardSidebarIsPinned?: boolean;
  searchSidebarIsPinned?: boolean;
  enableSmartSearch?: boolean;
  updateUnfocussed?: boolean;
  themeMode?: string;
  [key: string]: PreferenceValue | undefined;
}

export interface User {
  id: string | null;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  permissions: string[];
  grnPermissions: string[];
  preferences: UserPreferences;
  timezone: string | null;
  sessionTimeoutMs: number | null;
  readOnly: boolean;
  external: boolean;
  startpage: { type: string | null; id: string | null } | null;
  roles: string[];
  sessionActive: boolean;
  lastActivity: string | null;
  clientAddress: string | null;
  accountStatus: AccountStatus;
  serviceAccount: boolean;
}

/** The signed-in user; the same shape. */
export type CurrentUser = User;

export function decodePreferences(value: unknown, field: string): UserPreferences {
  if (value === undefined || value === null) return {};
  const source = obj(value, field);
  const result: UserPreferences = {};
  Object.entries(source).forEach(([key, raw]) => {
    if (raw === 'true') result[key] = true;
    else if (raw === 'false') result[key] = false;
    else if (raw === null || ['string', 'number', 'boolean'].includes(typeof raw)) result[key] = raw as PreferenceValue;
  });
  return result;
}

export function decodeUser(value: unknown, field = 'user'): User {
  const source = obj(value, field);
  const startpage = source['startpage'];
  return {
    id: optStr(source['id'], `${field}.id`),
    username: str(source['username'], `${field}.username`),
    email: optStr(source['email'], `${field}.email`) ?? '',
    firstName: optStr(source['first_name'], `${field}.first_name`),
    lastName: optStr(source['last_name'], `${field}.last_name`),
    fullName: optStr(source['full_name'], `${field}.full_name`),
    permissions: strings(source['permissions'], `${field}.permissions`),
    grnPermissions: strings(source['grn_permissions'], `${field}.grn_permissions`),
    preferences: decodePreferences(source['preferences'], `${field}.preferences`),
    timezone: optStr(source['timezone'], `${field}.timezone`),
    sessionTimeoutMs: optNum(source['session_timeout_ms'], `${field}.session_timeout_ms`),
    readOnly: boolOr(source['read_only'], `${field}.read_only`, false),
    external: boolOr(source['external'], `${field}.external`, false),
    startpage: isObject(startpage)
      ? { type: optStr(startpage['type'], `${field}.startpage.type`), id: optStr(startpage['id'], `${field}.startpage.id`) }
      : null,
    roles: strings(source['roles'], `${field}.roles`),
    sessionActive: boolOr(source['session_active'], `${field}.session_active`, false),
    lastActivity: optStr(source['last_activity'], `${field}.last_activity`),
    clientAddress: optStr(source['client_address'], `${field}.client_address`),
    accountStatus: oneOf(ACCOUNT_STATUSES, source['account_status'] ?? 'enabled', `${field}.account_status`),
    serviceAccount: boolOr(source['service_account'], `${field}.service_account`, false),
  };
}

/** A row of `GET /users/paginated` (UserOverviewDTO). */
export interface UserOverview {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  roles: string[];
  readOnly: boolean;
  external: boolean;
  sessionActive: boolean;
  lastActivity: string | null;
  clientAddress: string | null;
  accountStatus: AccountStatus;
  serviceAccount: boolean;
  authServiceId: string | null;
}

export function decodeUserOverview(value: unknown, field = 'user'): UserOverview {
  const source = obj(value, field);
  return {
    id: str(source['id'], `${field}.id`),
    username: str(source['username'], `${field}.username`),
    email: optStr(source['email'], `${field}.email`) ?? '',
    fullName: optStr(source['full_name'], `${field}.full_name`),
    roles: strings(source['roles'], `${field}.roles`),
    readOnly: boolOr(source['read_only'], `${field}.read_only`, false),
    external: boolOr(source['external_user'], `${field}.external_user`, false),
    sessionActive: boolOr(source['session_active'], `${field}.session_active`, false),
    lastActivity: optStr(source['last_activity'], `${field}.last_activity`),
    clientAddress: optStr(source['client_address'], `${field}.client_address`),
    accountStatus: oneOf(ACCOUNT_STATUSES, source['account_status'] ?? 'enabled', `${field}.account_status`),
    serviceAccount: boolOr(source['service_account'], `${field}.service_account`, false),
    authServiceId: optStr(source['auth_service_id'], `${field}.auth_service_id`),
  };
}
