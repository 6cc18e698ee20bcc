import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

/** A CIDR range: a network address, its family and its prefix length. */
export interface Cidr {
  address: string;
  family: Family;
  prefix: number;
}

/** An IP address without its IPv6 zone (`fe80::1%eth0`), with its family; null when the text is not one. */
function ipAddress(text: string): { address: string; family: Family } | null {
  const address = text.trim().replace(/%.*$/, '');
  const version = isIP(address);
  return version === 0 ? null : { address, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Reads `a.b.c.d/n`, `x::/n` or a bare address (a /32 or /128); null when the text is not a range. */
export function parseCidr(text: string): Cidr | null {
  const slash = text.indexOf('/');
  const ip = ipAddress(slash >= 0 ? text.slice(0, slash) : text);
  if (!ip) return null;
  const bits = ip.family === 'ipv4' ? 32 : 128;
  const prefixText = slash >= 0 ? text.slice(slash + 1).trim() : String(bits);
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { ...ip, prefix: Number(prefixText) };
}

/**
 * One range as Node's BlockList. Callers check only addresses of the range's own family: Graylog compares
 * address bytes, while a BlockList would also let IPv4 ranges hold IPv4-mapped IPv6 addresses.
 */
function blockList(range: Cidr): BlockList {
  const list = new BlockList();
  list.addSubnet(range.address, range.prefix, range.family);
  return list;
}

const matchers = new Map<string, { list: BlockList; family: Family }>();
const MAX_MATCHERS = 1000;

/** Whether `ip` is inside `cidr` (the pipeline function `cidr_match`); throws for a range that is not one. */
export function cidrMatch(cidr: string, ip: string): boolean {
  let matcher = matchers.get(cidr);
  if (!matcher) {
    const range = parseCidr(cidr);
    if (!range) throw new Error(`Invalid CIDR ${cidr}`);
    matcher = { list: blockList(range), family: range.family };
    if (matchers.size >= MAX_MATCHERS) matchers.clear();
    matchers.set(cidr, matcher);
  }
  const address = ipAddress(ip);
  return address !== null && address.family === matcher.family && matcher.list.check(address.address, address.family);
}

/**
 * Node's BlockList checks its rules one by one, so a table keeps the ranges of each prefix length in
 * buckets by the leading part of the address that the prefix fixes (whole IPv4 octets, the first IPv6
 * group), and a lookup checks only the ranges of the address's bucket.
 */
function bucketKey(address: string, family: Family, prefix: number): string {
  if (family === 'ipv4')
    return address
      .split('.')
      .slice(0, Math.floor(prefix / 8))
      .join('.');
  if (prefix < 16) return '';
  return address.startsWith('::') ? '0' : String(parseInt(address.slice(0, address.indexOf(':')), 16));
}

interface Group<V> {
  family: Family;
  prefix: number;
  /** Each range as a block list of its own, by bucket, in the order added. */
  buckets: Map<string, Array<{ list: BlockList; value: V }>>;
}

/**
 * Longest-prefix matching of IP addresses against CIDR ranges (the CSV adapter's `cidr_lookup`).
 * Ranges are grouped by family and prefix length; a lookup tries the groups of the address's family,
 * longest prefix first.
 */
export class CidrTable<V> {
  private readonly groups = new Map<string, Group<V>>();
  /** The groups, longest prefix first. */
  private order: Array<Group<V>> = [];

  /** Adds a range (see `parseCidr`); false when the text is not one. */
  add(text: string, value: V): boolean {
    const range = parseCidr(text);
    if (!range) return false;
    const key = `${range.family}/${range.prefix}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { family: range.family, prefix: range.prefix, buckets: new Map() };
      this.groups.set(key, group);
      this.order = [...this.groups.values()].sort((a, b) => b.prefix - a.prefix);
    }
    const bucket = bucketKey(range.address, range.family, range.prefix);
    const entries = group.buckets.get(bucket) ?? [];
    entries.push({ list: blockList(range), value });
    group.buckets.set(bucket, entries);
    return true;
  }

  /** The value of the most specific range holding `ip` (the later of two equal ranges, as a later CSV row); undefined for no match; null when `ip` is not an address. */
  match(ip: string): V | undefined | null {
    const address = ipAddress(ip);
    if (!address) return null;
    for (const group of this.order) {
      if (group.family !== address.family) continue;
      const entries = group.buckets.get(bucketKey(address.address, address.family, group.prefix)) ?? [];
      for (let i = entries.length - 1; i >= 0; i--) {
        if (entries[i]!.list.check(address.address, address.family)) return entries[i]!.value;
      }
    }
    return undefined;
  }
}
