import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { cidrMatch, parseCidr } from '../../formats/cidr.js';
import { IpAddress, type Value, stringOf } from '../values.js';
import { toLong } from './conversion.js';
import { type Args, type FunctionSpec, bool, opt, p, str } from './spec.js';

// --- hashing, encoding, IP, URL, syslog -----------------------------------------------------------------------

const hashFn = (name: string, hash: (s: string) => string): FunctionSpec => ({
  name,
  description: `${name.toUpperCase()} hash of the string`,
  returnType: 'String',
  params: [p('value', 'String', 'The string to hash')],
  run: (a) => hash(str(a, 'value')),
});
const digest = (algorithm: string) => (s: string) => createHash(algorithm).update(s, 'utf8').digest('hex');

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Encode(bytes: Buffer, omitPadding: boolean): string {
  let bits = 0;
  let acc = 0;
  let out = '';
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(acc << (5 - bits)) & 31];
  return omitPadding ? out : out.padEnd(Math.ceil(out.length / 8) * 8, '=');
}
function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let acc = 0;
  const out: number[] = [];
  for (const c of clean) {
    const v = BASE32.indexOf(c);
    if (v < 0) throw new Error(`Illegal character ${c} in base32 input`);
    acc = ((acc << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

const codec = (
  name: string,
  description: string,
  encode: (b: Buffer, omit: boolean) => string,
  decode: (s: string) => Buffer,
): FunctionSpec[] => [
  {
    name: `${name}_encode`,
    description: `${description} encoding of the string`,
    returnType: 'String',
    params: [p('value', 'String', 'The value to encode'), opt('omit_padding', 'Boolean', 'Omit any padding characters')],
    run: (a) => encode(Buffer.from(str(a, 'value'), 'utf8'), bool(a, 'omit_padding', false)),
  },
  {
    name: `${name}_decode`,
    description: `${description} decoding of the string`,
    returnType: 'String',
    params: [p('value', 'String', 'The value to decode'), opt('omit_padding', 'Boolean', 'Omit any padding characters')],
    run: (a) => decode(str(a, 'value')).toString('utf8'),
  },
];

function strictBase64(s: string, url: boolean): Buffer {
  const t = s.trim();
  if (!(url ? /^[A-Za-z0-9_-]*={0,2}$/ : /^[A-Za-z0-9+/]*={0,2}$/).test(t) || t.replace(/=+$/, '').length % 4 === 1)
    throw new Error('Illegal base64 input');
  return Buffer.from(t, url ? 'base64url' : 'base64');
}

const FACILITIES = [
  'kern',
  'user',
  'mail',
  'daemon',
  'auth',
  'syslog',
  'lpr',
  'news',
  'uucp',
  'clock',
  'authpriv',
  'ftp',
  'ntp',
  'log audit',
  'log alert',
  'cron',
  'local0',
  'local1',
  'local2',
  'local3',
  'local4',
  'local5',
  'local6',
  'local7',
];
const LEVELS = ['Emergency', 'Alert', 'Critical', 'Error', 'Warning', 'Notice', 'Informational', 'Debug'];
const syslogNumber = (a: Args): number => {
  const n = toLong(a['value'] ?? null);
  if (n === null) throw new Error(`Not a syslog number: ${stringOf(a['value'] ?? null)}`);
  return n;
};

export const OTHER: FunctionSpec[] = [
  hashFn('md5', digest('md5')),
  hashFn('sha1', digest('sha1')),
  hashFn('sha256', digest('sha256')),
  hashFn('sha512', digest('sha512')),
  hashFn('crc32', (s) => zlib.crc32(Buffer.from(s, 'utf8')).toString(16).padStart(8, '0')),
  ...codec(
    'base16',
    'Standard base16',
    (b) => b.toString('hex'),
    (s) => {
      if (!/^([0-9a-fA-F]{2})*$/.test(s)) throw new Error('Illegal base16 input');
      return Buffer.from(s, 'hex');
    },
  ),
  ...codec('base32', 'Standard base32', base32Encode, base32Decode),
  ...codec(
    'base64',
    'Standard base64',
    (b, omit) => (omit ? b.toString('base64').replace(/=+$/, '') : b.toString('base64')),
    (s) => strictBase64(s, false),
  ),
  ...codec(
    'base64url',
    'URL-safe base64',
    (b, omit) => {
      const text = b.toString('base64url');
      return omit ? text : text.padEnd(Math.ceil(text.length / 4) * 4, '=');
    },
    (s) => strictBase64(s, true),
  ),
  {
    name: 'cidr_match',
    description: 'Checks whether the given IP matches a CIDR pattern',
    returnType: 'Boolean',
    params: [p('cidr', 'String', 'The CIDR subnet mask'), p('ip', 'IpAddress', 'The parsed IP address to match against the CIDR mask')],
    precompute: (c) => {
      const cidr = c['cidr'];
      return typeof cidr !== 'string' || parseCidr(cidr) ? null : { param: 'cidr', reason: `Invalid CIDR ${cidr}` };
    },
    run: (a) => {
      const ip = a['ip'];
      if (!(ip instanceof IpAddress)) return false;
      return cidrMatch(str(a, 'cidr'), ip.address);
    },
  },
  {
    name: 'urlencode',
    description: 'URL encodes a string',
    returnType: 'String',
    params: [
      p('value', 'String', 'The value to encode'),
      opt('charset', 'String', 'The name of a supported character encoding such as "UTF-8"'),
    ],
    run: (a) =>
      encodeURIComponent(str(a, 'value'))
        .replace(/%20/g, '+')
        .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  },
  {
    name: 'urldecode',
    description: 'URL decodes a string',
    returnType: 'String',
    params: [
      p('value', 'String', 'The value to decode'),
      opt('charset', 'String', 'The name of a supported character encoding such as "UTF-8"'),
    ],
    run: (a) => {
      try {
        return decodeURIComponent(str(a, 'value').replace(/\+/g, ' '));
      } catch {
        throw new Error(`Illegal URL encoding: ${str(a, 'value').slice(0, 100)}`);
      }
    },
  },
  {
    name: 'syslog_facility',
    description: 'Converts a syslog facility number to its string representation',
    returnType: 'String',
    params: [p('value', 'Object', 'The facility number')],
    run: (a) => FACILITIES[syslogNumber(a)] ?? 'Unknown',
  },
  {
    name: 'syslog_level',
    description: 'Converts a syslog level number to its string representation',
    returnType: 'String',
    params: [p('value', 'Object', 'The level number')],
    run: (a) => LEVELS[syslogNumber(a)] ?? 'Unknown',
  },
  {
    name: 'expand_syslog_priority',
    description: 'Converts a syslog priority number to its level and facility',
    returnType: 'Map',
    params: [p('value', 'Object', 'The priority number')],
    run: (a) => {
      const n = syslogNumber(a);
      return new Map<string, Value>([
        ['level', n & 7],
        ['facility', n >> 3],
      ]);
    },
  },
  {
    name: 'expand_syslog_priority_as_string',
    description: 'Converts a syslog priority number to its level and facility string representations',
    returnType: 'Map',
    params: [p('value', 'Object', 'The priority number')],
    run: (a) => {
      const n = syslogNumber(a);
      return new Map<string, Value>([
        ['level', LEVELS[n & 7] ?? 'Unknown'],
        ['facility', FACILITIES[n >> 3] ?? 'Unknown'],
      ]);
    },
  },
];
