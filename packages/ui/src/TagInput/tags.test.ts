import { describe, expect, it } from 'vitest';
import { TAG_ADD_KEYS, addTag } from './tags';

describe('addTag', () => {
  it('adds trimmed text', () => {
    expect(addTag(['a'], ' b ')).toEqual(['a', 'b']);
  });
  it('ignores empty text and duplicates', () => {
    expect(addTag(['a'], '  ')).toEqual(['a']);
    expect(addTag(['a'], 'a')).toEqual(['a']);
  });
  it('is triggered by Enter and Tab', () => {
    expect(TAG_ADD_KEYS).toEqual(['Enter', 'Tab']);
  });
});
