import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A secret as stored (Graylog's `EncryptedValue`): the ciphertext and the nonce it was sealed with, both hex. */
export interface EncryptedValue {
  encrypted_value: string;
  salt: string;
}

/** Graylog asks for a `password_secret` of at least 16 characters; so does Sift. */
export const MIN_PASSWORD_SECRET_LENGTH = 16;
const SECRET_FILE = 'password-secret';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function isEncryptedValue(value: unknown): value is EncryptedValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EncryptedValue).encrypted_value === 'string' &&
    typeof (value as EncryptedValue).salt === 'string'
  );
}

/**
 * Seals stored secrets (an LDAP system user's password) with AES-256-GCM under a key derived from the
 * server's password secret, so a copy of the database alone does not reveal them.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(passwordSecret: string) {
    if (passwordSecret.length < MIN_PASSWORD_SECRET_LENGTH) {
      throw new Error(`The password secret must be at least ${MIN_PASSWORD_SECRET_LENGTH} characters long.`);
    }
    // HKDF, not a slow password hash: the secret is a generated random value or an operator's long secret, and every
    // server start derives the key once.
    this.key = Buffer.from(hkdfSync('sha256', passwordSecret, 'sift', 'encrypted values', 32));
  }

  encrypt(plain: string): EncryptedValue {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { encrypted_value: sealed.toString('hex'), salt: nonce.toString('hex') };
  }

  /** Throws when the value was sealed under another secret or was altered. */
  decrypt(value: EncryptedValue): string {
    const sealed = Buffer.from(value.encrypted_value, 'hex');
    if (sealed.length < TAG_BYTES) throw new Error('Encrypted value is too short.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(value.salt, 'hex'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/**
 * The server's password secret: `SIFT_PASSWORD_SECRET` when configured, otherwise one generated on first
 * start and kept in the data directory (readable by the server's user only), like the node id.
 */
export function loadPasswordSecret(dataDir: string, configured: string | undefined): string {
  if (configured !== undefined) return configured;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    if (value) return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}
