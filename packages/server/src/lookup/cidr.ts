import net from 'node:net';

/** An IP address as a number with its family's bit width. */
interface Address {
  bits: 32 | 128;
  value: bigint;
}

function parseIPv4(text: string): bigint {
  return text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function parseIPv6(text: string): bigint {
  let source = text;
  const zone = source.indexOf('%');
  if (zone >= 0) source = source.slice(0, zone);
  // A trailing dotted IPv4 part becomes two 16-bit groups.
  const lastColon = source.lastIndexOf(':');
  const tail = source.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIPv4(tail);
    source = `${source.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = source.split('::') as [string, string | undefined];
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const fill = rest === undefined ? [] : new Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...fill, ...tailGroups].reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** Parses an IPv4 or IPv6 address, or null when the text is not one. */
export function parseAddress(text: string): Address | null {
  const trimmed = text.trim();
  const family = net.isIP(trimmed);
  if (family === 4) return { bits: 32, value: parseIPv4(trimmed) };
  if (family === 6) return { bits: 128, value: parseIPv6(trimmed) };
  return null;
}

const mask = (bits: number, prefix: number): bigint => (prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix));

/**
 * Longest-prefix matching of IP addresses against CIDR ranges (the CSV adapter's `cidr_lookup`).
 * Ranges are grouped by family and prefix length; a lookup tries the longest prefixes first.
 */
export class CidrTable<V> {
  /** Per family: prefix length (descending) → network → value. */
  private readonly byFamily = new Map<32 | 128, Map<number, Map<bigint, V>>>();
  private readonly order = new Map<32 | 128, number[]>();

  /** Adds `a.b.c.d/n`, `x::/n` or a bare address (/32, /128); false when the text is not a range. */
  add(range: string, value: V): boolean {
    const slash = range.indexOf('/');
    const address = parseAddress(slash >= 0 ? range.slice(0, slash) : range);
    if (!address) return false;
    const prefixText = slash >= 0 ? range.slice(slash + 1).trim() : String(address.bits);
    if (!/^\d{1,3}$/.test(prefixText)) return false;
    const prefix = Number(prefixText);
    if (prefix > address.bits) return false;
    let prefixes = this.byFamily.get(address.bits);
    if (!prefixes) {
      prefixes = new Map();
      this.byFamily.set(address.bits, prefixes);
    }
    let networks = prefixes.get(prefix);
    if (!networks) {
      networks = new Map();
      prefixes.set(prefix, networks);
      this.order.set(address.bits, [...prefixes.keys()].sort((a, b) => b - a));
    }
    networks.set(address.value & mask(address.bits, prefix), value);
    return true;
  }

  /** The value of the most specific range holding `ip`; undefined for no match; null when `ip` is not an address. */
  match(ip: string): V | undefined | null {
    const address = parseAddress(ip);
    if (!address) return null;
    const prefixes = this.byFamily.get(address.bits);
    if (!prefixes) return undefined;
    for (const prefix of this.order.get(address.bits) ?? []) {
      const hit = prefixes.get(prefix)?.get(address.value & mask(address.bits, prefix));
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
}
