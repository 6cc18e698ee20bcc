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
  });

  it('accepts bracketed IPv6 addresses', () => {
    expect(parseAddress('[::1]:9000')).toEqual({ host: '::1', port: 9000 });
  });
});
