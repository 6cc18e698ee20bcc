import { describe, expect, it } from 'vitest';
import { chooseSection, initialSection, toggleSidebar, visibleFields } from './sidebarState';

describe('sidebar sections', () => {
  it('toggle opens the first section or closes the sidebar', () => {
    expect(toggleSidebar(null)).toBe('Description');
    expect(toggleSidebar('Fields')).toBeNull();
  });

  it('choosing another section switches, choosing the open one closes', () => {
    expect(chooseSection('Description', 'Fields')).toBe('Fields');
    expect(chooseSection('Fields', 'Fields')).toBeNull();
    expect(chooseSection(null, 'Highlighting')).toBe('Highlighting');
  });

  it('a pinned sidebar opens the first section initially', () => {
    expect(initialSection(true)).toBe('Description');
    expect(initialSection(false)).toBeNull();
  });
});

describe('field list filter', () => {
  const fields = [{ name: 'source' }, { name: 'gl2_source_input' }, { name: 'http_method' }, { name: 'gl2_remote_ip' }, { name: 'Action' }];

  it('hides reserved gl2_* fields unless chosen, sorted by name', () => {
    expect(visibleFields(fields, '', new Set()).map((f) => f.name)).toEqual(['Action', 'http_method', 'source']);
    expect(visibleFields(fields, '', new Set(['gl2_remote_ip'])).map((f) => f.name)).toEqual([
      'Action',
      'gl2_remote_ip',
      'http_method',
      'source',
    ]);
  });

  it('filters by name, ignoring case', () => {
    expect(visibleFields(fields, 'SOUR', new Set()).map((f) => f.name)).toEqual(['source']);
    expect(visibleFields(fields, 'nothing', new Set())).toEqual([]);
  });
});
