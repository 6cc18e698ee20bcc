import { type RuleMessage, type Value, isMap } from '../values.js';
import { type Args, type EvalContext, type FunctionSpec, bool, fieldName, message, msgParam, opt, optStr, p, str } from './spec.js';

// --- message functions ----------------------------------------------------------------------------------

function routeTarget(a: Args, ctx: EvalContext): Array<{ id: string; disabled: boolean }> {
  const id = optStr(a, 'id');
  const name = optStr(a, 'name');
  if (id === undefined && name === undefined) throw new Error('Either the stream name or id parameter must be given');
  const streams = ctx.env.streams();
  return id !== undefined ? streams.filter((s) => s.id === id) : streams.filter((s) => s.title === name);
}

function setField(m: RuleMessage, field: string, value: Value | undefined, prefix: string, suffix: string, clean: boolean): void {
  const name = fieldName(`${prefix}${field}${suffix}`, clean);
  if (name === null || value === undefined || value === null) return;
  m.set(name, value);
}

export const MESSAGE: FunctionSpec[] = [
  {
    name: 'has_field',
    description: 'Checks whether a message contains a value for a field',
    returnType: 'Boolean',
    params: [p('field', 'String', 'The field to check'), msgParam],
    run: (a, ctx) => message(a, ctx).has(str(a, 'field')),
  },
  {
    name: 'get_field',
    description: 'Retrieves the value for a field',
    returnType: 'Object',
    params: [p('field', 'String', 'The field to get'), msgParam],
    run: (a, ctx) => (message(a, ctx).get(str(a, 'field')) ?? null) as Value,
  },
  {
    name: 'set_field',
    description: 'Sets a new field in a message',
    returnType: 'Void',
    params: [
      p('field', 'String', 'The new field name'),
      p('value', 'Object', 'The new field value'),
      opt('prefix', 'String', 'The prefix for the field name'),
      opt('suffix', 'String', 'The suffix for the field name'),
      msgParam,
      opt('default', 'Object', 'Used when value not available'),
      opt('clean_field', 'Boolean', 'Replace invalid characters in the field name with underscores'),
    ],
    run: (a, ctx) => {
      const value = a['value'] === null || a['value'] === undefined ? a['default'] : a['value'];
      setField(
        message(a, ctx),
        str(a, 'field'),
        value,
        optStr(a, 'prefix') ?? '',
        optStr(a, 'suffix') ?? '',
        bool(a, 'clean_field', false),
      );
      return null;
    },
  },
  {
    name: 'set_fields',
    description: 'Sets new fields in a message',
    returnType: 'Void',
    params: [
      p('fields', 'Map', 'The map of new fields to set'),
      opt('prefix', 'String', 'The prefix for the field names'),
      opt('suffix', 'String', 'The suffix for the field names'),
      msgParam,
      opt('clean_fields', 'Boolean', 'Replace invalid characters in the field names with underscores'),
    ],
    run: (a, ctx) => {
      const fields = a['fields'];
      if (!isMap(fields)) return null;
      const m = message(a, ctx);
      for (const [k, v] of fields) setField(m, k, v, optStr(a, 'prefix') ?? '', optStr(a, 'suffix') ?? '', bool(a, 'clean_fields', false));
      return null;
    },
  },
  {
    name: 'rename_field',
    description: 'Rename a message field',
    returnType: 'Void',
    params: [p('old_field', 'String', 'The old name of the field'), p('new_field', 'String', 'The new name of the field'), msgParam],
    run: (a, ctx) => {
      const m = message(a, ctx);
      const from = str(a, 'old_field');
      const to = str(a, 'new_field');
      const value = m.get(from);
      if (value !== undefined && value !== null && from !== to && fieldName(to, false) !== null) {
        m.set(to, value as Value);
        m.remove(from);
      }
      return null;
    },
  },
  {
    name: 'remove_field',
    description: 'Removes a field from a message',
    returnType: 'Void',
    params: [p('field', 'String', 'The field to remove'), msgParam],
    run: (a, ctx) => {
      message(a, ctx).remove(str(a, 'field'));
      return null;
    },
  },
  {
    name: 'normalize_fields',
    description: 'Normalizes all field names by setting them to lowercase',
    returnType: 'Void',
    params: [msgParam],
    run: (a, ctx) => {
      const m = message(a, ctx);
      for (const name of m.fieldNames()) {
        const lower = name.toLowerCase();
        if (lower !== name) {
          const value = m.get(name);
          m.remove(name);
          if (value !== undefined) m.set(lower, value as Value);
        }
      }
      return null;
    },
  },
  {
    name: 'drop_message',
    description: 'Discards a message from further processing',
    returnType: 'Void',
    params: [msgParam],
    run: (a, ctx) => {
      message(a, ctx).dropped = true;
      return null;
    },
  },
  {
    name: 'route_to_stream',
    description: 'Routes a message to a stream',
    returnType: 'Void',
    params: [
      opt('name', 'String', 'The name of the stream to route the message to, must match exactly'),
      opt('id', 'String', 'The ID of the stream'),
      msgParam,
      opt('remove_from_default', 'Boolean', 'After routing the message, remove it from the default stream'),
    ],
    run: (a, ctx) => {
      const m = message(a, ctx);
      for (const s of routeTarget(a, ctx)) if (!s.disabled && !m.streams.includes(s.id)) m.streams.push(s.id);
      if (bool(a, 'remove_from_default', false)) m.streams = m.streams.filter((id) => id !== ctx.env.defaultStreamId);
      return null;
    },
  },
  {
    name: 'remove_from_stream',
    description: 'Removes a message from a stream',
    returnType: 'Void',
    params: [
      opt('name', 'String', 'The name of the stream to remove the message from, must match exactly'),
      opt('id', 'String', 'The ID of the stream'),
      msgParam,
    ],
    run: (a, ctx) => {
      const m = message(a, ctx);
      const ids = new Set(routeTarget(a, ctx).map((s) => s.id));
      m.streams = m.streams.filter((id) => !ids.has(id));
      // A message always belongs to a stream: without any, it goes back to the default stream.
      if (m.streams.length === 0) m.streams.push(ctx.env.defaultStreamId);
      return null;
    },
  },
];
