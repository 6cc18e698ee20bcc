import { describe, expect, it } from 'vitest';
import { OWASP_SCRYPT_COST, PasswordHasher } from './passwords.js';

describe('PasswordHasher', () => {
  it("hashes at OWASP's scrypt cost by default (N=2^17, r=8, p=1) and verifies only the right password", async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const hasher = new PasswordHasher();
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await hasher.verify('correct horse', stored)).toEqual({ ok: true, rehash: false });
    expect(await hasher.verify('correct horsE', stored)).toEqual({ ok: false, rehash: false });
  });

  it('asks for a rehash of a matching hash of a lower cost only', async () => {
    const old = await new PasswordHasher({ N: 1024, r: 8, p: 1 }).hash('pw');
    const hasher = new PasswordHasher({ N: 2048, r: 8, p: 1 });
    expect(await hasher.verify('pw', old)).toEqual({ ok: true, rehash: true });
    expect(await hasher.verify('other', old)).toEqual({ ok: false, rehash: false });
    expect(await new PasswordHasher({ N: 1024, r: 8, p: 1 }).verify('pw', old)).toEqual({ ok: true, rehash: false });
  });

  it('refuses stored values that are not scrypt hashes of sane parameters without running scrypt on them', async () => {
    const hasher = new PasswordHasher({ N: 1024, r: 8, p: 1 });
    for (const stored of [
      '',
      'plain',
      'scrypt$1000$8$1$AAAA$AAAA',
      'scrypt$4194304$8$1$AAAA$AAAA',
      'scrypt$1024$8$1$AAAA$',
      'bcrypt$1024$8$1$AAAA$AAAA',
    ]) {
      expect(await hasher.verify('pw', stored)).toEqual({ ok: false, rehash: false });
    }
  });
});
