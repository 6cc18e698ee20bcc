import path from 'node:path';
import { ConfigError } from '../config.js';

/** The message journal's settings, named after Graylog's `message_journal_*` settings (README: Configuration). */
export interface JournalSettings {
  /** `SIFT_MESSAGE_JOURNAL_ENABLED` (on): off hands messages straight to the store, as before the journal. */
  enabled: boolean;
  /** `SIFT_MESSAGE_JOURNAL_DIR` (`<data dir>/journal`). */
  directory: string;
  /** `SIFT_MESSAGE_JOURNAL_SEGMENT_SIZE` (100mb): a segment file is closed and a new one begun at this size. */
  segmentSize: number;
  /** `SIFT_MESSAGE_JOURNAL_SEGMENT_AGE` (1h): ... or when it is this old (ms). */
  segmentAgeMs: number;
  /** `SIFT_MESSAGE_JOURNAL_MAX_SIZE` (5gb): at this size the journal is full and inputs are held back. */
  maxSize: number;
  /** `SIFT_MESSAGE_JOURNAL_MAX_AGE` (12h): closed segments older than this are deleted, stored or not (ms). */
  maxAgeMs: number;
  /** `SIFT_MESSAGE_JOURNAL_FLUSH_INTERVAL` (1000000): written and fsynced after this many messages at the latest. */
  flushInterval: number;
  /** `SIFT_MESSAGE_JOURNAL_FLUSH_AGE` (100ms): written and fsynced at least this often (ms); what a crash may lose. */
  flushAgeMs: number;
}

const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3, tb: 1024 ** 4 };
const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A size as Graylog spells it (`100mb`, `5gb`, `512kb`, or bytes), in bytes. */
export function parseSize(name: string, value: string): number {
  const match = /^(\d+)\s*(b|kb|mb|gb|tb)?$/i.exec(value.trim());
  const bytes = match ? Number(match[1]) * SIZE_UNITS[(match[2] ?? '').toLowerCase()]! : NaN;
  if (!Number.isSafeInteger(bytes) || bytes <= 0)
    throw new ConfigError(`${name} must be a size such as 100mb, 5gb or 65536 (bytes), got "${value}"`);
  return bytes;
}

/** A duration as Graylog spells it (`100ms`, `30s`, `1m`, `12h`, `7d`), in milliseconds. */
export function parseDuration(name: string, value: string): number {
  const match = /^(\d+)\s*(ms|s|m|h|d)$/i.exec(value.trim());
  const ms = match ? Number(match[1]) * DURATION_UNITS[match[2]!.toLowerCase()]! : NaN;
  if (!Number.isSafeInteger(ms) || ms <= 0)
    throw new ConfigError(`${name} must be a duration such as 100ms, 30s, 1m or 12h, got "${value}"`);
  return ms;
}

export function parseCount(name: string, value: string): number {
  const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new ConfigError(`${name} must be a whole number above 0, got "${value}"`);
  return n;
}

export const JOURNAL_DEFAULTS = {
  segmentSize: '100mb',
  segmentAge: '1h',
  maxSize: '5gb',
  maxAge: '12h',
  flushInterval: '1000000',
  flushAge: '100ms',
} as const;

/** Reads the journal's settings from the environment; a malformed value is a ConfigError naming the variable. */
export function readJournalSettings(env: NodeJS.ProcessEnv, cwd: string, dataDir: string, enabled: boolean): JournalSettings {
  const get = (suffix: string, fallback: string) => {
    const value = env[`SIFT_MESSAGE_JOURNAL_${suffix}`];
    return value === undefined || value.trim() === '' ? fallback : value;
  };
  const settings: JournalSettings = {
    enabled,
    directory: path.resolve(cwd, get('DIR', path.join(dataDir, 'journal'))),
    segmentSize: parseSize('SIFT_MESSAGE_JOURNAL_SEGMENT_SIZE', get('SEGMENT_SIZE', JOURNAL_DEFAULTS.segmentSize)),
    segmentAgeMs: parseDuration('SIFT_MESSAGE_JOURNAL_SEGMENT_AGE', get('SEGMENT_AGE', JOURNAL_DEFAULTS.segmentAge)),
    maxSize: parseSize('SIFT_MESSAGE_JOURNAL_MAX_SIZE', get('MAX_SIZE', JOURNAL_DEFAULTS.maxSize)),
    maxAgeMs: parseDuration('SIFT_MESSAGE_JOURNAL_MAX_AGE', get('MAX_AGE', JOURNAL_DEFAULTS.maxAge)),
    flushInterval: parseCount('SIFT_MESSAGE_JOURNAL_FLUSH_INTERVAL', get('FLUSH_INTERVAL', JOURNAL_DEFAULTS.flushInterval)),
    flushAgeMs: parseDuration('SIFT_MESSAGE_JOURNAL_FLUSH_AGE', get('FLUSH_AGE', JOURNAL_DEFAULTS.flushAge)),
  };
  if (settings.maxSize < settings.segmentSize) {
    throw new ConfigError(
      `SIFT_MESSAGE_JOURNAL_MAX_SIZE (${settings.maxSize} bytes) must be at least SIFT_MESSAGE_JOURNAL_SEGMENT_SIZE (${settings.segmentSize} bytes)`,
    );
  }
  return settings;
}
