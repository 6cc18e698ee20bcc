import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';

/** scrypt's cost parameters: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet: N=2^17 (128 MiB), r=8, p=1. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** scrypt needs 128·N·r bytes; Node refuses more than 32 MiB unless told. */
const maxmem = (cost: ScryptCost) => 256 * cost.N * cost.r + 1024 * 1024;

function derive(password: string, salt: Buffer, keylen: number, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, { ...cost, maxmem: maxmem(cost) }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

/** Reads `scrypt$N$r$p$salt$hash`; undefined for anything else (or parameters out of scrypt's sane range). */
function parseStored(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(cost.N) &&
    cost.N >= 2 &&
    cost.N <= 2 ** 20 &&
    (cost.N & (cost.N - 1)) === 0 &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 16;
  return sane ? { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') } : undefined;
}

/** Whether `a` costs less than `b` in any parameter (its hash should be redone at `b`). */
const weaker = (a: ScryptCost, b: ScryptCost) => a.N < b.N || a.r < b.r || a.p < b.p;

/**
 * Hashes and checks passwords with scrypt at a configured cost (OWASP's by default). A stored hash of a
 * lower cost still verifies, and `verify` says so, so that a login can store the password again at the
 * current cost.
 */
export class PasswordHasher {
  constructor(readonly cost: ScryptCost = OWASP_SCRYPT_COST) {}

  /** `scrypt$N$r$p$salt$hash` (base64): the only form a password is ever stored in. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, KEY_LENGTH, this.cost);
    return ['scrypt', this.cost.N, this.cost.r, this.cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** `ok`: the password matches; `rehash`: it matches a hash of a lower cost than the current one. */
  async verify(password: string, stored: string): Promise<{ ok: boolean; rehash: boolean }> {
    const parsed = parseStored(stored);
    if (!parsed || parsed.hash.length === 0) return { ok: false, rehash: false };
    const key = await derive(password, parsed.salt, parsed.hash.length, parsed.cost);
    const ok = key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
    return { ok, rehash: ok && weaker(parsed.cost, this.cost) };
  }
}

/** A random secret (session ids, API tokens, generated passwords). */
export function randomSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** API tokens are long random secrets, so a plain SHA-256 is enough to keep them out of the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
