import { IpAddress, JsonValue, Period, type Value, isMap } from '../values.js';
import { type FunctionSpec, p } from './spec.js';

// --- type checks ---------------------------------------------------------------------------------------

const check = (name: string, description: string, test: (v: Value | undefined) => boolean): FunctionSpec => ({
  name,
  description,
  returnType: 'Boolean',
  params: [p('value', 'Object', 'Value to check')],
  run: (a) => test(a['value']),
});

export const TYPE_CHECKS: FunctionSpec[] = [
  check('is_bool', 'Checks whether a value is a boolean value', (v) => typeof v === 'boolean'),
  check('is_number', 'Checks whether a value is a numeric value (of type long or double)', (v) => typeof v === 'number'),
  check('is_long', 'Checks whether a value is an integer value', (v) => typeof v === 'number' && Number.isInteger(v)),
  check('is_double', 'Checks whether a value is a floating point value', (v) => typeof v === 'number' && !Number.isInteger(v)),
  check('is_string', 'Checks whether a value is a string', (v) => typeof v === 'string'),
  check('is_collection', 'Checks whether a value is an iterable collection', (v) => Array.isArray(v) || isMap(v)),
  check('is_list', 'Checks whether a value is an iterable list', (v) => Array.isArray(v)),
  check('is_map', 'Checks whether a value is a map', (v) => isMap(v)),
  check('is_date', 'Checks whether a value is a date', (v) => v instanceof Date),
  check('is_period', 'Checks whether a value is a time period', (v) => v instanceof Period),
  check('is_ip', 'Checks whether a value is an IP address', (v) => v instanceof IpAddress),
  check('is_json', 'Checks whether a value is a parsed JSON tree', (v) => v instanceof JsonValue),
  check('is_null', 'Checks if the given value is null', (v) => v === null || v === undefined),
  check('is_not_null', 'Checks if the given value is not null', (v) => v !== null && v !== undefined),
];
