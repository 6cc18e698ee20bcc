import crypto from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

let server: TestServer;
let dir: string;
type Pems = Awaited<ReturnType<typeof generate>>;
/** A test CA, the input's certificate (its key encrypted) and a log shipper's client certificate, both signed by the CA. */
let ca: Pems;
let input: Pems;
let shipper: Pems;
const PASSWORD = 'input-key-secret';

beforeAll(async () => {
  server = await startServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'sift-tls-'));
  ca = await generate([{ name: 'commonName', value: 'Sift test CA' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  const signer = { ca: { key: ca.private, cert: ca.cert } };
  input = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    passphrase: PASSWORD,
    ...signer,
  });
  shipper = await generate([{ name: 'commonName', value: 'shipper-01' }], { keySize: 2048, algorithm: 'sha256', ...signer });
  await writeFile(path.join(dir, 'server.crt'), input.cert);
  await writeFile(path.join(dir, 'server.key'), input.private);
  await writeFile(path.join(dir, 'other.key'), (await generate(undefined, { keySize: 2048 })).private);
  // "TLS Client Auth Trusted Certs" may name a directory: every certificate file in it is trusted.
  await mkdir(path.join(dir, 'trusted'));
  await writeFile(path.join(dir, 'trusted', 'sift-test-ca.crt'), ca.cert);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const GELF_TCP = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';
const marker = () => `m${crypto.randomBytes(6).toString('hex')}`;
const gelf = (text: string) => JSON.stringify({ version: '1.1', host: 'tls-client', short_message: text }) + '\0';

/** Sends over TLS; resolves once the connection is closed (false when the server refused the handshake). */
function sendTls(port: number, payload: string, options: tls.ConnectionOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options }, () => socket.end(payload));
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(socket.authorized || options.rejectUnauthorized !== true));
  });
}

function sendPlain(port: number, payload: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
    socket.once('error', () => resolve());
    socket.once('close', () => resolve());
  });
}

async function stateOf(id: string): Promise<{ state: string; detailed_message: string | null } | undefined> {
  const states = (await server.call('GET', '/api/cluster/inputstates', { as: ADMIN })).json() as Record<
    string,
    Array<{ id: string; state: string; detailed_message: string | null }>
  >;
  return Object.values(states)
    .flat()
    .find((s) => s.id === id);
}

const found = (query: string, expected: number) =>
  eventually(async () => {
    const result = await messagesOf(server, query);
    expect(result.total_results).toBe(expected);
    return result;
  });

describe('an input with "Enable TLS"', () => {
  it('without certificate files makes a self-signed certificate and takes only TLS connections', async () => {
    const { id, port } = await createInput(server, GELF_TCP, { tls_enable: true });
    expect(await stateOf(id)).toMatchObject({ state: 'RUNNING' });
    const m = marker();
    let peerCertificate: tls.PeerCertificate | undefined;
    await new Promise<void>((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
        peerCertificate = socket.getPeerCertificate();
        socket.end(gelf(`${m} over tls`));
      });
      socket.once('error', reject);
      socket.once('close', () => resolve());
    });
    expect(peerCertificate?.subject.CN).toBe(os.hostname());
    expect(peerCertificate?.issuer.CN).toBe(os.hostname());
    // A sender speaking plain text never gets a message in.
    await sendPlain(port, gelf(`${m} in the clear`));
    await found(m, 1);
    expect((await messagesOf(server, `"${m} in the clear"`)).total_results).toBe(0);
  });

  it('uses the given certificate and encrypted key, which a client that trusts the certificate verifies', async () => {
    const { id, port } = await createInput(server, GELF_TCP, {
      tls_enable: true,
      tls_cert_file: path.join(dir, 'server.crt'),
      tls_key_file: path.join(dir, 'server.key'),
      tls_key_password: PASSWORD,
    });
    expect(await stateOf(id)).toMatchObject({ state: 'RUNNING' });
    const m = marker();
    expect(await sendTls(port, gelf(`${m} verified`), { ca: ca.cert, rejectUnauthorized: true, servername: 'localhost' })).toBe(true);
    await found(m, 1);
  });

  it('with client authentication required, takes only clients whose certificate a trusted certificate signed', async () => {
    const { port } = await createInput(server, GELF_TCP, {
      tls_enable: true,
      tls_cert_file: path.join(dir, 'server.crt'),
      tls_key_file: path.join(dir, 'server.key'),
      tls_key_password: PASSWORD,
      tls_client_auth: 'required',
      tls_client_auth_cert_file: path.join(dir, 'trusted'),
    });
    const m = marker();
    await sendTls(port, gelf(`${m} anonymous`));
    await sendTls(port, gelf(`${m} with certificate`), { cert: shipper.cert, key: shipper.private });
    await found(m, 1);
    expect((await messagesOf(server, `"${m} with certificate"`)).total_results).toBe(1);
  });

  it('GELF HTTP answers over HTTPS', async () => {
    const { port } = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput', {
      tls_enable: true,
      tls_cert_file: path.join(dir, 'server.crt'),
      tls_key_file: path.join(dir, 'server.key'),
      tls_key_password: PASSWORD,
    });
    const m = marker();
    const status = await new Promise<number>((resolve, reject) => {
      const request = https.request(
        { host: '127.0.0.1', port, path: '/gelf', method: 'POST', ca: ca.cert, servername: 'localhost' },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.once('error', reject);
      request.end(JSON.stringify({ version: '1.1', host: 'https-client', short_message: `${m} over https` }));
    });
    expect(status).toBe(202);
    await found(m, 1);
  });

  it('fails to start with the reason on its state when the key does not fit, the password is wrong or a file is missing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ tls_key_password: 'wrong' }, /^Could not use the TLS certificate and key: /],
      [{ tls_key_file: path.join(dir, 'other.key'), tls_key_password: '' }, /^Could not use the TLS certificate and key: /],
      [{ tls_cert_file: path.join(dir, 'missing.crt') }, /^Could not read the TLS certificate file .*missing\.crt: /],
      [{ tls_key_file: '' }, /^TLS needs both a certificate file and a private key file, or neither for a self-signed certificate$/],
      [{ tls_client_auth: 'required' }, /^TLS client authentication needs the certificates clients are trusted by/],
    ];
    for (const [overrides, reason] of cases) {
      const { id, port } = await createInput(server, GELF_TCP, {
        tls_enable: true,
        tls_cert_file: path.join(dir, 'server.crt'),
        tls_key_file: path.join(dir, 'server.key'),
        tls_key_password: PASSWORD,
        ...overrides,
      });
      const state = await stateOf(id);
      expect(state?.state, JSON.stringify(overrides)).toBe('FAILED');
      expect(state?.detailed_message, JSON.stringify(overrides)).toMatch(reason);
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
      expect(refused).toBe(true);
    }
  });
});
