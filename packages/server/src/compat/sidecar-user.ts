import type { RoleStore } from '../roles/store.js';
import { DEFAULT_SESSION_TIMEOUT_MS, type UserStore } from '../users/store.js';

export const SIDECAR_USERNAME = 'graylog-sidecar';
export const SIDECAR_ROLE = 'Sidecar System (Internal)';
/** What a Sidecar needs: register itself and read its collectors and configurations. */
export const SIDECAR_ROLE_PERMISSIONS = [
  'sidecars:read',
  'sidecars:update',
  'sidecar_collectors:read',
  'sidecar_collector_configurations:read',
];

/**
 * Creates, once, the role and the system user Graylog creates for Sidecars (`graylog-sidecar`, whose API
 * tokens Sidecars authenticate with). It has no password anyone knows: it cannot sign in, only hold tokens.
 */
export function ensureSidecarUser(users: Pick<UserStore, 'byUsername' | 'insert'>, roles: Pick<RoleStore, 'byName' | 'insert'>): void {
  const role =
    roles.byName(SIDECAR_ROLE) ??
    roles.insert({
      name: SIDECAR_ROLE,
      description: 'Internal technical role. Grants access to register and pull configurations for a Sidecar node (built-in)',
      permissions: SIDECAR_ROLE_PERMISSIONS,
      readOnly: true,
    });
  if (users.byUsername(SIDECAR_USERNAME)) return;
  users.insert({
    username: SIDECAR_USERNAME,
    email: 'sidecar@graylog.local',
    firstName: 'Sidecar',
    lastName: 'System User',
    fullName: 'Sidecar System User',
    // Not a hash of any password: verification always fails.
    passwordHash: '!',
    permissions: [],
    roles: [role.id],
    preferences: {},
    timezone: null,
    sessionTimeoutMs: DEFAULT_SESSION_TIMEOUT_MS,
    startpage: null,
    accountStatus: 'enabled',
    serviceAccount: false,
    readOnly: false,
  });
}
