/** How failed sign-ins of one key (a user name or a client address) are slowed down. */
export interface ThrottlePolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
}

/** Per user name: a few typos are free, then 1 s, 2 s, 4 s … up to a minute (so nobody locks an account out for long). */
export const USER_THROTTLE: ThrottlePolicy = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 60_000 };
/** Per client address: more failures are free (many users behind one proxy), then up to 15 minutes. */
export const ADDRESS_THROTTLE: ThrottlePolicy = { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };
/** A key's failures are forgotten this long after its last failure. */
export const THROTTLE_MEMORY_MS = 15 * 60_000;
/** Keys remembered per kind at most (those failing longest ago are forgotten first). */
export const THROTTLE_MAX_KEYS = 10_000;

/** The policies of a LoginThrottle; USER_THROTTLE and ADDRESS_THROTTLE where not given. */
export interface LoginThrottlePolicies {
  user?: ThrottlePolicy;
  address?: ThrottlePolicy;
}

interface Failures {
  count: number;
  last: number;
}

class FailureCounter {
  private readonly entries = new Map<string, Failures>();

  constructor(
    private readonly policy: ThrottlePolicy,
    private readonly now: () => number,
  ) {}

  private live(key: string): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.last > THROTTLE_MEMORY_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Milliseconds until the next attempt of `key` may be checked (0: now). */
  waitMs(key: string): number {
    const entry = this.live(key);
    if (!entry || entry.count < this.policy.freeFailures) return 0;
    const delay = Math.min(this.policy.maxDelayMs, this.policy.baseDelayMs * 2 ** Math.min(30, entry.count - this.policy.freeFailures));
    return Math.max(0, entry.last + delay - this.now());
  }

  fail(key: string): void {
    const entry = this.live(key);
    this.entries.delete(key);
    if (this.entries.size >= THROTTLE_MAX_KEYS) this.entries.delete(this.entries.keys().next().value as string);
    // Re-inserted: the map stays in order of last failure, oldest first.
    this.entries.set(key, { count: (entry?.count ?? 0) + 1, last: this.now() });
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * Slows down password guessing on login and Basic auth: failures are counted per user name (whether
 * or not the user exists, so the answers reveal no user names) and per client address; past the free
 * ones, each key must wait twice as long as before until its next attempt is even checked. A success
 * clears the user name's count, not the address's.
 */
export class LoginThrottle {
  private readonly users: FailureCounter;
  private readonly addresses: FailureCounter;

  constructor(now: () => number = () => Date.now(), policies: LoginThrottlePolicies = {}) {
    this.users = new FailureCounter(policies.user ?? USER_THROTTLE, now);
    this.addresses = new FailureCounter(policies.address ?? ADDRESS_THROTTLE, now);
  }

  /** Seconds to wait before an attempt for `username` from `address` is checked; 0 when it may be checked now. */
  retryAfterSeconds(username: string, address: string): number {
    const ms = Math.max(this.users.waitMs(userKey(username)), this.addresses.waitMs(address));
    return Math.ceil(ms / 1000);
  }

  failed(username: string, address: string): void {
    this.users.fail(userKey(username));
    this.addresses.fail(address);
  }

  succeeded(username: string): void {
    this.users.clear(userKey(username));
  }
}

/** User names are matched as stored, but guesses at `Admin` and `admin` count together. */
const userKey = (username: string) => username.toLowerCase();

/** The 429 answered while a user name or address must wait. */
export function throttledMessage(seconds: number): string {
  return `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
