import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import { AuthService } from './service.js';
import type { ScryptCost } from './passwords.js';
import type { LoginThrottlePolicies } from './throttle.js';
import { UserStore } from '../users/store.js';
import { RoleStore } from '../roles/store.js';
import { SessionStore } from '../sessions/store.js';
import { GrantStore } from '../sharing/grants.js';
import { ClusterConfigStore } from '../system/cluster-config-store.js';
import { sessionRoutes } from '../sessions/routes.js';
import { userRoutes } from '../users/routes.js';
import { roleRoutes } from '../roles/routes.js';

/**
 * Opens the account stores (creating their tables) and the root user on first start. A generated root
 * password is printed once with `print`; it is never stored in clear. Passwords are hashed at
 * `passwordCost` (OWASP's scrypt cost unless given: tests that do not test the cost pass a lower one).
 */
export async function createAuth(
  db: Database,
  rootPassword: string | undefined,
  print: (line: string) => void = console.log,
  options: { passwordCost?: ScryptCost; throttle?: LoginThrottlePolicies } = {},
): Promise<AuthService> {
  const users = new UserStore(db);
  const auth = new AuthService(
    {
      users,
      roles: new RoleStore(db),
      sessions: new SessionStore(db),
      grants: new GrantStore(db),
      clusterConfig: new ClusterConfigStore(db),
    },
    undefined,
    options,
  );
  const created = await auth.bootstrapRoot(rootPassword);
  if (created) print(`Initial root password for user "admin": ${created.generatedPassword}`);
  return auth;
}

/** Sessions, users (with tokens) and roles. */
export const accountRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  await app.register(sessionRoutes, { auth });
  await app.register(userRoutes, { auth });
  await app.register(roleRoutes, { auth });
};
