import { describe, expect, it } from 'vitest';
import { ConfigError, parseAddress, readConfig } from './config.js';

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    const config = readConfig({}, '/srv/sift', '/srv/console');
    expect(config).toMatchObject({ host: '127.0.0.1', port: 9000, dataDir: '/srv/sift/data', demoData: true });
    expect(config.graylogUrl).toBeUndefined();
    expect(config.rootPassword).toBeUndefined();
  });

  it('reads every SIFT_ variable', () => {
    const config = readConfig(
      {
        SIFT_HTTP_ADDRESS: '0.0.0.0:9100',
        SIFT_DATA_DIR: '/var/lib/sift',
        SIFT_ROOT_PASSWORD: 's3cret',
        SIFT_DEMO_DATA: 'off',
        SIFT_GRAYLOG_URL: 'https://graylog.example.org/',
      },
      '/',
      '/c',
    );
    expect(config).toMatchObject({ host: '0.0.0.0', port: 9100, dataDir: '/var/lib/sift', rootPassword: 's3cret', demoData: false });
    expect(config.graylogUrl?.href).toBe('https://graylog.example.org/');
  });

  it('rejects malformed values with a message naming the variable', () => {
    expect(() => parseAddress('localhost')).toThrow(/SIFT_HTTP_ADDRESS must look like host:port/);
    expect(() => parseAddress('localhost:70000')).toThrow(ConfigError);
    expect(() => readConfig({ SIFT_DEMO_DATA: 'maybe' }, '/', '/c')).toThrow(/SIFT_DEMO_DATA must be "on" or "off"/);
    expect(() => readConfig({ SIFT_GRAYLOG_URL: 'ftp://x' }, '/', '/c')).toThrow(/SIFT_GRAYLOG_URL must use http or https/);
    expect(() => readConfig({ SIFT_PASSWORD_SECRET: 'too-short' }, '/', '/c')).toThrow(
      'SIFT_PASSWORD_SECRET must be at least 16 characters long',
    );
    expect(readConfig({ SIFT_PASSWORD_SECRET: 'sixteen-chars-ok' }, '/', '/c').passwordSecret).toBe('sixteen-chars-ok');
  });

  it('reads the request, search, ingest-buffer and input limits, with non-zero defaults', () => {
    expect(readConfig({}, '/', '/c').limits).toEqual({
      requestTimeoutMs: 30_000,
      idleTimeoutMs: 72_000,
      maxBodySize: 8 * 1024 * 1024,
      searchConcurrency: 1,
      searchMaxQueued: 500,
      searchTimeoutMs: 60_000,
      searchMaxTimeoutMs: 600_000,
      ingestBufferSize: 368_640,
      inputTcpIdleTimeoutMs: 600_000,
      loginThrottle: {
        user: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 60_000 },
        address: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 900_000 },
      },
    });
    const limits = readConfig(
      {
        SIFT_HTTP_REQUEST_TIMEOUT: '5s',
        SIFT_HTTP_IDLE_TIMEOUT: '10s',
        SIFT_HTTP_MAX_BODY_SIZE: '1mb',
        SIFT_SEARCH_CONCURRENCY: '4',
        SIFT_SEARCH_MAX_QUEUED: '50',
        SIFT_SEARCH_TIMEOUT: '30s',
        SIFT_SEARCH_MAX_TIMEOUT: '2m',
        SIFT_INGEST_BUFFER_SIZE: '10000',
        SIFT_INPUT_TCP_IDLE_TIMEOUT: '1h',
        SIFT_LOGIN_THROTTLE_USER_FREE_FAILURES: '3',
        SIFT_LOGIN_THROTTLE_USER_MAX_DELAY: '30s',
        SIFT_LOGIN_THROTTLE_ADDRESS_FREE_FAILURES: '100',
        SIFT_LOGIN_THROTTLE_ADDRESS_MAX_DELAY: '1h',
      },
      '/',
      '/c',
    ).limits;
    expect(limits).toEqual({
      requestTimeoutMs: 5000,
      idleTimeoutMs: 10_000,
      maxBodySize: 1024 * 1024,
      searchConcurrency: 4,
      searchMaxQueued: 50,
      searchTimeoutMs: 30_000,
      searchMaxTimeoutMs: 120_000,
      ingestBufferSize: 10_000,
      inputTcpIdleTimeoutMs: 3_600_000,
      loginThrottle: {
        user: { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 30_000 },
        address: { freeFailures: 100, baseDelayMs: 1000, maxDelayMs: 3_600_000 },
      },
    });
  });

  it('refuses a zero, malformed or contradictory limit, naming the variable', () => {
    expect(() => readConfig({ SIFT_HTTP_REQUEST_TIMEOUT: '0s' }, '/', '/c')).toThrow(
      'SIFT_HTTP_REQUEST_TIMEOUT must be a duration such as 100ms, 30s, 1m or 12h, got "0s"',
    );
    expect(() => readConfig({ SIFT_SEARCH_CONCURRENCY: '0' }, '/', '/c')).toThrow(
      'SIFT_SEARCH_CONCURRENCY must be a whole number above 0, got "0"',
    );
    expect(() => readConfig({ SIFT_LOGIN_THROTTLE_USER_FREE_FAILURES: '-1' }, '/', '/c')).toThrow(
      'SIFT_LOGIN_THROTTLE_USER_FREE_FAILURES must be a whole number above 0, got "-1"',
    );
    expect(() => readConfig({ SIFT_INGEST_BUFFER_SIZE: 'lots' }, '/', '/c')).toThrow(
      'SIFT_INGEST_BUFFER_SIZE must be a whole number above 0, got "lots"',
    );
    expect(() => readConfig({ SIFT_HTTP_MAX_BODY_SIZE: '8 furlongs' }, '/', '/c')).toThrow(/^SIFT_HTTP_MAX_BODY_SIZE must be a size/);
    expect(() => readConfig({ SIFT_SEARCH_TIMEOUT: '20m' }, '/', '/c')).toThrow(
      'SIFT_SEARCH_TIMEOUT (1200000 ms) must not be longer than SIFT_SEARCH_MAX_TIMEOUT (600000 ms)',
    );
  });

  it('accepts bracketed IPv6 addresses', () => {
    expect(parseAddress('[::1]:9000')).toEqual({ host: '::1', port: 9000 });
  });
});
