import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthService } from './service.js';
import type { UserRecord } from '../users/store.js';
import { requirePermission } from './subject.js';
import { ApiError } from '../http/errors.js';
import { readStrictObject } from '../http/body.js';

/** Where Graylog keeps the trusted-header settings (`HTTPHeaderAuthConfig`, a cluster config). */
export const HTTP_HEADER_AUTH_CONFIG = 'org.graylog2.security.headerauth.HTTPHeaderAuthConfig';

/** The wire shape of `GET/PUT /system/authentication/http-header-auth-config`. */
export interface HttpHeaderAuthConfig {
  enabled: boolean;
  username_header: string;
}

export const DISABLED_HEADER_AUTH: HttpHeaderAuthConfig = { enabled: false, username_header: 'Remote-User' };

/** Graylog's default `trusted_proxies`: the loopback addresses only. */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.1/32,0:0:0:0:0:0:0:1/128';

/** The proxies whose requests may name their user in the username header (`SIFT_TRUSTED_PROXIES`). */
export interface TrustedProxies {
  /** The networks as configured, e.g. `10.0.0.0/8`. */
  readonly networks: readonly string[];
  readonly list: BlockList;
}

/** Reads a comma-separated list of networks in CIDR notation; a bare address is a single host. */
export function parseTrustedProxies(value: string, name = 'SIFT_TRUSTED_PROXIES'): TrustedProxies {
  const list = new BlockList();
  const networks = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const network of networks) {
    const [address = '', prefixText, extra] = network.split('/');
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    const max = family === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
    if (!family || extra !== undefined || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`${name} must list networks like 127.0.0.1/32 separated by commas, got "${network}"`);
    }
    list.addSubnet(address, prefix, family);
  }
  return { networks, list };
}

/** Whether a request's remote address is one of the trusted proxies (IPv4-mapped IPv6 addresses included). */
export function isTrustedProxy(proxies: TrustedProxies, address: string): boolean {
  if (isIPv4(address)) return proxies.list.check(address, 'ipv4');
  if (isIPv6(address)) return proxies.list.check(address, 'ipv6');
  return false;
}

function readHeaderAuthConfig(body: unknown): HttpHeaderAuthConfig {
  const obj = readStrictObject(body, ['enabled', 'username_header']);
  const enabled = obj['enabled'] ?? DISABLED_HEADER_AUTH.enabled;
  const header = obj['username_header'] ?? DISABLED_HEADER_AUTH.username_header;
  if (typeof enabled !== 'boolean') throw new ApiError(400, 'Unable to map property enabled: expected a boolean.');
  if (typeof header !== 'string') throw new ApiError(400, 'Unable to map property username_header: expected a string.');
  if (header.trim() === '') throw new ApiError(400, 'username_header must not be blank');
  // A header name is a token (RFC 9110): anything else could never arrive.
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,256}$/.test(header.trim())) {
    throw new ApiError(400, `username_header is not a valid HTTP header name: "${header}"`);
  }
  return { enabled, username_header: header.trim() };
}

/**
 * Trusted header authentication as Graylog's `HTTPHeaderAuthenticationRealm` has it: when enabled, a
 * request from a trusted proxy that names an existing, enabled user in the username header is that
 * user's. Requests from any other address are judged without the header.
 */
export function createHeaderAuth(auth: AuthService, proxies: TrustedProxies) {
  const config = (): HttpHeaderAuthConfig => ({
    ...DISABLED_HEADER_AUTH,
    ...auth.stores.clusterConfig.get<Partial<HttpHeaderAuthConfig>>(HTTP_HEADER_AUTH_CONFIG),
  });

  auth.headerAuthenticator = (request: FastifyRequest): UserRecord | undefined => {
    // The address first: it costs no database read.
    if (!isTrustedProxy(proxies, request.ip)) return undefined;
    const { enabled, username_header } = config();
    if (!enabled) return undefined;
    const value = request.headers[username_header.toLowerCase()];
    const username = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!username) return undefined;
    const user = auth.stores.users.byUsername(username);
    return user && user.accountStatus === 'enabled' && !user.serviceAccount ? user : undefined;
  };

  const routes: FastifyPluginAsync = async (app) => {
    app.get('/system/authentication/http-header-auth-config', async (request) => {
      requirePermission(request, 'authhttpheaderconfig:read');
      return config();
    });
    app.put('/system/authentication/http-header-auth-config', async (request) => {
      requirePermission(request, 'authhttpheaderconfig:edit');
      const next = readHeaderAuthConfig(request.body);
      auth.stores.clusterConfig.put(HTTP_HEADER_AUTH_CONFIG, next);
      return config();
    });
  };
  return { routes };
}
