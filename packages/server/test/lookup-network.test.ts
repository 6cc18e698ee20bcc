import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { parseWhoisAnswer } from '../src/lookup/whois.js';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { createInput, eventually, freePort, messagesOf } from './log-helpers.js';

/*
 * The Whois and OTX adapters against real servers on loopback: a whois server standing in for ARIN that
 * refers RIPE's addresses to a second one standing in for RIPE (SIFT_LOOKUP_WHOIS_SERVERS points the
 * registries at them), and an OTX-like HTTP server. Nothing here reaches the internet.
 */

const ARIN_NETWORKS = [
  '# ARIN WHOIS data and services are subject to the Terms of Use',
  '',
  'NetRange:       203.0.113.0 - 203.0.113.255',
  'NetType:        Direct Allocation',
  'Organization:   Big Carrier (BC-1)',
  'Country:        US',
  '',
  'NetType:        Reassigned',
  'Customer:       Example Shop (C0001)',
  'Country:        CA',
  '',
].join('\n');
const ARIN_REFERRAL = [
  '# ARIN WHOIS data',
  'NetRange:       81.0.0.0 - 81.255.255.255',
  'NetType:        Allocated to RIPE NCC',
  'Organization:   RIPE Network Coordination Centre (RIPE)',
  'ResourceLink:  https://apps.db.ripe.net/search/query.html',
  'ResourceLink:  whois.ripe.net',
  '',
].join('\n');
const RIPE_ANSWER = [
  '% This is the RIPE Database query service.',
  '',
  'inetnum:        81.2.69.0 - 81.2.69.255',
  'netname:        EXAMPLE-NET',
  'descr:          Example backbone',
  'org-name:       Example GmbH',
  'country:        DE',
  '',
].join('\n');

interface Whois {
  port: number;
  queries: string[];
  server: net.Server;
}

/** A whois server: reads one query line, answers, closes (as registries do); `silent` never answers. */
async function whoisServer(answer: (query: string) => string | null): Promise<Whois> {
  const queries: string[] = [];
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\r\n');
      if (end < 0) return;
      const query = buffered.slice(0, end);
      queries.push(query);
      const text = answer(query);
      if (text !== null) socket.end(text);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, queries, server };
}

const PULSES = {
  indicator: '203.0.113.5',
  type: 'IPv4',
  pulse_info: {
    count: 2,
    pulses: [
      { id: 'p-1', name: 'Scanner farm' },
      { id: 'p-2', name: 'Botnet C2' },
    ],
  },
};

let arin: Whois;
let ripe: Whois;
let silent: Whois;
let closedPort: number;
let otx: http.Server;
let otxBase = '';
const otxRequests: { url: string; headers: http.IncomingHttpHeaders }[] = [];
let server: TestServer;

beforeAll(async () => {
  arin = await whoisServer((query) => (query.startsWith('n + 81.') ? ARIN_REFERRAL : ARIN_NETWORKS));
  ripe = await whoisServer(() => RIPE_ANSWER);
  silent = await whoisServer(() => null);
  closedPort = await freePort();
  otx = http.createServer((req, res) => {
    otxRequests.push({ url: req.url ?? '', headers: req.headers });
    const path = req.url ?? '';
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/api/v1/indicators/IPv4/203.0.113.5/general') return json(200, PULSES);
    if (path === '/api/v1/indicators/IPv4/198.51.100.9/general') return json(500, { detail: 'boom' });
    if (path === '/api/v1/indicators/IPv4/198.51.100.77/general') return void setTimeout(() => json(200, PULSES), 500);
    if (path.startsWith('/api/v1/indicators/')) return json(200, { pulse_info: { count: 0, pulses: [] } });
    return json(404, { detail: 'not found' });
  });
  await new Promise<void>((resolve) => otx.listen(0, '127.0.0.1', resolve));
  otxBase = `http://127.0.0.1:${(otx.address() as net.AddressInfo).port}`;
  server = await startServer(
    undefined,
    {},
    {
      SIFT_DEMO_DATA: 'off',
      SIFT_LOOKUP_WHOIS_SERVERS: `ARIN=127.0.0.1:${arin.port},RIPENCC=127.0.0.1:${ripe.port},APNIC=127.0.0.1:${silent.port},LACNIC=127.0.0.1:${closedPort}`,
    },
  );
  // The OTX server's origin is on the URL allowlist; 127.0.0.2 is not.
  const allow = await server.call('PUT', '/api/system/cluster_config/org.graylog2.system.urlwhitelist.UrlWhitelist', {
    as: ADMIN,
    body: { disabled: false, entries: [{ id: 'otx', type: 'regex', title: 'OTX stand-in', value: '^http://127\\.0\\.0\\.1:\\d+$' }] },
  });
  expect(allow.statusCode, allow.body).toBeLessThan(300);
});

afterAll(async () => {
  await server?.close();
  for (const s of [arin?.server, ripe?.server, silent?.server, otx]) s?.close();
});

const post = async (url: string, body: Record<string, unknown>) => {
  const res = await server.call('POST', url, { as: ADMIN, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
};

/** An adapter of `config`, and, with `table`, a table of that name over it with a cache (`guava_cache` or `none`). */
async function adapterAndTable(name: string, config: Record<string, unknown>, table?: { name: string; cache: 'guava_cache' | 'none' }) {
  const adapter = await post('/api/system/lookup/adapters', { title: name, description: '', name, config });
  if (!table) return;
  const cache = await post('/api/system/lookup/caches', {
    title: `${table.name} cache`,
    description: '',
    name: `${table.name}-cache`,
    config:
      table.cache === 'none'
        ? { type: 'none' }
        : { type: 'guava_cache', max_size: 100, expire_after_access: 60, expire_after_access_unit: 'SECONDS', expire_after_write: 0 },
  });
  await post('/api/system/lookup/tables', {
    title: table.name,
    description: '',
    name: table.name,
    cache_id: cache.id,
    data_adapter_id: adapter.id,
    default_single_value: '',
    default_single_value_type: 'NULL',
    default_multi_value: '',
    default_multi_value_type: 'NULL',
  });
}

const query = async (url: string) => {
  const res = await server.call('GET', url, { as: ADMIN });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};

/** "No TTL" is Java's Long.MAX_VALUE on the wire, beyond what a JavaScript number holds exactly. */
const NO_TTL = '"ttl":9223372036854775807}';
const rawQuery = async (url: string) => (await server.call('GET', url, { as: ADMIN })).body;

const whois = (registry: string, timeouts = { connect_timeout: 1000, read_timeout: 1000 }) => ({ type: 'whois', registry, ...timeouts });
const otxConfig = (overrides: Record<string, unknown> = {}) => ({
  type: 'otx-api',
  indicator: 'IPAutoDetect',
  api_key: 'k-123',
  api_url: otxBase,
  http_user_agent: 'Sift test agent',
  http_connect_timeout: 1000,
  http_write_timeout: 1000,
  http_read_timeout: 1000,
  ...overrides,
});

describe('whois data adapter', () => {
  beforeAll(async () => {
    await adapterAndTable('whois-arin', whois('ARIN'), { name: 'whois', cache: 'guava_cache' });
  });

  it('answers the table query with the owner, following ARIN to RIPE, and caches it', async () => {
    const arinBefore = arin.queries.length;
    const body = await rawQuery('/api/system/lookup/tables/whois/query?key=81.2.69.160');
    expect(body.endsWith(NO_TTL)).toBe(true);
    expect(JSON.parse(body)).toMatchObject({
      single_value: 'Example GmbH/DE',
      multi_value: { organization: 'Example GmbH', country_code: 'DE' },
      string_list_value: null,
      has_error: false,
    });
    expect(arin.queries.slice(arinBefore)).toEqual(['n + 81.2.69.160']);
    expect(ripe.queries.at(-1)).toBe('81.2.69.160');
    // ARIN's most specific network (Reassigned) wins over the allocation above it.
    expect((await query('/api/system/lookup/tables/whois/query?key=203.0.113.20'))['single_value']).toBe('Example Shop (C0001)/CA');
    const asked = arin.queries.length + ripe.queries.length;
    expect((await query('/api/system/lookup/tables/whois/query?key=81.2.69.160'))['single_value']).toBe('Example GmbH/DE');
    expect(arin.queries.length + ripe.queries.length).toBe(asked);
  });

  it('answers a registry that stays silent or cannot be reached with a "Lookup Error" value, not an error result', async () => {
    await adapterAndTable('whois-silent', whois('APNIC', { connect_timeout: 1000, read_timeout: 100 }));
    await adapterAndTable('whois-closed', whois('LACNIC'));
    expect(await query('/api/system/lookup/adapters/whois-silent/query?key=1.2.3.4')).toMatchObject({
      single_value: `Lookup Error: Could not look up WHOIS information for 1.2.3.4 at 127.0.0.1:${silent.port}: no answer within 100 ms (read timeout)`,
      has_error: false,
    });
    expect(silent.queries.at(-1)).toBe('1.2.3.4');
    expect((await query('/api/system/lookup/adapters/whois-closed/query?key=1.2.3.4'))['single_value']).toBe(
      `Lookup Error: Could not look up WHOIS information for 1.2.3.4 at 127.0.0.1:${closedPort}: no connection (ECONNREFUSED); is there a route to the internet?`,
    );
  });

  it('validates its settings', async () => {
    const res = await server.call('POST', '/api/system/lookup/adapters/validate', {
      as: ADMIN,
      body: {
        title: 'w',
        description: '',
        name: 'w-new',
        config: { type: 'whois', registry: 'MARS', connect_timeout: 1, read_timeout: 1 },
      },
    });
    expect(res.json().errors).toEqual({ registry: ['must be one of AFRINIC, APNIC, ARIN, LACNIC, RIPENCC'] });
    // Absent settings take Graylog's defaults.
    const created = await server.call('POST', '/api/system/lookup/adapters', {
      as: ADMIN,
      body: { title: 'w', description: '', name: 'w-defaults', config: { type: 'whois' } },
    });
    expect(created.json().config).toEqual({ type: 'whois', registry: 'ARIN', connect_timeout: 1000, read_timeout: 1000 });
    const types = (await server.call('GET', '/api/system/lookup/types/adapters', { as: ADMIN })).json();
    expect(types.whois.default_config).toEqual({ type: 'whois', registry: 'ARIN', connect_timeout: 1000, read_timeout: 1000 });
  });
});

describe('OTX data adapter', () => {
  beforeAll(async () => {
    await adapterAndTable('otx-ip', otxConfig(), { name: 'otx-api-ip', cache: 'guava_cache' });
  });

  it('answers the pulse count and the whole answer, with the API key and user agent, and caches it', async () => {
    const before = otxRequests.length;
    const body = await rawQuery('/api/system/lookup/tables/otx-api-ip/query?key=203.0.113.5');
    expect(body.endsWith(NO_TTL)).toBe(true);
    expect(JSON.parse(body)).toMatchObject({ single_value: 2, multi_value: PULSES, string_list_value: null, has_error: false });
    const request = otxRequests.at(-1)!;
    expect(request.url).toBe('/api/v1/indicators/IPv4/203.0.113.5/general');
    expect(request.headers).toMatchObject({ 'x-otx-api-key': 'k-123', 'user-agent': 'Sift test agent', accept: 'application/json' });
    await query('/api/system/lookup/tables/otx-api-ip/query?key=203.0.113.5');
    // Private addresses are not asked about.
    expect((await query('/api/system/lookup/tables/otx-api-ip/query?key=10.1.2.3'))['single_value']).toBeNull();
    expect(otxRequests.length).toBe(before + 1);
  });

  it('answers a failed request, a timeout, a closed port and a URL off the allowlist with error results', async () => {
    expect(await query('/api/system/lookup/tables/otx-api-ip/query?key=198.51.100.9')).toMatchObject({
      single_value: 'OTX IPv4 request for key <198.51.100.9> failed: 500',
      has_error: true,
      ttl: 5000,
    });
    await adapterAndTable('otx-slow', otxConfig({ http_read_timeout: 100 }));
    expect(await query('/api/system/lookup/adapters/otx-slow/query?key=198.51.100.77')).toMatchObject({
      single_value: `OTX request for key <198.51.100.77> to ${new URL(otxBase).host} failed: no read within 100 ms (read timeout)`,
      has_error: true,
    });
    await adapterAndTable('otx-closed', otxConfig({ api_url: `http://127.0.0.1:${closedPort}` }));
    expect((await query('/api/system/lookup/adapters/otx-closed/query?key=203.0.113.5'))['single_value']).toBe(
      `OTX request for key <203.0.113.5> to 127.0.0.1:${closedPort} failed: no connection (ECONNREFUSED); is there a route to the internet?`,
    );
    const before = otxRequests.length;
    await adapterAndTable('otx-off-list', otxConfig({ api_url: otxBase.replace('127.0.0.1', '127.0.0.2') }));
    const offList = otxBase.replace('127.0.0.1', '127.0.0.2');
    expect(await query('/api/system/lookup/adapters/otx-off-list/query?key=203.0.113.5')).toMatchObject({
      single_value: `URL <${offList}> is not whitelisted.`,
      has_error: true,
    });
    expect(otxRequests.length).toBe(before);
    const states = (
      await server.call('POST', '/api/system/lookup/errorstates', { as: ADMIN, body: { data_adapters: ['otx-off-list'] } })
    ).json();
    expect(states.data_adapters).toEqual({ 'otx-off-list': `URL <${offList}> is not whitelisted.` });
  });

  it('validates its settings', async () => {
    const res = await server.call('POST', '/api/system/lookup/adapters/validate', {
      as: ADMIN,
      body: {
        title: 'o',
        description: '',
        name: 'o-new',
        config: otxConfig({ indicator: 'planet', api_url: 'ftp:x', http_read_timeout: 0 }),
      },
    });
    expect(res.json().errors).toEqual({
      http_read_timeout: ['must be greater than or equal to 1', 'Value cannot be smaller than 1'],
      indicator: ['Invalid value - allowed: IPAutoDetect, IPv4, IPv6, domain, hostname, file, url, cve, nids, correlation-rule'],
      api_url: ['Invalid URL'],
    });
  });
});

describe('whois answers of each registry', () => {
  it('reads the owner and country as each registry words them', () => {
    const apnic = '% [whois.apnic.net]\n\ninetnum: 1.1.1.0 - 1.1.1.255\ndescr:   APNIC Research\ndescr:   Second line\ncountry: AU\n';
    expect(parseWhoisAnswer('APNIC', apnic)).toEqual({ organization: 'APNIC Research', countryCode: 'AU', referral: null });
    expect(parseWhoisAnswer('AFRINIC', 'descr: Afri Net\ncountry: ZA\n')).toMatchObject({ organization: 'Afri Net', countryCode: 'ZA' });
    expect(parseWhoisAnswer('LACNIC', '% LACNIC\nowner: Lat Net\ncountry: BR\n')).toMatchObject({
      organization: 'Lat Net',
      countryCode: 'BR',
    });
    // RIPE's org-name wins over descr; a value keeps its colons (a URL, a time).
    expect(parseWhoisAnswer('RIPENCC', 'descr: Backbone\norg-name: Example: The Company\ncountry: NL\n')).toMatchObject({
      organization: 'Example: The Company',
    });
    // After a network type ARIN's parser does not know, the next known one starts afresh, as Graylog's does.
    const arin =
      'NetType: Reassigned\nCustomer: Shop\nCountry: CA\nNetType: Allocated to RIPE NCC\nNetType: Direct Allocation\nOrganization: Carrier\n';
    expect(parseWhoisAnswer('ARIN', arin)).toMatchObject({ organization: 'Carrier', countryCode: null });
  });
});

describe('SIFT_LOOKUP_WHOIS_SERVERS', () => {
  it('maps registries to host and port, and stops the server on a malformed value', () => {
    const read = (value: string) => readConfig({ SIFT_LOOKUP_WHOIS_SERVERS: value }, '/tmp', '/tmp/console').whoisServers;
    expect(read('ARIN=127.0.0.1:4343, RIPENCC=[::1]:43')).toEqual({
      ARIN: { host: '127.0.0.1', port: 4343 },
      RIPENCC: { host: '::1', port: 43 },
    });
    expect(() => read('MARS=127.0.0.1:43')).toThrow(
      'SIFT_LOOKUP_WHOIS_SERVERS must list REGISTRY=host:port entries (registries AFRINIC, APNIC, ARIN, LACNIC, RIPENCC), got "MARS=127.0.0.1:43"',
    );
    expect(() => read('ARIN=127.0.0.1')).toThrow(/got "ARIN=127.0.0.1"/);
  });
});

describe('threat-intelligence switches', () => {
  it('are a cluster config that starts all off', async () => {
    const url = '/api/system/cluster_config/org.graylog.plugins.threatintel.ThreatIntelPluginConfiguration';
    expect((await server.call('GET', url, { as: ADMIN })).json()).toEqual({
      otx_enabled: false,
      otx_api_key: null,
      tor_enabled: false,
      spamhaus_enabled: false,
      abusech_ransom_enabled: false,
    });
    expect((await server.call('PUT', url, { as: ADMIN, body: { tor_enabled: true } })).statusCode).toBe(202);
    expect((await server.call('GET', url, { as: ADMIN })).json()).toMatchObject({ tor_enabled: true, spamhaus_enabled: false });
    expect((await server.call('PUT', url, { as: ADMIN, body: { tor_enabled: 'yes' } })).statusCode).toBe(400);
  });
});

describe('network lookups while messages are processed', () => {
  it('enriches messages through an extractor converter and a pipeline rule; the fields are searchable', async () => {
    const { id: inputId, port } = await createInput(server, 'org.graylog2.inputs.raw.tcp.RawTCPInput');
    const extractor = await server.call('POST', `/api/system/inputs/${inputId}/extractors`, {
      as: ADMIN,
      body: {
        title: 'owner',
        extractor_type: 'regex',
        cursor_strategy: 'copy',
        source_field: 'message',
        target_field: 'owner',
        extractor_config: { regex_value: 'from (\\S+)' },
        converters: [{ type: 'lookup_table', config: { lookup_table_name: 'whois' } }],
        condition_type: 'none',
        condition_value: '',
        order: 0,
      },
    });
    expect(extractor.statusCode, extractor.body).toBe(201);
    const otxExtractor = await server.call('POST', `/api/system/inputs/${inputId}/extractors`, {
      as: ADMIN,
      body: {
        title: 'pulse count',
        extractor_type: 'regex',
        cursor_strategy: 'copy',
        source_field: 'message',
        target_field: 'pulse_count',
        extractor_config: { regex_value: 'from (\\S+)' },
        converters: [{ type: 'lookup_table', config: { lookup_table_name: 'otx-api-ip' } }],
        condition_type: 'none',
        condition_value: '',
        order: 1,
      },
    });
    expect(otxExtractor.statusCode, otxExtractor.body).toBe(201);
    const rule = await server.call('POST', '/api/system/pipelines/rule', {
      as: ADMIN,
      body: {
        description: '',
        source: `rule "intel"
when
  contains(to_string($message.message), " from ")
then
  let ip = to_string(regex("from (\\\\S+)", to_string($message.message))["0"]);
  set_field("src_ip", ip);
  set_fields(whois_lookup_ip(ip, "src"));
  set_fields(otx_lookup_ip(ip));
  set_field("pulses", lookup_value("otx-api-ip", ip));
end`,
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const pipeline = await server.call('POST', '/api/system/pipelines/pipeline', {
      as: ADMIN,
      body: { description: '', source: 'pipeline "Intel" stage 0 match either rule "intel"; end' },
    });
    expect(pipeline.statusCode, pipeline.body).toBe(200);
    await server.call('POST', '/api/system/pipelines/connections/to_pipeline', {
      as: ADMIN,
      body: { pipeline_id: pipeline.json().id, stream_ids: [DEFAULT_STREAM_ID] },
    });

    const tag = `n${Date.now()}`;
    const before = { arin: arin.queries.length, ripe: ripe.queries.length, otx: otxRequests.length };
    // Neither address was looked up before: both messages wait for the registries and OTX.
    await sendTcp(port, `${tag} login from 81.2.69.161\n${tag} no address\n${tag} login from 203.0.113.7\n`);
    const found = await eventually(async () => {
      const result = await messagesOf(server, tag);
      expect(result.total_results).toBe(3);
      return result.messages.map((m) => m.message);
    });
    const bySource = Object.fromEntries(found.map((m) => [String(m['src_ip'] ?? 'none'), m]));
    expect(bySource['81.2.69.161']).toMatchObject({
      owner: 'Example GmbH/DE',
      src_whois_organization: 'Example GmbH',
      src_whois_country_code: 'DE',
      otx_threat_indicated: false,
      pulses: 0,
    });
    expect(bySource['203.0.113.7']).toMatchObject({ owner: 'Example Shop (C0001)/CA', src_whois_country_code: 'CA', pulse_count: 0 });
    expect(bySource['81.2.69.161']?.['pulse_count']).toBe(0);
    expect(bySource['none']?.['owner']).toBeUndefined();
    // The extractor and the rule asked the same table: one query per address and registry.
    expect(arin.queries.slice(before.arin).sort()).toEqual(['n + 203.0.113.7', 'n + 81.2.69.161']);
    expect(ripe.queries.slice(before.ripe)).toEqual(['81.2.69.161']);
    expect(
      otxRequests
        .slice(before.otx)
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/api/v1/indicators/IPv4/203.0.113.7/general', '/api/v1/indicators/IPv4/81.2.69.161/general']);
    const germans = await messagesOf(server, `${tag} AND src_whois_country_code:DE`);
    expect(germans.total_results).toBe(1);

    // The simulator waits for the lookups too.
    const simulated = await server.call('POST', '/api/system/pipelines/simulate', {
      as: ADMIN,
      body: { stream_id: DEFAULT_STREAM_ID, message: { message: 'login from 203.0.113.5', source: 'web' } },
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    expect(simulated.json().messages[0].message).toMatchObject({
      src_whois_organization: 'Example Shop (C0001)',
      otx_threat_indicated: true,
      otx_threat_ids: 'p-1, p-2',
      otx_threat_names: 'Scanner farm, Botnet C2',
    });
    // The message ran again once the answers were in: the stages told of are those of its last run.
    expect(simulated.json().sift_stages).toEqual([
      expect.objectContaining({ stage: 0, added_fields: expect.objectContaining({ src_whois_organization: 'Example Shop (C0001)' }) }),
    ]);
    await server.call('POST', '/api/system/pipelines/connections/to_pipeline', {
      as: ADMIN,
      body: { pipeline_id: pipeline.json().id, stream_ids: [] },
    });
  });
});

function sendTcp(port: number, payload: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}
