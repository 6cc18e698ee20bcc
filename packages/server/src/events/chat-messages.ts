import type { EventNotification } from './model.js';
import { renderTemplate } from './email.js';

/** What a chat notification's message is built from: its config and the email's template model. */
export interface ChatMessageInput {
  config: EventNotification['config'];
  /** The template model (EventNotificationModelData plus `type`), its backlog already limited. */
  model: Record<string, unknown>;
  title: string;
  description: string;
}

const text = (config: EventNotification['config'], key: string) => (typeof config[key] === 'string' ? config[key] : '');
const nullable = (config: EventNotification['config'], key: string) => (typeof config[key] === 'string' ? config[key] : null);

/** `smile`, `:smile` and `smile:` all become `:smile:`; empty stays empty. */
function emoji(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return `${trimmed.startsWith(':') ? '' : ':'}${trimmed}${trimmed.endsWith(':') ? '' : ':'}`;
}

/**
 * The JSON a Slack notification posts to its incoming webhook (Slack's `chat.postMessage` fields): the
 * title line as `text` unless `include_title` is off, the rendered custom message as one attachment in
 * the notification's colour, the channel (itself a template) and the optional user name and icon.
 */
export function slackMessage({ config, model, title, description }: ChatMessageInput): Record<string, unknown> {
  const notifyChannel = config['notify_channel'] === true;
  const includeTitle = config['include_title'] !== false;
  let template = text(config, 'custom_message');
  // Without the title line the @channel mention moves into the custom message.
  if (template !== '' && !includeTitle && notifyChannel) template = `@channel\n${template}`;
  const attachments = template === '' ? [] : [{ text: renderTemplate(template, model), color: text(config, 'color') }];
  return {
    icon_emoji: emoji(text(config, 'icon_emoji')),
    icon_url: nullable(config, 'icon_url'),
    username: nullable(config, 'user_name'),
    channel: renderTemplate(text(config, 'channel'), model),
    // Mentions are only links when names are linked: @channel needs it.
    link_names: config['link_names'] === true || notifyChannel,
    text: includeTitle ? `${notifyChannel ? '@channel ' : ''}*Alert _${title}_* triggered:\n> ${description} \n` : null,
    attachments,
  };
}

/** Each line `name: value` of the rendered custom message becomes one fact of the card; blank lines are left out. */
export function teamsFacts(rendered: string): { name: string; value: string }[] {
  return rendered
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return colon < 0 ? { name: line, value: '' } : { name: line.slice(0, colon), value: line.slice(colon + 1).trim() };
    });
}

/**
 * The JSON a Microsoft Teams notification posts to its incoming webhook: a legacy `MessageCard` whose
 * text is the title line and, when there is a custom message, one section with the definition's
 * description, the icon and the message's lines as facts.
 */
export function teamsMessage({ config, model, title, description }: ChatMessageInput): Record<string, unknown> {
  const template = text(config, 'custom_message');
  const icon = nullable(config, 'icon_url');
  const card: Record<string, unknown> = {
    '@type': 'MessageCard',
    '@context': 'http://schema.org/extensions',
    themeColor: text(config, 'color'),
    text: `**Alert ${title} triggered:**\n`,
  };
  if (template !== '')
    card['sections'] = [
      {
        activitySubtitle: `_${description}_`,
        ...(icon ? { activityImage: icon } : {}),
        facts: teamsFacts(renderTemplate(template, model)),
      },
    ];
  return card;
}
