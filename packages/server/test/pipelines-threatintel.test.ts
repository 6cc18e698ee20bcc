import { describe, expect, it } from 'vitest';
import { FUNCTIONS, type FunctionEnv } from '../src/pipelines/functions.js';
import type { LookupAnswer, ThreatIntelSwitches } from '../src/pipelines/functions/spec.js';
import type { RuleMessage, Value } from '../src/pipelines/values.js';

/** The threat-intelligence functions over tables given as answers by key (what the lookup service answers). */
function run(
  name: string,
  args: Record<string, Value>,
  tables: Record<string, Record<string, LookupAnswer>>,
  switches: Partial<ThreatIntelSwitches> = {},
): Value {
  const env: FunctionEnv = {
    streams: () => [],
    defaultStreamId: 'default',
    log: () => undefined,
    lookupResult: (table, key) => (tables[table] ? (tables[table][String(key)] ?? empty) : null),
    threatIntel: () => ({ tor_enabled: false, spamhaus_enabled: false, abusech_ransom_enabled: false, otx_enabled: false, ...switches }),
  };
  return FUNCTIONS.get(name)!.run(args, { message: {} as RuleMessage, env });
}

const empty: LookupAnswer = { single_value: null, multi_value: null, string_list_value: null, has_error: false };
const single = (value: unknown, multi: Record<string, unknown> | null = { value }): LookupAnswer => ({
  ...empty,
  single_value: value,
  multi_value: multi,
});
const asObject = (value: Value) => Object.fromEntries(value as Map<string, Value>);

describe('threat-intelligence pipeline functions', () => {
  it('whois_lookup_ip names the fields after the prefix', () => {
    const whois = { whois: { '81.2.69.160': single('Example GmbH/DE', { organization: 'Example GmbH', country_code: 'DE' }) } };
    expect(asObject(run('whois_lookup_ip', { ip_address: '81.2.69.160', prefix: ' src ' }, whois))).toEqual({
      src_whois_organization: 'Example GmbH',
      src_whois_country_code: 'DE',
    });
    expect(run('whois_lookup_ip', { ip_address: '192.0.2.1', prefix: 'src' }, whois)).toBeNull();
    // A failed query is a "Lookup Error" value without organization and country.
    const failed = { whois: { '192.0.2.1': single('Lookup Error: no connection') } };
    expect(asObject(run('whois_lookup_ip', { ip_address: '192.0.2.1', prefix: '' }, failed))).toEqual({
      whois_organization: 'N/A',
      whois_country_code: 'N/A',
    });
  });

  it('otx_lookup_ip and otx_lookup_domain tell whether pulses name the indicator, and fail on an error result', () => {
    const pulses = {
      pulse_info: {
        count: 2,
        pulses: [
          { id: 'a', name: 'One' },
          { id: 'b', name: 'Two' },
        ],
      },
    };
    const tables = {
      'otx-api-ip': { '203.0.113.5': single(2, pulses), '198.51.100.1': single(0, { pulse_info: { count: 0, pulses: [] } }) },
      'otx-api-domain': {
        'evil.example': single(2, pulses),
        'broken.example': { ...empty, single_value: 'OTX domain request failed: 500', has_error: true },
      },
    };
    expect(asObject(run('otx_lookup_ip', { ip_address: ' 203.0.113.5 ' }, tables))).toEqual({
      otx_threat_indicated: true,
      otx_threat_ids: 'a, b',
      otx_threat_names: 'One, Two',
    });
    expect(asObject(run('otx_lookup_ip', { ip_address: '198.51.100.1' }, tables))).toEqual({ otx_threat_indicated: false });
    expect(asObject(run('otx_lookup_ip', { ip_address: '10.0.0.1' }, tables))).toEqual({});
    // A trailing dot, as resolvers log names, is ignored.
    expect(asObject(run('otx_lookup_domain', { domain_name: 'evil.example.' }, tables))['otx_threat_indicated']).toBe(true);
    expect(() => run('otx_lookup_domain', { domain_name: 'broken.example' }, tables)).toThrow('OTX domain request failed: 500');
  });

  it('threat_intel_lookup_ip asks only the sources the configuration enables', () => {
    const tables = {
      'tor-exit-node-list': { '185.220.101.1': single('NODE1', { node_ids: ['NODE1'] }) },
      'spamhaus-drop': { '185.220.101.1': single(true, { sbl_id: 'SBL1', subnet: '185.220.101.0/24' }) },
    };
    const args = { ip_address: '185.220.101.1', prefix: 'src' };
    expect(asObject(run('threat_intel_lookup_ip', args, tables))).toEqual({ src_threat_indicated: false });
    expect(asObject(run('threat_intel_lookup_ip', args, tables, { tor_enabled: true, spamhaus_enabled: true }))).toEqual({
      src_threat_indicated: true,
      src_threat_indicated_spamhaus: true,
      src_threat_indicated_tor: true,
    });
    expect(asObject(run('tor_lookup', { ip_address: '185.220.101.1' }, tables))).toEqual({ threat_indicated: true });
    expect(asObject(run('spamhaus_lookup_ip', { ip_address: '192.0.2.1' }, tables))).toEqual({ threat_indicated: false });
    expect(
      asObject(run('threat_intel_lookup_domain', { domain_name: 'x.example', prefix: 'dst' }, {}, { abusech_ransom_enabled: true })),
    ).toEqual({
      dst_threat_indicated: false,
    });
  });

  it('in_private_net knows RFC 1918 and unique local IPv6 networks', () => {
    const inPrivate = (ip: string) => run('in_private_net', { ip_address: ip }, {});
    expect([inPrivate('10.1.2.3'), inPrivate('172.20.0.1'), inPrivate('192.168.1.1'), inPrivate('fd00::1')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([inPrivate('8.8.8.8'), inPrivate('172.32.0.1'), inPrivate('2001:db8::1')]).toEqual([false, false, false]);
    expect(inPrivate('not an ip')).toBeNull();
  });
});
