import path from 'node:path';
import { readJournalSettings, type JournalSettings } from './ingest/journal-config.js';
import { readLimits, type ServerLimits } from './limits-config.js';
import { MIN_PASSWORD_SECRET_LENGTH } from './auth/encrypted-value.js';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, type TrustedProxies } from './auth/header-auth.js';
import { parseWhoisServers, type WhoisServers } from './lookup/threatintel-settings.js';

/** Runtime configuration of the embedded server, read from the environment (see README). */
export interface ServerConfig {
  /** Host and port the HTTP server binds to (`SIFT_HTTP_ADDRESS`, default 127.0.0.1:9000). */
  host: string;
  port: number;
  /** Directory holding every piece of state (`SIFT_DATA_DIR`, default ./data). */
  dataDir: string;
  /** Root password used on first start when no user exists (`SIFT_ROOT_PASSWORD`). */
  rootPassword: string | undefined;
  /** Whether the demo-data generator runs on first start (`SIFT_DEMO_DATA`, default on). */
  demoData: boolean;
  /** When set, API calls are forwarded to this real Graylog 5.1 server (`SIFT_GRAYLOG_URL`). */
  graylogUrl: URL | undefined;
  /** Directory with the built console; served at `/`. */
  consoleDir: string;
  /** The message journal (`SIFT_MESSAGE_JOURNAL_*`). */
  journal: JournalSettings;
  /** Request, search, ingest-buffer and input limits (`SIFT_HTTP_*`, `SIFT_SEARCH_*`, `SIFT_INGEST_*`, `SIFT_INPUT_*`). */
  limits: ServerLimits;
  /** Proxies trusted to name the user in the trusted-header authentication header (`SIFT_TRUSTED_PROXIES`). */
  trustedProxies: TrustedProxies;
  /**
   * The secret stored secrets are encrypted with (`SIFT_PASSWORD_SECRET`, at least 16 characters, as Graylog's
   * `password_secret`); when unset, one is generated on first start and kept in the data directory.
   */
  passwordSecret: string | undefined;
  /** Where the whois lookup adapter asks each registry (`SIFT_LOOKUP_WHOIS_SERVERS`, `REGISTRY=host:port,…`); the registry's own server on port 43 otherwise. */
  whoisServers: WhoisServers;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_ADDRESS = '127.0.0.1:9000';

export function parseAddress(value: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(value.trim());
  if (!match) {
    throw new ConfigError(`SIFT_HTTP_ADDRESS must look like host:port, got "${value}"`);
  }
  const port = Number(match[2]);
  if (port > 65535) {
    throw new ConfigError(`SIFT_HTTP_ADDRESS port must be between 0 and 65535, got ${port}`);
  }
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(v)) return true;
  if (['off', 'false', '0', 'no'].includes(v)) return false;
  throw new ConfigError(`${name} must be "on" or "off", got "${value}"`);
}

function parseUrl(name: string, value: string | undefined): URL | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https, got "${url.protocol}"`);
  }
  return url;
}

export function readConfig(env: NodeJS.ProcessEnv, cwd: string, defaultConsoleDir: string): ServerConfig {
  const { host, port } = parseAddress(env['SIFT_HTTP_ADDRESS'] ?? DEFAULT_ADDRESS);
  const dataDir = path.resolve(cwd, env['SIFT_DATA_DIR'] || './data');
  return {
    host,
    port,
    dataDir,
    rootPassword: env['SIFT_ROOT_PASSWORD'] || undefined,
    demoData: parseSwitch('SIFT_DEMO_DATA', env['SIFT_DEMO_DATA'], true),
    graylogUrl: parseUrl('SIFT_GRAYLOG_URL', env['SIFT_GRAYLOG_URL']),
    consoleDir: defaultConsoleDir,
    journal: readJournalSettings(env, cwd, dataDir, parseSwitch('SIFT_MESSAGE_JOURNAL_ENABLED', env['SIFT_MESSAGE_JOURNAL_ENABLED'], true)),
    limits: readLimits(env),
    trustedProxies: readTrustedProxies(env['SIFT_TRUSTED_PROXIES']),
    passwordSecret: readPasswordSecret(env['SIFT_PASSWORD_SECRET']),
    whoisServers: readWhoisServers(env['SIFT_LOOKUP_WHOIS_SERVERS']),
  };
}

function readWhoisServers(value: string | undefined): WhoisServers {
  try {
    return parseWhoisServers(value);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function readPasswordSecret(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < MIN_PASSWORD_SECRET_LENGTH) {
    throw new ConfigError(`SIFT_PASSWORD_SECRET must be at least ${MIN_PASSWORD_SECRET_LENGTH} characters long`);
  }
  return value;
}

function readTrustedProxies(value: string | undefined): TrustedProxies {
  try {
    return parseTrustedProxies(value ?? DEFAULT_TRUSTED_PROXIES);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}
