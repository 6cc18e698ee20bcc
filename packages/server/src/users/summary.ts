import type { AuthService } from '../auth/service.js';
import { javaDate } from '../db/ids.js';
import type { UserRecord } from './store.js';

/** `UserSummary` (API.md §2); permissions only for yourself or with `users:permissionsedit`. */
export function userSummary(auth: AuthService, user: UserRecord, showPermissions: boolean) {
  const subject = showPermissions ? auth.subjectFor(user) : undefined;
  const session = auth.stores.sessions.latestForUser(user.id);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: user.fullName,
    permissions: subject ? [...subject.permissions] : [],
    grn_permissions: subject ? [...subject.grnPermissions] : [],
    preferences: user.preferences,
    timezone: user.timezone,
    session_timeout_ms: user.sessionTimeoutMs,
    read_only: user.readOnly,
    external: auth.externalAccount?.(user.id) !== undefined,
    startpage: user.startpage,
    roles: roleNames(auth, user),
    session_active: session !== undefined,
    last_activity: session ? javaDate(session.lastAccess) : null,
    client_address: session?.host ?? null,
    account_status: user.accountStatus,
    service_account: user.serviceAccount,
  };
}

export function roleNames(auth: AuthService, user: UserRecord): string[] {
  return user.roles.map((id) => auth.stores.roles.byId(id)?.name).filter((n): n is string => n !== undefined);
}

/** `UserOverviewDTO` of `/users/paginated`. */
export function userOverview(auth: AuthService, user: UserRecord) {
  const session = auth.stores.sessions.latestForUser(user.id);
  const external = auth.externalAccount?.(user.id);
  return {
    id: user.id,
    username: user.username,
    auth_service_id: external?.backendId ?? null,
    auth_service_uid: external?.uniqueId ?? null,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: user.fullName,
    external_user: external !== undefined,
    roles: roleNames(auth, user),
    read_only: user.readOnly,
    session_active: session !== undefined,
    last_activity: session ? javaDate(session.lastAccess) : null,
    client_address: session?.host ?? null,
    account_status: user.accountStatus,
    service_account: user.serviceAccount,
  };
}
