import { describe, expect, it } from 'vitest';
import { resolveThemeMode } from './mode';

describe('resolveThemeMode (1-shell.md §4)', () => {
  it('prefers an explicit override over everything else', () => {
    expect(resolveThemeMode({ override: 'noir', userPreference: 'teint', stored: 'teint', prefersDark: false })).toBe('noir');
  });

  it('uses the user preference when there is no override', () => {
    expect(resolveThemeMode({ userPreference: 'noir', stored: 'teint', prefersDark: false })).toBe('noir');
  });

  it('falls back to browser storage, then to the system colour scheme', () => {
    expect(resolveThemeMode({ stored: 'noir', prefersDark: false })).toBe('noir');
    expect(resolveThemeMode({ prefersDark: true })).toBe('noir');
    expect(resolveThemeMode({ prefersDark: false })).toBe('teint');
  });

  it('skips unknown values instead of trusting them', () => {
    expect(resolveThemeMode({ override: 'purple', userPreference: 'dark', stored: 'noir', prefersDark: false })).toBe('noir');
    expect(resolveThemeMode({ override: null, userPreference: '', stored: 'light', prefersDark: true })).toBe('noir');
  });
});
