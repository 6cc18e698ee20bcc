import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import * as passwords from './passwords.js';
import { AuthService, VERIFIED_TTL_MS } from './service.js';
import { UserStore } from '../users/store.js';
import { RoleStore } from '../roles/store.js';
import { SessionStore } from '../sessions/store.js';
import { GrantStore } from '../sharing/grants.js';
import { ClusterConfigStore } from '../system/cluster-config-store.js';

function service(now: () => number) {
  const db = new Database(':memory:');
  const users = new UserStore(db);
  const auth = new AuthService(
    { users, roles: new RoleStore(db), sessions: new SessionStore(db), grants: new GrantStore(db), clusterConfig: new ClusterConfigStore(db) },
    now,
  );
  return { auth, users, db };
}

describe('password checks', () => {
  it('remembers a verified password for a minute, and forgets it when the password changes', async () => {
    let t = 0;
    const { auth, users, db } = service(() => t);
    await auth.bootstrapRoot('first-password');
    const verify = vi.spyOn(passwords, 'verifyPassword');
    expect(await auth.checkPassword('admin', 'first-password')).toBeDefined();
    expect(await auth.checkPassword('admin', 'first-password')).toBeDefined();
    expect(verify).toHaveBeenCalledTimes(1);
    t += VERIFIED_TTL_MS + 1;
    expect(await auth.checkPassword('admin', 'first-password')).toBeDefined();
    expect(verify).toHaveBeenCalledTimes(2);

    const admin = users.byUsername('admin')!;
    users.update({ ...admin, passwordHash: await passwords.hashPassword('second-password') });
    expect(await auth.checkPassword('admin', 'first-password')).toBeUndefined();
    expect(await auth.checkPassword('admin', 'second-password')).toBeDefined();
    users.update({ ...users.byUsername('admin')!, accountStatus: 'disabled' });
    expect(await auth.checkPassword('admin', 'second-password')).toBeUndefined();
    db.close();
  });
});
