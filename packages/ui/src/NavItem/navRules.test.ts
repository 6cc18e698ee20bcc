import { describe, expect, it } from 'vitest';
import { isActivePath, isPlainLeftClick } from './navRules';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('isActivePath', () => {
  it('matches the exact path', () => {
    expect(isActivePath('/streams', '/streams')).toBe(true);
    expect(isActivePath('/streams/1/edit', '/streams')).toBe(false);
  });

  it('matches by prefix only with relative matching', () => {
    expect(isActivePath('/system/inputs/abc/extractors', '/system/inputs', true)).toBe(true);
    expect(isActivePath('/search', '/system', true)).toBe(false);
  });
});

describe('isPlainLeftClick', () => {
  it('accepts only an unmodified left click', () => {
    expect(isPlainLeftClick(click)).toBe(true);
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...click, altKey: true })).toBe(false);
  });
});
