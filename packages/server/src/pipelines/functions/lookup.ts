import { JsonValue, fromJson, isMap, stringOf, toJson, type Value } from '../values.js';
import { type Args, type EvalContext, type FunctionSpec, opt, p, str } from './spec.js';

// --- lookup and debug -------------------------------------------------------------------------------------

function lookupRaw(a: Args, ctx: EvalContext): unknown {
  if (!ctx.env.lookup) throw new Error('Lookup tables are not available on this server');
  return ctx.env.lookup(str(a, 'lookup_table'), a['key'] ?? null);
}

/** The single value of a table's answer (an adapter's multi value need not hold it, as OTX's whole answer does not). */
function singleValue(a: Args, ctx: EvalContext): Value {
  if (ctx.env.lookupResult) {
    const result = ctx.env.lookupResult(str(a, 'lookup_table'), a['key'] ?? null);
    return result === null ? null : fromJson(result.single_value);
  }
  const found = lookupRaw(a, ctx);
  const value = found === null || found === undefined ? null : fromJson(found);
  return isMap(value) ? (value.get('value') ?? null) : value;
}

export const LOOKUP: FunctionSpec[] = [
  {
    name: 'lookup',
    description: 'Looks up a multi value in the named lookup table.',
    returnType: 'Map',
    params: [
      p('lookup_table', 'String', 'The existing lookup table to use to lookup the given key'),
      p('key', 'Object', 'The key to lookup in the table'),
      opt('default', 'Object', 'The default multi value that should be used if there is no lookup result'),
    ],
    run: (a, ctx) => {
      const found = lookupRaw(a, ctx);
      if (found === null || found === undefined)
        return isMap(a['default'])
          ? a['default']
          : a['default'] === undefined || a['default'] === null
            ? null
            : new Map([['value', a['default']]]);
      const value = fromJson(found);
      return isMap(value) ? value : new Map([['value', value]]);
    },
  },
  {
    name: 'lookup_value',
    description: 'Looks up a single value in the named lookup table.',
    returnType: 'Object',
    params: [
      p('lookup_table', 'String', 'The existing lookup table to use to lookup the given key'),
      p('key', 'Object', 'The key to lookup in the table'),
      opt('default', 'Object', 'The default single value that should be used if there is no lookup result'),
    ],
    run: (a, ctx) => singleValue(a, ctx) ?? a['default'] ?? null,
  },
  {
    name: 'lookup_has_value',
    description: 'Determine whether a given key is present in a lookup table. Will return false if the key is not present.',
    returnType: 'Boolean',
    params: [
      p('lookup_table', 'String', 'The existing lookup table to use to lookup the given key'),
      p('key', 'Object', 'The key to lookup in the table'),
    ],
    run: (a, ctx) => {
      const found = lookupRaw(a, ctx);
      return found !== null && found !== undefined;
    },
  },
  {
    name: 'debug',
    description:
      'Print any passed value as string in the graylog-server log. Note that this will only appear in the log of the graylog-server node that is processing the message you are trying to debug.',
    returnType: 'Void',
    params: [p('value', 'Object', 'The value to print in the graylog-server log.')],
    run: (a, ctx) => {
      const v = a['value'];
      ctx.env.log(`PIPELINE DEBUG: ${v instanceof JsonValue ? JSON.stringify(toJson(v.value)) : stringOf(v ?? null)}`);
      return null;
    },
  },
];
