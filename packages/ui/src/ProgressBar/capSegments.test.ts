import { describe, expect, it } from 'vitest';
import { capSegments } from './capSegments';

describe('capSegments', () => {
  it('caps a single bar at 100%', () => {
    expect(capSegments([{ value: 140 }]).map((s) => s.value)).toEqual([100]);
  });

  it('never lets several segments exceed 100% together', () => {
    expect(capSegments([{ value: 60 }, { value: 30 }, { value: 25 }]).map((s) => s.value)).toEqual([60, 30, 10]);
  });

  it('treats negative and non-numbers as 0', () => {
    expect(capSegments([{ value: -5 }, { value: Number.NaN }, { value: 20 }]).map((s) => s.value)).toEqual([0, 0, 20]);
  });
});
