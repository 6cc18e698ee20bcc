import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThemeMode } from './useThemeMode';

type Listener = (event: MediaQueryListEvent) => void;
let listeners: Listener[] = [];
let dark = false;

beforeEach(() => {
  listeners = [];
  dark = false;
  window.localStorage.clear();
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      get matches() {
        return dark;
      },
      addEventListener: (_: string, l: Listener) => listeners.push(l),
      removeEventListener: (_: string, l: Listener) => (listeners = listeners.filter((x) => x !== l)),
    })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useThemeMode', () => {
  it('follows the system colour scheme when nothing else is set', () => {
    const { result } = renderHook(() => useThemeMode());
    expect(result.current.mode).toBe('teint');
    act(() => {
      dark = true;
      listeners.forEach((l) => l({ matches: true } as MediaQueryListEvent));
    });
    expect(result.current.mode).toBe('noir');
  });

  it('stores a chosen mode under the themeMode key and applies it', () => {
    const { result } = renderHook(() => useThemeMode());
    act(() => result.current.setMode('noir'));
    expect(window.localStorage.getItem('themeMode')).toBe('noir');
    expect(result.current.mode).toBe('noir');
  });

  it('reads the stored mode at start, below the user preference', () => {
    window.localStorage.setItem('themeMode', 'noir');
    expect(renderHook(() => useThemeMode()).result.current.mode).toBe('noir');
    expect(renderHook(() => useThemeMode({ userPreference: 'teint' })).result.current.mode).toBe('teint');
  });
});
