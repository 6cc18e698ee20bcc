import net from 'node:net';
import type { Value } from '../values.js';
import { type Args, type EvalContext, type FunctionSpec, type LookupAnswer, p, str } from './spec.js';

/*
 * The threat-intelligence functions of Graylog 5.1 (ADMIN-API.md §8): each asks the lookup table Graylog's
 * threat-intel content names (`whois`, `otx-api-ip`, `tor-exit-node-list`, ...) and turns its answer into
 * fields to set. A table that does not exist answers like an unknown key.
 */

const TABLES = {
  whois: 'whois',
  otxIp: 'otx-api-ip',
  otxDomain: 'otx-api-domain',
  tor: 'tor-exit-node-list',
  spamhaus: 'spamhaus-drop',
  abusechIp: 'abuse-ch-ransomware-ip',
  abusechDomain: 'abuse-ch-ransomware-domains',
} as const;

const NOT_AVAILABLE = 'N/A';

function answer(ctx: EvalContext, table: string, key: string): LookupAnswer | null {
  if (!ctx.env.lookupResult) throw new Error('Lookup tables are not available on this server');
  const result = ctx.env.lookupResult(table, key);
  if (!result) return null;
  const empty = result.single_value === null && result.multi_value === null && result.string_list_value === null;
  return empty ? null : result;
}

/** A domain as resolvers log it may end in a dot, and extraction may leave spaces around it. */
const domainOf = (value: string) => value.trim().replace(/\.$/, '');

/** `{<prefix>_<name>: …}`, or `{<name>: …}` without a prefix. */
const prefixed = (prefix: string, name: string) => (prefix === '' ? name : `${prefix}_${name}`);

const threatIndicated = (hit: boolean): Map<string, Value> => new Map([['threat_indicated', hit]]);

/** Whether a source's table names the key: Tor answers node ids, Spamhaus and abuse.ch a boolean. */
const MATCHERS = {
  tor(ctx: EvalContext, ip: string): boolean {
    const found = answer(ctx, TABLES.tor, ip.trim());
    return typeof found?.single_value === 'string' && found.single_value !== '';
  },
  spamhaus(ctx: EvalContext, ip: string): boolean {
    const value = answer(ctx, TABLES.spamhaus, ip.trim())?.single_value;
    return value === true || (typeof value === 'string' && value.toLowerCase() === 'true');
  },
  abusechIp(ctx: EvalContext, ip: string): boolean {
    return answer(ctx, TABLES.abusechIp, ip.trim()) !== null;
  },
  abusechDomain(ctx: EvalContext, domain: string): boolean {
    return answer(ctx, TABLES.abusechDomain, domainOf(domain)) !== null;
  },
};

/** OTX's answer as fields: whether any pulse names the indicator, and which ones. A failed request fails the call. */
function otx(ctx: EvalContext, table: string, key: string): Map<string, Value> {
  const found = answer(ctx, table, key);
  if (!found) return new Map();
  if (found.has_error) throw new Error(String(found.single_value));
  const count = Number.parseInt(String(found.single_value), 10);
  if (!(count > 0)) return new Map([['otx_threat_indicated', false]]);
  const fields = new Map<string, Value>([['otx_threat_indicated', true]]);
  const info = found.multi_value?.['pulse_info'];
  const pulses = typeof info === 'object' && info !== null ? (info as { pulses?: unknown }).pulses : undefined;
  if (Array.isArray(pulses)) {
    const list = pulses.filter((pulse): pulse is Record<string, unknown> => typeof pulse === 'object' && pulse !== null);
    fields.set('otx_threat_ids', list.map((pulse) => String(pulse['id'] ?? null)).join(', '));
    fields.set('otx_threat_names', list.map((pulse) => String(pulse['name'] ?? null)).join(', '));
  }
  return fields;
}

/** Matches a key against the enabled sources: `<prefix>_threat_indicated` and one `…_<source>` field per match. */
function global(prefix: string, sources: ReadonlyArray<readonly [string, boolean, () => boolean]>): Map<string, Value> {
  const matches = sources.filter(([, enabled, matches]) => enabled && matches()).map(([name]) => name);
  const field = prefixed(prefix.trim(), 'threat_indicated');
  const fields = new Map<string, Value>([[field, matches.length > 0]]);
  for (const name of matches) fields.set(`${field}_${name}`, true);
  return fields;
}

const switches = (ctx: EvalContext) =>
  ctx.env.threatIntel?.() ?? { tor_enabled: false, spamhaus_enabled: false, abusech_ransom_enabled: false, otx_enabled: false };

const ipParam = p('ip_address', 'String', 'The IPv4 or IPv6 address to look up.');
const domainParam = p('domain_name', 'String', 'The domain name to look up; a trailing dot is ignored.');
const prefixParam = p('prefix', 'String', 'What the names of the result fields start with, followed by an underscore.');

/** Private networks of RFC 1918 and unique local IPv6 addresses (RFC 4193). */
const PRIVATE = new net.BlockList();
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

const ip = (args: Args) => str(args, 'ip_address');

export const THREAT_INTEL: FunctionSpec[] = [
  {
    name: 'whois_lookup_ip',
    description: 'Looks up who owns an IP address in the "whois" lookup table: its organization and country code as fields.',
    returnType: 'Map',
    params: [ipParam, prefixParam],
    run: (a, ctx) => {
      const found = answer(ctx, TABLES.whois, ip(a));
      if (!found) return null;
      const prefix = str(a, 'prefix').trim();
      const field = (value: unknown) => (value === null || value === undefined || value === '' ? NOT_AVAILABLE : String(value));
      return new Map<string, Value>([
        [prefixed(prefix, 'whois_organization'), field(found.multi_value?.['organization'])],
        [prefixed(prefix, 'whois_country_code'), field(found.multi_value?.['country_code'])],
      ]);
    },
  },
  {
    name: 'otx_lookup_ip',
    description: 'Asks AlienVault OTX, through the "otx-api-ip" lookup table, whether pulses name an IP address.',
    returnType: 'Map',
    params: [ipParam],
    run: (a, ctx) => otx(ctx, TABLES.otxIp, ip(a).trim()),
  },
  {
    name: 'otx_lookup_domain',
    description: 'Asks AlienVault OTX, through the "otx-api-domain" lookup table, whether pulses name a domain.',
    returnType: 'Map',
    params: [domainParam],
    run: (a, ctx) => otx(ctx, TABLES.otxDomain, domainOf(str(a, 'domain_name'))),
  },
  {
    name: 'tor_lookup',
    description: 'Whether an IP address is a Tor exit node ("tor-exit-node-list" lookup table).',
    returnType: 'Map',
    params: [ipParam],
    run: (a, ctx) => threatIndicated(MATCHERS.tor(ctx, ip(a))),
  },
  {
    name: 'spamhaus_lookup_ip',
    description: 'Whether an IP address is in Spamhaus\'s DROP or EDROP lists ("spamhaus-drop" lookup table).',
    returnType: 'Map',
    params: [ipParam],
    run: (a, ctx) => threatIndicated(MATCHERS.spamhaus(ctx, ip(a))),
  },
  {
    name: 'abusech_ransom_lookup_ip',
    description: "Whether abuse.ch's ransomware tracker, shut down in 2019, listed an IP address.",
    returnType: 'Map',
    params: [ipParam],
    run: (a, ctx) => threatIndicated(MATCHERS.abusechIp(ctx, ip(a))),
  },
  {
    name: 'abusech_ransom_lookup_domain',
    description: "Whether abuse.ch's ransomware tracker, shut down in 2019, listed a domain.",
    returnType: 'Map',
    params: [domainParam],
    run: (a, ctx) => threatIndicated(MATCHERS.abusechDomain(ctx, str(a, 'domain_name'))),
  },
  {
    name: 'threat_intel_lookup_ip',
    description: 'Matches an IP address against every threat-intelligence source the configuration enables (OTX excepted).',
    returnType: 'Map',
    params: [ipParam, prefixParam],
    run: (a, ctx) => {
      const on = switches(ctx);
      const address = ip(a);
      return global(str(a, 'prefix'), [
        ['abusech_ransomware', on.abusech_ransom_enabled, () => MATCHERS.abusechIp(ctx, address)],
        ['spamhaus', on.spamhaus_enabled, () => MATCHERS.spamhaus(ctx, address)],
        ['tor', on.tor_enabled, () => MATCHERS.tor(ctx, address)],
      ]);
    },
  },
  {
    name: 'threat_intel_lookup_domain',
    description: 'Matches a domain against every threat-intelligence source the configuration enables (OTX excepted).',
    returnType: 'Map',
    params: [domainParam, prefixParam],
    run: (a, ctx) => {
      const on = switches(ctx);
      const domain = str(a, 'domain_name');
      return global(str(a, 'prefix'), [['abusech_ransomware', on.abusech_ransom_enabled, () => MATCHERS.abusechDomain(ctx, domain)]]);
    },
  },
  {
    name: 'in_private_net',
    description: 'Whether an IP address is in a private network (RFC 1918) or a unique local IPv6 network (RFC 4193).',
    returnType: 'Boolean',
    params: [p('ip_address', 'String', 'The IP address to check.')],
    run: (a) => {
      const value = a['ip_address'];
      if (typeof value !== 'string' || value === '') return null;
      const family = net.isIP(value);
      if (family === 0) return null;
      return PRIVATE.check(value, family === 6 ? 'ipv6' : 'ipv4');
    },
  },
];
