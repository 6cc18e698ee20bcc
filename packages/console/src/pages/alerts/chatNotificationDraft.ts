import type { NotificationDraft } from './notificationDraft';

/** The custom messages a new Slack or Teams notification starts with (the email's template syntax). */
export const CHAT_DEFAULTS = {
  color: '#ff0500',
  channel: '#general',
  slackMessage: [
    '${event.message}',
    'Priority: ${event.priority}   Key: ${event.key}   Source: ${event.source}',
    '${if backlog}Latest messages:',
    '${foreach backlog message}> ${message}',
    '${end}${end}',
  ].join('\n'),
  /** Each line `name: value` becomes one fact of the Teams card. */
  teamsMessage: [
    'Event: ${event.message}',
    'Priority: ${event.priority}',
    'Key: ${event.key}',
    'Source: ${event.source}',
    'Timestamp: ${event.timestamp}',
  ].join('\n'),
} as const;

/** What the server refuses of a Slack or Teams notification, in Graylog's words. */
export const CHAT_ERRORS = {
  webhookUrl: 'Specified Webhook URL is not a valid URL',
  slackUrl: 'Specified Webhook URL is not a valid Slack URL',
  teamsUrl: 'Specified Webhook URL is not a valid Teams URL',
  channel: 'Channel cannot be empty',
  customMessage: 'If custom message is empty the title must be included',
  color: 'Enter a hex colour such as #ff0500',
  backlogSize: 'Backlog size cannot be less than zero',
} as const;

/** An optional text field: empty is sent as null, as Graylog's UI leaves it unset. */
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

export function chatConfig(draft: NotificationDraft): Record<string, unknown> {
  const common = {
    type: draft.type,
    webhook_url: draft.webhookUrl.trim(),
    color: draft.color.trim(),
    custom_message: draft.customMessage,
    icon_url: optional(draft.iconUrl),
    backlog_size: Number(draft.backlogSize),
    time_zone: draft.timeZone,
  };
  if (draft.type === 'teams-notification-v1') return common;
  return {
    ...common,
    channel: draft.channel.trim(),
    user_name: optional(draft.userName),
    icon_emoji: optional(draft.iconEmoji),
    notify_channel: draft.notifyChannel,
    link_names: draft.linkNames,
    include_title: draft.includeTitle,
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** What the server refuses of a Slack or Teams notification (Graylog's messages), checked before sending. */
export function chatErrors(draft: NotificationDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const url = draft.webhookUrl.trim();
  const host = hostOf(url);
  if (host === '') errors['webhookUrl'] = CHAT_ERRORS.webhookUrl;
  else if (draft.type === 'slack-notification-v1' && host.includes('slack') && !url.startsWith('https://hooks.slack.com/services/'))
    errors['webhookUrl'] = CHAT_ERRORS.slackUrl;
  else if (draft.type === 'teams-notification-v1' && host.includes('office') && !/^https:\/\/.+\.webhook\.office\.com\//.test(url))
    errors['webhookUrl'] = CHAT_ERRORS.teamsUrl;
  if (!/^#[0-9a-f]{6}$/i.test(draft.color.trim())) errors['color'] = CHAT_ERRORS.color;
  if (!/^\d+$/.test(draft.backlogSize.trim())) errors['backlogSize'] = CHAT_ERRORS.backlogSize;
  if (draft.type === 'slack-notification-v1') {
    if (draft.channel.trim() === '') errors['channel'] = CHAT_ERRORS.channel;
    if (!draft.includeTitle && draft.customMessage.trim() === '') errors['customMessage'] = CHAT_ERRORS.customMessage;
  }
  return errors;
}
