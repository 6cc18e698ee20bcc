import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real OpenLDAP server (Debian's `slapd`, which `.ci/run` installs) for one test file: its own
 * configuration and data directory, the entries of `ldif` loaded with `slapadd`, listening on a free
 * loopback port. Never skipped: without slapd the test fails and says how to install it.
 */
export interface Slapd {
  port: number;
  suffix: string;
  rootDn: string;
  rootPassword: string;
  /** Stops the server; `start` runs it again on the same port with the same data. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export const SLAPD = process.env['SLAPD_PATH'] ?? '/usr/sbin/slapd';
const SLAPADD = process.env['SLAPADD_PATH'] ?? '/usr/sbin/slapadd';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startSlapd(ldif: string, suffix = 'dc=example,dc=org'): Promise<Slapd> {
  if (!fs.existsSync(SLAPD)) {
    throw new Error(`${SLAPD} is missing: apt-get install slapd ldap-utils (.ci/run installs them)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-slapd-'));
  const rootDn = `cn=admin,${suffix}`;
  const rootPassword = 'slapd-root-secret';
  fs.mkdirSync(path.join(dir, 'data'));
  const conf = path.join(dir, 'slapd.conf');
  fs.writeFileSync(
    conf,
    [
      ...['core', 'cosine', 'inetorgperson', 'nis'].map((s) => `include /etc/ldap/schema/${s}.schema`),
      `pidfile ${path.join(dir, 'slapd.pid')}`,
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      'database mdb',
      'maxsize 16777216',
      `suffix "${suffix}"`,
      `rootdn "${rootDn}"`,
      `rootpw ${rootPassword}`,
      `directory ${path.join(dir, 'data')}`,
      // Users may read the directory once bound; anonymous binds may only authenticate.
      'access to attrs=userPassword by anonymous auth by * none',
      'access to * by users read by anonymous auth',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'data.ldif'), ldif);
  execFileSync(SLAPADD, ['-f', conf, '-l', path.join(dir, 'data.ldif')], { stdio: 'pipe' });

  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(SLAPD, ['-f', conf, '-h', `ldap://127.0.0.1:${port}/`, '-d', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child = proc;
    for (let i = 0; i < 200; i++) {
      if (proc.exitCode !== null) throw new Error(`slapd exited with ${proc.exitCode}: ${stderr}`);
      if (await listening(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`slapd did not listen on ${port}: ${stderr}`);
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  };
  await start();
  return {
    port,
    suffix,
    rootDn,
    rootPassword,
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A directory with an organisation, a people branch and the given people (`uid`, cn, mail, password). */
export function peopleLdif(suffix: string, people: { uid: string; cn: string; mail: string; password: string }[]): string {
  const dc = /^dc=([^,]+)/.exec(suffix)?.[1] ?? 'example';
  return [
    `dn: ${suffix}\nobjectClass: top\nobjectClass: dcObject\nobjectClass: organization\no: ${dc}\ndc: ${dc}\n`,
    `dn: ou=people,${suffix}\nobjectClass: organizationalUnit\nou: people\n`,
    ...people.map(
      (p) =>
        `dn: uid=${p.uid},ou=people,${suffix}\nobjectClass: inetOrgPerson\nuid: ${p.uid}\ncn: ${p.cn}\nsn: ${p.cn.split(' ').pop() ?? p.cn}\nmail: ${p.mail}\nuserPassword: ${p.password}\n`,
    ),
  ].join('\n');
}
