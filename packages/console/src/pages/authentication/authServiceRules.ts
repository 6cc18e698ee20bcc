import type { AuthServiceBackend, AuthServiceBackendInput, AuthServiceType, Role, TransportSecurity } from '@sift/api';

/** The names the console gives the two backend types. */
export const TYPE_LABELS: Readonly<Record<AuthServiceType, string>> = {
  ldap: 'LDAP',
  'active-directory': 'Active Directory',
};

export const TRANSPORT_LABELS: Readonly<Record<TransportSecurity, string>> = {
  none: 'None',
  tls: 'TLS',
  start_tls: 'StartTLS',
};

/** The wizard's steps, as `initialStepKey` names them. */
export const SERVER_STEP = 'serverConfig';
export const USER_SYNC_STEP = 'userSync';
export const STEP_TITLES = { [SERVER_STEP]: 'Server Configuration', [USER_SYNC_STEP]: 'User Synchronization' } as const;

export const FIELD_REQUIRED = 'Field is required';
export const PORT_RANGE = 'Port must be between 1 and 65535';
export const NO_ACTIVE_SERVICE = 'No active authentication service: users sign in with the internal user database only.';

export const createdText = (title: string) => `Authentication service "${title}" was created successfully.`;
export const updatedText = (title: string) => `Authentication service "${title}" was updated successfully.`;
export const deletedText = (title: string) => `Authentication service "${title}" was deleted successfully.`;
export const activatedText = (title: string) => `Authentication service "${title}" was activated successfully.`;
export const deactivatedText = (title: string) => `Authentication service "${title}" was deactivated successfully.`;
export const deleteQuestion = (title: string) => `Do you really want to delete the authentication service "${title}"?`;
export const deactivateQuestion = (title: string) =>
  `Do you really want to deactivate the authentication service "${title}"? Its users can no longer sign in.`;

/** Everything the wizard edits, as text the controls hold. */
export interface BackendForm {
  type: AuthServiceType;
  title: string;
  description: string;
  host: string;
  port: string;
  transportSecurity: TransportSecurity;
  verifyCertificates: boolean;
  systemUserDn: string;
  /** A new password; empty keeps the stored one (when `passwordSet`). */
  systemUserPassword: string;
  passwordSet: boolean;
  userSearchBase: string;
  userSearchPattern: string;
  userNameAttribute: string;
  userFullNameAttribute: string;
  userUniqueIdAttribute: string;
  emailAttributes: string;
  /** Role names (the role pickers work with names). */
  defaultRoles: string[];
}

export type FormErrors = Partial<Record<keyof BackendForm, string>>;

/** Graylog's defaults for a new backend of each type. */
export function newBackendForm(type: AuthServiceType): BackendForm {
  const ldap = type === 'ldap';
  return {
    type,
    title: '',
    description: '',
    host: 'localhost',
    port: ldap ? '389' : '636',
    transportSecurity: ldap ? 'none' : 'tls',
    verifyCertificates: true,
    systemUserDn: '',
    systemUserPassword: '',
    passwordSet: false,
    userSearchBase: '',
    userSearchPattern: ldap
      ? '(&(objectClass=inetOrgPerson)(uid={0}))'
      : '(&(objectClass=user)(|(sAMAccountName={0})(userPrincipalName={0})))',
    userNameAttribute: ldap ? 'uid' : 'userPrincipalName',
    userFullNameAttribute: ldap ? 'cn' : 'displayName',
    userUniqueIdAttribute: ldap ? 'entryUUID' : '',
    emailAttributes: ldap ? 'mail, rfc822Mailbox' : 'mail',
    defaultRoles: ['Reader'],
  };
}

export function backendForm(backend: AuthServiceBackend, roles: readonly Role[]): BackendForm {
  const c = backend.config;
  const [server] = c.servers;
  return {
    type: c.type,
    title: backend.title,
    description: backend.description,
    host: server?.host ?? '',
    port: server ? String(server.port) : '',
    transportSecurity: c.transportSecurity,
    verifyCertificates: c.verifyCertificates,
    systemUserDn: c.systemUserDn,
    systemUserPassword: '',
    passwordSet: c.systemUserPasswordSet,
    userSearchBase: c.userSearchBase,
    userSearchPattern: c.userSearchPattern,
    userNameAttribute: c.userNameAttribute,
    userFullNameAttribute: c.userFullNameAttribute,
    userUniqueIdAttribute: c.userUniqueIdAttribute ?? '',
    emailAttributes: c.emailAttributes.join(', '),
    defaultRoles: backend.defaultRoles.map((id) => roles.find((r) => r.id === id)?.name).filter((n): n is string => n !== undefined),
  };
}

const SERVER_FIELDS: ReadonlyArray<keyof BackendForm> = ['title', 'host', 'port'];

/** The messages of the fields that block saving; the server step's fields first. */
export function validateBackendForm(form: BackendForm): FormErrors {
  const errors: FormErrors = {};
  const required: Array<keyof BackendForm> = [
    'title',
    'host',
    'userSearchBase',
    'userSearchPattern',
    'userNameAttribute',
    'userFullNameAttribute',
    ...(form.type === 'ldap' ? (['userUniqueIdAttribute'] as const) : []),
  ];
  for (const key of required) if (String(form[key]).trim() === '') errors[key] = FIELD_REQUIRED;
  const port = Number(form.port);
  if (form.port.trim() === '') errors.port = FIELD_REQUIRED;
  else if (!Number.isInteger(port) || port < 1 || port > 65535) errors.port = PORT_RANGE;
  return errors;
}

/** The step that shows the first error, so that saving a wizard with errors shows where they are. */
export function stepOfErrors(errors: FormErrors): string | null {
  const keys = Object.keys(errors) as Array<keyof BackendForm>;
  if (keys.length === 0) return null;
  return keys.some((k) => SERVER_FIELDS.includes(k)) ? SERVER_STEP : USER_SYNC_STEP;
}

/** What the form sends; an empty password keeps the stored one, or sends none for a new backend. */
export function backendInput(form: BackendForm, roles: readonly Role[]): AuthServiceBackendInput {
  const password = form.systemUserPassword;
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    defaultRoles: form.defaultRoles.map((name) => roles.find((r) => r.name === name)?.id).filter((id): id is string => !!id),
    config: {
      type: form.type,
      servers: [{ host: form.host.trim(), port: Number(form.port) }],
      transportSecurity: form.transportSecurity,
      verifyCertificates: form.verifyCertificates,
      systemUserDn: form.systemUserDn.trim(),
      systemUserPassword: password !== '' ? { set: password } : form.passwordSet ? 'keep' : 'delete',
      userSearchBase: form.userSearchBase.trim(),
      userSearchPattern: form.userSearchPattern.trim(),
      userNameAttribute: form.userNameAttribute.trim(),
      userFullNameAttribute: form.userFullNameAttribute.trim(),
      userUniqueIdAttribute: form.type === 'ldap' ? form.userUniqueIdAttribute.trim() : null,
      emailAttributes: form.emailAttributes
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a !== ''),
    },
  };
}
