import { describe, expect, it } from 'vitest';
import { DEFAULT_FULL_SCREEN_SETTINGS, fullScreenQuery, isValidSeconds, parseFullScreenParams, rotatedPages } from './fullScreen';

describe('full screen settings', () => {
  it('refreshes every 10 s and rotates every 30 s through every page by default', () => {
    expect(DEFAULT_FULL_SCREEN_SETTINGS).toEqual({ refreshInterval: 10, queryCycleInterval: 30, queryTabs: null });
    expect(parseFullScreenParams('')).toEqual(DEFAULT_FULL_SCREEN_SETTINGS);
  });

  it('reads interval, refresh and tabs, and falls back to the defaults below 1 or for non-numbers', () => {
    expect(parseFullScreenParams('interval=5&refresh=2&tabs=0,2')).toEqual({
      refreshInterval: 2,
      queryCycleInterval: 5,
      queryTabs: [0, 2],
    });
    expect(parseFullScreenParams('interval=0&refresh=x&tabs=a')).toEqual(DEFAULT_FULL_SCREEN_SETTINGS);
  });

  it('accepts whole seconds of at least 1', () => {
    expect(['1', '30', ' 7 '].map(isValidSeconds)).toEqual([true, true, true]);
    expect(['0', '', '1.5', '-2', 'ten'].map(isValidSeconds)).toEqual([false, false, false, false, false]);
  });

  it('writes tabs only when not every page is chosen', () => {
    expect(fullScreenQuery({ refreshInterval: 10, queryCycleInterval: 30, queryTabs: [0, 1] }, 2)).toBe('interval=30&refresh=10');
    expect(fullScreenQuery({ refreshInterval: 5, queryCycleInterval: 1, queryTabs: [1] }, 2)).toBe('interval=1&refresh=5&tabs=1');
  });

  it('rotates through the chosen pages that exist, or all of them', () => {
    expect(rotatedPages(['a', 'b', 'c'], [2, 0, 9])).toEqual(['a', 'c']);
    expect(rotatedPages(['a', 'b'], null)).toEqual(['a', 'b']);
    expect(rotatedPages(['a', 'b'], [5])).toEqual(['a', 'b']);
  });
});
