import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { PasswordHasher } from './passwords.js';
import { AuthService, VERIFIED_TTL_MS } from './service.js';
import { UserStore } from '../users/store.js';
import { RoleStore } from '../roles/store.js';
import { SessionStore } from '../sessions/store.js';
import { GrantStore } from '../sharing/grants.js';
import { ClusterConfigStore } from '../system/cluster-config-store.js';
import { ApiError } from '../http/errors.js';
import { USER_THROTTLE } from './throttle.js';

const COST = { N: 1024, r: 8, p: 1 };

function service(now: () => number, passwordCost = COST) {
  const db = new Database(':memory:');
  const users = new UserStore(db);
  const auth = new AuthService(
    {
      users,
      roles: new RoleStore(db),
      sessions: new SessionStore(db),
      grants: new GrantStore(db),
      clusterConfig: new ClusterConfigStore(db),
    },
    now,
    { passwordCost },
  );
  return { auth, users, db };
}

describe('password checks', () => {
  it('remembers a verified password for a minute, and forgets it when the password changes', async () => {
    let t = 0;
    const { auth, users, db } = service(() => t);
    await auth.bootstrapRoot('first-password');
    const verify = vi.spyOn(auth.hasher, 'verify');
    expect(await auth.checkPassword('admin', 'first-password', '10.0.0.1')).toBeDefined();
    expect(await auth.checkPassword('admin', 'first-password', '10.0.0.1')).toBeDefined();
    expect(verify).toHaveBeenCalledTimes(1);
    t += VERIFIED_TTL_MS + 1;
    expect(await auth.checkPassword('admin', 'first-password', '10.0.0.1')).toBeDefined();
    expect(verify).toHaveBeenCalledTimes(2);

    const admin = users.byUsername('admin')!;
    users.update({ ...admin, passwordHash: await auth.hashPassword('second-password') });
    expect(await auth.checkPassword('admin', 'first-password', '10.0.0.1')).toBeUndefined();
    expect(await auth.checkPassword('admin', 'second-password', '10.0.0.1')).toBeDefined();
    users.update({ ...users.byUsername('admin')!, accountStatus: 'disabled' });
    expect(await auth.checkPassword('admin', 'second-password', '10.0.0.1')).toBeUndefined();
    db.close();
  });

  it('stores a password hashed at a lower cost again at the configured cost when it is verified', async () => {
    const { auth, users, db } = service(() => 0, { N: 2048, r: 8, p: 1 });
    await auth.bootstrapRoot('root-password');
    const admin = users.byUsername('admin')!;
    users.update({ ...admin, passwordHash: await new PasswordHasher({ N: 1024, r: 8, p: 1 }).hash('root-password') });
    expect(users.byUsername('admin')!.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);

    expect(await auth.checkPassword('admin', 'wrong', '10.0.0.1')).toBeUndefined();
    expect(users.byUsername('admin')!.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await auth.checkPassword('admin', 'root-password', '10.0.0.1')).toBeDefined();
    const rehashed = users.byUsername('admin')!.passwordHash;
    expect(rehashed).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await auth.hasher.verify('root-password', rehashed)).toEqual({ ok: true, rehash: false });
    db.close();
  });

  it('refuses to check any password of a throttled user name with a 429 and Retry-After, known or not', async () => {
    let t = 0;
    const { auth, db } = service(() => t);
    await auth.bootstrapRoot('root-password');
    const refusal = async (username: string, password: string) => {
      try {
        await auth.checkPassword(username, password, '10.0.0.1');
      } catch (error) {
        return error as ApiError;
      }
      return undefined;
    };
    for (const name of ['admin', 'nobody']) {
      for (let i = 0; i < USER_THROTTLE.freeFailures; i++) expect(await auth.checkPassword(name, 'guess', '10.0.0.1')).toBeUndefined();
    }
    for (const name of ['admin', 'nobody']) {
      const error = await refusal(name, name === 'admin' ? 'root-password' : 'guess');
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 429,
        message: 'Too many failed sign-in attempts. Try again in 1 second.',
        headers: { 'retry-after': '1' },
      });
    }
    t += 1000;
    expect(await auth.checkPassword('admin', 'root-password', '10.0.0.1')).toBeDefined();
    db.close();
  });
});
