import { describe, expect, it } from 'vitest';
import { CidrTable, cidrMatch, parseCidr } from './cidr.js';

describe('CIDR ranges', () => {
  it('reads IPv4 and IPv6 ranges and bare addresses, and refuses anything else', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', family: 'ipv4', prefix: 8 });
    expect(parseCidr('2001:db8::/32')).toEqual({ address: '2001:db8::', family: 'ipv6', prefix: 32 });
    expect(parseCidr('10.1.2.3')).toMatchObject({ prefix: 32 });
    expect(parseCidr('fe80::1%eth0')).toMatchObject({ address: 'fe80::1', prefix: 128 });
    for (const bad of ['nonsense', '10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/-1', '10.0.0/8', '300.0.0.0/8'])
      expect(parseCidr(bad), bad).toBeNull();
  });

  it('matches an address against one range of its own family (cidr_match)', () => {
    expect(cidrMatch('10.0.0.0/8', '10.1.2.3')).toBe(true);
    expect(cidrMatch('10.0.0.0/8', '11.1.2.3')).toBe(false);
    expect(cidrMatch('10.0.0.0/8', '::ffff:10.1.2.3')).toBe(false);
    expect(cidrMatch('2001:db8::/32', '2001:db8::1')).toBe(true);
    expect(cidrMatch('2001:db8::/32', '10.1.2.3')).toBe(false);
    expect(cidrMatch('10.0.0.0/8', 'not-an-ip')).toBe(false);
    expect(() => cidrMatch('10.0.0.0/99', '10.1.2.3')).toThrow('Invalid CIDR 10.0.0.0/99');
  });

  it('finds the most specific range holding an address, the later of two equal ones', () => {
    const nets = new CidrTable<string>();
    for (const [range, value] of [
      ['10.0.0.0/8', 'big'],
      ['10.1.0.0/16', 'medium'],
      ['10.1.2.3', 'host'],
      ['192.168.0.0/16', 'lan'],
      ['::ffff:0:0/96', 'mapped'],
      ['2001:db8::/32', 'v6'],
      ['10.2.0.0/16', 'first'],
      ['10.2.9.9/16', 'second'],
    ] as const) {
      expect(nets.add(range, value)).toBe(true);
    }
    for (let i = 0; i < 100; i++) nets.add(`172.16.${i}.0/24`, `office ${i}`);
    expect(nets.add('nonsense', 'x')).toBe(false);
    expect(nets.match('10.1.2.3')).toBe('host');
    expect(nets.match('10.1.9.9')).toBe('medium');
    expect(nets.match('10.200.0.1')).toBe('big');
    expect(nets.match('10.2.0.1')).toBe('second');
    expect(nets.match('172.16.42.7')).toBe('office 42');
    expect(nets.match('192.168.4.4')).toBe('lan');
    expect(nets.match('::ffff:1.2.3.4')).toBe('mapped');
    expect(nets.match('2001:db8:1::5')).toBe('v6');
    expect(nets.match('8.8.8.8')).toBeUndefined();
    expect(nets.match('not-an-ip')).toBeNull();
  });
});
