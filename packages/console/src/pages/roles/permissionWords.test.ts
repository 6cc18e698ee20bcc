import { describe, expect, it } from 'vitest';
import { joinPermissions, permissionWords, splitPermissions } from './permissionWords';

describe('permissions in words', () => {
  it('names area, actions and instance', () => {
    expect(permissionWords('*')).toBe('Everything (all permissions)');
    expect(permissionWords('streams:read')).toBe('Streams: read');
    expect(permissionWords('streams:read:5f00aa')).toBe('Streams: read (5f00aa)');
    expect(permissionWords('streams:*')).toBe('Streams: everything');
    expect(permissionWords('streams:read,edit:5f00aa')).toBe('Streams: read, edit (5f00aa)');
    expect(permissionWords('users:tokenlist')).toBe('Users: list tokens');
    expect(permissionWords('clusterconfigentry:read')).toBe('Cluster configuration: read');
    expect(permissionWords('stream_outputs:create')).toBe('Stream outputs: create');
    expect(permissionWords('pipeline:read')).toBe('Pipeline: read');
    expect(permissionWords('authhttpheaderconfig:edit')).toBe('Trusted header authentication: edit');
  });

  it('splits type-level permissions of the catalogue from the rest, and joins them back', () => {
    const catalogue = { streams: ['read', 'edit'], users: ['list'] };
    const { chosen, other } = splitPermissions(['streams:read', 'users:list', 'streams:read:abc', '*', 'unknown:x'], catalogue);
    expect(chosen).toEqual({ streams: ['read'], users: ['list'] });
    expect(other).toEqual(['streams:read:abc', '*', 'unknown:x']);
    expect(joinPermissions({ ...chosen, streams: ['read', 'edit'] }, other)).toEqual([
      'streams:read',
      'streams:edit',
      'users:list',
      'streams:read:abc',
      '*',
      'unknown:x',
    ]);
  });
});
