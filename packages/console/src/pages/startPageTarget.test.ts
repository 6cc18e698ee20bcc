import { describe, expect, it } from 'vitest';
import { startPageTarget } from './startPageTarget';

describe('startPageTarget', () => {
  it('leads to the chosen dashboard, search or stream when its screen exists', () => {
    const all = () => true;
    expect(startPageTarget({ type: 'dashboard', id: 'd1' }, all)).toBe('/dashboards/d1');
    expect(startPageTarget({ type: 'search', id: 's1' }, all)).toBe('/search/s1');
    expect(startPageTarget({ type: 'stream', id: 'st1' }, all)).toBe('/streams/st1/search');
  });

  it('falls back to the welcome page without a start page or its screen', () => {
    expect(startPageTarget(null, () => true)).toBeNull();
    expect(startPageTarget({ type: 'dashboard', id: null }, () => true)).toBeNull();
    expect(startPageTarget({ type: 'dashboard', id: 'd1' }, () => false)).toBeNull();
  });
});
