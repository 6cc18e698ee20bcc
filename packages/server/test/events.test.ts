import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/events/index.js';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, messagesOf } from './log-helpers.js';

/** A local HTTP endpoint that records what notifications POST to it. */
interface Receiver {
  url: string;
  received: { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  status: number;
  close(): Promise<void>;
}

async function receiver(): Promise<Receiver> {
  const state: Receiver = { url: '', received: [], status: 200, close: async () => undefined };
  const httpServer = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      state.received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(data) as Record<string, unknown> });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(httpServer.address() as { port: number }).port}/hook`;
  state.close = () => new Promise((resolve) => httpServer.close(() => resolve()));
  return state;
}

const T0 = Math.floor(Date.now() / 1000) * 1000;
const clock = new ManualClock(T0);
let server: TestServer;
let hook: Receiver;

const definition = (overrides: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  title: 'Failed logins',
  description: 'Logins that failed',
  priority: 2,
  alert: false,
  config: {
    type: 'aggregation-v1',
    query: 'action:login_failed',
    query_parameters: [],
    streams: [],
    group_by: [],
    series: [],
    conditions: { expression: null },
    search_within_ms: 300_000,
    execute_every_ms: 60_000,
    ...config,
  },
  field_spec: {},
  key_spec: [],
  notification_settings: { grace_period_ms: 300_000, backlog_size: 0 },
  notifications: [],
  storage: [],
  ...overrides,
});

const COUNT_ABOVE_2 = { expression: { expr: '>', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 2 } } };

async function create(body: unknown, schedule = true) {
  const res = await server.call('POST', `/api/events/definitions?schedule=${schedule}`, { as: ADMIN, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: string };
}

async function searchEvents(body: Record<string, unknown> = {}, as = ADMIN) {
  const res = await server.call('POST', '/api/events/search', {
    as,
    body: {
      timerange: { type: 'absolute', from: new Date(T0 - 86_400_000).toISOString(), to: new Date(T0 + 86_400_000).toISOString() },
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    total_events: number;
    events: { event: Record<string, unknown>; index_name: string }[];
    context: { event_definitions: Record<string, unknown>; streams: Record<string, unknown> };
  };
}

async function allowlist(url: string) {
  const res = await server.call('PUT', '/api/system/urlwhitelist', {
    as: ADMIN,
    body: { entries: [{ id: 'hook', type: 'literal', title: 'test hook', value: url }], disabled: false },
  });
  expect(res.statusCode, res.body).toBe(204);
}

beforeAll(async () => {
  // The scheduler's clock is the test's to move.
  server = await startServer(undefined, { eventsClock: clock });
  hook = await receiver();
});
afterAll(async () => {
  await hook.close();
  await server.close();
});

describe('event definitions', () => {
  it('lists the entity types', async () => {
    const res = await server.call('GET', '/api/events/entity_types', { as: ADMIN });
    expect(res.json()).toEqual({
      processor_types: ['aggregation-v1'],
      field_provider_types: ['template-v1', 'lookup-v1'],
      storage_handler_types: ['persist-to-streams-v1'],
      aggregation_functions: ['avg', 'card', 'count', 'max', 'min', 'stddev', 'sum', 'sumofsquares', 'variance'],
    });
  });

  it("validates with Graylog's messages, on save and on /validate", async () => {
    const bad = definition(
      { title: '', field_spec: { 'bad name': { data_type: 'string', providers: [] } }, key_spec: ['missing'] },
      { search_within_ms: 0, group_by: ['user'] },
    );
    const saved = await server.call('POST', '/api/events/definitions', { as: ADMIN, body: bad });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({
      failed: true,
      error_context: {},
      errors: {
        title: ['Event Definition title cannot be empty.'],
        search_within_ms: ['Filter & Aggregation search_within_ms must be greater than 0.'],
        series: ['Aggregation with group_by must also contain series'],
        conditions: ['Aggregation with group_by must also contain conditions'],
        field_spec: [
          'Event Definition field_spec contains invalid message field "bad name". Valid message field characters are: a-z, A-Z, 0-9, ., -, and @. No spaces are allowed.',
        ],
        key_spec: ['Event Definition key_spec can only contain fields defined in field_spec.'],
      },
    });
    const validated = await server.call('POST', '/api/events/definitions/validate', {
      as: ADMIN,
      body: definition({}, { series: [{ id: 'avg-', function: 'avg' }] }),
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().errors).toEqual({
      conditions: ['Aggregation with series must also contain conditions'],
      series: ["Aggregation's series of type avg must contain non-empty value for field"],
    });
    // /validate checks the processor config only, as Graylog's does.
    expect((await server.call('POST', '/api/events/definitions/validate', { as: ADMIN, body: definition({ title: '' }) })).json()).toEqual({
      failed: false,
      errors: {},
      error_context: {},
    });
    const unknown = await server.call('POST', '/api/events/definitions', { as: ADMIN, body: { ...definition(), extra: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unable to map property extra\./);
    const wrongType = await server.call('POST', '/api/events/definitions', { as: ADMIN, body: definition({}, { type: 'correlation-v1' }) });
    expect(wrongType.json()).toEqual({
      type: 'ApiError',
      message: "Could not resolve type id 'correlation-v1' as a subtype of EventProcessorConfig",
    });
    expect((await server.call('GET', '/api/events/definitions/paginated', { as: ADMIN })).json().total).toBe(0);
  });

  it('creates, reads, lists, updates, schedules and deletes definitions', async () => {
    const created = await create(definition({ title: 'Disk full', priority: 3 }), false);
    expect(created).toMatchObject({
      title: 'Disk full',
      _scope: 'DEFAULT',
      priority: 3,
      storage: [{ type: 'persist-to-streams-v1', streams: ['000000000000000000000002'] }],
      scheduler: { is_scheduled: false, queued_notifications: 0 },
    });
    const id = created.id;
    expect((await server.call('GET', `/api/events/definitions/${id}`, { as: ADMIN })).json()).toEqual(created);
    const withContext = (await server.call('GET', `/api/events/definitions/${id}/with-context`, { as: ADMIN })).json();
    expect(withContext.context.scheduler.is_scheduled).toBe(false);

    const other = await create(definition({ title: 'Auth errors', description: 'disk unrelated', priority: 1 }), false);
    const page = (await server.call('GET', '/api/events/definitions/paginated?query=disk&sort=priority&order=desc', { as: ADMIN })).json();
    expect(page.elements.map((e: { title: string }) => e.title)).toEqual(['Disk full']);
    expect(page).toMatchObject({
      query: 'disk',
      total: 2,
      sort: 'priority',
      order: 'desc',
      pagination: { total: 1, count: 1, page: 1, per_page: 50 },
      defaults: { sort: { id: 'title', direction: 'ASC' } },
    });
    expect(page.attributes.map((a: { id: string }) => a.id)).toEqual(['title', 'description', 'priority', 'status']);
    const byDescription = (await server.call('GET', '/api/events/definitions/paginated?query=description:unrelated', { as: ADMIN })).json();
    expect(byDescription.elements.map((e: { id: string }) => e.id)).toEqual([other.id]);
    const legacy = (await server.call('GET', '/api/events/definitions?per_page=1', { as: ADMIN })).json();
    expect(legacy).toMatchObject({ total: 2, count: 1, per_page: 1, event_definitions: [{ title: 'Auth errors' }] });
    expect(legacy.context.scheduler[other.id]).toMatchObject({ is_scheduled: false });

    const mismatch = await server.call('PUT', `/api/events/definitions/${id}`, { as: ADMIN, body: { ...definition(), id: other.id } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ failed: true, errors: { id: ["Event definition IDs don't match"] }, error_context: {} });
    const updated = await server.call('PUT', `/api/events/definitions/${id}?schedule=true`, {
      as: ADMIN,
      body: { ...definition({ title: 'Disk almost full' }), id },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Disk almost full',
      scheduler: { is_scheduled: true, status: 'runnable', next_time: new Date(T0).toISOString() },
    });

    const unscheduled = await server.call('PUT', `/api/events/definitions/${id}/unschedule`, { as: ADMIN });
    expect(unscheduled.json().scheduler.is_scheduled).toBe(false);
    expect((await server.call('PUT', `/api/events/definitions/${id}/schedule`, { as: ADMIN })).json().scheduler.is_scheduled).toBe(true);
    expect((await server.call('PUT', `/api/events/definitions/${id}/clear-notification-queue`, { as: ADMIN })).statusCode).toBe(204);

    const bulk = await server.call('POST', '/api/events/definitions/bulk_unschedule', {
      as: ADMIN,
      body: { entity_ids: [id, '5f0c1a2b3c4d5e6f7a8b9c0d'] },
    });
    expect(bulk.json()).toEqual({
      successfully_performed: 1,
      failures: [
        { entity_id: '5f0c1a2b3c4d5e6f7a8b9c0d', failure_explanation: "Event definition <5f0c1a2b3c4d5e6f7a8b9c0d> doesn't exist" },
      ],
    });
    expect(
      (await server.call('POST', '/api/events/definitions/bulk_schedule', { as: ADMIN, body: { entity_ids: [id] } })).json()
        .successfully_performed,
    ).toBe(1);
    expect((await server.call('POST', '/api/events/definitions/bulk_delete', { as: ADMIN, body: { entity_ids: [] } })).statusCode).toBe(
      400,
    );

    const deleted = await server.call('DELETE', `/api/events/definitions/${id}`, { as: ADMIN });
    expect(deleted.json()).toMatchObject({ id, title: 'Disk almost full' });
    const gone = await server.call('GET', `/api/events/definitions/${id}`, { as: ADMIN });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ type: 'ApiError', message: `Event definition <${id}> doesn't exist` });
    expect(
      (await server.call('POST', '/api/events/definitions/bulk_delete', { as: ADMIN, body: { entity_ids: [other.id] } })).json(),
    ).toEqual({ successfully_performed: 1, failures: [] });
  });
});

describe('notifications', () => {
  it("validates HTTP and email notifications with Graylog's messages", async () => {
    const empty = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: '', description: '', config: { type: 'http-notification-v1', url: '' } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      title: ['Notification title cannot be empty.'],
      url: ['HTTP Notification url cannot be empty.'],
    });
    const keyOnly = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: 'k', config: { type: 'http-notification-v1', url: hook.url, api_key: 'X-Key' } },
    });
    expect(Object.keys(keyOnly.json().errors)).toEqual(['api_key', 'api_secret']);
    const email = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: 'Mail', config: { type: 'email-notification-v1', subject: '', email_recipients: [] } },
    });
    expect(email.json().errors).toEqual({
      subject: ['Email Notification subject cannot be empty.'],
      recipients: ['Email Notification must have email recipients or user recipients.'],
      config: ['Email transport is not configured in graylog.conf'],
    });
    const unknownType = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: 'x', config: { type: 'opsgenie-notification-v1' } },
    });
    expect(unknownType.json().message).toBe("Could not resolve type id 'opsgenie-notification-v1' as a subtype of EventNotificationConfig");
    const slack = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: {
        title: 'Slack',
        config: {
          type: 'slack-notification-v1',
          webhook_url: 'https://hooks.slack.example/x',
          channel: '',
          include_title: false,
          custom_message: ' ',
        },
      },
    });
    expect(slack.json().errors).toEqual({
      webhook_url: ['Specified Webhook URL is not a valid Slack URL'],
      channel: ['Channel cannot be empty'],
      custom_message: ['If custom message is empty the title must be included'],
      include_title: ['If custom message is empty the title must be included'],
    });
    const teams = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: 'Teams', config: { type: 'teams-notification-v1', webhook_url: 'https://outlook.office.com/hook', backlog_size: -1 } },
    });
    expect(teams.json().errors).toEqual({
      webhook_url: ['Specified Webhook URL is not a valid Teams URL'],
      backlog_size: ['Backlog size cannot be less than zero'],
    });
    const noUrl = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: 'Teams', config: { type: 'teams-notification-v1', webhook_url: 'not a url' } },
    });
    expect(noUrl.json().errors).toEqual({ webhook_url: ['Specified Webhook URL is not a valid URL'] });
  });

  it('stores HTTP notifications with encrypted values answered as is_set, lists and updates them', async () => {
    const res = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: {
        title: 'Webhook',
        description: 'to the hook',
        config: {
          type: 'http-notification-v1',
          url: hook.url,
          basic_auth: { set_value: 'user:pass' },
          api_key: 'X-Api-Key',
          api_secret: 's3cret',
          api_key_as_header: true,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created.config).toEqual({
      type: 'http-notification-v1',
      url: hook.url,
      basic_auth: { is_set: true },
      api_key: 'X-Api-Key',
      api_secret: { is_set: true },
      api_key_as_header: true,
      skip_tls_verification: false,
    });
    expect(JSON.stringify(created)).not.toContain('s3cret');
    const updated = await server.call('PUT', `/api/events/notifications/${created.id}`, {
      as: ADMIN,
      body: {
        id: created.id,
        title: 'Webhook 2',
        description: '',
        config: {
          type: 'http-notification-v1',
          url: hook.url,
          basic_auth: { keep_value: true },
          api_key: 'X-Api-Key',
          api_secret: { keep_value: true },
          api_key_as_header: true,
        },
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().config).toMatchObject({ basic_auth: { is_set: true }, api_secret: { is_set: true } });
    const page = (await server.call('GET', '/api/events/notifications/paginated?query=webhook&sort=type', { as: ADMIN })).json();
    expect(page).toMatchObject({ total: 1, sort: 'config.type', elements: [{ id: created.id, title: 'Webhook 2' }] });
    expect((await server.call('GET', '/api/events/notifications', { as: ADMIN })).json()).toMatchObject({
      total: 1,
      notifications: [{ id: created.id }],
    });
    const mismatch = await server.call('PUT', `/api/events/notifications/${created.id}`, {
      as: ADMIN,
      body: { id: '5f0c1a2b3c4d5e6f7a8b9c0d', title: 'x', config: { type: 'http-notification-v1', url: hook.url } },
    });
    expect(mismatch.json()).toEqual({ type: 'ApiError', message: "Notification IDs don't match" });
    expect((await server.call('GET', '/api/events/notifications/5f0c1a2b3c4d5e6f7a8b9c0d', { as: ADMIN })).json()).toEqual({
      type: 'ApiError',
      message: "Notification 5f0c1a2b3c4d5e6f7a8b9c0d doesn't exist",
    });
    const types = (await server.call('GET', '/api/events/notifications/legacy/types', { as: ADMIN })).json();
    expect(Object.keys(types.types)).toEqual([
      'org.graylog2.alarmcallbacks.EmailAlarmCallback',
      'org.graylog2.alarmcallbacks.HTTPAlarmCallback',
    ]);
    expect(types.types['org.graylog2.alarmcallbacks.HTTPAlarmCallback'].configuration.url).toMatchObject({
      type: 'text',
      human_name: 'URL',
    });
    expect((await server.call('DELETE', `/api/events/notifications/${created.id}`, { as: ADMIN })).statusCode).toBe(204);
  });

  it('tests notifications: refused off the allowlist, then a real POST of a sample event; email needs a transport', async () => {
    const body = {
      title: 'Test',
      description: '',
      config: { type: 'http-notification-v1', url: hook.url, basic_auth: 'alice:wonder', api_key: 'token', api_secret: 'abc' },
    };
    const refused = await server.call('POST', '/api/events/notifications/test', { as: ADMIN, body });
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toEqual({ type: 'ApiError', message: `URL <${hook.url}> is not whitelisted.` });
    await allowlist(hook.url);
    const before = hook.received.length;
    const sent = await server.call('POST', '/api/events/notifications/test', { as: ADMIN, body });
    expect(sent.statusCode, sent.body).toBe(200);
    const request = hook.received[before]!;
    expect(request.path).toBe('/hook?token=abc');
    expect(request.headers['authorization']).toBe(`Basic ${Buffer.from('alice:wonder').toString('base64')}`);
    expect(request.body).toMatchObject({
      event_definition_title: 'Event Definition Test Title',
      event_definition_type: 'test-dummy-v1',
      event: {
        message: 'Notification test message triggered from user <admin>',
        alert: true,
        key: 'testkey',
        fields: { field1: 'value1', field2: 'value2' },
      },
      backlog: [],
    });

    const saved = (
      await server.call('POST', '/api/events/notifications', {
        as: ADMIN,
        body: { title: 'Saved', config: { type: 'http-notification-v1', url: hook.url } },
      })
    ).json();
    hook.status = 503;
    const failing = await server.call('POST', `/api/events/notifications/${saved.id}/test`, { as: ADMIN });
    expect(failing.json()).toEqual({ type: 'ApiError', message: `Expected successful HTTP response [2xx] but got [503]. ${hook.url}` });
    hook.status = 200;
    expect((await server.call('POST', `/api/events/notifications/${saved.id}/test`, { as: ADMIN })).statusCode).toBe(200);
    expect((await server.call('POST', '/api/events/notifications/5f0c1a2b3c4d5e6f7a8b9c0d/test', { as: ADMIN })).statusCode).toBe(404);

    const mail = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: { title: 'Mail', config: { type: 'email-notification-v1', email_recipients: ['ops@example.org'] } },
    });
    expect(mail.statusCode).toBe(500);
    expect(mail.json().message).toBe(
      'Notification has email recipients and is triggered, but email transport is not configured. Email transport is not enabled in server configuration file!',
    );
    await server.call('DELETE', `/api/events/notifications/${saved.id}`, { as: ADMIN });
  });
});

describe('Slack and Microsoft Teams notifications', () => {
  const chatHook = () => hook.url.replace('/hook', '/chat');

  it("stores them with Graylog's defaults and posts Slack's message for the sample event, through the allowlist", async () => {
    const res = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: 'Slack', config: { type: 'slack-notification-v1', webhook_url: chatHook() } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().config).toEqual({
      type: 'slack-notification-v1',
      color: '#ff0500',
      webhook_url: chatHook(),
      channel: '#general',
      custom_message: 'Graylog Slack Notification',
      user_name: null,
      notify_channel: false,
      link_names: false,
      icon_url: null,
      icon_emoji: null,
      backlog_size: 0,
      time_zone: 'UTC',
      include_title: true,
    });
    const config = {
      type: 'slack-notification-v1',
      webhook_url: chatHook(),
      channel: '#ops-${event.key}',
      custom_message: '${event.message}\n${foreach event.fields f}${f.key}=${f.value} ${end}',
      user_name: 'Sift',
      notify_channel: true,
      icon_emoji: 'rotating_light',
      color: '#00aa00',
    };
    const refused = await server.call('POST', '/api/events/notifications/test', { as: ADMIN, body: { title: 'Slack', config } });
    expect(refused.json()).toEqual({ type: 'ApiError', message: `URL <${chatHook()}> is not whitelisted.` });
    await allowlist(chatHook());
    const before = hook.received.length;
    const sent = await server.call('POST', '/api/events/notifications/test', { as: ADMIN, body: { title: 'Slack', config } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(hook.received[before]!.body).toEqual({
      icon_emoji: ':rotating_light:',
      icon_url: null,
      username: 'Sift',
      channel: '#ops-testkey',
      link_names: true,
      text: '@channel *Alert _Event Definition Test Title_* triggered:\n> Event Definition Test Description \n',
      attachments: [{ text: 'Notification test message triggered from user <admin>\nfield1=value1 field2=value2 ', color: '#00aa00' }],
    });
    hook.status = 404;
    const failing = await server.call('POST', `/api/events/notifications/${res.json().id}/test`, { as: ADMIN });
    expect(failing.json()).toEqual({ type: 'ApiError', message: `Expected successful HTTP response [2xx] but got [404]. ${chatHook()}` });
    hook.status = 200;
  });

  it("posts Teams' message card, the custom message's lines as facts", async () => {
    const before = hook.received.length;
    const sent = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: {
        title: 'Teams',
        config: {
          type: 'teams-notification-v1',
          webhook_url: chatHook(),
          custom_message: 'Message: ${event.message}\n\nKey: ${event.key}\nAt: ${event.timestamp}',
          icon_url: 'https://example.org/icon.png',
          time_zone: 'Asia/Kolkata',
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const card = hook.received[before]!.body;
    expect(card).toMatchObject({
      '@type': 'MessageCard',
      '@context': 'http://schema.org/extensions',
      themeColor: '#ff0500',
      text: '**Alert Event Definition Test Title triggered:**\n',
      sections: [
        {
          activitySubtitle: '_Event Definition Test Description_',
          activityImage: 'https://example.org/icon.png',
          facts: [
            { name: 'Message', value: 'Notification test message triggered from user <admin>' },
            { name: 'Key', value: 'testkey' },
            { name: 'At', value: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+05:30$/) as unknown },
          ],
        },
      ],
    });
  });
});

describe('the event processor', () => {
  let notificationId = '';
  let filterId = '';
  let aggregationId = '';

  beforeAll(async () => {
    await allowlist(hook.url);
    const input = await createInput(server, 'org.graylog2.inputs.gelf.http.GELFHttpInput');
    const at = (T0 - 60_000) / 1000;
    const messages = [
      { short_message: 'login failed for alice', host: 'web-1', _action: 'login_failed', _user: 'alice', timestamp: at },
      { short_message: 'login failed for alice', host: 'web-1', _action: 'login_failed', _user: 'alice', timestamp: at + 1 },
      { short_message: 'login failed for alice', host: 'web-2', _action: 'login_failed', _user: 'alice', timestamp: at + 2 },
      { short_message: 'login failed for bob', host: 'web-2', _action: 'login_failed', _user: 'bob', timestamp: at + 3 },
      { short_message: 'login ok for carol', host: 'web-2', _action: 'login_ok', _user: 'carol', timestamp: at + 4 },
    ];
    for (const m of messages) {
      const res = await fetch(`http://127.0.0.1:${input.port}/gelf`, { method: 'POST', body: JSON.stringify({ version: '1.1', ...m }) });
      expect(res.status).toBe(202);
    }
    await eventually(async () => expect((await messagesOf(server, 'action:login_failed')).total_results).toBe(4));
    notificationId = (
      await server.call('POST', '/api/events/notifications', {
        as: ADMIN,
        body: { title: 'Hook', config: { type: 'http-notification-v1', url: hook.url } },
      })
    ).json().id;
  });

  it('creates one event per matching message for a filter definition', async () => {
    filterId = (
      await create(
        definition({
          title: 'Failed login seen',
          field_spec: {
            user: { data_type: 'string', providers: [{ type: 'template-v1', template: '${source.user}', require_values: false }] },
          },
          key_spec: ['user'],
        }),
      )
    ).id;
    await clock.advance(0);
    const found = await searchEvents({ filter: { alerts: 'include', event_definitions: [filterId] }, sort_direction: 'asc' });
    expect(found.total_events).toBe(4);
    const first = found.events[0]!.event;
    expect(first).toMatchObject({
      event_definition_id: filterId,
      event_definition_type: 'aggregation-v1',
      message: 'Failed login seen',
      timestamp: new Date(T0 - 60_000).toISOString(),
      timerange_start: new Date(T0 - 300_000).toISOString(),
      timerange_end: new Date(T0).toISOString(),
      streams: ['000000000000000000000002'],
      source_streams: ['000000000000000000000001'],
      key_tuple: ['alice'],
      key: 'alice',
      fields: { user: 'alice' },
      alert: false,
      priority: 2,
      group_by_fields: {},
      replay_info: { query: 'action:login_failed', streams: [] },
    });
    expect(first['origin_context']).toMatch(/^urn:graylog:message:es:[^:]+:.+/);
    expect(found.context.event_definitions[filterId]).toEqual({
      id: filterId,
      title: 'Failed login seen',
      description: 'Logins that failed',
    });
    expect(found.context.streams).toHaveProperty('000000000000000000000002');
    const one = await server.call('GET', `/api/events/${String(first['id'])}`, { as: ADMIN });
    expect(one.json()).toEqual({ event: first, index_name: found.events[0]!.index_name, index_type: 'message' });
    // The scheduler moved the trigger on by execute_every_ms.
    const ctx = (await server.call('GET', `/api/events/definitions/${filterId}`, { as: ADMIN })).json().scheduler;
    expect(ctx).toMatchObject({
      is_scheduled: true,
      status: 'runnable',
      next_time: new Date(T0 + 60_000).toISOString(),
      triggered_at: new Date(T0).toISOString(),
    });
    await server.call('PUT', `/api/events/definitions/${filterId}/unschedule`, { as: ADMIN });
  });

  it('groups an aggregation definition, evaluates its conditions and fires its HTTP notification once per grace period', async () => {
    const before = hook.received.length;
    aggregationId = (
      await create(
        definition(
          {
            title: 'Brute force',
            alert: true,
            priority: 3,
            notifications: [{ notification_id: notificationId, notification_parameters: null }],
            notification_settings: { grace_period_ms: 120_000, backlog_size: 2 },
            field_spec: {
              login: { data_type: 'string', providers: [{ type: 'template-v1', template: '${source.user}', require_values: true }] },
            },
            key_spec: ['login'],
          },
          { group_by: ['user'], series: [{ id: 'count-', function: 'count', field: null }], conditions: COUNT_ABOVE_2 },
        ),
      )
    ).id;
    await clock.advance(0);
    const found = await searchEvents({ filter: { alerts: 'only', event_definitions: [] } });
    expect(found.total_events).toBe(1);
    expect(found.events[0]!.event).toMatchObject({
      event_definition_id: aggregationId,
      message: 'Brute force: alice - count()=3.0',
      timestamp: new Date(T0).toISOString(),
      group_by_fields: { user: 'alice' },
      key: 'alice',
      fields: { login: 'alice' },
      alert: true,
      priority: 3,
      origin_context: null,
    });
    expect(hook.received.length).toBe(before + 1);
    expect(hook.received[before]!.body).toMatchObject({
      event_definition_id: aggregationId,
      event_definition_title: 'Brute force',
      event_definition_type: 'aggregation-v1',
      event: { message: 'Brute force: alice - count()=3.0' },
    });
    // The backlog: the two newest messages of the window for this group.
    const backlog = hook.received[before]!.body['backlog'] as { index: string; message: Record<string, unknown> }[];
    expect(backlog.map((m) => [m.message['user'], m.message['timestamp']])).toEqual([
      ['alice', new Date(T0 - 58_000).toISOString()],
      ['alice', new Date(T0 - 59_000).toISOString()],
    ]);

    // One minute later the window still holds the messages: a second event, but within the grace period no second POST.
    await clock.advance(60_000);
    expect((await searchEvents({ filter: { alerts: 'only', event_definitions: [aggregationId] } })).total_events).toBe(2);
    expect(hook.received.length).toBe(before + 1);
    // After the grace period, and while the messages are still in the window, it fires again.
    await clock.advance(60_000);
    expect((await searchEvents({ filter: { alerts: 'only', event_definitions: [aggregationId] } })).total_events).toBe(3);
    expect(hook.received.length).toBe(before + 2);
    const ctx = (await server.call('GET', `/api/events/definitions/${aggregationId}`, { as: ADMIN })).json().scheduler;
    expect(ctx).toMatchObject({ is_scheduled: true, queued_notifications: 0, next_time: new Date(T0 + 180_000).toISOString() });
    await server.call('PUT', `/api/events/definitions/${aggregationId}/unschedule`, { as: ADMIN });
  });

  it('sends Slack and Teams notifications on an alert; a webhook off the allowlist fails and raises a system notification', async () => {
    const notification = async (config: Record<string, unknown>) =>
      (await server.call('POST', '/api/events/notifications', { as: ADMIN, body: { title: 'Chat', config } })).json().id as string;
    const slackId = await notification({
      type: 'slack-notification-v1',
      webhook_url: hook.url,
      include_title: false,
      custom_message: '${event.message} (${type}, ${foreach backlog m}${m.message.user}${end})',
      backlog_size: 1,
    });
    const teamsId = await notification({ type: 'teams-notification-v1', webhook_url: hook.url.replace('/hook', '/teams') });
    const before = hook.received.length;
    const id = (
      await create(
        definition(
          {
            title: 'Chat alert',
            alert: true,
            notifications: [slackId, teamsId].map((n) => ({ notification_id: n, notification_parameters: null })),
            notification_settings: { grace_period_ms: 0, backlog_size: 2 },
          },
          { series: [{ id: 'count-', function: 'count', field: null }], conditions: COUNT_ABOVE_2 },
        ),
      )
    ).id;
    await clock.advance(0);
    expect(hook.received.slice(before).map((r) => r.body)).toEqual([
      {
        icon_emoji: '',
        icon_url: null,
        username: null,
        channel: '#general',
        link_names: false,
        text: null,
        attachments: [{ text: 'Chat alert - count()=4.0 (slack-notification-v1, bob)', color: '#ff0500' }],
      },
    ]);
    const system = (await server.call('GET', '/api/system/notifications', { as: ADMIN })).json().notifications as {
      key?: string;
      details?: Record<string, unknown>;
    }[];
    expect(system.find((n) => n.key === 'url_not_whitelisted')?.details?.['description']).toContain('The alert notification "Chat alert"');
    await server.call('PUT', `/api/events/definitions/${id}/unschedule`, { as: ADMIN });
  });

  it('evaluates conditions over aggregations without group_by, including no matching messages', async () => {
    const id = (
      await create(
        definition(
          { title: 'Too quiet' },
          {
            query: 'action:nothing_like_this',
            series: [{ id: 'count-', function: 'count' }],
            conditions: { expression: { expr: '<', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 1 } } },
          },
        ),
        false,
      )
    ).id;
    const executed = await server.call('POST', `/api/events/definitions/${id}/execute`, {
      as: ADMIN,
      body: {
        type: 'aggregation-v1',
        timerange: { type: 'absolute', from: new Date(T0 - 300_000).toISOString(), to: new Date(T0).toISOString() },
      },
    });
    expect(executed.statusCode, executed.body).toBe(204);
    const unknownType = await server.call('POST', `/api/events/definitions/${id}/execute`, {
      as: ADMIN,
      body: { type: 'correlation-v1', timerange: { type: 'relative', range: 300 } },
    });
    expect(unknownType.json()).toEqual({ type: 'ApiError', message: 'Unknown parameters type' });
    const found = await searchEvents({ filter: { alerts: 'include', event_definitions: [id] } });
    expect(found.events.map((e) => e.event['message'])).toEqual(['Too quiet - count()=0.0']);
    const avg = (
      await create(
        definition(
          { title: 'Busy hosts' },
          {
            group_by: ['source'],
            series: [
              { id: 'c', function: 'count' },
              { id: 'u', function: 'card', field: 'user' },
            ],
            conditions: {
              expression: {
                expr: '&&',
                left: { expr: '>=', left: { expr: 'number-ref', ref: 'c' }, right: { expr: 'number', value: 2 } },
                right: { expr: '!', left: { expr: '==', left: { expr: 'number-ref', ref: 'u' }, right: { expr: 'number', value: 5 } } },
              },
            },
          },
        ),
        false,
      )
    ).id;
    await server.call('POST', `/api/events/definitions/${avg}/execute`, {
      as: ADMIN,
      body: {
        type: 'aggregation-v1',
        timerange: { type: 'absolute', from: new Date(T0 - 300_000).toISOString(), to: new Date(T0).toISOString() },
      },
    });
    const busy = await searchEvents({ filter: { alerts: 'include', event_definitions: [avg] }, sort_by: 'message', sort_direction: 'asc' });
    expect(busy.events.map((e) => e.event['message'])).toEqual([
      'Busy hosts: web-1 - count()=2.0 card(user)=1.0',
      'Busy hosts: web-2 - count()=2.0 card(user)=2.0',
    ]);

    // A condition naming an unknown series fails the run: the trigger shows the error and moves on.
    const broken = (
      await create(
        definition(
          { title: 'Broken' },
          {
            series: [{ id: 'count-', function: 'count' }],
            conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'nope' }, right: { expr: 'number', value: 1 } } },
          },
        ),
      )
    ).id;
    const scheduledAt = clock.now();
    await clock.advance(0);
    const ctx = (await server.call('GET', `/api/events/definitions/${broken}`, { as: ADMIN })).json().scheduler;
    expect(ctx).toMatchObject({ is_scheduled: true, status: 'error', next_time: new Date(scheduledAt + 60_000).toISOString() });
    expect((await searchEvents({ filter: { alerts: 'include', event_definitions: [broken] } })).total_events).toBe(0);
    await server.call('DELETE', `/api/events/definitions/${broken}`, { as: ADMIN });
  });

  it('searches events by query, alert filter, paging and sort', async () => {
    expect((await searchEvents({ query: 'brute' })).total_events).toBe(3);
    expect((await searchEvents({ query: 'key:alice AND alert:true' })).total_events).toBe(3);
    expect((await searchEvents({ query: 'group_by_fields.user:alice' })).total_events).toBe(3);
    const notAlerts = await searchEvents({ filter: { alerts: 'exclude', event_definitions: [] }, query: 'NOT message:quiet' });
    expect(notAlerts.events.every((e) => e.event['alert'] === false)).toBe(true);
    const paged = await searchEvents({ filter: { alerts: 'include', event_definitions: [filterId] }, page: 2, per_page: 3 });
    expect(paged.total_events).toBe(4);
    expect(paged.events).toHaveLength(1);
    const bad = await server.call('POST', '/api/events/search', { as: ADMIN, body: { filter: { alerts: 'sometimes' } } });
    expect(bad.statusCode).toBe(400);
    expect((await server.call('POST', '/api/events/search', { as: ADMIN, body: { query: 'message:(' } })).statusCode).toBe(400);
    expect(
      (await server.call('POST', '/api/events/search', { as: ADMIN, body: 'null', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(400);
  });

  it('removes a deleted notification from the definitions that used it', async () => {
    await server.call('DELETE', `/api/events/notifications/${notificationId}`, { as: ADMIN });
    expect((await server.call('GET', `/api/events/definitions/${aggregationId}`, { as: ADMIN })).json().notifications).toEqual([]);
  });

  it('keeps definitions, triggers and events across a restart', async () => {
    const scheduled = (await server.call('PUT', `/api/events/definitions/${aggregationId}/schedule`, { as: ADMIN })).json().scheduler;
    const before = await searchEvents();
    await server.restart();
    const after = await searchEvents();
    expect(after.total_events).toBe(before.total_events);
    expect((await server.call('GET', `/api/events/definitions/${aggregationId}`, { as: ADMIN })).json()).toMatchObject({
      title: 'Brute force',
      scheduler: { is_scheduled: true, next_time: scheduled.next_time },
    });
    await server.call('PUT', `/api/events/definitions/${aggregationId}/unschedule`, { as: ADMIN });
  });
});

describe('the backtest', () => {
  const minute = 60_000;
  const backtest = (body: Record<string, unknown>, config: Record<string, unknown>, from: number, to: number, as = ADMIN) =>
    server.call('POST', '/api/sift/events/definitions/backtest', {
      as,
      body: {
        event_definition: definition(body, config),
        timerange: { type: 'absolute', from: new Date(from).toISOString(), to: new Date(to).toISOString() },
      },
    });
  const byUser = {
    group_by: ['user'],
    series: [{ id: 'count-', function: 'count', field: null }],
    conditions: COUNT_ABOVE_2,
  };

  it('raises what the scheduler would have at each execution over the range, stores nothing, and counts matches per bucket', async () => {
    const stored = (await searchEvents()).total_events;
    // alice's three failed logins (T0-60 s .. T0-58 s) are in every 5-minute window that ends from T0-58 s to T0+4 min.
    const res = await backtest({ title: 'Brute force' }, byUser, T0 - 10 * minute, T0 + 5 * minute);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ executions: 15, total: 5, from: new Date(T0 - 10 * minute).toISOString() });
    expect(answer.events.map((e: { timestamp: string }) => e.timestamp)).toEqual(
      [0, 1, 2, 3, 4].map((k) => new Date(T0 + k * minute).toISOString()),
    );
    expect(answer.events[0]).toEqual({
      timestamp: new Date(T0).toISOString(),
      timerange_start: new Date(T0 - 5 * minute).toISOString(),
      timerange_end: new Date(T0).toISOString(),
      message: 'Brute force: alice - count()=3.0',
      key: '',
      key_tuple: [],
      group_by_fields: { user: 'alice' },
      fields: {},
      origin_context: null,
    });
    // One bucket per execution interval (15 of them, and the one ending at `to`); the four failed logins fall in one.
    expect(answer.histogram.interval_ms).toBe(minute);
    expect(answer.histogram.buckets).toHaveLength(16);
    expect(answer.histogram.buckets.filter((b: { count: number }) => b.count > 0)).toEqual([
      { timestamp: new Date(T0 - minute).toISOString(), count: 4 },
    ]);

    // Without group-by, windows without a matching message are evaluated too (count() = 0).
    const quiet = await backtest(
      { title: 'Too quiet' },
      {
        search_within_ms: minute,
        series: [{ id: 'count-', function: 'count' }],
        conditions: { expression: { expr: '<', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 1 } } },
      },
      T0 - 5 * minute,
      T0,
    );
    expect(quiet.json()).toMatchObject({ executions: 5, total: 3 });
    expect(quiet.json().events.map((e: { timestamp: string; message: string }) => [e.timestamp, e.message])).toEqual(
      [4, 3, 2].map((k) => [new Date(T0 - k * minute).toISOString(), 'Too quiet - count()=0.0']),
    );
    // A filter raises one event per matching message of each window (windows include both ends, as the scheduler's do).
    const filter = await backtest({}, { search_within_ms: minute }, T0 - 5 * minute, T0);
    expect(filter.json()).toMatchObject({ executions: 5, total: 5 });
    // Date math in the query is taken at each run's time: the runs at T0-60 s (the boundary message) and at T0
    // see messages under 90 s old; later runs see none (with the request's time as `now`, no run would).
    const recent = await backtest({}, { query: 'action:login_failed AND timestamp:>now-90s' }, T0 - 5 * minute, T0 + 5 * minute);
    expect(
      recent
        .json()
        .events.map((e: { timerange_end: string }) => Date.parse(e.timerange_end) - T0)
        .sort(),
    ).toEqual([-minute, 0, 0, 0, 0]);
    expect((await searchEvents()).total_events).toBe(stored);
  });

  it('refuses too many executions, an invalid condition and a Reader, with the reason', async () => {
    const tooMany = await backtest({}, {}, T0 - 3 * 86_400_000, T0);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      type: 'ApiError',
      message:
        'The backtest would run the event definition 4320 times (every 60000 ms over 259200000 ms); at most 2880 runs are allowed. Choose a shorter time range or a longer execution interval.',
    });
    const unknownRef = await backtest(
      {},
      {
        series: [{ id: 'count-', function: 'count' }],
        conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'nope' }, right: { expr: 'number', value: 1 } } },
      },
      T0 - 5 * minute,
      T0,
    );
    expect(unknownRef.json()).toEqual({ type: 'ApiError', message: "Couldn't find value for reference nope" });
    const incomplete = await backtest({}, { series: [{ id: 'count-', function: 'count' }] }, T0 - 5 * minute, T0);
    expect(incomplete.json()).toEqual({ type: 'ApiError', message: 'Aggregation with series must also contain conditions' });
    const badQuery = await backtest({}, { query: 'action:(' }, T0 - 5 * minute, T0);
    expect(badQuery.statusCode).toBe(400);
    const reader = await createUser(server, 'backtest-reader');
    expect((await backtest({}, {}, T0 - 5 * minute, T0, reader)).statusCode).toBe(403);
  });
});

describe('the aggregation preview', () => {
  const preview = (config: Record<string, unknown>, as = ADMIN, body: Record<string, unknown> = {}) =>
    server.call('POST', '/api/sift/events/definitions/aggregation-preview', { as, body: { event_definition: definition(body, config) } });
  const count = [{ id: 'count-', function: 'count', field: null }];

  it("evaluates the window ending now with the scheduler's processor: each group's values and whether it would raise", async () => {
    const stored = (await searchEvents()).total_events;
    // Five minutes up to the scheduler's clock hold alice's three failed logins and bob's one.
    const res = await preview({ group_by: ['user'], series: count, conditions: COUNT_ABOVE_2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: new Date(clock.now() - 300_000).toISOString(),
      to: new Date(clock.now()).toISOString(),
      total: 2,
      raising: 1,
      groups: [
        { key: ['alice'], values: { 'count-': 3 }, would_raise: true },
        { key: ['bob'], values: { 'count-': 1 }, would_raise: false },
      ],
    });
    // Those that would raise come first, whatever the aggregation's order.
    const below2 = { expression: { expr: '<', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 2 } } };
    const few = (await preview({ group_by: ['user'], series: count, conditions: below2 })).json();
    expect(few.groups.map((g: { key: string[]; would_raise: boolean }) => [g.key[0], g.would_raise])).toEqual([
      ['bob', true],
      ['alice', false],
    ]);
    // Without conditions yet: the values, to choose a threshold from; nothing is said about raising.
    const open = (await preview({ group_by: ['source'], series: [...count, { id: 'card-user', function: 'card', field: 'user' }] })).json();
    expect(open).toMatchObject({ total: 2, raising: null });
    expect(open.groups).toEqual(
      expect.arrayContaining([
        { key: ['web-1'], values: { 'count-': 2, 'card-user': 1 }, would_raise: null },
        { key: ['web-2'], values: { 'count-': 2, 'card-user': 2 }, would_raise: null },
      ]),
    );
    // Without group-by, the one total row, even when nothing matches (count() = 0, avg() has no value).
    const none = await preview({
      query: 'action:nothing_like_this',
      series: [...count, { id: 'avg-took', function: 'avg', field: 'took' }],
      conditions: { expression: { expr: '<', left: { expr: 'number-ref', ref: 'count-' }, right: { expr: 'number', value: 1 } } },
    });
    expect(none.json()).toMatchObject({
      total: 1,
      raising: 1,
      groups: [{ key: [], values: { 'count-': 0, 'avg-took': null }, would_raise: true }],
    });
    // A group-by that finds nothing: no groups.
    expect(
      (await preview({ query: 'action:nothing_like_this', group_by: ['user'], series: count, conditions: COUNT_ABOVE_2 })).json(),
    ).toMatchObject({
      total: 0,
      raising: 0,
      groups: [],
    });
    expect((await searchEvents()).total_events).toBe(stored);
  });

  it('refuses a filter, an invalid series, an unknown reference, a bad query and a Reader, with the reason', async () => {
    expect((await preview({})).json()).toEqual({
      type: 'ApiError',
      message: 'The event definition has no series: only an aggregation has a result to preview.',
    });
    expect((await preview({ series: [{ id: 'avg-', function: 'avg' }] })).json()).toEqual({
      type: 'ApiError',
      message: "Aggregation's series of type avg must contain non-empty value for field",
    });
    const unknownRef = await preview({
      series: count,
      conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'nope' }, right: { expr: 'number', value: 1 } } },
    });
    expect(unknownRef.json()).toEqual({ type: 'ApiError', message: "Couldn't find value for reference nope" });
    const badQuery = await preview({ query: 'action:(', series: count, conditions: COUNT_ABOVE_2 });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().type).toBe('ApiError');
    const reader = await createUser(server, 'preview-reader');
    expect((await preview({ series: count, conditions: COUNT_ABOVE_2 }, reader)).statusCode).toBe(403);
  });
});

describe('access and the legacy alarm callbacks', () => {
  it('hides definitions, notifications and events from a Reader', async () => {
    const reader = await createUser(server, 'rita');
    expect((await server.call('GET', '/api/events/definitions/paginated', { as: reader })).json()).toMatchObject({
      total: 0,
      elements: [],
    });
    expect((await server.call('GET', '/api/events/notifications/paginated', { as: reader })).json()).toMatchObject({
      total: 0,
      elements: [],
    });
    const id = (await server.call('GET', '/api/events/definitions/paginated', { as: ADMIN })).json().elements[0].id;
    const forbidden = await server.call('GET', `/api/events/definitions/${id}`, { as: reader });
    expect(forbidden.statusCode).toBe(403);
    expect((await server.call('POST', '/api/events/definitions', { as: reader, body: definition() })).statusCode).toBe(403);
    expect((await searchEvents({}, reader)).total_events).toBe(0);
    expect((await server.call('GET', '/api/events/definitions/paginated')).statusCode).toBe(401);
  });

  it('answers the legacy alarm callback endpoints with their 5.1 shapes', async () => {
    expect((await server.call('GET', '/api/alerts/callbacks', { as: ADMIN })).json()).toEqual({ total: 0, alarmcallbacks: [] });
    const types = (await server.call('GET', '/api/alerts/callbacks/types', { as: ADMIN })).json();
    expect(types.types['org.graylog2.alarmcallbacks.EmailAlarmCallback']).toMatchObject({
      name: 'Email Alert Callback',
      requested_configuration: { sender: { type: 'text' } },
    });
    expect((await server.call('GET', '/api/streams/000000000000000000000001/alarmcallbacks', { as: ADMIN })).json()).toEqual({
      total: 0,
      alarmcallbacks: [],
    });
    const missing = await server.call('GET', '/api/streams/5f0c1a2b3c4d5e6f7a8b9c0d/alarmcallbacks', { as: ADMIN });
    expect(missing.statusCode).toBe(404);
  });
});
