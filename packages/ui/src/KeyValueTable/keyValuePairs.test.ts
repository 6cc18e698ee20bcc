import { describe, expect, it } from 'vitest';
import { addPair, canAddPair, deletePropertyQuestion, removePair } from './keyValuePairs';

describe('key/value pairs', () => {
  it('can add only when key and value are non-empty', () => {
    expect(canAddPair('', '')).toBe(false);
    expect(canAddPair('env', '')).toBe(false);
    expect(canAddPair('', 'prod')).toBe(false);
    expect(canAddPair('  ', 'prod')).toBe(false);
    expect(canAddPair('env', 'prod')).toBe(true);
  });
  it('adds, replaces and removes', () => {
    expect(addPair({ a: '1' }, ' b ', '2')).toEqual({ a: '1', b: '2' });
    expect(addPair({ a: '1' }, 'a', '3')).toEqual({ a: '3' });
    expect(removePair({ a: '1', b: '2' }, 'a')).toEqual({ b: '2' });
  });
  it('asks before deleting', () => {
    expect(deletePropertyQuestion('env')).toBe("Are you sure you want to delete property 'env'?");
  });
});
