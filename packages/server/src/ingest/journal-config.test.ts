import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';

describe('message journal settings', () => {
  it('defaults to an enabled journal in the data directory with Graylog-sized limits and a 100 ms flush', () => {
    expect(readConfig({}, '/srv/sift', '/c').journal).toEqual({
      enabled: true,
      directory: '/srv/sift/data/journal',
      segmentSize: 100 * 1024 ** 2,
      segmentAgeMs: 3_600_000,
      maxSize: 5 * 1024 ** 3,
      maxAgeMs: 43_200_000,
      flushInterval: 1_000_000,
      flushAgeMs: 100,
    });
  });

  it('reads every SIFT_MESSAGE_JOURNAL_ variable in Graylog spellings of sizes and durations', () => {
    const env = {
      SIFT_MESSAGE_JOURNAL_ENABLED: 'off',
      SIFT_MESSAGE_JOURNAL_DIR: 'spool',
      SIFT_MESSAGE_JOURNAL_SEGMENT_SIZE: '512kb',
      SIFT_MESSAGE_JOURNAL_SEGMENT_AGE: '30m',
      SIFT_MESSAGE_JOURNAL_MAX_SIZE: '2GB',
      SIFT_MESSAGE_JOURNAL_MAX_AGE: '2d',
      SIFT_MESSAGE_JOURNAL_FLUSH_INTERVAL: '5000',
      SIFT_MESSAGE_JOURNAL_FLUSH_AGE: '50ms',
    };
    expect(readConfig(env, '/srv', '/c').journal).toEqual({
      enabled: false,
      directory: '/srv/spool',
      segmentSize: 512 * 1024,
      segmentAgeMs: 1_800_000,
      maxSize: 2 * 1024 ** 3,
      maxAgeMs: 172_800_000,
      flushInterval: 5000,
      flushAgeMs: 50,
    });
  });

  it('stops the start with a message naming the variable for a malformed value', () => {
    expect(() => readConfig({ SIFT_MESSAGE_JOURNAL_MAX_SIZE: 'lots' }, '/', '/c')).toThrow(
      'SIFT_MESSAGE_JOURNAL_MAX_SIZE must be a size such as 100mb, 5gb or 65536 (bytes), got "lots"',
    );
    expect(() => readConfig({ SIFT_MESSAGE_JOURNAL_FLUSH_AGE: '100' }, '/', '/c')).toThrow(
      'SIFT_MESSAGE_JOURNAL_FLUSH_AGE must be a duration such as 100ms, 30s, 1m or 12h, got "100"',
    );
    expect(() => readConfig({ SIFT_MESSAGE_JOURNAL_FLUSH_INTERVAL: '0' }, '/', '/c')).toThrow(
      'SIFT_MESSAGE_JOURNAL_FLUSH_INTERVAL must be a whole number above 0, got "0"',
    );
    expect(() => readConfig({ SIFT_MESSAGE_JOURNAL_ENABLED: 'sometimes' }, '/', '/c')).toThrow(
      'SIFT_MESSAGE_JOURNAL_ENABLED must be "on" or "off"',
    );
    expect(() => readConfig({ SIFT_MESSAGE_JOURNAL_MAX_SIZE: '1mb', SIFT_MESSAGE_JOURNAL_SEGMENT_SIZE: '2mb' }, '/', '/c')).toThrow(
      'SIFT_MESSAGE_JOURNAL_MAX_SIZE (1048576 bytes) must be at least SIFT_MESSAGE_JOURNAL_SEGMENT_SIZE (2097152 bytes)',
    );
  });
});
