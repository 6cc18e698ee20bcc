import { describe, expect, it } from 'vitest';
import { needsRotation, retentionTargets, type IndexSetConfig, type IndexState } from '../src/storage/index-sets.js';

const DAY = 86_400_000;
const index = (seq: number, createdAt: number, extra: Partial<IndexState> = {}): IndexState => ({
  number: seq,
  set: 's',
  seq,
  createdAt,
  count: 10,
  bytes: 1000,
  closed: false,
  ...extra,
});
const set = (rotation: IndexSetConfig['rotation'], retention: IndexSetConfig['retention']): IndexSetConfig => ({
  id: 's',
  prefix: 'p',
  rotation,
  retention,
});

describe('rotation strategies', () => {
  it('rotates by count, size, time and time-size as Graylog 5.1 does', () => {
    const now = 10 * DAY;
    const keep = { type: 'delete' as const, maxIndices: 3 };
    expect(needsRotation(set({ type: 'count', maxDocs: 10 }, keep), index(0, now), now)).toBe(true);
    expect(needsRotation(set({ type: 'count', maxDocs: 11 }, keep), index(0, now), now)).toBe(false);
    expect(needsRotation(set({ type: 'size', maxBytes: 1000 }, keep), index(0, now), now)).toBe(true);
    expect(needsRotation(set({ type: 'size', maxBytes: 1001 }, keep), index(0, now), now)).toBe(false);
    const daily = set({ type: 'time', periodMs: DAY }, keep);
    expect(needsRotation(daily, index(0, now - DAY), now)).toBe(true);
    expect(needsRotation(daily, index(0, now - DAY + 1), now)).toBe(false);
    // An empty index is rotated only with rotate_empty_index_set.
    expect(needsRotation(daily, index(0, now - DAY, { count: 0 }), now)).toBe(false);
    expect(needsRotation(set({ type: 'time', periodMs: DAY, rotateEmpty: true }, keep), index(0, now - DAY, { count: 0 }), now)).toBe(true);
    // Time-size optimizing: older than the leeway (max - min lifetime), or over the shard size limits.
    const optimizing = set({ type: 'time-size', minLifetimeMs: 30 * DAY, maxLifetimeMs: 40 * DAY }, keep);
    expect(needsRotation(optimizing, index(0, now - 9 * DAY), now)).toBe(false);
    expect(needsRotation(optimizing, index(0, now - 10 * DAY), now)).toBe(true);
    expect(needsRotation(optimizing, index(0, now - DAY, { bytes: 20 * 1024 ** 3 }), now)).toBe(true);
    expect(needsRotation(optimizing, index(0, now - DAY + 1, { bytes: 20 * 1024 ** 3 }), now)).toBe(false);
    expect(needsRotation(optimizing, index(0, now, { bytes: 50 * 1024 ** 3 }), now)).toBe(true);
    expect(needsRotation(optimizing, index(0, now - 20 * DAY, { count: 0 }), now)).toBe(false);
  });
});

describe('retention strategies', () => {
  const now = 100 * DAY;
  const indices = [index(0, now - 50 * DAY), index(1, now - 41 * DAY), index(2, now - 20 * DAY), index(3, now)];

  it('deletes or closes the oldest beyond the number of indices, and keeps everything with noop', () => {
    const count = { type: 'count' as const, maxDocs: 10 };
    expect(retentionTargets(set(count, { type: 'delete', maxIndices: 2 }), indices, now).map((i) => i.seq)).toEqual([0, 1]);
    expect(retentionTargets(set(count, { type: 'delete', maxIndices: 4 }), indices, now)).toEqual([]);
    const closing = [{ ...indices[0]!, closed: true }, ...indices.slice(1)];
    expect(retentionTargets(set(count, { type: 'close', maxIndices: 2 }), closing, now).map((i) => i.seq)).toEqual([1]);
    expect(retentionTargets(set(count, { type: 'noop', maxIndices: 1 }), indices, now)).toEqual([]);
  });

  it('with time-size optimizing rotation, removes the indices written to last more than the maximum lifetime ago', () => {
    const optimizing = set({ type: 'time-size', minLifetimeMs: 30 * DAY, maxLifetimeMs: 40 * DAY }, { type: 'delete', maxIndices: 1 });
    // graylog_0 was written to until graylog_1 came 41 days ago; graylog_1 until 20 days ago.
    expect(retentionTargets(optimizing, indices, now).map((i) => i.seq)).toEqual([0]);
  });
});
