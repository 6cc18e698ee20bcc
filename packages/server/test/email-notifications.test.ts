import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtmlTemplate, renderTemplate } from '../src/events/email.js';
import { testContext } from '../src/events/notifier.js';
import { templateModel } from '../src/events/template-model.js';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';

/** A mail received by the test SMTP server. */
interface Received {
  from: string;
  to: string[];
  data: string;
  secure: boolean;
}

interface Receiver {
  port: number;
  received: Received[];
  close(): Promise<void>;
}

/** An SMTP server on a free loopback port that keeps every mail it receives. */
async function smtpReceiver(options: { secure?: boolean; key?: string; cert?: string; auth?: { user: string; pass: string } } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: options.secure ?? false,
    key: options.key,
    cert: options.cert,
    authOptional: options.auth === undefined,
    disabledCommands: options.auth === undefined ? ['AUTH'] : [],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
        });
        callback();
      });
    },
  });
  // A client that gives up mid-handshake is reported here; the test reads the client's side.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) } satisfies Receiver;
}

/** A quoted-printable mail body decoded enough to read its text. */
const decoded = (data: string) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let server: TestServer;
let plain: Receiver;
let tls: Receiver;

beforeAll(async () => {
  server = await startServer();
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keySize: 2048, algorithm: 'sha256' });
  plain = await smtpReceiver({ auth: { user: 'mailer', pass: 's3cret' }, key: pems.private, cert: pems.cert });
  tls = await smtpReceiver({ secure: true, key: pems.private, cert: pems.cert });
});

afterAll(async () => {
  await plain.close();
  await tls.close();
  await server.close();
});

const mailConfig = (overrides: Record<string, unknown>) => ({
  type: 'email-notification-v1',
  sender: 'alerts@sift.test',
  email_recipients: ['ops@example.org', 'oncall@example.org'],
  subject: 'Alert: ${event_definition_title}',
  smtp_host: '127.0.0.1',
  ...overrides,
});

describe('email notifications', () => {
  it('"Execute test notification" sends a real email through the SMTP server the notification names', async () => {
    const res = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: {
        title: 'Mail',
        config: mailConfig({
          smtp_port: plain.port,
          smtp_username: 'mailer',
          smtp_password: { set_value: 's3cret' },
          html_body_template: '<p>${event.message}</p>',
          time_zone: 'Asia/Kolkata',
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(plain.received).toHaveLength(1);
    const mail = plain.received[0]!;
    expect(mail.from).toBe('alerts@sift.test');
    expect(mail.to).toEqual(['ops@example.org', 'oncall@example.org']);
    const body = decoded(mail.data);
    expect(body).toContain('Subject: Alert: Event Definition Test Title');
    // The default text template, filled in with the sample event.
    expect(body).toContain('Title:       Event Definition Test Title');
    expect(body).toContain('Message:              Notification test message triggered from user <admin>');
    expect(body).toContain('field1: value1');
    // The event's time is shown in the notification's time zone, with its offset, and is still the same instant.
    const at = /Timestamp: +(\S+)/.exec(body)![1]!;
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+05:30$/);
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);
    // In the HTML body the event's text is escaped.
    expect(body).toContain('<p>Notification test message triggered from user &lt;admin&gt;</p>');
  });

  it('stores the SMTP settings, answers the password as {is_set} and keeps it on update', async () => {
    const created = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: {
        title: 'Saved mail',
        config: mailConfig({ smtp_port: plain.port, smtp_username: 'mailer', smtp_password: { set_value: 's3cret' } }),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json();
    expect(saved.config).toMatchObject({
      smtp_host: '127.0.0.1',
      smtp_port: plain.port,
      smtp_transport_security: 'none',
      smtp_verify_certificates: true,
      smtp_username: 'mailer',
      smtp_password: { is_set: true },
    });
    const updated = await server.call('PUT', `/api/events/notifications/${saved.id}`, {
      as: ADMIN,
      body: { ...saved, title: 'Saved mail 2', config: { ...saved.config, smtp_password: { keep_value: true } } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const before = plain.received.length;
    const test = await server.call('POST', `/api/events/notifications/${saved.id}/test`, { as: ADMIN });
    expect(test.statusCode, test.body).toBe(200);
    expect(plain.received).toHaveLength(before + 1);

    const wrongPassword = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: { title: 'Mail', config: mailConfig({ smtp_port: plain.port, smtp_username: 'mailer', smtp_password: 'nope' }) },
    });
    expect(wrongPassword.statusCode).toBe(500);
    expect(wrongPassword.json().message).toMatch(/^Error while sending email notification: .*Invalid username or password/);
  });

  it('speaks TLS from the first byte; a self-signed certificate is refused unless verification is off', async () => {
    const verified = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: { title: 'Mail', config: mailConfig({ smtp_port: tls.port, smtp_transport_security: 'tls' }) },
    });
    expect(verified.statusCode).toBe(500);
    expect(verified.json().message).toMatch(/^Error while sending email notification: .*self[- ]signed certificate/);
    expect(tls.received).toHaveLength(0);

    const unverified = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: {
        title: 'Mail',
        config: mailConfig({ smtp_port: tls.port, smtp_transport_security: 'tls', smtp_verify_certificates: false }),
      },
    });
    expect(unverified.statusCode, unverified.body).toBe(200);
    expect(tls.received).toHaveLength(1);
    expect(tls.received[0]!.secure).toBe(true);
  });

  it('upgrades with STARTTLS when asked to; plain SMTP never upgrades', async () => {
    const auth = { smtp_username: 'mailer', smtp_password: 's3cret' };
    const before = plain.received.length;
    const refused = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: { title: 'Mail', config: mailConfig({ smtp_port: plain.port, smtp_transport_security: 'start_tls', ...auth }) },
    });
    expect(refused.statusCode).toBe(500);
    expect(refused.json().message).toMatch(/^Error while sending email notification: .*self[- ]signed certificate/);
    const upgraded = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: {
        title: 'Mail',
        config: mailConfig({ smtp_port: plain.port, smtp_transport_security: 'start_tls', smtp_verify_certificates: false, ...auth }),
      },
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const none = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: { title: 'Mail', config: mailConfig({ smtp_port: plain.port, ...auth }) },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(plain.received.slice(before).map((m) => m.secure)).toEqual([true, false]);
  });

  it('sends to user recipients at their address at send time, skipping a deleted user and one without an address', async () => {
    await createUser(server, 'mailuser', { email: 'mailuser@example.org' });
    await createUser(server, 'noaddress', { email: '' });
    await createUser(server, 'leaver', { email: 'leaver@example.org' });
    const config = mailConfig({
      smtp_port: plain.port,
      smtp_username: 'mailer',
      smtp_password: 's3cret',
      email_recipients: [],
      user_recipients: ['mailuser', 'noaddress', 'leaver'],
    });
    const saved = await server.call('POST', '/api/events/notifications', { as: ADMIN, body: { title: 'To users', config } });
    expect(saved.statusCode, saved.body).toBe(200);
    // The address is read when the mail is sent: a changed one is used, a deleted user is skipped.
    const users = (await server.call('GET', '/api/users', { as: ADMIN })).json().users as { id: string; username: string }[];
    const id = (name: string) => users.find((u) => u.username === name)!.id;
    expect((await server.call('PUT', `/api/users/${id('mailuser')}`, { as: ADMIN, body: { email: 'new@example.org' } })).statusCode).toBe(
      204,
    );
    expect((await server.call('DELETE', `/api/users/id/${id('leaver')}`, { as: ADMIN })).statusCode).toBe(204);
    const before = plain.received.length;
    const sent = await server.call('POST', `/api/events/notifications/${saved.json().id}/test`, { as: ADMIN });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(plain.received.slice(before).map((m) => m.to)).toEqual([['new@example.org']]);
    // With nobody left to send to, the test fails and says whom it skipped.
    const nobody = await server.call('POST', '/api/events/notifications/test', {
      as: ADMIN,
      body: { title: 'Mail', config: { ...config, user_recipients: ['noaddress', 'leaver'] } },
    });
    expect(nobody.statusCode).toBe(500);
    expect(nobody.json().message).toBe(
      'Notification has no email recipients. Skipped user recipients: noaddress (no email address), leaver (no such user).',
    );
  });

  it('rejects an unknown transport security or port', async () => {
    const security = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: 'Mail', config: mailConfig({ smtp_transport_security: 'ssl3' }) },
    });
    expect(security.statusCode).toBe(400);
    expect(security.json().message).toBe('Unable to map property smtp_transport_security: expected one of none, start_tls, tls.');
    const port = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: 'Mail', config: mailConfig({ smtp_port: 70_000 }) },
    });
    expect(port.statusCode).toBe(400);
    const zone = await server.call('POST', '/api/events/notifications', {
      as: ADMIN,
      body: { title: 'Mail', config: mailConfig({ time_zone: 'Mars/Olympus' }) },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toMatch(/The datetime zone id 'Mars\/Olympus' is not recognised/);
  });
});

describe('email templates', () => {
  const model = {
    event_definition_title: 'Failed logins',
    event: { message: 'a <b>', fields: { user: 'alice', host: 'web-1' } },
    backlog: [{ index: 'graylog_0', message: { message: 'login failed' } }],
  };

  it('fills in values, conditions and loops over lists and fields', () => {
    expect(renderTemplate('${event_definition_title}: ${event.message}', model)).toBe('Failed logins: a <b>');
    expect(renderTemplate('${foreach event.fields f}${f.key}=${f.value};${end}', model)).toBe('user=alice;host=web-1;');
    expect(renderTemplate('${if backlog}B:${foreach backlog m}${m}${end}${end}', model)).toBe('B:login failed');
    expect(renderTemplate('${if missing}yes${else}no${end}', model)).toBe('no');
    expect(renderTemplate('[${missing.value}]', model)).toBe('[]');
  });

  it("shows the event's and the backlog messages' times in the notification's time zone", () => {
    const context = testContext('admin', Date.parse('2024-05-01T14:00:00.000Z'));
    context.backlog = [{ index: 'graylog_0', message: { message: 'login failed', timestamp: '2024-05-01T13:59:00.000Z' } }];
    const template = '${event.timestamp} ${foreach backlog m}${m.message.timestamp}${end}';
    expect(renderTemplate(template, templateModel(context, 'Asia/Kolkata'))).toBe(
      '2024-05-01T19:30:00.000+05:30 2024-05-01T19:29:00.000+05:30',
    );
    expect(renderTemplate(template, templateModel(context, 'UTC'))).toBe('2024-05-01T14:00:00.000Z 2024-05-01T13:59:00.000Z');
  });

  it('escapes values in HTML templates', () => {
    expect(renderHtmlTemplate('<b>${event.message}</b>', model)).toBe('<b>a &lt;b&gt;</b>');
  });
});
