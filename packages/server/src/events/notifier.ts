import type { ClusterConfigStore } from '../system/cluster-config-store.js';
import type { NotificationService } from '../system/notifications.js';
import { DEFAULT_URL_WHITELIST, isWhitelisted, URL_WHITELIST, type UrlWhitelist } from '../system/urlwhitelist.js';
import { DEFAULT_STREAM_ID } from '../streams/model.js';
import { DEFAULT_EVENTS_STREAM_ID, type EventDefinition, type EventNotification } from './model.js';
import { renderHtmlTemplate, renderTemplate, sendEmail, type SmtpTransportSecurity } from './email.js';
import { EMAIL_TYPE, HTTP_TYPE, SLACK_TYPE, TEAMS_TYPE, type NotificationSecrets } from './notification-model.js';
import { slackMessage, teamsMessage } from './chat-messages.js';
import { templateModel } from './template-model.js';
import type { StoredEvent } from './store.js';

/** Graylog's `TEST_NOTIFICATION_ID`: a test never raises the allowlist system notification. */
export const TEST_NOTIFICATION_ID = 'NotificationTestId';
const HTTP_TIMEOUT_MS = 10_000;

/** A failed notification (Graylog's EventNotificationException). */
export class NotificationError extends Error {
  override name = 'NotificationError';
}

/** What a notification is sent about. */
export interface NotificationContext {
  notificationId: string;
  definition: Pick<EventDefinition, 'id' | 'title' | 'description'> & { type: string };
  event: StoredEvent;
  /** The scheduler's job ids (null for tests). */
  jobDefinitionId: string | null;
  jobTriggerId: string | null;
  /** Message summaries attached to the notification (`backlog_size` newest messages of the event's window). */
  backlog: { index: string; message: Record<string, unknown> }[];
}

/** The sample event of `NotificationTestData.getDummyContext`. */
export function testContext(userName: string, now: number): NotificationContext {
  const at = new Date(now).toISOString();
  return {
    notificationId: TEST_NOTIFICATION_ID,
    definition: {
      id: TEST_NOTIFICATION_ID,
      title: 'Event Definition Test Title',
      description: 'Event Definition Test Description',
      type: 'test-dummy-v1',
    },
    jobDefinitionId: null,
    jobTriggerId: null,
    backlog: [],
    event: {
      id: 'TEST_NOTIFICATION_ID',
      event_definition_type: 'notification-test-v1',
      event_definition_id: 'EventDefinitionTestId',
      origin_context: 'urn:graylog:message:es:testIndex_42:b5e53442-12bb-4374-90ed-0deadbeefbaz',
      timestamp: at,
      timestamp_processing: at,
      timerange_start: null,
      timerange_end: null,
      streams: [DEFAULT_EVENTS_STREAM_ID],
      source_streams: [],
      message: `Notification test message triggered from user <${userName}>`,
      source: DEFAULT_STREAM_ID,
      key_tuple: ['testkey'],
      key: 'testkey',
      priority: 2,
      alert: true,
      fields: { field1: 'value1', field2: 'value2' },
      group_by_fields: {},
      replay_info: null,
    },
  };
}

/** Where an email notification's user recipients are looked up, at send time. */
export interface RecipientDirectory {
  byUsername(username: string): { email: string; accountStatus: string } | undefined;
}

/** Sends notifications: HTTP ones POST the event; email ones send through the SMTP server the notification names. */
export class Notifier {
  constructor(
    private readonly clusterConfig: ClusterConfigStore,
    private readonly system: NotificationService | undefined,
    private readonly users: RecipientDirectory | undefined = undefined,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  /** The addresses of user recipients; a deleted user, or one without an address, is skipped with the reason. */
  private userAddresses(usernames: readonly string[]): { addresses: string[]; skipped: string[] } {
    const addresses: string[] = [];
    const skipped: string[] = [];
    for (const name of usernames) {
      const user = this.users?.byUsername(name);
      if (!user || user.accountStatus === 'deleted') skipped.push(`${name} (no such user)`);
      else if (user.email.trim() === '') skipped.push(`${name} (no email address)`);
      else addresses.push(user.email.trim());
    }
    return { addresses, skipped };
  }

  async send(notification: EventNotification, secrets: NotificationSecrets, context: NotificationContext): Promise<void> {
    const config = notification.config;
    if (config.type === HTTP_TYPE) return this.http(config, secrets, context);
    if (config.type === SLACK_TYPE || config.type === TEAMS_TYPE) return this.chat(config, context);
    if (config.type === EMAIL_TYPE && typeof config['smtp_host'] === 'string' && config['smtp_host'] !== '')
      return this.email(config, secrets, context);
    if (config.type === EMAIL_TYPE) {
      // Without an SMTP server: EmailSender refuses when `transport_email_enabled` is off; EmailEventNotification wraps it.
      this.system?.publish({
        type: 'email_transport_configuration_invalid',
        severity: 'normal',
        details: { exception: 'Email transport is not enabled in server configuration file!' },
      });
      throw new NotificationError(
        'Notification has email recipients and is triggered, but email transport is not configured. Email transport is not enabled in server configuration file!',
      );
    }
    throw new NotificationError(`Couldn't find factory for notification type <${config.type}>`);
  }

  private async email(config: EventNotification['config'], secrets: NotificationSecrets, context: NotificationContext): Promise<void> {
    const list = (key: string) => (Array.isArray(config[key]) ? config[key].filter((r): r is string => typeof r === 'string') : []);
    const { addresses, skipped } = this.userAddresses(list('user_recipients'));
    const recipients = [...new Set([...list('email_recipients'), ...addresses])];
    const skippedText = skipped.length > 0 ? ` Skipped user recipients: ${skipped.join(', ')}.` : '';
    if (recipients.length === 0) throw new NotificationError(`Notification has no email recipients.${skippedText}`);
    if (skipped.length > 0) this.log(`email notification <${context.notificationId}> for event <${context.event.id}>:${skippedText}`);
    const model = templateModel(context, String(config['time_zone'] ?? 'UTC'));
    const text = (key: string) => (typeof config[key] === 'string' ? config[key] : '');
    try {
      await sendEmail(
        {
          host: text('smtp_host'),
          port: typeof config['smtp_port'] === 'number' ? config['smtp_port'] : 25,
          security: (text('smtp_transport_security') || 'none') as SmtpTransportSecurity,
          verifyCertificates: config['smtp_verify_certificates'] !== false,
          username: text('smtp_username'),
          password: secrets.smtp_password ?? null,
        },
        {
          from: text('sender'),
          replyTo: text('reply_to'),
          to: recipients,
          subject: renderTemplate(text('subject'), model).replace(/\r?\n/g, ' '),
          text: renderTemplate(text('body_template'), model),
          html: renderHtmlTemplate(text('html_body_template'), model),
        },
      );
    } catch (error) {
      throw new NotificationError(`Error while sending email notification: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The target of a webhook: a malformed URL, or one off the URL allowlist, fails (the latter also raises a system notification). */
  private allowedTarget(url: string, context: NotificationContext): URL {
    let target: URL;
    try {
      target = new URL(url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error('not http');
    } catch {
      throw new NotificationError(`Malformed URL: <${url}> in notification <${context.notificationId}>`);
    }
    const allowlist = this.clusterConfig.get<UrlWhitelist>(URL_WHITELIST) ?? DEFAULT_URL_WHITELIST;
    if (!isWhitelisted(allowlist, url)) {
      if (context.notificationId !== TEST_NOTIFICATION_ID) {
        this.system?.publish({
          type: 'generic',
          key: 'url_not_whitelisted',
          severity: 'urgent',
          details: {
            title: 'URL not whitelisted.',
            description: `The alert notification "${context.definition.title}" is trying to access a URL which is not whitelisted. Please check your configuration. [url: "${url}"]`,
          },
        });
      }
      throw new NotificationError(`URL <${url}> is not whitelisted.`);
    }
    return target;
  }

  /** POSTs JSON; a network failure or a non-2xx answer fails with the reason. */
  private async postJson(target: URL, url: string, headers: Record<string, string>, body: unknown, networkPrefix = ''): Promise<void> {
    let response: Response;
    try {
      response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
        redirect: 'manual',
      });
      await response.arrayBuffer();
    } catch (error) {
      throw new NotificationError(
        networkPrefix + (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)),
      );
    }
    if (response.status < 200 || response.status >= 300)
      throw new NotificationError(`Expected successful HTTP response [2xx] but got [${response.status}]. ${url}`);
  }

  private async http(config: EventNotification['config'], secrets: NotificationSecrets, context: NotificationContext): Promise<void> {
    const url = String(config['url'] ?? '');
    const target = this.allowedTarget(url, context);
    const headers: Record<string, string> = {};
    if (secrets.basic_auth !== null) headers['authorization'] = `Basic ${Buffer.from(secrets.basic_auth, 'utf8').toString('base64')}`;
    const apiKey = String(config['api_key'] ?? '');
    if (apiKey !== '' && secrets.api_secret !== null) {
      if (config['api_key_as_header'] === true) headers[apiKey.toLowerCase()] = secrets.api_secret;
      else target.searchParams.append(apiKey, secrets.api_secret);
    }
    const body = {
      event_definition_id: context.definition.id,
      event_definition_type: context.definition.type,
      event_definition_title: context.definition.title,
      event_definition_description: context.definition.description,
      job_definition_id: context.jobDefinitionId,
      job_trigger_id: context.jobTriggerId,
      event: context.event,
      backlog: context.backlog,
    };
    await this.postJson(target, url, headers, body);
  }

  /**
   * Slack and Microsoft Teams: the webhook URL passes the allowlist as an HTTP notification's does; the
   * custom message is rendered with the email's template engine over the same model (plus `type`), the
   * backlog limited to the notification's `backlog_size` when that is above 0. A failed POST of a
   * scheduled notification raises a system notification with the reason.
   */
  private async chat(config: EventNotification['config'], context: NotificationContext): Promise<void> {
    const slack = config.type === SLACK_TYPE;
    const name = slack ? 'SlackEventNotification' : 'TeamsEventNotification';
    const url = String(config['webhook_url'] ?? '');
    const target = this.allowedTarget(url, context);
    const limit = typeof config['backlog_size'] === 'number' ? config['backlog_size'] : 0;
    const backlog = limit > 0 ? context.backlog.slice(0, limit) : context.backlog;
    const input = {
      config,
      model: { ...templateModel({ ...context, backlog }, String(config['time_zone'] ?? 'UTC')), type: config.type },
      title: context.definition.title,
      description: context.definition.description,
    };
    try {
      await this.postJson(
        target,
        url,
        {},
        slack ? slackMessage(input) : teamsMessage(input),
        slack ? 'Unable to send the slack Message. ' : 'Unable to send the Teams Message. ',
      );
    } catch (error) {
      // A refused answer is permanent and reported; a network failure is temporary (Graylog retries it).
      if (error instanceof NotificationError && error.message.startsWith('Expected') && context.notificationId !== TEST_NOTIFICATION_ID)
        this.system?.publish({
          type: 'generic',
          key: slack ? 'slack_notification_failed' : 'teams_notification_failed',
          severity: 'urgent',
          details: { title: `${name} Failed`, description: `Error sending the ${name} :: ${error.message}` },
        });
      throw error;
    }
  }
}
