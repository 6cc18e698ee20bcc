// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { REGEX_VALIDATION_DEBOUNCE_MS, useRegexValidation } from './regexValidation';

beforeEach(() => useFakeHookTimers());
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const validator = (url: string) => {
  const regex = new URL(url, 'http://x').searchParams.get('regex') ?? '';
  let valid = true;
  try {
    new RegExp(regex);
  } catch {
    valid = false;
  }
  return jsonResponse({ regex, is_valid: valid, validation_message: valid ? null : 'Unclosed group' });
};

describe('the server check of a regular expression', () => {
  it('asks once the expression has stayed the same for 200 ms, and answers whether it is valid', async () => {
    const { wrapper, requests } = harness(validator);
    const { result, rerender } = renderHook(({ regex }: { regex: string | null }) => tracked(useRegexValidation(regex)), {
      wrapper,
      initialProps: { regex: null as string | null },
    });
    expect(REGEX_VALIDATION_DEBOUNCE_MS).toBe(200);
    for (const regex of ['^https://', '^https://(', '^https://(a']) {
      rerender({ regex });
      await advance(100);
    }
    expect(requests).toHaveLength(0);
    await advance(REGEX_VALIDATION_DEBOUNCE_MS);
    expect(requests.map((r) => r.url)).toEqual([
      `/api/tools/regex_tester/validate?${new URLSearchParams({ regex: '^https://(a' }).toString()}`,
    ]);
    expect(result.current.data).toEqual({ regex: '^https://(a', isValid: false, validationMessage: 'Unclosed group' });
    rerender({ regex: '^https://(a)' });
    await advance(REGEX_VALIDATION_DEBOUNCE_MS);
    expect(result.current.data?.isValid).toBe(true);
    rerender({ regex: '' });
    await advance(REGEX_VALIDATION_DEBOUNCE_MS);
    expect(requests).toHaveLength(2);
  });
});
