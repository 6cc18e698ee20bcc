import { isObject, readStrictObject, type JsonObject } from '../http/body.js';
import { ApiError } from '../http/errors.js';
import { readSecret, type Secret } from '../events/notification-model.js';

/** Graylog 5.1's backend types (`LDAPAuthServiceBackend.TYPE_NAME`, `ADAuthServiceBackend.TYPE_NAME`). */
export const BACKEND_TYPES = ['ldap', 'active-directory'] as const;
export type BackendType = (typeof BACKEND_TYPES)[number];
export const TRANSPORT_SECURITY = ['none', 'tls', 'start_tls'] as const;
export type TransportSecurity = (typeof TRANSPORT_SECURITY)[number];

export interface LdapServer {
  host: string;
  port: number;
}

/** A backend's directory settings; the system user's password is a secret that is never answered. */
export interface BackendConfig {
  type: BackendType;
  servers: LdapServer[];
  transportSecurity: TransportSecurity;
  verifyCertificates: boolean;
  systemUserDn: string;
  systemUserPassword: Secret;
  userSearchBase: string;
  userSearchPattern: string;
  /** LDAP only; Active Directory identifies users by `objectGUID`. */
  userUniqueIdAttribute: string;
  userNameAttribute: string;
  userFullNameAttribute: string;
  emailAttributes: string[];
}

export interface BackendRecord {
  id: string;
  title: string;
  description: string;
  /** Role ids given to users this backend creates. */
  defaultRoles: string[];
  config: BackendConfig;
}

/** The attribute Active Directory identifies an account by, whatever its name or DN becomes. */
export const AD_UNIQUE_ID_ATTRIBUTE = 'objectGUID';
const DEFAULT_EMAIL_ATTRIBUTES = ['mail', 'rfc822Mailbox'];

const BACKEND_KEYS = ['id', 'title', 'description', 'default_roles', 'config'];
const COMMON_CONFIG_KEYS = [
  'type',
  'servers',
  'transport_security',
  'verify_certificates',
  'system_user_dn',
  'system_user_password',
  'user_search_base',
  'user_search_pattern',
  'user_name_attribute',
  'user_full_name_attribute',
  'email_attributes',
];

const text = (obj: JsonObject, key: string, what: string): string => {
  const value = obj[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new ApiError(400, `Unable to map property ${key}: ${what} must be a string.`);
  return value.trim();
};

const required = (obj: JsonObject, key: string, message: string): string => {
  const value = text(obj, key, key);
  if (!value) throw new ApiError(400, message);
  return value;
};

function readServers(value: unknown): LdapServer[] {
  if (!Array.isArray(value) || value.length === 0) throw new ApiError(400, 'Server list cannot be empty.');
  return value.map((server) => {
    const obj = readStrictObject(server, ['host', 'port'], 'server');
    const host = required(obj, 'host', 'Server host cannot be empty.');
    const port = obj['port'];
    if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) {
      throw new ApiError(400, `Server port of ${host} must be between 1 and 65535.`);
    }
    return { host, port };
  });
}

/** `searchOptional`: a connection test (the wizard's first step) needs no user search settings yet. */
function readConfig(value: unknown, previous: BackendConfig | undefined, searchOptional = false): BackendConfig {
  if (!isObject(value)) throw new ApiError(400, 'Backend config cannot be empty.');
  const type = value['type'];
  if (typeof type !== 'string' || !(BACKEND_TYPES as readonly string[]).includes(type)) {
    throw new ApiError(400, `Unknown authentication service backend type: ${String(type)}. Known types: ${BACKEND_TYPES.join(', ')}`);
  }
  const backendType = type as BackendType;
  const obj = readStrictObject(
    value,
    backendType === 'ldap' ? [...COMMON_CONFIG_KEYS, 'user_unique_id_attribute'] : COMMON_CONFIG_KEYS,
    'config',
  );
  const search = (key: string, message: string) => (searchOptional ? text(obj, key, key) : required(obj, key, message));
  const transport = obj['transport_security'] ?? 'tls';
  if (typeof transport !== 'string' || !(TRANSPORT_SECURITY as readonly string[]).includes(transport)) {
    throw new ApiError(400, `Transport security must be one of ${TRANSPORT_SECURITY.join(', ')}.`);
  }
  const verify = obj['verify_certificates'] ?? true;
  if (typeof verify !== 'boolean') throw new ApiError(400, 'Unable to map property verify_certificates: it must be true or false.');
  const emails = obj['email_attributes'] ?? DEFAULT_EMAIL_ATTRIBUTES;
  if (!Array.isArray(emails) || emails.some((e) => typeof e !== 'string' || e.trim() === '')) {
    throw new ApiError(400, 'Unable to map property email_attributes: it must be a list of attribute names.');
  }
  const systemUserDn = text(obj, 'system_user_dn', 'system_user_dn');
  // A changed DN makes a kept password meaningless only to the operator; like Graylog, `keep_value` keeps it.
  const systemUserPassword = readSecret(obj['system_user_password'], 'system_user_password', previous?.systemUserPassword ?? null);
  return {
    type: backendType,
    servers: readServers(obj['servers']),
    transportSecurity: transport as TransportSecurity,
    verifyCertificates: verify,
    systemUserDn,
    systemUserPassword: systemUserPassword === '' ? null : systemUserPassword,
    userSearchBase: search('user_search_base', 'User search base cannot be empty.'),
    userSearchPattern: search('user_search_pattern', 'User search pattern cannot be empty.'),
    userUniqueIdAttribute:
      backendType === 'ldap' ? search('user_unique_id_attribute', 'User unique ID attribute cannot be empty.') : AD_UNIQUE_ID_ATTRIBUTE,
    userNameAttribute: search('user_name_attribute', 'User name attribute cannot be empty.'),
    userFullNameAttribute: search('user_full_name_attribute', 'User full name attribute cannot be empty.'),
    emailAttributes: (emails as string[]).map((e) => e.trim()),
  };
}

/** Reads a backend as POST and PUT send it (`AuthServiceBackendDTO`); `previous` supplies a kept password. */
export function readBackend(body: unknown, previous?: BackendRecord): Omit<BackendRecord, 'id'> {
  const obj = readStrictObject(body, BACKEND_KEYS, 'backend');
  const roles = obj['default_roles'] ?? [];
  if (!Array.isArray(roles) || roles.some((r) => typeof r !== 'string')) {
    throw new ApiError(400, 'Unable to map property default_roles: it must be a list of role ids.');
  }
  return {
    title: required(obj, 'title', 'Title cannot be empty.'),
    description: text(obj, 'description', 'description'),
    defaultRoles: [...new Set(roles as string[])],
    config: readConfig(obj['config'], previous?.config),
  };
}

/** Reads the `backend_configuration` of a test request: a backend not saved yet, or an edited one. */
export function readTestConfig(value: unknown, previous: BackendRecord | undefined, searchOptional: boolean): BackendConfig {
  const obj = readStrictObject(value, BACKEND_KEYS, 'backend_configuration');
  const config = readConfig(obj['config'], previous?.config, searchOptional);
  // As Graylog: a test of an existing backend without a password in the form uses the stored one.
  if (config.systemUserPassword === null && previous) config.systemUserPassword = previous.config.systemUserPassword;
  return config;
}

/** `AuthServiceBackendDTO` as answered: the password only says whether one is set. */
export function backendJson(backend: BackendRecord) {
  const c = backend.config;
  return {
    id: backend.id,
    title: backend.title,
    description: backend.description,
    default_roles: backend.defaultRoles,
    config: {
      type: c.type,
      servers: c.servers.map((s) => ({ host: s.host, port: s.port })),
      transport_security: c.transportSecurity,
      verify_certificates: c.verifyCertificates,
      system_user_dn: c.systemUserDn,
      system_user_password: { is_set: c.systemUserPassword !== null },
      user_search_base: c.userSearchBase,
      user_search_pattern: c.userSearchPattern,
      ...(c.type === 'ldap' ? { user_unique_id_attribute: c.userUniqueIdAttribute } : {}),
      user_name_attribute: c.userNameAttribute,
      user_full_name_attribute: c.userFullNameAttribute,
      email_attributes: c.emailAttributes,
    },
  };
}

/** The servers as Graylog names them in test messages: `[ldap://host:389, ldaps://other:636]`. */
export function serverUrls(config: BackendConfig): string {
  const scheme = config.transportSecurity === 'tls' ? 'ldaps' : 'ldap';
  return `[${config.servers.map((s) => `${scheme}://${s.host}:${s.port}`).join(', ')}]`;
}
