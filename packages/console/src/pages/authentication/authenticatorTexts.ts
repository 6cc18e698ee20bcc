/** Texts of the authenticators page (Graylog 5.1's trusted header authentication section). */
export const AUTHENTICATOR_TEXTS = {
  pageTitle: 'Authenticators',
  pageDescription: 'Ways of signing in that work beside the authentication services.',
  sectionTitle: 'Trusted Header Authentication',
  intro: 'This authenticator enables you to login a user, based on a HTTP header without further interaction.',
  enabled: 'Enabled',
  enableLabel: 'Enable single sign-on via HTTP header',
  usernameHeader: 'Username header',
  usernameHeaderHelp:
    'HTTP header containing the implicitly trusted name of the Graylog user. (The header match is ignoring case sensitivity)',
  trustedProxies:
    'Requests are trusted only from the proxies listed in the server setting SIFT_TRUSTED_PROXIES (Graylog: trusted_proxies); the header is ignored from any other address.',
  edit: 'Edit Authenticators',
  update: 'Update Config',
  cancel: 'Cancel',
  yes: 'yes',
  no: 'no',
  required: 'Field is required.',
  updated: 'Authenticators updated successfully.',
  servicesLink: 'Authentication Services',
} as const;

/** Graylog's permissions for reading and changing the trusted header authentication. */
export const HEADER_AUTH_READ = 'authhttpheaderconfig:read';
export const HEADER_AUTH_EDIT = 'authhttpheaderconfig:edit';
