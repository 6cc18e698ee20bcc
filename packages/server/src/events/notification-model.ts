import { type JsonObject, isObject, readStrictObject } from '../http/body.js';
import { ApiError } from '../http/errors.js';
import { SMTP_TRANSPORT_SECURITY, type SmtpTransportSecurity } from './email.js';
import { readChatNotification, readTimeZone, SLACK_TYPE, TEAMS_TYPE, validateChatNotification } from './chat-notification-model.js';
import { Validation, long, mapError, str, stringList } from './model-readers.js';

export { SLACK_TYPE, TEAMS_TYPE } from './chat-notification-model.js';

// Notifications

export const HTTP_TYPE = 'http-notification-v1';
export const EMAIL_TYPE = 'email-notification-v1';

const DEFAULT_EMAIL_BODY = [
  '--- [Event Definition] ---------------------------',
  'Title:       ${event_definition_title}',
  'Description: ${event_definition_description}',
  'Type:        ${event_definition_type}',
  '--- [Event] --------------------------------------',
  'Timestamp:            ${event.timestamp}',
  'Message:              ${event.message}',
  'Source:               ${event.source}',
  'Key:                  ${event.key}',
  'Priority:             ${event.priority}',
  'Alert:                ${event.alert}',
  'Timestamp Processing: ${event.timestamp}',
  'Timerange Start:      ${event.timerange_start}',
  'Timerange End:        ${event.timerange_end}',
  'Fields:',
  '${foreach event.fields field}  ${field.key}: ${field.value}',
  '${end}',
  '${if backlog}',
  '--- [Backlog] ------------------------------------',
  'Last messages accounting for this alert:',
  '${foreach backlog message}',
  '${message}\n',
  '${end}',
  '${end}',
  '',
].join('\n');

/** Encrypted values as stored: the secret itself (never answered), or none. */
export type Secret = string | null;

/** `{is_set}` in answers; requests: a string, `{set_value}`, `{keep_value:true}` or `{delete_value:true}` (ADMIN-API.md §0). */
export function readSecret(value: unknown, key: string, previous: Secret): Secret {
  if (value === undefined || value === null) return previous;
  if (typeof value === 'string') return value;
  if (!isObject(value)) throw mapError(key, 'an encrypted value');
  const keys = Object.keys(value);
  if (keys.length !== 1)
    throw new ApiError(400, `Unable to map property ${key}: an encrypted value takes exactly one of set_value, keep_value, delete_value.`);
  if (typeof value['set_value'] === 'string') return value['set_value'];
  if (value['keep_value'] === true) return previous;
  if (value['delete_value'] === true) return null;
  if ('is_set' in value && typeof value['is_set'] === 'boolean') return previous;
  throw mapError(key, 'an encrypted value');
}

const HTTP_FIELDS = ['type', 'url', 'basic_auth', 'api_key_as_header', 'api_key', 'api_secret', 'skip_tls_verification'];
const EMAIL_FIELDS = [
  'type',
  'sender',
  'reply_to',
  'subject',
  'body_template',
  'html_body_template',
  'email_recipients',
  'user_recipients',
  'time_zone',
  // Sift: the SMTP server the email goes through (Graylog reads it from its configuration file).
  'smtp_host',
  'smtp_port',
  'smtp_transport_security',
  'smtp_verify_certificates',
  'smtp_username',
  'smtp_password',
];

/** Secrets of a stored notification, kept apart from the config that is answered. */
export interface NotificationSecrets {
  basic_auth: Secret;
  api_secret: Secret;
  /** An email notification's SMTP password (absent in notifications stored before it existed). */
  smtp_password?: Secret;
}

const NO_SECRETS: NotificationSecrets = { basic_auth: null, api_secret: null };

/** Reads a notification config; `previous` supplies the secrets `keep_value` keeps. */
export function readNotificationConfig(
  value: unknown,
  previous: NotificationSecrets = { basic_auth: null, api_secret: null },
): { config: JsonObject & { type: string }; secrets: NotificationSecrets; keptSecret: boolean } {
  if (!isObject(value)) throw mapError('config', 'an object');
  const type = value['type'];
  if (type === HTTP_TYPE) {
    const c = readStrictObject(value, HTTP_FIELDS, 'config');
    const boolOf = (key: string) => {
      const b = c[key] ?? false;
      if (typeof b !== 'boolean') throw mapError(key, 'a boolean');
      return b;
    };
    const secret = c['api_secret'];
    return {
      config: {
        type: HTTP_TYPE,
        url: str(c, 'url', '', 2048),
        api_key_as_header: boolOf('api_key_as_header'),
        api_key: str(c, 'api_key', '', 1000),
        skip_tls_verification: boolOf('skip_tls_verification'),
      },
      secrets: {
        basic_auth: readSecret(c['basic_auth'], 'basic_auth', previous.basic_auth),
        api_secret: readSecret(secret, 'api_secret', previous.api_secret),
      },
      keptSecret: isObject(secret) && secret['keep_value'] === true,
    };
  }
  if (type === EMAIL_TYPE) {
    const c = readStrictObject(value, EMAIL_FIELDS, 'config');
    const port = long(c, 'smtp_port', 25);
    if (port < 1 || port > 65_535) throw mapError('smtp_port', 'a port between 1 and 65535');
    const security = str(c, 'smtp_transport_security', 'none', 20);
    if (!(SMTP_TRANSPORT_SECURITY as readonly string[]).includes(security))
      throw mapError('smtp_transport_security', `one of ${SMTP_TRANSPORT_SECURITY.join(', ')}`);
    const verify = c['smtp_verify_certificates'] ?? true;
    if (typeof verify !== 'boolean') throw mapError('smtp_verify_certificates', 'a boolean');
    const password = c['smtp_password'];
    const tz = readTimeZone(c);
    return {
      config: {
        type: EMAIL_TYPE,
        sender: str(c, 'sender', 'graylog@example.org', 1000),
        reply_to: str(c, 'reply_to', '', 1000),
        subject: str(c, 'subject', 'Graylog event notification: ${event_definition_title}', 10_000),
        body_template: str(c, 'body_template', DEFAULT_EMAIL_BODY, 100_000),
        html_body_template: str(c, 'html_body_template', '', 100_000),
        email_recipients: [...new Set(stringList(c, 'email_recipients'))],
        user_recipients: [...new Set(stringList(c, 'user_recipients'))],
        time_zone: tz,
        smtp_host: str(c, 'smtp_host', '', 1000).trim(),
        smtp_port: port,
        smtp_transport_security: security as SmtpTransportSecurity,
        smtp_verify_certificates: verify,
        smtp_username: str(c, 'smtp_username', '', 1000),
      },
      secrets: { basic_auth: null, api_secret: null, smtp_password: readSecret(password, 'smtp_password', previous.smtp_password ?? null) },
      keptSecret: isObject(password) && password['keep_value'] === true,
    };
  }
  if (type === SLACK_TYPE || type === TEAMS_TYPE)
    return { config: readChatNotification(type, value), secrets: NO_SECRETS, keptSecret: false };
  if (type === undefined || type === null)
    throw new ApiError(400, "Missing type id when trying to resolve subtype of EventNotificationConfig: missing type id property 'type'");
  throw new ApiError(400, `Could not resolve type id '${String(type)}' as a subtype of EventNotificationConfig`);
}

/** `NotificationDto.validate()` plus the config's own `validate()`, with Graylog's messages. */
export function validateNotification(
  title: string,
  config: JsonObject & { type: string },
  secrets: NotificationSecrets,
  keptSecret: boolean,
): Validation {
  const v = new Validation();
  if (title === '') v.add('title', 'Notification title cannot be empty.');
  if (config.type === HTTP_TYPE) {
    if (config['url'] === '') v.add('url', 'HTTP Notification url cannot be empty.');
    else if (!isHttpUrl(String(config['url']))) v.add('url', 'HTTP Notification url is not a valid URL.');
    const hasKey = config['api_key'] !== '';
    const hasSecret = secrets.api_secret !== null || keptSecret;
    if (hasKey !== hasSecret) {
      v.add('api_key', 'HTTP Notification cannot specify API key without API secret.');
      v.add('api_secret', 'HTTP Notification cannot specify API secret without API key.');
    }
  } else if (config.type === EMAIL_TYPE) {
    if (config['subject'] === '') v.add('subject', 'Email Notification subject cannot be empty.');
    if (config['body_template'] === '' && config['html_body_template'] === '')
      v.add('body', 'One of Email Notification body template or Email Notification HTML body must not be empty.');
    if ((config['email_recipients'] as string[]).length === 0 && (config['user_recipients'] as string[]).length === 0)
      v.add('recipients', 'Email Notification must have email recipients or user recipients.');
  } else if (config.type === SLACK_TYPE || config.type === TEAMS_TYPE) {
    validateChatNotification(v, config);
  }
  return v;
}

function isHttpUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads a NotificationDto body. */
export function readNotification(body: unknown, previous?: NotificationSecrets) {
  const b = readStrictObject(body, ['id', 'title', 'description', 'config'], 'notification');
  const title = b['title'];
  if (typeof title !== 'string')
    throw new ApiError(
      400,
      title === undefined || title === null ? 'Missing required properties: title' : 'Unable to map property title: expected a string.',
    );
  if (title.length > 1000) throw new ApiError(400, 'Property title is too long (at most 1000 characters).');
  if (b['config'] === undefined || b['config'] === null) throw new ApiError(400, 'Missing required properties: config');
  const id = b['id'];
  if (id !== undefined && id !== null && typeof id !== 'string') throw mapError('id', 'a string');
  const { config, secrets, keptSecret } = readNotificationConfig(b['config'], previous);
  return { id: typeof id === 'string' ? id : null, title, description: str(b, 'description', ''), config, secrets, keptSecret };
}

/** The config as answered: encrypted values become `{is_set}`. */
export function notificationConfigJson(config: JsonObject & { type: string }, secrets: NotificationSecrets): JsonObject {
  if (config.type === EMAIL_TYPE) return { ...config, smtp_password: { is_set: (secrets.smtp_password ?? null) !== null } };
  if (config.type !== HTTP_TYPE) return config;
  return { ...config, basic_auth: { is_set: secrets.basic_auth !== null }, api_secret: { is_set: secrets.api_secret !== null } };
}
