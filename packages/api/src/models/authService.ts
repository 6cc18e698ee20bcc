import { arrOr, bool, isObject, num, obj, oneOf, optStr, str, strings, type JsonObject } from './decode';

/** The backend types of Graylog 5.1's open-source server (ADMIN-API.md §9.3). */
export const AUTH_SERVICE_TYPES = ['ldap', 'active-directory'] as const;
export type AuthServiceType = (typeof AUTH_SERVICE_TYPES)[number];
export const TRANSPORT_SECURITIES = ['none', 'tls', 'start_tls'] as const;
export type TransportSecurity = (typeof TRANSPORT_SECURITIES)[number];

export interface LdapServerAddress {
  host: string;
  port: number;
}

/** A backend's directory settings as the server answers them: the system password only says whether it is set. */
export interface AuthServiceConfig {
  type: AuthServiceType;
  servers: LdapServerAddress[];
  transportSecurity: TransportSecurity;
  verifyCertificates: boolean;
  systemUserDn: string;
  systemUserPasswordSet: boolean;
  userSearchBase: string;
  userSearchPattern: string;
  /** LDAP only (Active Directory identifies accounts by objectGUID). */
  userUniqueIdAttribute: string | null;
  userNameAttribute: string;
  userFullNameAttribute: string;
  emailAttributes: string[];
}

export interface AuthServiceBackend {
  id: string;
  title: string;
  description: string;
  defaultRoles: string[];
  config: AuthServiceConfig;
}

/** How a form changes the system user's password (an encrypted value, 3-administration.md §4). */
export type SecretUpdate = { set: string } | 'keep' | 'delete';

/** A backend as a form sends it. */
export interface AuthServiceBackendInput {
  title: string;
  description: string;
  defaultRoles: string[];
  config: Omit<AuthServiceConfig, 'systemUserPasswordSet'> & { systemUserPassword: SecretUpdate };
}

/** `AuthServiceBackendTestResult`: `result` holds `user_exists`, `login_success` and `user_details` for a login test. */
export interface AuthServiceTestResult {
  success: boolean;
  message: string;
  errors: string[];
  userExists: boolean | null;
  loginSuccess: boolean | null;
  /** Attribute name → value of the entry found by a login test (dn, unique id, name, full name, email). */
  userDetails: Record<string, string>;
}

export function decodeAuthServiceBackend(value: unknown, field = 'backend'): AuthServiceBackend {
  const source = obj(value, field);
  const c = obj(source['config'], `${field}.config`);
  const password = c['system_user_password'];
  return {
    id: str(source['id'], `${field}.id`),
    title: str(source['title'], `${field}.title`),
    description: optStr(source['description'], `${field}.description`) ?? '',
    defaultRoles: strings(source['default_roles'] ?? [], `${field}.default_roles`),
    config: {
      type: oneOf(AUTH_SERVICE_TYPES, c['type'], `${field}.config.type`),
      servers: arrOr(c['servers'], `${field}.config.servers`, (s, f) => {
        const server = obj(s, f);
        return { host: str(server['host'], `${f}.host`), port: num(server['port'], `${f}.port`) };
      }),
      transportSecurity: oneOf(TRANSPORT_SECURITIES, c['transport_security'], `${field}.config.transport_security`),
      verifyCertificates: bool(c['verify_certificates'], `${field}.config.verify_certificates`),
      systemUserDn: optStr(c['system_user_dn'], `${field}.config.system_user_dn`) ?? '',
      systemUserPasswordSet: isObject(password) && password['is_set'] === true,
      userSearchBase: str(c['user_search_base'], `${field}.config.user_search_base`),
      userSearchPattern: str(c['user_search_pattern'], `${field}.config.user_search_pattern`),
      userUniqueIdAttribute: optStr(c['user_unique_id_attribute'], `${field}.config.user_unique_id_attribute`),
      userNameAttribute: str(c['user_name_attribute'], `${field}.config.user_name_attribute`),
      userFullNameAttribute: str(c['user_full_name_attribute'], `${field}.config.user_full_name_attribute`),
      emailAttributes: strings(c['email_attributes'] ?? [], `${field}.config.email_attributes`),
    },
  };
}

const secretWire = (update: SecretUpdate): JsonObject =>
  update === 'keep' ? { keep_value: true } : update === 'delete' ? { delete_value: true } : { set_value: update.set };

export function encodeAuthServiceBackend(input: AuthServiceBackendInput): JsonObject {
  const c = input.config;
  return {
    title: input.title,
    description: input.description,
    default_roles: input.defaultRoles,
    config: {
      type: c.type,
      servers: c.servers.map((s) => ({ host: s.host, port: s.port })),
      transport_security: c.transportSecurity,
      verify_certificates: c.verifyCertificates,
      system_user_dn: c.systemUserDn,
      system_user_password: secretWire(c.systemUserPassword),
      user_search_base: c.userSearchBase,
      user_search_pattern: c.userSearchPattern,
      ...(c.type === 'ldap' ? { user_unique_id_attribute: c.userUniqueIdAttribute ?? '' } : {}),
      user_name_attribute: c.userNameAttribute,
      user_full_name_attribute: c.userFullNameAttribute,
      email_attributes: c.emailAttributes,
    },
  };
}

export function decodeAuthServiceTestResult(value: unknown, field = 'test'): AuthServiceTestResult {
  const source = obj(value, field);
  const result = isObject(source['result']) ? source['result'] : {};
  const details = isObject(result['user_details']) ? result['user_details'] : {};
  return {
    success: bool(source['success'], `${field}.success`),
    message: str(source['message'], `${field}.message`),
    errors: strings(source['errors'] ?? [], `${field}.errors`),
    userExists: typeof result['user_exists'] === 'boolean' ? result['user_exists'] : null,
    loginSuccess: typeof result['login_success'] === 'boolean' ? result['login_success'] : null,
    userDetails: Object.fromEntries(
      Object.entries(details)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([k, v]) => [k, Array.isArray(v) ? v.map(String).join(', ') : String(v)]),
    ),
  };
}
