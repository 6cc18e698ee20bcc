import { describe, expect, it } from 'vitest';
import { newObjectId, OBJECT_ID } from './ids.js';

describe('newObjectId', () => {
  it('is an ObjectId: 24 hex digits starting with the seconds of its time', () => {
    const id = newObjectId(Date.UTC(2024, 3, 3, 14, 39, 18, 999));
    expect(id).toMatch(OBJECT_ID);
    expect(parseInt(id.slice(0, 8), 16)).toBe(Date.UTC(2024, 3, 3, 14, 39, 18) / 1000);
  });

  it('never repeats within one second, and sorts in creation order within it (until its counter wraps)', () => {
    const now = Date.now();
    const ids = Array.from({ length: 100_000 }, () => newObjectId(now));
    expect(new Set(ids).size).toBe(ids.length);
    const counters = ids.map((id) => parseInt(id.slice(18), 16));
    const wraps = counters.filter((c, i) => i > 0 && c !== (counters[i - 1]! + 1) % 0x1000000).length;
    expect(wraps).toBe(0);
    expect(new Set(ids.map((id) => id.slice(8, 18))).size).toBe(1);
  });
});
