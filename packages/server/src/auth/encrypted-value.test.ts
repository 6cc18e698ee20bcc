import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPasswordSecret, SecretBox } from './encrypted-value.js';

describe('SecretBox', () => {
  const box = new SecretBox('a-password-secret-of-sixteen+');

  it('seals a value so that only the same secret opens it, with a fresh nonce each time', () => {
    const a = box.encrypt('cn=admin password');
    const b = box.encrypt('cn=admin password');
    expect(a.encrypted_value).not.toContain(Buffer.from('cn=admin password').toString('hex'));
    expect(a.salt).not.toBe(b.salt);
    expect(box.decrypt(a)).toBe('cn=admin password');
    expect(() => new SecretBox('another-secret-of-sixteen').decrypt(a)).toThrow();
    const tampered = { ...a, encrypted_value: `${a.encrypted_value.slice(0, -2)}${a.encrypted_value.endsWith('00') ? '01' : '00'}` };
    expect(() => box.decrypt(tampered)).toThrow();
  });

  it('refuses a secret shorter than 16 characters', () => {
    expect(() => new SecretBox('short')).toThrow('The password secret must be at least 16 characters long.');
  });

  it('generates a secret once and keeps it in the data directory; a configured one wins', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-secret-'));
    try {
      const first = loadPasswordSecret(dir, undefined);
      expect(first.length).toBeGreaterThanOrEqual(16);
      expect(loadPasswordSecret(dir, undefined)).toBe(first);
      expect(fs.statSync(path.join(dir, 'password-secret')).mode & 0o777).toBe(0o600);
      expect(loadPasswordSecret(dir, 'configured-secret-value')).toBe('configured-secret-value');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
