/**
 * Values rules compute with, and the static types the parser checks them by. Types are named after the
 * Java classes Graylog uses, so function descriptors and error messages read as Graylog's do.
 */

/** A Joda-style period (`days(2)`, `hours(1)`): fields are added to a date one by one. */
export class Period {
  constructor(
    readonly parts: Readonly<{
      years?: number;
      months?: number;
      weeks?: number;
      days?: number;
      hours?: number;
      minutes?: number;
      seconds?: number;
      millis?: number;
    }>,
  ) {}

  /** ISO-8601 form (`P2D`, `PT1H30M`), as Joda prints it. */
  toString(): string {
    const p = this.parts;
    const date = `${p.years ? `${p.years}Y` : ''}${p.months ? `${p.months}M` : ''}${p.weeks ? `${p.weeks}W` : ''}${p.days ? `${p.days}D` : ''}`;
    const secs = (p.seconds ?? 0) + (p.millis ?? 0) / 1000;
    const time = `${p.hours ? `${p.hours}H` : ''}${p.minutes ? `${p.minutes}M` : ''}${secs ? `${secs}S` : ''}`;
    const text = `P${date}${time ? `T${time}` : ''}`;
    return text === 'P' ? 'PT0S' : text;
  }

  /** The date this period after (sign 1) or before (sign -1) `date`, in UTC calendar arithmetic. */
  applyTo(date: Date, sign: 1 | -1): Date {
    const d = new Date(date.getTime());
    const p = this.parts;
    if (p.years) d.setUTCFullYear(d.getUTCFullYear() + sign * p.years);
    if (p.months) d.setUTCMonth(d.getUTCMonth() + sign * p.months);
    const ms =
      ((p.weeks ?? 0) * 7 * 86_400 + (p.days ?? 0) * 86_400 + (p.hours ?? 0) * 3600 + (p.minutes ?? 0) * 60 + (p.seconds ?? 0)) * 1000 +
      (p.millis ?? 0);
    return new Date(d.getTime() + sign * ms);
  }
}

/** The message a rule works on, as far as rules can see and change it. */
export interface RuleMessage {
  get(name: string): unknown;
  has(name: string): boolean;
  set(name: string, value: Value): void;
  remove(name: string): void;
  fieldNames(): string[];
  /** Stream ids the message is routed into. */
  streams: string[];
  /** Set by `drop_message`. */
  dropped: boolean;
}

/** The current message passed around as a value (`$message`, the `message` parameter). */
export class MessageValue {
  constructor(readonly message: RuleMessage) {}
}

/** A JSON document as `parse_json` gives it (Graylog's JsonNode): read with `select_jsonpath` or `to_map`. */
export class JsonValue {
  constructor(readonly value: Value) {}
}

/** An IP address as `to_ip` gives it. */
export class IpAddress {
  constructor(readonly address: string) {}
  toString(): string {
    return this.address;
  }
}

export type Value = string | number | boolean | null | Date | Period | MessageValue | JsonValue | IpAddress | Value[] | Map<string, Value>;

/** The map `regex` answers: groups by index ("0" is the first group) or name, and whether it matched. */
export class RegexResult extends Map<string, Value> {
  constructor(readonly matches: boolean) {
    super();
  }
}

/** Static types by their simple Java name. */
export type TypeName =
  | 'Object'
  | 'String'
  | 'Long'
  | 'Double'
  | 'Number'
  | 'Boolean'
  | 'Map'
  | 'List'
  | 'Message'
  | 'DateTime'
  | 'Period'
  | 'Duration'
  | 'Void'
  | 'IpAddress'
  | 'JsonNode';

/** Java's `param.isAssignableFrom(arg)` for the types rules use. */
export function assignable(param: TypeName, arg: TypeName): boolean {
  if (param === arg || param === 'Object') return true;
  if (param === 'Number') return arg === 'Long' || arg === 'Double';
  return false;
}

export const isMap = (v: unknown): v is Map<string, Value> => v instanceof Map;

/** A readable name of a runtime value's type, for error messages. */
export function typeOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return 'String';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Long' : 'Double';
  if (typeof value === 'boolean') return 'Boolean';
  if (value instanceof Date) return 'DateTime';
  if (value instanceof Period) return 'Period';
  if (value instanceof MessageValue) return 'Message';
  if (value instanceof JsonValue) return 'JsonNode';
  if (value instanceof IpAddress) return 'IpAddress';
  if (Array.isArray(value)) return 'List';
  if (value instanceof Map) return 'Map';
  return 'Object';
}

/** Java's `String.valueOf` of a value: lists as `[a, b]`, maps as `{k=v}`, dates in ISO-8601. */
export function stringOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) || !Number.isFinite(value) ? String(value) : javaDouble(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `[${value.map(stringOf).join(', ')}]`;
  if (value instanceof Map) return `{${[...value].map(([k, v]) => `${k}=${stringOf(v)}`).join(', ')}}`;
  if (value instanceof MessageValue) return 'Message';
  if (value instanceof JsonValue) return JSON.stringify(toJson(value.value));
  return String(value);
}

/** A double as Java prints it (`1.0`, `0.25`, `1.0E10`). */
export function javaDouble(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e7) return `${value}.0`;
  const s = String(value);
  return s.includes('e') ? s.replace('e+', 'E').replace('e', 'E') : s;
}

/** A value from JSON (parse_json, simulator input) as a rule value: objects become maps. */
export function fromJson(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object') {
    const map = new Map<string, Value>();
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) map.set(k, fromJson(v));
    return map;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** A rule value as JSON (maps become objects; dates ISO strings). */
export function toJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Period) return value.toString();
  if (value instanceof MessageValue) return null;
  if (value instanceof JsonValue) return toJson(value.value);
  if (value instanceof IpAddress) return value.address;
  if (Array.isArray(value)) return value.map(toJson);
  if (value instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of value) Object.defineProperty(out, k, { value: toJson(v), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

/** Deep equality as Java's `Objects.equals` on the values rules produce (dates by instant). */
export function valuesEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => valuesEqual(x, b[i]));
  if (a instanceof Map && b instanceof Map) return a.size === b.size && [...a].every(([k, v]) => b.has(k) && valuesEqual(v, b.get(k)));
  if (a instanceof Period && b instanceof Period) return a.toString() === b.toString();
  return false;
}
