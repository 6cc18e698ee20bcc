import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Subject } from './subject.js';
import { isPermittedBy } from './permissions.js';
import { hashToken, OWASP_SCRYPT_COST, PasswordHasher, randomSecret, type ScryptCost } from './passwords.js';
import { LoginThrottle, throttledMessage, type LoginThrottlePolicies } from './throttle.js';
import { ApiError } from '../http/errors.js';
import type { UserRecord, UserStore } from '../users/store.js';
import { DEFAULT_SESSION_TIMEOUT_MS, ROOT_USER_ID, ROOT_USERNAME } from '../users/store.js';
import type { RoleStore } from '../roles/store.js';
import type { SessionRecord, SessionStore } from '../sessions/store.js';
import type { GrantStore } from '../sharing/grants.js';
import { toGrn } from '../sharing/grn.js';
import type { ClusterConfigStore, UserConfiguration } from '../system/cluster-config-store.js';
import { DEFAULT_USER_CONFIGURATION, USER_CONFIGURATION } from '../system/cluster-config-store.js';
import { periodToMillis } from '../system/periods.js';

/** The subject of Sift's own users: the shared `Subject` plus what user endpoints report. */
export interface UserSubject extends Subject {
  user: UserRecord;
  /** `entity:own:<grn>` for every entity the user owns. */
  grnPermissions: readonly string[];
}

/** Permissions every user holds on their own account (Graylog's user self-edit permissions). */
export function selfPermissions(username: string): string[] {
  return ['users:edit', 'users:passwordchange', 'users:tokenlist', 'users:tokencreate', 'users:tokenremove'].map((p) => `${p}:${username}`);
}

/** The teams as authentication and sharing see them. */
export interface TeamDirectory {
  all(): ReadonlyArray<TeamEntry>;
  byId(id: string): TeamEntry | undefined;
  ofUser(userId: string): ReadonlyArray<TeamEntry>;
}
export interface TeamEntry {
  id: string;
  name: string;
  users: readonly string[];
  roles: readonly string[];
}

export interface AuthStores {
  users: UserStore;
  roles: RoleStore;
  sessions: SessionStore;
  grants: GrantStore;
  clusterConfig: ClusterConfigStore;
}

/** How long a verified username/password pair is remembered, so Basic-auth clients do not pay scrypt per request. */
export const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 1000;

export class AuthService {
  /** HMAC(per-process key, user, password, stored hash) → expiry. A password change changes the stored hash. */
  private readonly verified = new Map<string, number>();
  private readonly verifiedKey = randomBytes(32);

  readonly hasher: PasswordHasher;
  /**
   * The active authentication service (LDAP, Active Directory), asked before the internal user database
   * as Graylog asks it; the root user is always checked here only.
   */
  externalAuthenticator: ((username: string, password: string) => Promise<UserRecord | undefined>) | undefined;
  /** Trusted header authentication: the user a trusted proxy names in the configured header, if any. */
  headerAuthenticator: ((request: FastifyRequest) => UserRecord | undefined) | undefined;
  /** The authentication service an account came from and its id there, for the users' `external` flags. */
  externalAccount: ((userId: string) => { backendId: string; uniqueId: string } | undefined) | undefined;
  /** Sift's teams: members hold the teams' roles and what is shared with the teams. */
  teams: TeamDirectory | undefined;
  private readonly throttle: LoginThrottle;
  /** A hash at the current cost that no password matches: unknown users cost as much time as known ones. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    readonly stores: AuthStores,
    private readonly now: () => number = () => Date.now(),
    options: { passwordCost?: ScryptCost; throttle?: LoginThrottlePolicies } = {},
  ) {
    this.hasher = new PasswordHasher(options.passwordCost ?? OWASP_SCRYPT_COST);
    this.throttle = new LoginThrottle(now, options.throttle);
  }

  /** A password's hash at the configured cost, for storing. */
  hashPassword(password: string): Promise<string> {
    return this.hasher.hash(password);
  }

  private verifiedTag(user: UserRecord, password: string): string {
    return createHmac('sha256', this.verifiedKey).update(`${user.id}\0${password}\0${user.passwordHash}`).digest('base64');
  }

  /** Everything a user may do: own permissions, role permissions (direct and through teams), self-edit and grant-derived ones. */
  subjectFor(user: UserRecord): UserSubject {
    const teams = this.teams?.ofUser(user.id) ?? [];
    const roleIds = new Set([...user.roles, ...teams.flatMap((t) => t.roles)]);
    const fromRoles = [...roleIds].flatMap((id) => this.stores.roles.byId(id)?.permissions ?? []);
    const granted = this.stores.grants.permissionsOf(
      user.id,
      teams.map((t) => toGrn('team', t.id)),
    );
    const permissions = [
      ...new Set([...user.permissions, ...fromRoles, ...selfPermissions(user.username), ...granted.permissions, ...granted.grnPermissions]),
    ];
    return {
      userId: user.id,
      username: user.username,
      permissions,
      grnPermissions: granted.grnPermissions,
      user,
      isPermitted: (permission: string) => isPermittedBy(permissions, permission),
    };
  }

  /**
   * The user for these credentials, if the account exists, is enabled and the password matches. Failures
   * are counted per user name and per client `address`: while either must wait, no password is checked
   * and a 429 ApiError with `Retry-After` is thrown. A match against a hash of a lower cost than the
   * configured one is stored again at the current cost.
   */
  async checkPassword(username: string, password: string, address: string): Promise<UserRecord | undefined> {
    const wait = this.throttle.retryAfterSeconds(username, address);
    if (wait > 0) throw new ApiError(429, throttledMessage(wait), { 'retry-after': String(wait) });
    const user = await this.verifiedUser(username, password);
    if (user) this.throttle.succeeded(username);
    else this.throttle.failed(username, address);
    return user;
  }

  private async verifiedUser(username: string, password: string): Promise<UserRecord | undefined> {
    if (this.externalAuthenticator && username !== ROOT_USERNAME) {
      const external = await this.externalAuthenticator(username, password);
      if (external) return external;
    }
    const user = this.stores.users.byUsername(username);
    if (!user || user.accountStatus !== 'enabled') {
      // Spend the same time as a real check so response times do not reveal user names.
      this.dummyHash ??= this.hasher.hash(randomSecret());
      await this.hasher.verify(password, await this.dummyHash);
      return undefined;
    }
    const tag = this.verifiedTag(user, password);
    const until = this.verified.get(tag);
    if (until !== undefined && until > this.now()) return user;
    const { ok, rehash } = await this.hasher.verify(password, user.passwordHash);
    if (!ok) return undefined;
    let current = user;
    if (rehash) {
      const latest = this.stores.users.byId(user.id);
      // Unless the password was changed meanwhile.
      if (latest && latest.passwordHash === user.passwordHash) {
        current = { ...latest, passwordHash: await this.hasher.hash(password) };
        this.stores.users.update(current);
      }
    }
    if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
    this.verified.set(this.verifiedTag(current, password), this.now() + VERIFIED_TTL_MS);
    return current;
  }

  userForToken(token: string): UserRecord | undefined {
    const user = this.stores.users.userByTokenHash(hashToken(token));
    return user && user.accountStatus === 'enabled' ? user : undefined;
  }

  /** The live session and its enabled user, if any. */
  session(sessionId: string): { session: SessionRecord; user: UserRecord } | undefined {
    const session = this.stores.sessions.get(sessionId);
    if (!session) return undefined;
    const user = this.stores.users.byId(session.userId);
    if (!user || user.accountStatus !== 'enabled') {
      this.stores.sessions.delete(session.id);
      return undefined;
    }
    return { session, user };
  }

  /** The global session timeout when enabled in the user configuration, else the user's own. */
  sessionTimeoutFor(user: UserRecord): number {
    const config = { ...DEFAULT_USER_CONFIGURATION, ...this.stores.clusterConfig.get<Partial<UserConfiguration>>(USER_CONFIGURATION) };
    if (config.enable_global_session_timeout) {
      const ms = periodToMillis(config.global_session_timeout_interval);
      if (ms && ms > 0) return ms;
    }
    return user.sessionTimeoutMs > 0 ? user.sessionTimeoutMs : DEFAULT_SESSION_TIMEOUT_MS;
  }

  /**
   * Creates the root user `admin` when no user exists. Its password is `rootPassword` or, without one,
   * a random password that is returned once (for printing) and never stored in clear.
   */
  async bootstrapRoot(rootPassword: string | undefined): Promise<{ generatedPassword: string } | undefined> {
    if (this.stores.users.count() > 0) return undefined;
    const password = rootPassword ?? randomSecret(15);
    const admin = this.stores.roles.byName('Admin');
    this.stores.users.insert({
      id: ROOT_USER_ID,
      username: ROOT_USERNAME,
      email: '',
      firstName: 'Administrator',
      lastName: null,
      fullName: 'Administrator',
      passwordHash: await this.hasher.hash(password),
      permissions: ['*'],
      roles: admin ? [admin.id] : [],
      preferences: {},
      timezone: null,
      sessionTimeoutMs: DEFAULT_SESSION_TIMEOUT_MS,
      startpage: null,
      accountStatus: 'enabled',
      serviceAccount: false,
      readOnly: true,
    });
    return rootPassword ? undefined : { generatedPassword: password };
  }
}
