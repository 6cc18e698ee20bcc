import { describe, expect, it } from 'vitest';
import { FetchError } from '@sift/api';
import { shouldRetryRead } from './App';

describe('shouldRetryRead', () => {
  it('retries reads after server and network errors, never after a 4xx answer', () => {
    expect(shouldRetryRead(new FetchError('Forbidden', 403, null))).toBe(false);
    expect(shouldRetryRead(new FetchError('Not Found', 404, null))).toBe(false);
    expect(shouldRetryRead(new FetchError('Bad Request', 400, null))).toBe(false);
    expect(shouldRetryRead(new FetchError('Internal Server Error', 500, null))).toBe(true);
    expect(shouldRetryRead(new FetchError('', 0, null))).toBe(true);
    expect(shouldRetryRead(new TypeError('decoding failed'))).toBe(true);
  });
});
