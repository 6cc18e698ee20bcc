import { describe, expect, it } from 'vitest';
import { SYSTEM_ENTRIES, systemTitle, visibleEntries } from './navigation';

const everyScreen = () => true;

describe('System menu', () => {
  it('lists exactly the spec entries, in order, for a user with every permission', () => {
    expect(visibleEntries(SYSTEM_ENTRIES, ['*'], everyScreen).map((e) => e.label)).toEqual([
      'Overview',
      'Configurations',
      'Nodes',
      'Inputs',
      'Outputs',
      'Indices',
      'Logging',
      'Users and Teams',
      'Roles',
      'Authentication',
      'Content Packs',
      'Grok Patterns',
      'Lookup Tables',
      'Pipelines',
      'Sidecars',
    ]);
  });

  it('hides entries without their permission', () => {
    expect(visibleEntries(SYSTEM_ENTRIES, [], everyScreen).map((e) => e.label)).toEqual(['Overview', 'Nodes']);
    const labels = visibleEntries(SYSTEM_ENTRIES, ['users:list', 'pipeline_connection:read', 'clusterconfigentry:read'], everyScreen).map(
      (e) => e.label,
    );
    expect(labels).toEqual(['Overview', 'Configurations', 'Nodes', 'Users and Teams', 'Pipelines']);
  });

  it('never links an entry whose screen does not exist', () => {
    const labels = visibleEntries(SYSTEM_ENTRIES, ['*']).map((e) => e.label);
    expect(labels).toContain('Overview');
    expect(labels).toContain('Nodes');
    expect(labels).toContain('Users and Teams');
    expect(labels).toContain('Sidecars');
    expect(labels).toContain('Logging');
    const withoutLogging = visibleEntries(SYSTEM_ENTRIES, ['*'], (name) => name !== 'SYSTEM_LOGGING').map((e) => e.label);
    expect(withoutLogging).not.toContain('Logging');
  });

  it('titles the dropdown "System / <section>" on a System page', () => {
    const entries = visibleEntries(SYSTEM_ENTRIES, ['*'], everyScreen);
    expect(systemTitle(entries, '/system/nodes/abc')).toBe('System / Nodes');
    expect(systemTitle(entries, '/system/overview')).toBe('System / Overview');
    expect(systemTitle(entries, '/search')).toBe('System');
  });
});
