import type { AuthService } from '../auth/service.js';
import { randomSecret } from '../auth/passwords.js';
import { DEFAULT_SESSION_TIMEOUT_MS, type UserRecord } from '../users/store.js';
import { first, withLdap, type LdapEntry } from './ldap.js';
import type { BackendRecord } from './model.js';
import type { AuthServiceStore } from './store.js';

/** What a directory entry says about its account, read through the backend's attribute names. */
export interface DirectoryUser {
  uniqueId: string;
  username: string;
  fullName: string;
  email: string;
}

export function directoryUser(backend: BackendRecord, entry: LdapEntry, loginName: string): DirectoryUser | undefined {
  const c = backend.config;
  const uniqueId = first(entry, c.userUniqueIdAttribute);
  if (!uniqueId) return undefined;
  const username = first(entry, c.userNameAttribute) ?? loginName;
  return {
    uniqueId,
    username,
    fullName: first(entry, c.userFullNameAttribute) ?? username,
    email: c.emailAttributes.map((a) => first(entry, a)).find((e) => e !== undefined) ?? '',
  };
}

/**
 * Signs `username` in through the active backend: finds the entry by the search pattern, binds as it
 * with the password, then creates the account (with the backend's default roles) or updates the one
 * it created before (name and email follow the directory; roles stay as an administrator set them).
 * An unreachable directory counts as a failed login, so the internal user database is asked next.
 */
export function ldapAuthenticator(auth: AuthService, store: AuthServiceStore) {
  return async (username: string, password: string): Promise<UserRecord | undefined> => {
    const backend = store.active();
    if (!backend || password === '') return undefined;
    let found: DirectoryUser | undefined;
    try {
      found = await withLdap(backend.config, async (connection) => {
        const entry = await connection.findUser(username);
        if (!entry || !(await connection.authenticate(entry.dn, password))) return undefined;
        return directoryUser(backend, entry, username);
      });
    } catch (error) {
      console.error(`sift: authentication service "${backend.title}" could not be asked for ${JSON.stringify(username)}: ${String(error)}`);
      return undefined;
    }
    if (!found) return undefined;
    const user = await provision(auth, store, backend, found);
    return user && user.accountStatus === 'enabled' ? user : undefined;
  };
}

async function provision(auth: AuthService, store: AuthServiceStore, backend: BackendRecord, found: DirectoryUser) {
  const users = auth.stores.users;
  const linked = store.accountByUniqueId(backend.id, found.uniqueId);
  let user = linked ? users.byId(linked.userId) : undefined;
  if (linked && !user) store.unlink(linked.userId);
  if (!user) {
    // As Graylog: an account of the same name is taken over, except the read-only root and service accounts.
    const sameName = users.byUsername(found.username);
    if (sameName && (sameName.readOnly || sameName.serviceAccount)) return undefined;
    user = sameName;
  }
  if (!user) {
    const roles = backend.defaultRoles.filter((id) => auth.stores.roles.byId(id) !== undefined);
    user = users.insert({
      username: found.username,
      email: found.email,
      firstName: null,
      lastName: null,
      fullName: found.fullName,
      // Never used: the directory checks the password. A random one keeps the internal login closed.
      passwordHash: await auth.hashPassword(randomSecret()),
      permissions: [],
      roles,
      preferences: {},
      timezone: null,
      sessionTimeoutMs: DEFAULT_SESSION_TIMEOUT_MS,
      startpage: null,
      accountStatus: 'enabled',
      serviceAccount: false,
      readOnly: false,
    });
  } else if (user.fullName !== found.fullName || user.email !== found.email) {
    user = { ...user, fullName: found.fullName, email: found.email };
    users.update(user);
  }
  if (!linked || linked.userId !== user.id) store.link({ userId: user.id, backendId: backend.id, uniqueId: found.uniqueId });
  return user;
}
