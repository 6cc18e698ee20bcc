import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import tls from 'node:tls';
import { generate } from 'selfsigned';
import type { InputConfiguration } from './types.js';

/** What a TCP or HTTP input needs to accept TLS connections (node's TLS server options). */
export interface TlsSettings {
  cert: string | Buffer;
  key: string | Buffer;
  passphrase?: string;
  /** The certificates a client's certificate must chain to (client authentication). */
  ca?: Buffer[];
  requestCert: boolean;
  rejectUnauthorized: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

async function readSetting(file: string, what: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    throw new Error(`Could not read the ${what} ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** The trusted certificates of "TLS Client Auth Trusted Certs": one file, or every file of a directory. */
async function trustedCertificates(location: string): Promise<Buffer[]> {
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(location)).isDirectory();
  } catch (error) {
    throw new Error(`Could not read the TLS client auth trusted certificates ${location}: ${(error as Error).message}`, { cause: error });
  }
  if (!isDirectory) return [await readSetting(location, 'TLS client auth trusted certificates')];
  const names = (await readdir(location)).sort();
  const files = await Promise.all(names.map(async (name) => ((await stat(path.join(location, name))).isFile() ? name : null)));
  return Promise.all(
    files.flatMap((name) => (name ? [readSetting(path.join(location, name), 'TLS client auth trusted certificates')] : [])),
  );
}

/**
 * The TLS settings of an input with "Enable TLS" (AbstractTcpTransport's `tls_*` fields), or undefined
 * without it. Without a certificate and key file, a self-signed certificate for `hostname` is made at
 * every start, as Graylog does. Files that cannot be read, a key that does not fit its certificate or a
 * wrong key password fail the start with the reason.
 */
export async function tlsSettingsOf(config: InputConfiguration, hostname: string): Promise<TlsSettings | undefined> {
  if (config['tls_enable'] !== true) return undefined;
  const certFile = text(config['tls_cert_file']);
  const keyFile = text(config['tls_key_file']);
  if ((certFile === '') !== (keyFile === ''))
    throw new Error('TLS needs both a certificate file and a private key file, or neither for a self-signed certificate');
  const clientAuth = text(config['tls_client_auth']) || 'disabled';
  if (!['disabled', 'optional', 'required'].includes(clientAuth))
    throw new Error(`Unknown TLS client authentication "${clientAuth}": disabled, optional or required`);
  const trusted = text(config['tls_client_auth_cert_file']);
  if (clientAuth !== 'disabled' && trusted === '')
    throw new Error('TLS client authentication needs the certificates clients are trusted by (TLS Client Auth Trusted Certs)');

  let settings: TlsSettings;
  if (certFile === '') {
    const pems = await generate([{ name: 'commonName', value: hostname }], { keySize: 2048, algorithm: 'sha256' });
    settings = { cert: pems.cert, key: pems.private, requestCert: false, rejectUnauthorized: false };
  } else {
    const password = text(config['tls_key_password']);
    settings = {
      cert: await readSetting(certFile, 'TLS certificate file'),
      key: await readSetting(keyFile, 'TLS private key file'),
      ...(password === '' ? {} : { passphrase: password }),
      requestCert: false,
      rejectUnauthorized: false,
    };
  }
  if (clientAuth !== 'disabled') {
    settings.ca = await trustedCertificates(trusted);
    settings.requestCert = true;
    settings.rejectUnauthorized = clientAuth === 'required';
  }
  try {
    tls.createSecureContext(settings);
  } catch (error) {
    throw new Error(`Could not use the TLS certificate and key: ${(error as Error).message}`, { cause: error });
  }
  return settings;
}
