import { validZone } from '../dates.js';
import { MessageValue, type RuleMessage, type TypeName, type Value, stringOf, typeOf } from '../values.js';

/** A lookup table's answer as the threat-intelligence functions read it (`LookupResult`). */
export interface LookupAnswer {
  single_value: unknown;
  multi_value: Record<string, unknown> | null;
  string_list_value: readonly string[] | null;
  has_error: boolean;
}

/** The threat-intelligence switches (`ThreatIntelPluginConfiguration`). */
export interface ThreatIntelSwitches {
  tor_enabled: boolean;
  spamhaus_enabled: boolean;
  abusech_ransom_enabled: boolean;
  otx_enabled: boolean;
}

/** What functions may use besides the message: the streams, and the optional lookup and grok services. */
export interface FunctionEnv {
  /** Streams by id and title, for `route_to_stream` and `remove_from_stream`. */
  streams(): ReadonlyArray<{ id: string; title: string; disabled: boolean }>;
  /** The default stream's id (`remove_from_default`). */
  defaultStreamId: string;
  /**
   * Looks a key up in a lookup table by name: the single value, or a map of values (`null` when the
   * key is unknown). `lookup` answers a map (a single value becomes `{value: …}`), `lookup_value` the
   * single value (a map's `value` entry).
   */
  lookup?: ((table: string, key: unknown) => unknown) | undefined;
  /** A lookup table's whole answer (null when no table has that name), for the threat-intelligence functions. */
  lookupResult?: ((table: string, key: unknown) => LookupAnswer | null) | undefined;
  /** The threat-intelligence switches `threat_intel_lookup_*` honour (all off when absent). */
  threatIntel?: (() => ThreatIntelSwitches) | undefined;
  /** Matches a grok pattern (`%{IP:client}`): the captures, or null when it does not match. */
  grok?: ((pattern: string, value: string, onlyNamedCaptures: boolean) => Record<string, unknown> | null) | undefined;
  /** Where `debug()` writes. */
  log(line: string): void;
}

export interface EvalContext {
  message: RuleMessage;
  env: FunctionEnv;
}

export type Args = Readonly<Record<string, Value | undefined>>;

export interface ParamSpec {
  name: string;
  type: TypeName;
  /** The type the value is turned into before use (descriptor only). */
  transformedType?: TypeName;
  optional?: boolean;
  description: string;
}

export interface FunctionSpec {
  name: string;
  description: string;
  returnType: TypeName;
  params: ParamSpec[];
  /** Checks the arguments given as literals when the rule is parsed (Graylog's pre-computation). */
  precompute?: (constants: Args) => { param: string; reason: string } | null;
  run(args: Args, ctx: EvalContext): Value;
}

// --- argument helpers ----------------------------------------------------------------------------

export const p = (name: string, type: TypeName, description: string, optional = false, transformedType?: TypeName): ParamSpec => ({
  name,
  type,
  description,
  ...(optional ? { optional } : {}),
  ...(transformedType ? { transformedType } : {}),
});
export const opt = (name: string, type: TypeName, description: string, transformedType?: TypeName) =>
  p(name, type, description, true, transformedType);
export const msgParam = opt('message', 'Message', "The message to use, defaults to '$message'");

export function str(args: Args, name: string): string {
  const v = args[name];
  if (v === undefined || v === null) throw new Error(`Missing value for parameter ${name}`);
  if (typeof v !== 'string') throw new Error(`Expected String for ${name} but found ${typeOf(v)}`);
  return v;
}
export function optStr(args: Args, name: string): string | undefined {
  const v = args[name];
  if (v === undefined || v === null) return undefined;
  return typeof v === 'string' ? v : stringOf(v);
}
export function num(args: Args, name: string): number {
  const v = args[name];
  if (typeof v !== 'number') throw new Error(`Expected a number for ${name} but found ${typeOf(v)}`);
  return v;
}
export function optNum(args: Args, name: string): number | undefined {
  const v = args[name];
  return v === undefined || v === null ? undefined : num(args, name);
}
export function bool(args: Args, name: string, fallback: boolean): boolean {
  const v = args[name];
  return typeof v === 'boolean' ? v : fallback;
}
export function message(args: Args, ctx: EvalContext): RuleMessage {
  const v = args['message'];
  return v instanceof MessageValue ? v.message : ctx.message;
}
export function zone(args: Args, name = 'timezone'): string {
  const z = optStr(args, name) ?? 'UTC';
  if (!validZone(z)) throw new Error(`The datetime zone id '${z}' is not recognised`);
  return z;
}
export function regex(pattern: string, flags = ''): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (e) {
    throw new Error(`Invalid regular expression: ${(e as Error).message}`, { cause: e });
  }
}
export const regexCheck =
  (...names: string[]) =>
  (c: Args) => {
    for (const name of names) {
      const v = c[name];
      if (typeof v === 'string') {
        try {
          new RegExp(v);
        } catch (e) {
          return { param: name, reason: (e as Error).message };
        }
      }
    }
    return null;
  };

/** Graylog's field-name rule (`Message.validKey`); `clean` turns other characters into `_`. */
const VALID_KEY = /^[\w.\-@]+$/;
export function fieldName(name: string, clean: boolean): string | null {
  const key = clean ? name.replace(/[^\w.\-@]/g, '_') : name;
  // `__proto__` would reach the message's field object as a prototype change, never as a field.
  return VALID_KEY.test(key) && key !== '__proto__' ? key : null;
}
