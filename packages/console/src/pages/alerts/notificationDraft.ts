import type { EventNotification } from '@sift/api';
import { CHAT_DEFAULTS, chatConfig, chatErrors } from './chatNotificationDraft';

/** The notification types this console edits: Graylog 5.1 OSS ships HTTP and email, and Slack and Microsoft Teams from its integrations. */
export const NOTIFICATION_TYPES = [
  { value: 'http-notification-v1', label: 'HTTP Notification' },
  { value: 'email-notification-v1', label: 'Email Notification' },
  { value: 'slack-notification-v1', label: 'Slack Notification' },
  { value: 'teams-notification-v1', label: 'Microsoft Teams Notification' },
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]['value'];
export const notificationTypeLabel = (type: string) => NOTIFICATION_TYPES.find((t) => t.value === type)?.label ?? type;

/** Graylog's email defaults (EmailEventNotificationConfig). */
export const EMAIL_DEFAULTS = {
  sender: 'graylog@example.org',
  subject: 'Graylog event notification: ${event_definition_title}',
  bodyTemplate: [
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
    '${if backlog}',
    '--- [Backlog] ------------------------------------',
    'Last messages accounting for this alert:',
    '${foreach backlog message}',
    '${message}',
    '${end}',
    '${end}',
  ].join('\n'),
} as const;

/** A secret the server never sends back: what was typed, and whether one is stored. */
export interface SecretDraft {
  value: string;
  isSet: boolean;
}

export interface NotificationDraft {
  id: string | null;
  title: string;
  description: string;
  type: NotificationType;
  url: string;
  basicAuth: SecretDraft;
  apiKey: string;
  apiSecret: SecretDraft;
  apiKeyAsHeader: boolean;
  skipTlsVerification: boolean;
  sender: string;
  replyTo: string;
  subject: string;
  bodyTemplate: string;
  htmlBodyTemplate: string;
  emailRecipients: string[];
  /** Usernames: the server sends to their email addresses at send time. */
  userRecipients: string[];
  timeZone: string;
  /** The SMTP server the email goes through (a Sift addition to Graylog's email notification). */
  smtpHost: string;
  smtpPort: string;
  smtpTransportSecurity: SmtpTransportSecurity;
  smtpVerifyCertificates: boolean;
  smtpUsername: string;
  smtpPassword: SecretDraft;
  /** Slack and Teams: the incoming webhook, the message's colour and custom message, the backlog it may list. */
  webhookUrl: string;
  color: string;
  customMessage: string;
  iconUrl: string;
  backlogSize: string;
  /** Slack only. */
  channel: string;
  userName: string;
  iconEmoji: string;
  notifyChannel: boolean;
  linkNames: boolean;
  includeTitle: boolean;
}

/** How the connection to the SMTP server is secured. */
export const SMTP_TRANSPORT_SECURITY_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'start_tls', label: 'STARTTLS' },
  { value: 'tls', label: 'TLS' },
] as const;
export type SmtpTransportSecurity = (typeof SMTP_TRANSPORT_SECURITY_OPTIONS)[number]['value'];
export const DEFAULT_SMTP_PORT = '25';

export const NOTIFICATION_ERRORS = {
  title: 'Notification title cannot be empty.',
  url: 'URL cannot be empty.',
  apiSecret: 'API secret cannot be empty when API key is set.',
  subject: 'Email Subject cannot be empty.',
  body: 'One of Email Body or Email HTML Body cannot be empty.',
  recipients: 'Add at least one recipient: an address or a user.',
  smtpHost: 'SMTP Server cannot be empty.',
  smtpPort: 'SMTP Port must be a number between 1 and 65535.',
} as const;

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const secret = (value: unknown): SecretDraft => ({
  value: '',
  isSet: typeof value === 'object' && value !== null && (value as Record<string, unknown>)['is_set'] === true,
});

export function emptyNotificationDraft(type: NotificationType = 'http-notification-v1'): NotificationDraft {
  return {
    id: null,
    title: '',
    description: '',
    type,
    url: '',
    basicAuth: { value: '', isSet: false },
    apiKey: '',
    apiSecret: { value: '', isSet: false },
    apiKeyAsHeader: false,
    skipTlsVerification: false,
    sender: EMAIL_DEFAULTS.sender,
    replyTo: '',
    subject: EMAIL_DEFAULTS.subject,
    bodyTemplate: EMAIL_DEFAULTS.bodyTemplate,
    htmlBodyTemplate: '',
    emailRecipients: [],
    userRecipients: [],
    timeZone: 'UTC',
    smtpHost: '',
    smtpPort: DEFAULT_SMTP_PORT,
    smtpTransportSecurity: 'none',
    smtpVerifyCertificates: true,
    smtpUsername: '',
    smtpPassword: { value: '', isSet: false },
    webhookUrl: '',
    color: CHAT_DEFAULTS.color,
    customMessage: type === 'teams-notification-v1' ? CHAT_DEFAULTS.teamsMessage : CHAT_DEFAULTS.slackMessage,
    iconUrl: '',
    backlogSize: '0',
    channel: CHAT_DEFAULTS.channel,
    userName: '',
    iconEmoji: '',
    notifyChannel: false,
    linkNames: false,
    includeTitle: true,
  };
}

/** Switching the type of a new notification: a custom message not edited yet becomes the new type's. */
export function withType(draft: NotificationDraft, type: NotificationType): NotificationDraft {
  const untouched = draft.customMessage === CHAT_DEFAULTS.slackMessage || draft.customMessage === CHAT_DEFAULTS.teamsMessage;
  return { ...draft, type, customMessage: untouched ? emptyNotificationDraft(type).customMessage : draft.customMessage };
}

export function notificationDraft(notification: EventNotification): NotificationDraft {
  const c = notification.config;
  const type = NOTIFICATION_TYPES.find((t) => t.value === c.type)?.value ?? 'http-notification-v1';
  const base = emptyNotificationDraft(type);
  return {
    ...base,
    id: notification.id,
    title: notification.title,
    description: notification.description,
    url: text(c['url']),
    basicAuth: secret(c['basic_auth']),
    apiKey: text(c['api_key']),
    apiSecret: secret(c['api_secret']),
    apiKeyAsHeader: c['api_key_as_header'] === true,
    skipTlsVerification: c['skip_tls_verification'] === true,
    sender: text(c['sender'], base.sender),
    replyTo: text(c['reply_to']),
    subject: text(c['subject'], base.subject),
    bodyTemplate: text(c['body_template'], type === 'email-notification-v1' ? '' : base.bodyTemplate),
    htmlBodyTemplate: text(c['html_body_template']),
    emailRecipients: texts(c['email_recipients']),
    userRecipients: texts(c['user_recipients']),
    timeZone: text(c['time_zone'], 'UTC'),
    smtpHost: text(c['smtp_host']),
    smtpPort: typeof c['smtp_port'] === 'number' ? String(c['smtp_port']) : DEFAULT_SMTP_PORT,
    smtpTransportSecurity: SMTP_TRANSPORT_SECURITY_OPTIONS.find((o) => o.value === c['smtp_transport_security'])?.value ?? 'none',
    smtpVerifyCertificates: c['smtp_verify_certificates'] !== false,
    smtpUsername: text(c['smtp_username']),
    smtpPassword: secret(c['smtp_password']),
    webhookUrl: text(c['webhook_url']),
    color: text(c['color'], base.color),
    customMessage: text(c['custom_message']),
    iconUrl: text(c['icon_url']),
    backlogSize: typeof c['backlog_size'] === 'number' ? String(c['backlog_size']) : '0',
    channel: text(c['channel']),
    userName: text(c['user_name']),
    iconEmoji: text(c['icon_emoji']),
    notifyChannel: c['notify_channel'] === true,
    linkNames: c['link_names'] === true,
    includeTitle: c['include_title'] !== false,
  };
}

/** A typed secret is set; an untouched stored one is kept; an empty one is removed. */
const encrypted = (draft: SecretDraft) =>
  draft.value !== '' ? { set_value: draft.value } : draft.isSet ? { keep_value: true } : { delete_value: true };

export function notificationFromDraft(draft: NotificationDraft): EventNotification {
  if (draft.type === 'slack-notification-v1' || draft.type === 'teams-notification-v1')
    return { id: draft.id, title: draft.title.trim(), description: draft.description, config: { ...chatConfig(draft), type: draft.type } };
  const config =
    draft.type === 'http-notification-v1'
      ? {
          type: draft.type,
          url: draft.url.trim(),
          basic_auth: encrypted(draft.basicAuth),
          api_key_as_header: draft.apiKeyAsHeader,
          api_key: draft.apiKey,
          api_secret: encrypted(draft.apiSecret),
          skip_tls_verification: draft.skipTlsVerification,
        }
      : {
          type: draft.type,
          sender: draft.sender,
          reply_to: draft.replyTo,
          subject: draft.subject,
          body_template: draft.bodyTemplate,
          html_body_template: draft.htmlBodyTemplate,
          email_recipients: draft.emailRecipients,
          user_recipients: draft.userRecipients,
          time_zone: draft.timeZone,
          smtp_host: draft.smtpHost.trim(),
          smtp_port: Number(draft.smtpPort),
          smtp_transport_security: draft.smtpTransportSecurity,
          smtp_verify_certificates: draft.smtpVerifyCertificates,
          smtp_username: draft.smtpUsername,
          smtp_password: encrypted(draft.smtpPassword),
        };
  return { id: draft.id, title: draft.title.trim(), description: draft.description, config };
}

export function validateNotification(draft: NotificationDraft): Readonly<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (draft.title.trim() === '') errors['title'] = NOTIFICATION_ERRORS.title;
  if (draft.type === 'http-notification-v1') {
    if (draft.url.trim() === '') errors['url'] = NOTIFICATION_ERRORS.url;
    if (draft.apiKey !== '' && draft.apiSecret.value === '' && !draft.apiSecret.isSet) errors['apiSecret'] = NOTIFICATION_ERRORS.apiSecret;
  } else if (draft.type === 'slack-notification-v1' || draft.type === 'teams-notification-v1') {
    Object.assign(errors, chatErrors(draft));
  } else {
    if (draft.subject.trim() === '') errors['subject'] = NOTIFICATION_ERRORS.subject;
    if (draft.bodyTemplate.trim() === '' && draft.htmlBodyTemplate.trim() === '') errors['bodyTemplate'] = NOTIFICATION_ERRORS.body;
    if (draft.emailRecipients.length === 0 && draft.userRecipients.length === 0) errors['emailRecipients'] = NOTIFICATION_ERRORS.recipients;
    if (draft.smtpHost.trim() === '') errors['smtpHost'] = NOTIFICATION_ERRORS.smtpHost;
    const port = Number(draft.smtpPort);
    if (!/^\d+$/.test(draft.smtpPort.trim()) || port < 1 || port > 65_535) errors['smtpPort'] = NOTIFICATION_ERRORS.smtpPort;
  }
  return errors;
}
