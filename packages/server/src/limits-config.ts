import { ConfigError } from './config.js';
import { parseCount, parseDuration, parseSize } from './ingest/journal-config.js';
import { DEFAULT_SEARCH_GATE } from './search/gate.js';
import { ADDRESS_THROTTLE, USER_THROTTLE, type LoginThrottlePolicies } from './auth/throttle.js';

/** The bounds on the work of requests and inputs (`SIFT_HTTP_*`, `SIFT_SEARCH_*`, `SIFT_INGEST_*`, `SIFT_INPUT_*`; README: Configuration). */
export interface ServerLimits {
  /** `SIFT_HTTP_REQUEST_TIMEOUT` (30s): an API client must send its whole request within this (ms); else 408. */
  requestTimeoutMs: number;
  /** `SIFT_HTTP_IDLE_TIMEOUT` (72s): an API connection kept open between requests is closed after this long idle (ms). */
  idleTimeoutMs: number;
  /** `SIFT_HTTP_MAX_BODY_SIZE` (8mb): the largest API request body (bytes); larger ones are 413. */
  maxBodySize: number;
  /** `SIFT_SEARCH_CONCURRENCY` (1): searches, exports and field lists running at once; more wait their turn. */
  searchConcurrency: number;
  /** `SIFT_SEARCH_MAX_QUEUED` (500): searches that may wait at once; more are refused with 429. */
  searchMaxQueued: number;
  /** `SIFT_SEARCH_TIMEOUT` (1m): a search's budget, waiting included, when its request names none (ms). */
  searchTimeoutMs: number;
  /** `SIFT_SEARCH_MAX_TIMEOUT` (10m): the longest budget a search request may ask for (ms). */
  searchMaxTimeoutMs: number;
  /** `SIFT_INGEST_BUFFER_SIZE` (368640): messages accepted and not yet stored before inputs are held back (UDP drops). */
  ingestBufferSize: number;
  /** `SIFT_INPUT_TCP_IDLE_TIMEOUT` (10m): a TCP input connection silent this long is closed (ms). */
  inputTcpIdleTimeoutMs: number;
  /** `SIFT_LOGIN_THROTTLE_USER_*` and `SIFT_LOGIN_THROTTLE_ADDRESS_*`: how wrong passwords slow down sign-in. */
  loginThrottle: Required<LoginThrottlePolicies>;
}

export const LIMIT_DEFAULTS = {
  requestTimeout: '30s',
  idleTimeout: '72s',
  maxBodySize: '8mb',
  searchConcurrency: String(DEFAULT_SEARCH_GATE.concurrency),
  searchMaxQueued: String(DEFAULT_SEARCH_GATE.maxQueued),
  searchTimeout: '1m',
  searchMaxTimeout: '10m',
  ingestBufferSize: '368640',
  inputTcpIdleTimeout: '10m',
  userFreeFailures: String(USER_THROTTLE.freeFailures),
  userMaxDelay: '1m',
  addressFreeFailures: String(ADDRESS_THROTTLE.freeFailures),
  addressMaxDelay: '15m',
} as const;

/** Reads the limits from the environment; a malformed value is a ConfigError naming the variable. */
export function readLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const get = (name: string, fallback: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? fallback : value;
  };
  const duration = (name: string, fallback: string) => parseDuration(name, get(name, fallback));
  const count = (name: string, fallback: string) => parseCount(name, get(name, fallback));
  const limits: ServerLimits = {
    requestTimeoutMs: duration('SIFT_HTTP_REQUEST_TIMEOUT', LIMIT_DEFAULTS.requestTimeout),
    idleTimeoutMs: duration('SIFT_HTTP_IDLE_TIMEOUT', LIMIT_DEFAULTS.idleTimeout),
    maxBodySize: parseSize('SIFT_HTTP_MAX_BODY_SIZE', get('SIFT_HTTP_MAX_BODY_SIZE', LIMIT_DEFAULTS.maxBodySize)),
    searchConcurrency: count('SIFT_SEARCH_CONCURRENCY', LIMIT_DEFAULTS.searchConcurrency),
    searchMaxQueued: count('SIFT_SEARCH_MAX_QUEUED', LIMIT_DEFAULTS.searchMaxQueued),
    searchTimeoutMs: duration('SIFT_SEARCH_TIMEOUT', LIMIT_DEFAULTS.searchTimeout),
    searchMaxTimeoutMs: duration('SIFT_SEARCH_MAX_TIMEOUT', LIMIT_DEFAULTS.searchMaxTimeout),
    ingestBufferSize: count('SIFT_INGEST_BUFFER_SIZE', LIMIT_DEFAULTS.ingestBufferSize),
    inputTcpIdleTimeoutMs: duration('SIFT_INPUT_TCP_IDLE_TIMEOUT', LIMIT_DEFAULTS.inputTcpIdleTimeout),
    loginThrottle: {
      user: {
        ...USER_THROTTLE,
        freeFailures: count('SIFT_LOGIN_THROTTLE_USER_FREE_FAILURES', LIMIT_DEFAULTS.userFreeFailures),
        maxDelayMs: duration('SIFT_LOGIN_THROTTLE_USER_MAX_DELAY', LIMIT_DEFAULTS.userMaxDelay),
      },
      address: {
        ...ADDRESS_THROTTLE,
        freeFailures: count('SIFT_LOGIN_THROTTLE_ADDRESS_FREE_FAILURES', LIMIT_DEFAULTS.addressFreeFailures),
        maxDelayMs: duration('SIFT_LOGIN_THROTTLE_ADDRESS_MAX_DELAY', LIMIT_DEFAULTS.addressMaxDelay),
      },
    },
  };
  if (limits.searchTimeoutMs > limits.searchMaxTimeoutMs) {
    throw new ConfigError(
      `SIFT_SEARCH_TIMEOUT (${limits.searchTimeoutMs} ms) must not be longer than SIFT_SEARCH_MAX_TIMEOUT (${limits.searchMaxTimeoutMs} ms)`,
    );
  }
  return limits;
}
