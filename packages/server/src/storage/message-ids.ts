import { randomBytes } from 'node:crypto';
import { columnName, ident, literal } from './fields.js';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HEX = /^[0-9a-f]+$/;

/** The two id fields a message gets at ingest, derived from its row id instead of stored. */
export type DerivedIdField = '_id' | 'gl2_message_id';

export const isDerivedIdField = (field: string): field is DerivedIdField => field === '_id' || field === 'gl2_message_id';

/**
 * A message's `_id` (a UUID) and `gl2_message_id` (a ULID), spelled from its row id and this store's
 * random suffix rather than stored: random ids are the costliest values to load and compress (two
 * random strings were 44 % of the table on disk and 14 % of its load time) and to read back.
 *
 * - `_id`: `hhhhhhhh-hhhh-8hhs-ssss-ssssssssssss`, a version 8 UUID whose 14 `h` are the row id in hex
 *   and whose `s` are the store's suffix (the first of the fourth group is the RFC 9562 variant).
 * - `gl2_message_id`: a ULID whose 10 time characters are the row id's milliseconds and whose 16
 *   random characters are the store's 14 followed by the row id's sequence number (0-1023).
 *
 * Both are unique per store and ordered as the row ids; the row id is read back from either, so an
 * exact search by id is a search by row id. Rows stored with ids of their own keep them (older data).
 */
export class MessageIds {
  private constructor(
    /** 17 hex characters: one after the row id, then the variant and 15 more. */
    private readonly uuidSuffix: string,
    /** 14 Crockford base32 characters. */
    private readonly ulidSuffix: string,
  ) {}

  /** A new store's suffixes. */
  static random(): MessageIds {
    const bytes = randomBytes(17);
    const hex = [...bytes].map((b) => (b & 15).toString(16));
    hex[1] = (8 + (bytes[1]! & 3)).toString(16);
    const ulid = [...randomBytes(14)].map((b) => CROCKFORD[b & 31]).join('');
    return new MessageIds(hex.join(''), ulid);
  }

  /** Suffixes as `serialize` wrote them; null when they are not. */
  static parse(text: string): MessageIds | null {
    const [uuid, ulid] = text.split(' ');
    if (!uuid || !ulid || uuid.length !== 17 || !HEX.test(uuid) || !/^[89ab]$/.test(uuid[1]!)) return null;
    if (ulid.length !== 14 || [...ulid].some((c) => !CROCKFORD.includes(c))) return null;
    return new MessageIds(uuid, ulid);
  }

  serialize(): string {
    return `${this.uuidSuffix} ${this.ulidSuffix}`;
  }

  /** The `_id` of a row. */
  documentId(rowId: number): string {
    const h = rowId.toString(16).padStart(14, '0');
    const s = this.uuidSuffix;
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(12, 14)}${s[0]}-${s.slice(1, 5)}-${s.slice(5)}`;
  }

  /** The `gl2_message_id` of a row. */
  messageId(rowId: number): string {
    let time = Math.floor(rowId / 1024);
    let out = '';
    for (let i = 0; i < 10; i++) {
      out = CROCKFORD[time % 32]! + out;
      time = Math.floor(time / 32);
    }
    const seq = rowId % 1024;
    return out + this.ulidSuffix + CROCKFORD[seq >> 5]! + CROCKFORD[seq & 31]!;
  }

  /** The derived value of `field` for a row. */
  valueOf(field: DerivedIdField, rowId: number): string {
    return field === '_id' ? this.documentId(rowId) : this.messageId(rowId);
  }

  /** The row id an id of this store spells; null for any other text. */
  rowIdOf(field: DerivedIdField, value: string): number | null {
    if (field === '_id') {
      const m = /^([0-9a-f]{8})-([0-9a-f]{4})-8([0-9a-f]{2})([0-9a-f])-([0-9a-f]{4})-([0-9a-f]{12})$/.exec(value);
      if (!m || `${m[4]}${m[5]}${m[6]}` !== this.uuidSuffix) return null;
      const id = parseInt(`${m[1]}${m[2]}${m[3]}`, 16);
      return Number.isSafeInteger(id) ? id : null;
    }
    if (value.length !== 26 || value.slice(10, 24) !== this.ulidSuffix) return null;
    let time = 0;
    for (let i = 0; i < 10; i++) {
      const digit = CROCKFORD.indexOf(value[i]!);
      if (digit < 0) return null;
      time = time * 32 + digit;
    }
    const hi = CROCKFORD.indexOf(value[24]!);
    const lo = CROCKFORD.indexOf(value[25]!);
    if (hi < 0 || hi > 31 || lo < 0) return null;
    const seq = hi * 32 + lo;
    const id = time * 1024 + seq;
    return seq < 1024 && Number.isSafeInteger(id) ? id : null;
  }

  /**
   * SQL for a field's value: its column; for `_id` and `gl2_message_id`, the stored id when the row has
   * one, else the one its row id spells.
   */
  fieldSql(field: string): string {
    if (!isDerivedIdField(field)) return ident(columnName(field));
    return `coalesce("${field}", ${field === '_id' ? this.documentIdSql() : this.messageIdSql()})`;
  }

  /** SQL for an id field equal to `value`: an id this store spelled names its row; any other can only be a stored one. */
  equalsSql(field: DerivedIdField, value: string): string {
    const rowId = this.rowIdOf(field, value);
    return rowId === null ? `${ident(field)} = ${literal(value)}` : `id = ${rowId}`;
  }

  private documentIdSql(): string {
    const h = `lpad(lower(hex(id)), 14, '0')`;
    const s = this.uuidSuffix;
    return `(substr(${h}, 1, 8) || '-' || substr(${h}, 9, 4) || '-8' || substr(${h}, 13, 2) || '${s[0]}-${s.slice(1, 5)}-${s.slice(5)}')`;
  }

  private messageIdSql(): string {
    const char = (value: string) => `substr('${CROCKFORD}', ((${value}) & 31)::INTEGER + 1, 1)`;
    const time = Array.from({ length: 10 }, (_, i) => char(`(id // 1024) >> ${5 * (9 - i)}`));
    return `(${[...time, `'${this.ulidSuffix}'`, char('(id % 1024) >> 5'), char('id % 1024')].join(' || ')})`;
  }
}
