import type { FieldValue } from '../storage/fields.js';
import type { DecodedMessage } from '../ingest/pipeline.js';
import { MAX_MESSAGE_FIELDS } from '../ingest/guard.js';
import { MalformedMessageError } from './gelf.js';

/** Syslog facility names as Graylog's SyslogUtils reports them. */
export const SYSLOG_FACILITIES = [
  'kernel',
  'user-level',
  'mail',
  'system daemon',
  'security/authorization',
  'syslogd',
  'line printer',
  'network news',
  'UUCP',
  'clock',
  'security/authorization',
  'FTP',
  'NTP',
  'log audit',
  'log alert',
  'clock',
  'local0',
  'local1',
  'local2',
  'local3',
  'local4',
  'local5',
  'local6',
  'local7',
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface SyslogOptions {
  storeFullMessage?: boolean;
  expandStructuredData?: boolean;
  allowOverrideDate?: boolean;
  now?: () => number;
}

function priority(line: string): { pri: number; rest: string } {
  const match = /^<(\d{1,3})>/.exec(line);
  if (!match) throw new MalformedMessageError('Syslog message has no <PRI> header');
  const pri = Number(match[1]);
  if (pri > 191) throw new MalformedMessageError(`Syslog priority ${pri} is out of range`);
  return { pri, rest: line.slice(match[0].length) };
}

/** RFC 5424 structured data: `[id k="v" ...][id2 ...]` or `-`. */
function parseStructuredData(text: string, expand: boolean): { data: Record<string, string>; rest: string } {
  const data: Record<string, string> = {};
  if (text.startsWith('-')) return { data, rest: text.slice(1).replace(/^ /, '') };
  let i = 0;
  while (text[i] === '[') {
    const end = findElementEnd(text, i);
    const element = text.slice(i + 1, end);
    const id = /^[^\s\]]+/.exec(element)?.[0] ?? '';
    for (const [name, value] of parameters(element, id.length)) data[expand ? `${id}_${name}` : name] = value;
    i = end + 1;
  }
  return { data, rest: text.slice(i).replace(/^ /, '') };
}

/** Whether a character may be part of a structured data parameter's name. */
const nameChar = (c: string): boolean => c !== '=' && c !== ']' && !/\s/.test(c);

/**
 * The `name="value"` parameters of one structured data element (text between the brackets), read in
 * one pass: a regular expression searching for them backtracks over a long run of name characters
 * without `="` once per position (quadratic: a 64 KB datagram took seconds). Text between parameters
 * is skipped; an unterminated value ends the element. More than MAX_MESSAGE_FIELDS parameters drop the
 * message (it could not be stored anyway).
 */
function parameters(element: string, from: number): [string, string][] {
  const found: [string, string][] = [];
  let i = from;
  for (;;) {
    const eq = element.indexOf('="', i);
    if (eq < 0) return found;
    let start = eq;
    while (start > i && nameChar(element[start - 1]!)) start--;
    let j = eq + 2;
    while (j < element.length && element[j] !== '"') j += element[j] === '\\' ? 2 : 1;
    if (j >= element.length) return found;
    if (start < eq) found.push([element.slice(start, eq), element.slice(eq + 2, j).replace(/\\(["\\\]])/g, '$1')]);
    if (found.length > MAX_MESSAGE_FIELDS)
      throw new MalformedMessageError(`Syslog structured data has more than ${MAX_MESSAGE_FIELDS} parameters`);
    i = j + 1;
  }
}

function findElementEnd(text: string, start: number): number {
  let inQuote = false;
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"') inQuote = !inQuote;
    else if (c === ']' && !inQuote) return i;
  }
  throw new MalformedMessageError('Syslog structured data is not terminated');
}

/**
 * A line without its trailing CR, LF and NUL characters. A loop, not `/[\r\n\0]+$/`: that expression
 * tries every position of a run of them that is not at the end (quadratic: 160 KB took minutes).
 */
function trimLineEnd(text: string): string {
  let end = text.length;
  for (let c = text.charCodeAt(end - 1); c === 13 || c === 10 || c === 0; c = text.charCodeAt(end - 1)) end--;
  return end === text.length ? text : text.slice(0, end);
}

const nil = (value: string | undefined): string | undefined => (value === undefined || value === '-' ? undefined : value);

/** Decodes an RFC 5424 or RFC 3164 syslog line. */
export function decodeSyslog(raw: string, options: SyslogOptions = {}): DecodedMessage {
  const line = trimLineEnd(raw);
  const { pri, rest } = priority(line);
  const facilityNumber = pri >> 3;
  const fields: Record<string, FieldValue> = {
    level: pri & 7,
    facility: SYSLOG_FACILITIES[facilityNumber] ?? 'Unknown',
    facility_num: facilityNumber,
  };
  const now = options.now ?? Date.now;
  let timestamp: number | undefined;
  let source: string | undefined;
  let message: string;

  const v5424 = /^1 (\S+) (\S+) (\S+) (\S+) (\S+) ([\s\S]*)$/.exec(rest);
  if (v5424) {
    const [, ts, host, app, proc, msgId, remainder] = v5424;
    if (nil(ts)) {
      const parsed = Date.parse(ts!);
      if (Number.isNaN(parsed)) throw new MalformedMessageError(`Syslog timestamp "${ts}" is not RFC 3339`);
      timestamp = parsed;
    }
    source = nil(host);
    if (nil(app)) fields['application_name'] = app!;
    if (nil(proc)) fields['process_id'] = proc!;
    if (nil(msgId)) fields['message_id'] = msgId!;
    const { data, rest: msg } = parseStructuredData(remainder!, options.expandStructuredData ?? false);
    for (const [k, v] of Object.entries(data)) fields[k] = v;
    message = msg.replace(/^\uFEFF/, '');
  } else {
    const bsd = /^([A-Z][a-z]{2}) {1,2}(\d{1,2}) (\d{2}):(\d{2}):(\d{2}) (\S+) ([\s\S]*)$/.exec(rest);
    if (bsd) {
      const [, mon, day, hh, mm, ss, host, msg] = bsd;
      const month = MONTHS.indexOf(mon!);
      if (month < 0) throw new MalformedMessageError(`Unknown month "${mon}" in syslog timestamp`);
      const current = new Date(now());
      let date = Date.UTC(current.getUTCFullYear(), month, Number(day), Number(hh), Number(mm), Number(ss));
      // A date in the future belongs to last year (no year in RFC 3164).
      if (date > now() + 86_400_000) date = Date.UTC(current.getUTCFullYear() - 1, month, Number(day), Number(hh), Number(mm), Number(ss));
      timestamp = date;
      source = host;
      message = msg!;
      const tag = /^([\w\-./]+)(?:\[(\d+)\])?:/.exec(msg!);
      if (tag) {
        fields['application_name'] = tag[1]!;
        if (tag[2]) fields['process_id'] = tag[2];
      }
    } else {
      message = rest;
    }
  }
  if (message.trim() === '') throw new MalformedMessageError('Syslog message has no text');
  return {
    message,
    source,
    timestamp: options.allowOverrideDate === false ? undefined : timestamp,
    full_message: options.storeFullMessage ? line : undefined,
    fields,
  };
}

/** Raw/plaintext: the whole line is the message. */
export function decodeRaw(raw: string): DecodedMessage {
  const message = trimLineEnd(raw);
  if (message.trim() === '') throw new MalformedMessageError('Empty raw message');
  return { message, fields: {} };
}
