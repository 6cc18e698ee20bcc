import { describe, expect, it } from 'vitest';
import { implies, isPermittedBy } from './permissions.js';

describe('Shiro wildcard permission matching', () => {
  it('grants everything with *', () => {
    expect(isPermittedBy(['*'], 'streams:read:abc')).toBe(true);
    expect(isPermittedBy(['*'], 'users:list')).toBe(true);
  });

  it('matches exactly, by wildcard part and by prefix of parts', () => {
    expect(implies('streams:read:abc', 'streams:read:abc')).toBe(true);
    expect(implies('streams:*:abc', 'streams:edit:abc')).toBe(true);
    expect(implies('streams:read', 'streams:read:abc')).toBe(true);
    expect(implies('streams', 'streams:edit:abc')).toBe(true);
    expect(implies('streams:read:*', 'streams:read')).toBe(true);
  });

  it('does not let a specific permission imply a broader or different one', () => {
    expect(implies('streams:read:abc', 'streams:read')).toBe(false);
    expect(implies('streams:read:abc', 'streams:read:abd')).toBe(false);
    expect(implies('streams:read', 'streams:edit:abc')).toBe(false);
    expect(implies('dashboards:read', 'dashboards:create')).toBe(false);
  });

  it('supports comma-separated sub-parts and is case-sensitive like Graylog', () => {
    expect(implies('streams:read,edit:abc', 'streams:edit:abc')).toBe(true);
    expect(implies('streams:read,edit:abc', 'streams:read,edit:abc')).toBe(true);
    expect(implies('streams:read:abc', 'streams:read,edit:abc')).toBe(false);
    expect(implies('Streams:read', 'streams:read')).toBe(false);
  });

  it('matches GRN permissions with their empty parts exactly; an empty permission matches nothing', () => {
    const grn = 'entity:own:grn::::dashboard:abc';
    expect(implies(grn, grn)).toBe(true);
    expect(implies('*', grn)).toBe(true);
    expect(implies(grn, 'entity:own:grn::::dashboard:abd')).toBe(false);
    expect(implies('entity:own:grn::::search:abc', grn)).toBe(false);
    expect(implies('', 'streams:read')).toBe(false);
    expect(implies('streams::x', 'streams:read:x')).toBe(false);
    expect(isPermittedBy([], 'streams:read')).toBe(false);
  });
});
