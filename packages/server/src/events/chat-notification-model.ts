import { type JsonObject, isObject, readStrictObject } from '../http/body.js';
import { ApiError } from '../http/errors.js';
import { long, mapError, str, type Validation } from './model-readers.js';

/** The integrations plugin's chat notifications, shipped with Graylog 5.1's open-source server. */
export const SLACK_TYPE = 'slack-notification-v1';
export const TEAMS_TYPE = 'teams-notification-v1';

const SLACK_FIELDS = [
  'type',
  'color',
  'webhook_url',
  'channel',
  'custom_message',
  'user_name',
  'notify_channel',
  'link_names',
  'icon_url',
  'icon_emoji',
  'backlog_size',
  'time_zone',
  'include_title',
];
const TEAMS_FIELDS = ['type', 'color', 'webhook_url', 'custom_message', 'icon_url', 'backlog_size', 'time_zone'];

/** Graylog's chat notification defaults (Slack/TeamsEventNotificationConfig builders). */
export const CHAT_DEFAULTS = {
  color: '#ff0500',
  slackChannel: '#general',
  slackMessage: 'Graylog Slack Notification',
  teamsMessage: 'Graylog Teams Notification',
} as const;

/** A Joda time zone id, refused with Jackson's message. */
export function readTimeZone(c: JsonObject): string {
  const tz = str(c, 'time_zone', 'UTC', 100);
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw new ApiError(
      400,
      `Cannot deserialize value of type DateTimeZone from String "${tz}": The datetime zone id '${tz}' is not recognised`,
    );
  }
  return tz;
}

function bool(c: JsonObject, key: string, fallback: boolean): boolean {
  const b = c[key] ?? fallback;
  if (typeof b !== 'boolean') throw mapError(key, 'a boolean');
  return b;
}

/** A nullable string property (`@Nullable String` in Graylog's configs): absent stays null. */
function nullableStr(c: JsonObject, key: string, max: number): string | null {
  return c[key] === undefined || c[key] === null ? null : str(c, key, '', max);
}

/** Reads a Slack or Teams notification config, with Graylog's defaults for what is absent. */
export function readChatNotification(type: typeof SLACK_TYPE | typeof TEAMS_TYPE, value: unknown): JsonObject & { type: string } {
  if (!isObject(value)) throw mapError('config', 'an object');
  if (type === SLACK_TYPE) {
    const c = readStrictObject(value, SLACK_FIELDS, 'config');
    return {
      type: SLACK_TYPE,
      color: str(c, 'color', CHAT_DEFAULTS.color, 100),
      webhook_url: str(c, 'webhook_url', '', 2048),
      channel: str(c, 'channel', CHAT_DEFAULTS.slackChannel, 1000),
      custom_message: str(c, 'custom_message', CHAT_DEFAULTS.slackMessage, 100_000),
      user_name: nullableStr(c, 'user_name', 1000),
      notify_channel: bool(c, 'notify_channel', false),
      link_names: bool(c, 'link_names', false),
      icon_url: nullableStr(c, 'icon_url', 2048),
      icon_emoji: nullableStr(c, 'icon_emoji', 1000),
      backlog_size: long(c, 'backlog_size', 0),
      time_zone: readTimeZone(c),
      include_title: bool(c, 'include_title', true),
    };
  }
  const c = readStrictObject(value, TEAMS_FIELDS, 'config');
  return {
    type: TEAMS_TYPE,
    color: str(c, 'color', CHAT_DEFAULTS.color, 100),
    webhook_url: str(c, 'webhook_url', '', 2048),
    custom_message: str(c, 'custom_message', CHAT_DEFAULTS.teamsMessage, 100_000),
    icon_url: nullableStr(c, 'icon_url', 2048),
    backlog_size: long(c, 'backlog_size', 0),
    time_zone: readTimeZone(c),
  };
}

/** Slack/TeamsEventNotificationConfig#validate. */
export function validateChatNotification(v: Validation, config: JsonObject & { type: string }): void {
  const url = String(config['webhook_url']);
  let host: string | null;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    host = null;
  }
  if (host === null || host === '') v.add('webhook_url', 'Specified Webhook URL is not a valid URL');
  else if (config.type === SLACK_TYPE && host.includes('slack') && !url.startsWith('https://hooks.slack.com/services/'))
    v.add('webhook_url', 'Specified Webhook URL is not a valid Slack URL');
  else if (
    config.type === SLACK_TYPE &&
    host.includes('discord') &&
    !/^https:\/\/(.+\.)?discord(app)?\.com\/api\/webhooks.*\/slack/.test(url)
  )
    v.add('webhook_url', 'Specified Webhook URL is not a valid Discord URL');
  else if (config.type === TEAMS_TYPE && host.includes('office') && !/^https:\/\/.+\.webhook\.office\.com\//.test(url))
    v.add('webhook_url', 'Specified Webhook URL is not a valid Teams URL');
  if ((config['backlog_size'] as number) < 0) v.add('backlog_size', 'Backlog size cannot be less than zero');
  if (config.type !== SLACK_TYPE) return;
  if (config['channel'] === '') v.add('channel', 'Channel cannot be empty');
  if (config['include_title'] === false && String(config['custom_message']).trim() === '') {
    v.add('custom_message', 'If custom message is empty the title must be included');
    v.add('include_title', 'If custom message is empty the title must be included');
  }
}
