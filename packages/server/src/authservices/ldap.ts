import { Client, InvalidCredentialsError } from 'ldapts';
import { AD_UNIQUE_ID_ATTRIBUTE, type BackendConfig } from './model.js';

/** How long connecting to one server, and then each LDAP operation, may take. */
export const LDAP_TIMEOUT_MS = 5_000;

/** A directory entry with its attributes keyed by lower-case name; binary values (objectGUID) as hex. */
export interface LdapEntry {
  dn: string;
  attributes: Map<string, string[]>;
}

export const first = (entry: LdapEntry, attribute: string): string | undefined =>
  entry.attributes.get(attribute.toLowerCase())?.find((v) => v.trim() !== '');

/** RFC 4515: a user name is a value inside the search filter, never filter syntax. */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** An open connection bound as the system user (or anonymously without one). */
export class LdapConnection {
  private constructor(
    private readonly client: Client,
    private readonly config: BackendConfig,
  ) {}

  /** Tries the servers in their order; the error of the last one is thrown when none answers. */
  static async open(config: BackendConfig): Promise<LdapConnection> {
    let lastError: unknown = new Error('No LDAP server configured');
    for (const server of config.servers) {
      const tlsOptions = { rejectUnauthorized: config.verifyCertificates, servername: server.host };
      const scheme = config.transportSecurity === 'tls' ? 'ldaps' : 'ldap';
      const client = new Client({
        url: `${scheme}://${server.host}:${server.port}`,
        timeout: LDAP_TIMEOUT_MS,
        connectTimeout: LDAP_TIMEOUT_MS,
        ...(config.transportSecurity === 'tls' ? { tlsOptions } : {}),
      });
      try {
        if (config.transportSecurity === 'start_tls') await client.startTLS(tlsOptions);
        await client.bind(config.systemUserDn, config.systemUserDn ? (config.systemUserPassword ?? '') : '');
        return new LdapConnection(client, config);
      } catch (error) {
        lastError = error;
        await client.unbind().catch(() => undefined);
      }
    }
    throw lastError;
  }

  /** The one entry the search pattern finds for `username` under the search base; none when absent or ambiguous. */
  async findUser(username: string): Promise<LdapEntry | undefined> {
    const c = this.config;
    const binary = c.type === 'active-directory' ? [AD_UNIQUE_ID_ATTRIBUTE] : [];
    const { searchEntries } = await this.client.search(c.userSearchBase, {
      scope: 'sub',
      filter: c.userSearchPattern.replaceAll('{0}', escapeFilterValue(username)),
      attributes: [...new Set([c.userUniqueIdAttribute, c.userNameAttribute, c.userFullNameAttribute, ...c.emailAttributes])],
      explicitBufferAttributes: binary,
      sizeLimit: 2,
    });
    if (searchEntries.length !== 1) return undefined;
    const [entry] = searchEntries;
    if (!entry) return undefined;
    const attributes = new Map<string, string[]>();
    for (const [name, value] of Object.entries(entry)) {
      if (name === 'dn') continue;
      const values = Array.isArray(value) ? value : [value];
      attributes.set(
        name.toLowerCase(),
        values.map((v) => (Buffer.isBuffer(v) ? v.toString('hex') : v)),
      );
    }
    return { dn: entry.dn, attributes };
  }

  /** Whether `password` binds as `dn`. An empty password is refused: LDAP would take it as an anonymous bind. */
  async authenticate(dn: string, password: string): Promise<boolean> {
    if (password === '') return false;
    try {
      await this.client.bind(dn, password);
      return true;
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return false;
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.client.unbind().catch(() => undefined);
  }
}

/** Runs `fn` on a fresh connection and closes it afterwards. */
export async function withLdap<T>(config: BackendConfig, fn: (connection: LdapConnection) => Promise<T>): Promise<T> {
  const connection = await LdapConnection.open(config);
  try {
    return await fn(connection);
  } finally {
    await connection.close();
  }
}

/**
 * What an error says, for the `errors` of a test result. An LDAP result without a diagnostic message
 * (ldapts then says only " Code: 0x31") is named after its result: "Invalid credentials (LDAP result code 49)".
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as Error & { code?: unknown }).code;
  const message = error.message.trim();
  if (typeof code === 'number' && (message === '' || message.startsWith('Code:'))) {
    const words = error.name
      .replace(/Error$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    return `${words.charAt(0).toUpperCase()}${words.slice(1)} (LDAP result code ${code})`;
  }
  return message || error.name;
}
