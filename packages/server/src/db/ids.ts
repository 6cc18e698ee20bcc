import { randomBytes } from 'node:crypto';

/** A 24-hex id shaped like a MongoDB ObjectId (4 bytes of seconds, then 8 random bytes), as Graylog ids are. */
export function newObjectId(now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000).toString(16).padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

export const OBJECT_ID = /^[0-9a-f]{24}$/;

/** `java.util.Date` as Graylog's mapper writes it: `2024-04-03T14:39:18.000+0000`. */
export function javaDate(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+0000');
}

/** Joda `DateTime` as Graylog writes it: `2024-04-03T14:39:18.000Z`. */
export function jodaDate(ms: number): string {
  return new Date(ms).toISOString();
}
