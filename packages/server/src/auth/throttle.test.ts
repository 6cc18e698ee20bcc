import { describe, expect, it } from 'vitest';
import { ADDRESS_THROTTLE, LoginThrottle, THROTTLE_MAX_KEYS, THROTTLE_MEMORY_MS, USER_THROTTLE } from './throttle.js';

describe('LoginThrottle', () => {
  it('lets five failures of a user name through, then makes it wait 1 s, 2 s, 4 s … up to a minute', () => {
    let t = 0;
    const throttle = new LoginThrottle(() => t);
    expect(USER_THROTTLE).toEqual({ freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 60_000 });
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfterSeconds('admin', `10.0.0.${i}`)).toBe(0);
      throttle.failed('admin', `10.0.0.${i}`);
    }
    // Any address, any spelling of the name.
    expect(throttle.retryAfterSeconds('Admin', '192.168.1.1')).toBe(1);
    expect(throttle.retryAfterSeconds('olga', '192.168.1.1')).toBe(0);
    t += 1000;
    expect(throttle.retryAfterSeconds('admin', '192.168.1.1')).toBe(0);
    throttle.failed('admin', '192.168.1.1');
    expect(throttle.retryAfterSeconds('admin', '192.168.1.1')).toBe(2);
    for (let i = 0; i < 20; i++) throttle.failed('admin', `172.16.0.${i}`);
    expect(throttle.retryAfterSeconds('admin', '192.168.1.1')).toBe(60);
    t += 59_500;
    expect(throttle.retryAfterSeconds('admin', '192.168.1.1')).toBe(1);
  });

  it('counts failures per client address across user names, with twenty free and up to 15 minutes', () => {
    const throttle = new LoginThrottle(() => 0);
    expect(ADDRESS_THROTTLE).toEqual({ freeFailures: 20, baseDelayMs: 1000, maxDelayMs: 900_000 });
    for (let i = 0; i < 20; i++) throttle.failed(`user${i}`, '10.0.0.9');
    expect(throttle.retryAfterSeconds('someone-new', '10.0.0.9')).toBe(1);
    expect(throttle.retryAfterSeconds('someone-new', '10.0.0.10')).toBe(0);
    for (let i = 0; i < 30; i++) throttle.failed(`more${i}`, '10.0.0.9');
    expect(throttle.retryAfterSeconds('someone-new', '10.0.0.9')).toBe(900);
  });

  it("clears a user name's count on success but not the address's, and forgets both 15 minutes after the last failure", () => {
    let t = 0;
    const throttle = new LoginThrottle(() => t);
    for (let i = 0; i < 25; i++) throttle.failed('admin', '10.0.0.1');
    throttle.succeeded('admin');
    expect(throttle.retryAfterSeconds('admin', '10.0.0.2')).toBe(0);
    expect(throttle.retryAfterSeconds('admin', '10.0.0.1')).toBeGreaterThan(0);
    t += THROTTLE_MEMORY_MS + 1;
    expect(throttle.retryAfterSeconds('admin', '10.0.0.1')).toBe(0);
    throttle.failed('admin', '10.0.0.1');
    expect(throttle.retryAfterSeconds('admin', '10.0.0.1')).toBe(0);
  });

  it('remembers at most 10,000 user names and addresses, forgetting those that failed longest ago', () => {
    let t = 0;
    const throttle = new LoginThrottle(() => t);
    expect(THROTTLE_MAX_KEYS).toBe(10_000);
    for (let i = 0; i < 25; i++) throttle.failed('first', '10.9.9.9');
    t += 1;
    for (let i = 0; i < THROTTLE_MAX_KEYS - 2; i++) throttle.failed(`user${i}`, `10.0.${i >> 8}.${i & 255}`);
    // Still remembered: 10,000 keys of each kind are held.
    expect(throttle.retryAfterSeconds('first', '10.200.0.1')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('nobody', '10.9.9.9')).toBeGreaterThan(0);
    throttle.failed('one-more', '10.100.0.1');
    expect(throttle.retryAfterSeconds('first', '10.200.0.1')).toBeGreaterThan(0);
    throttle.failed('and-another', '10.100.0.2');
    expect(throttle.retryAfterSeconds('first', '10.200.0.1')).toBe(0);
    expect(throttle.retryAfterSeconds('nobody', '10.9.9.9')).toBe(0);
  });
});
