import { describe, expect, it } from 'vitest';
import { isPermitted } from './permissions';

describe('isPermitted', () => {
  it('allows an empty required list, even without permissions', () => {
    expect(isPermitted([], [])).toBe(true);
    expect(isPermitted(undefined, [])).toBe(true);
  });

  it('grants everything to the wildcard', () => {
    expect(isPermitted(['*'], ['users:list', 'inputs:read'])).toBe(true);
  });

  it('matches exactly, by wildcard part and by prefix of parts', () => {
    expect(isPermitted(['users:list'], ['users:list'])).toBe(true);
    expect(isPermitted(['users:*'], ['users:list'])).toBe(true);
    expect(isPermitted(['streams:read'], ['streams:read:abc'])).toBe(true);
    expect(isPermitted(['streams:read:abc'], ['streams:read:def'])).toBe(false);
    expect(isPermitted(['streams:read:abc'], ['streams:read'])).toBe(false);
    expect(isPermitted(['streams:read,edit:abc'], ['streams:edit:abc'])).toBe(true);
    expect(isPermitted(['users:list'], ['inputs:read'])).toBe(false);
  });

  it('needs all required permissions, or any one when asked', () => {
    expect(isPermitted(['pipeline:read'], ['pipeline:read', 'pipeline_connection:read'])).toBe(false);
    expect(isPermitted(['pipeline:read'], ['pipeline:read', 'pipeline_connection:read'], true)).toBe(true);
  });
});
