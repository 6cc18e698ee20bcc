/** Realistic demo traffic: web access logs, application logs and syslog lines, as GELF documents. */
export type GelfDocument = Record<string, string | number>;

/** A small deterministic PRNG so demo data is reproducible. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

const PATHS = [
  '/',
  '/login',
  '/logout',
  '/posts',
  '/posts/42',
  '/posts/new',
  '/users/7',
  '/api/items',
  '/api/items/19',
  '/search',
  '/admin',
  '/static/app.js',
  '/static/site.css',
];
const AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) Firefox/126.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Safari/605.1.15',
  'curl/8.5.0',
  'Googlebot/2.1',
  'okhttp/4.12.0',
];
const CONTROLLERS = [
  ['PostsController', ['index', 'show', 'create', 'update']],
  ['UsersController', ['show', 'update', 'login']],
  ['SearchController', ['query']],
  ['AdminController', ['dashboard', 'settings']],
] as const;
const USERS = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'];
const WEB = ['web-01', 'web-02', 'web-03'];
const APP = ['app-01', 'app-02'];
const SYSLOG = [
  { host: 'db-01', app: 'postgres', facility: 'local0', level: 6, text: () => 'checkpoint complete: wrote 312 buffers (1.9%)' },
  {
    host: 'db-01',
    app: 'postgres',
    facility: 'local0',
    level: 4,
    text: () => 'duration: 1532.114 ms  statement: SELECT * FROM orders WHERE status = $1',
  },
  {
    host: 'bastion',
    app: 'sshd',
    facility: 'security/authorization',
    level: 6,
    text: (r: () => number) =>
      `Accepted publickey for ${pick(r, USERS)} from 10.0.${Math.floor(r() * 255)}.${Math.floor(r() * 255)} port 52144 ssh2`,
  },
  {
    host: 'bastion',
    app: 'sshd',
    facility: 'security/authorization',
    level: 5,
    text: (r: () => number) => `Failed password for invalid user admin from 203.0.113.${Math.floor(r() * 255)} port 40022 ssh2`,
  },
  { host: 'web-01', app: 'CRON', facility: 'clock', level: 6, text: () => '(root) CMD (/usr/local/bin/rotate-logs)' },
  {
    host: 'app-02',
    app: 'kernel',
    facility: 'kernel',
    level: 3,
    text: () => 'Out of memory: Killed process 2817 (java) total-vm:8388608kB',
  },
];

function webRequest(rnd: () => number, ts: number): GelfDocument {
  const method = rnd() < 0.8 ? 'GET' : pick(rnd, ['POST', 'PUT', 'DELETE']);
  const path = pick(rnd, PATHS);
  const r = rnd();
  const status = r < 0.82 ? 200 : r < 0.88 ? 304 : r < 0.93 ? 404 : r < 0.97 ? 302 : r < 0.99 ? 500 : 503;
  const took = Math.round((status >= 500 ? 800 : 20) + rnd() ** 3 * 1500);
  const ip = `${pick(rnd, ['10.0.1', '10.0.2', '192.168.4', '203.0.113'])}.${Math.floor(rnd() * 254) + 1}`;
  const bytes = status === 304 ? 0 : Math.floor(200 + rnd() * 40000);
  return {
    version: '1.1',
    host: pick(rnd, WEB),
    short_message: `${ip} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} ${took}ms`,
    timestamp: ts / 1000,
    level: status >= 500 ? 3 : 6,
    _log_type: 'access',
    _http_method: method,
    _http_response_code: status,
    _request_path: path,
    _took_ms: took,
    _bytes: bytes,
    _client_ip: ip,
    _user_agent: pick(rnd, AGENTS),
  };
}

function appLog(rnd: () => number, ts: number): GelfDocument {
  const [controller, actions] = pick(rnd, CONTROLLERS);
  const action = pick(rnd, actions);
  const user = pick(rnd, USERS);
  const failed = rnd() < 0.04;
  const took = Math.round(5 + rnd() ** 2 * 400);
  const doc: GelfDocument = {
    version: '1.1',
    host: pick(rnd, APP),
    short_message: failed
      ? `Error in ${controller}#${action}: ActiveRecord::RecordNotFound (Couldn't find record with id=${Math.floor(rnd() * 1000)})`
      : `Completed ${controller}#${action} for ${user} in ${took}ms`,
    timestamp: ts / 1000,
    level: failed ? 3 : 6,
    _log_type: 'application',
    _controller: controller,
    _action: action,
    _user: user,
    _took_ms: took,
  };
  if (failed)
    doc['full_message'] =
      `ActiveRecord::RecordNotFound\n\tat ${controller}.${action} (app/controllers/${controller.toLowerCase()}.rb:42)\n\tat Router.dispatch (lib/router.rb:118)`;
  return doc;
}

function syslogLine(rnd: () => number, ts: number): GelfDocument {
  const entry = pick(rnd, SYSLOG);
  return {
    version: '1.1',
    host: entry.host,
    short_message: `${entry.app}: ${entry.text(rnd)}`,
    timestamp: ts / 1000,
    level: entry.level,
    _log_type: 'syslog',
    _application_name: entry.app,
    _facility: entry.facility,
  };
}

/** One demo message at `ts`: about 60% web, 30% application, 10% syslog. */
export function demoMessage(rnd: () => number, ts: number): GelfDocument {
  const r = rnd();
  if (r < 0.6) return webRequest(rnd, ts);
  if (r < 0.9) return appLog(rnd, ts);
  return syslogLine(rnd, ts);
}

/** `count` messages spread over the `spanMs` before `now`, oldest first, busier in the daytime. */
export function backfill(count: number, now: number, spanMs: number, seed = 1): GelfDocument[] {
  const rnd = random(seed);
  const times = Array.from({ length: count }, () => now - rnd() * spanMs).sort((a, b) => a - b);
  return times.map((ts) => demoMessage(rnd, Math.round(ts)));
}
