import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterContext } from '../src/lookup/adapters.js';
import type { ComponentRecord } from '../src/lookup/model.js';
import {
  AbuseChRansomAdapter,
  downloadFailure,
  RANSOM_TRACKER_SHUT_DOWN,
  SPAMHAUS_LIST_URLS,
  SpamhausEdropAdapter,
  TOR_EXIT_LIST_URL,
  TorExitNodeAdapter,
} from '../src/lookup/threatintel.js';
import { ADMIN, startServer, type TestServer } from './helpers.js';

const TOR_LIST = [
  'ExitNode 0011BD2485AD45D984EC4159C88FC066E5E3300E',
  'Published 2024-05-01 10:00:00',
  'ExitAddress 162.247.74.201 2024-05-01 10:10:00',
  'ExitNode 0111BA9B604669E636FFD5B503F382A4B7AD6E80',
  'ExitAddress 162.247.74.201 2024-05-01 11:10:00',
  'ExitAddress 185.220.101.1 2024-05-01 11:10:00',
  '',
].join('\n');
const DROP = '; Spamhaus DROP List 2024/05/01\n1.10.16.0/20 ; SBL256894\n2.56.192.0/22 ; SBL459831\n';
const EDROP = '; Spamhaus EDROP List\n5.134.128.0/19 ; SBL270738\n';

const record = (type: string, config: Record<string, unknown> = {}): ComponentRecord => ({
  id: `id-${type}`,
  scope: 'DEFAULT',
  title: type,
  description: '',
  name: type,
  contentPack: null,
  config: { type, ...config },
  customErrorTtlEnabled: null,
  customErrorTtl: null,
  customErrorTtlUnit: null,
});

/** A real HTTP server that serves the lists, standing in for their sources. */
let lists: http.Server;
let listsBase = '';
const served: string[] = [];
beforeAll(async () => {
  lists = http.createServer((req, res) => {
    served.push(req.url ?? '');
    const body = req.url === '/exit-addresses' ? TOR_LIST : req.url === '/drop.txt' ? DROP : req.url === '/edrop.txt' ? EDROP : null;
    res.writeHead(body === null ? 404 : 200, { 'content-type': 'text/plain' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => lists.listen(0, '127.0.0.1', resolve));
  listsBase = `http://127.0.0.1:${(lists.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => lists.close(resolve));
});

/** A context whose fetch sends the sources' URLs to the local list server (by path), counting purges. */
function context(route: (url: string) => string = (url) => `${listsBase}${new URL(url).pathname.replace(/^\/drop/, '')}`) {
  const state = { purges: 0 };
  const ctx: AdapterContext = {
    purgeCaches: () => {
      state.purges += 1;
    },
    isUrlAllowed: () => true,
    fetch: (input, init) => fetch(route(String(input)), init),
  };
  return { ctx, state };
}

describe('threat-intelligence data adapters', () => {
  it('Tor exit nodes: an exit address names its nodes, another address is empty', async () => {
    const { ctx, state } = context();
    const adapter = new TorExitNodeAdapter(record('torexitnode'), ctx);
    await adapter.download();
    expect(served).toContain('/exit-addresses');
    expect(adapter.get('162.247.74.201')).toMatchObject({
      single_value: '0011BD2485AD45D984EC4159C88FC066E5E3300E, 0111BA9B604669E636FFD5B503F382A4B7AD6E80',
      multi_value: { node_ids: ['0011BD2485AD45D984EC4159C88FC066E5E3300E', '0111BA9B604669E636FFD5B503F382A4B7AD6E80'] },
      has_error: false,
    });
    expect(adapter.get('8.8.8.8')).toMatchObject({ single_value: null, multi_value: null, has_error: false });
    expect(adapter.errorMessage()).toBeNull();
    expect(state.purges).toBeGreaterThan(0);
  });

  it('Spamhaus DROP and EDROP: a listed network answers true with its SBL id, another address false', async () => {
    const { ctx } = context();
    const adapter = new SpamhausEdropAdapter(record('spamhaus-edrop', { refresh_interval: 3600 }), ctx);
    await adapter.download();
    expect(adapter.get('1.10.20.5')).toMatchObject({ single_value: true, multi_value: { sbl_id: 'SBL256894', subnet: '1.10.16.0/20' } });
    expect(adapter.get('5.134.130.1')).toMatchObject({ single_value: true, multi_value: { sbl_id: 'SBL270738' } });
    expect(adapter.get('9.9.9.9')).toMatchObject({ single_value: false, has_error: false });
    expect(adapter.get('not an ip')).toMatchObject({ single_value: null, has_error: false });
    expect(SPAMHAUS_LIST_URLS.map((url) => new URL(url).pathname)).toEqual(['/drop/drop.txt', '/drop/edrop.txt']);
  });

  it('without a route to the source, the error state says so and lookups answer errors; later data stays on a failed refresh', async () => {
    const noRoute = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('getaddrinfo ENOTFOUND check.torproject.org'), { code: 'ENOTFOUND' }),
    });
    let online = false;
    const ctx: AdapterContext = {
      purgeCaches: () => undefined,
      isUrlAllowed: () => true,
      fetch: (input, init) => (online ? fetch(`${listsBase}/exit-addresses`, init) : Promise.reject(noRoute)),
    };
    const adapter = new TorExitNodeAdapter(record('torexitnode'), ctx);
    await adapter.download();
    expect(adapter.errorMessage()).toBe(
      `Could not download ${TOR_EXIT_LIST_URL}: the host name could not be resolved (ENOTFOUND); is there a route to the internet?`,
    );
    expect(adapter.get('162.247.74.201').has_error).toBe(true);

    online = true;
    await adapter.download();
    expect(adapter.errorMessage()).toBeNull();
    online = false;
    await adapter.download();
    expect(adapter.errorMessage()).toMatch(/^Could not download/);
    expect(adapter.get('162.247.74.201').single_value).toMatch(/^0011BD/);
  });

  it('an HTTP error of the source is named', async () => {
    const { ctx } = context(() => `${listsBase}/gone`);
    const adapter = new TorExitNodeAdapter(record('torexitnode'), ctx);
    await adapter.download();
    expect(adapter.errorMessage()).toBe(`Could not download ${TOR_EXIT_LIST_URL}: HTTP 404`);
    expect(downloadFailure('u', new Error('boom'))).toBe('Could not download u: boom');
  });

  it('the ransomware tracker reports that it was shut down and answers nothing', () => {
    const adapter = new AbuseChRansomAdapter(record('abuse-ch-ransom', { blocklist_type: 'DOMAINS' }), context().ctx);
    adapter.start();
    expect(adapter.errorMessage()).toBe(RANSOM_TRACKER_SHUT_DOWN);
    expect(adapter.get('evil.example')).toMatchObject({ single_value: null, has_error: false });
  });
});

describe('threat-intelligence adapters through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => server.call(method, url, { as: ADMIN, body });

  it('lists the types with their defaults, checks their settings, and shows the ransomware tracker as failed', async () => {
    const types = (await call('GET', '/api/system/lookup/types/adapters')).json();
    expect(types['spamhaus-edrop'].default_config).toEqual({ type: 'spamhaus-edrop', refresh_interval: 14400 });
    expect(types['torexitnode'].default_config).toEqual({ type: 'torexitnode' });
    expect(types['abuse-ch-ransom'].default_config).toMatchObject({ blocklist_type: 'DOMAINS', refresh_interval_unit: 'MINUTES' });

    const tooOften = await call('POST', '/api/system/lookup/adapters/validate', {
      title: 'S',
      name: 'spamhaus',
      config: { type: 'spamhaus-edrop', refresh_interval: 60 },
    });
    expect(tooOften.json().errors).toEqual({ refresh_interval: ['must be greater than or equal to 3600'] });
    const noList = await call('POST', '/api/system/lookup/adapters', {
      title: 'R',
      name: 'ransom',
      config: { type: 'abuse-ch-ransom', blocklist_type: 'FILES', refresh_interval: 150 },
    });
    expect(noList.statusCode).toBe(400);

    const created = await call('POST', '/api/system/lookup/adapters', {
      title: 'Ransomware',
      name: 'ransom',
      config: { type: 'abuse-ch-ransom', blocklist_type: 'IPS', refresh_interval: 150, refresh_interval_unit: 'MINUTES' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const states = (await call('POST', '/api/system/lookup/errorstates', { data_adapters: ['ransom'] })).json();
    expect(states.data_adapters).toEqual({ ransom: RANSOM_TRACKER_SHUT_DOWN });
    const answer = (await call('GET', '/api/system/lookup/adapters/ransom/query?key=10.0.0.1')).json();
    expect(answer).toMatchObject({ single_value: null, has_error: false });
  });
});
