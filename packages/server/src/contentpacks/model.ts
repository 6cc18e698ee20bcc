import { ApiError } from '../http/errors.js';
import { isObject, readStrictObject, type JsonObject } from '../http/body.js';
import { GRAYLOG_API_VERSION } from '../version.js';

/** Parameter types of a content pack (`org.graylog2.contentpacks.model.parameters`). */
export const PARAMETER_TYPES = ['string', 'integer', 'long', 'float', 'double', 'boolean'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export interface ContentPackParameter {
  type: ParameterType;
  name: string;
  title: string;
  description: string;
  default_value?: string | number | boolean;
}

export interface ContentPackEntity {
  v: '1';
  type: { name: string; version: string };
  id: string;
  data: JsonObject;
  constraints: JsonObject[];
}

/** A content pack in the v1 format (ADMIN-API.md §9.1), as stored and answered. */
export interface ContentPack {
  v: '1';
  id: string;
  rev: number;
  name: string;
  summary: string;
  description: string;
  vendor: string;
  url: string;
  parameters: ContentPackParameter[];
  entities: ContentPackEntity[];
  created_at: string;
  server_version: string;
}

/** A resolved value: what a ValueReference stands for once parameters are filled in. */
export type Resolved = string | number | boolean | null | Resolved[] | { [key: string]: Resolved };

const PACK_FIELDS = [
  'v',
  'id',
  'rev',
  'name',
  'summary',
  'description',
  'vendor',
  'url',
  'parameters',
  'entities',
  'created_at',
  'server_version',
];
const PARAMETER_FIELDS = ['type', 'name', 'title', 'description', 'default_value'];
const ENTITY_FIELDS = ['v', 'type', 'id', 'data', 'constraints'];
const PARAMETER_NAME = /^[A-Za-z0-9_]{1,100}$/;

const bad = (message: string) => new ApiError(400, message);

function text(obj: JsonObject, key: string, what: string, required: boolean, max = 10_000): string {
  const v = obj[key];
  if (v === undefined || v === null) {
    if (required) throw bad(`Missing required property ${key} of ${what}.`);
    return '';
  }
  if (typeof v !== 'string') throw bad(`Unable to map property ${key} of ${what}: expected a string.`);
  if (v.length > max) throw bad(`Property ${key} of ${what} is too long (at most ${max} characters).`);
  if (required && v.trim() === '') throw bad(`Missing required property ${key} of ${what}.`);
  return v;
}

/** Whether `value` fits a parameter of `type` (integers for integer/long, any number for float/double). */
export function fitsParameterType(type: ParameterType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
    case 'long':
      return typeof value === 'number' && Number.isInteger(value);
    case 'float':
    case 'double':
      return typeof value === 'number' && Number.isFinite(value);
  }
}

function readParameter(raw: unknown, index: number): ContentPackParameter {
  const what = `parameter ${index}`;
  if (!isObject(raw)) throw bad(`Unable to map ${what}: expected an object.`);
  const p = readStrictObject(raw, PARAMETER_FIELDS, what);
  const type = p['type'];
  if (typeof type !== 'string' || !(PARAMETER_TYPES as readonly string[]).includes(type))
    throw bad(`Unknown parameter type ${String(type)} of ${what}.`);
  const name = text(p, 'name', what, true, 100);
  if (!PARAMETER_NAME.test(name)) throw bad(`Invalid parameter name ${name}: only letters, digits and _ are allowed.`);
  const parameter: ContentPackParameter = {
    type: type as ParameterType,
    name,
    title: text(p, 'title', what, false, 1000),
    description: text(p, 'description', what, false),
  };
  const fallback = p['default_value'];
  if (fallback !== undefined && fallback !== null) {
    if (!fitsParameterType(parameter.type, fallback)) throw bad(`The default value of parameter ${name} is not of type ${parameter.type}.`);
    if (typeof fallback === 'string' && fallback.length > 10_000) throw bad(`The default value of parameter ${name} is too long.`);
    parameter.default_value = fallback as string | number | boolean;
  }
  return parameter;
}

function readEntity(raw: unknown, index: number): ContentPackEntity {
  const what = `entity ${index}`;
  if (!isObject(raw)) throw bad(`Unable to map ${what}: expected an object.`);
  const e = readStrictObject(raw, ENTITY_FIELDS, what);
  if (e['v'] !== '1') throw bad(`Unsupported version of ${what}: expected "1".`);
  const type = e['type'];
  if (
    !isObject(type) ||
    typeof type['name'] !== 'string' ||
    typeof type['version'] !== 'string' ||
    type['name'].length > 100 ||
    type['version'].length > 20
  ) {
    throw bad(`Unable to map property type of ${what}: expected {name, version}.`);
  }
  const data = e['data'];
  if (!isObject(data)) throw bad(`Unable to map property data of ${what}: expected an object.`);
  const constraints = e['constraints'] ?? [];
  if (!Array.isArray(constraints) || !constraints.every(isObject))
    throw bad(`Unable to map property constraints of ${what}: expected a list of objects.`);
  return { v: '1', type: { name: type['name'], version: type['version'] }, id: text(e, 'id', what, true, 200), data, constraints };
}

/** Reads and validates an uploaded content pack (ContentPackV1); unknown properties are refused. */
export function readContentPack(body: unknown): ContentPack {
  const p = readStrictObject(body, PACK_FIELDS, 'content pack');
  if (p['v'] !== '1') throw bad('Unsupported content pack version: the property v must be "1".');
  const rev = p['rev'];
  if (typeof rev !== 'number' || !Number.isInteger(rev) || rev < 1 || rev > 1_000_000)
    throw bad('Unable to map property rev: expected a positive integer.');
  const parameters = p['parameters'] ?? [];
  const entities = p['entities'] ?? [];
  if (!Array.isArray(parameters) || parameters.length > 1000) throw bad('Unable to map property parameters: expected a list.');
  if (!Array.isArray(entities) || entities.length > 10_000) throw bad('Unable to map property entities: expected a list.');
  const pack: ContentPack = {
    v: '1',
    id: text(p, 'id', 'content pack', true, 200),
    rev,
    name: text(p, 'name', 'content pack', true, 1000),
    summary: text(p, 'summary', 'content pack', false),
    description: text(p, 'description', 'content pack', false, 100_000),
    vendor: text(p, 'vendor', 'content pack', false, 1000),
    url: text(p, 'url', 'content pack', false, 2000),
    parameters: parameters.map(readParameter),
    entities: entities.map(readEntity),
    created_at: text(p, 'created_at', 'content pack', false, 100) || new Date().toISOString(),
    server_version: text(p, 'server_version', 'content pack', false, 100) || GRAYLOG_API_VERSION,
  };
  if (!/^[\w.-]+$/.test(pack.id)) throw bad(`Invalid content pack id ${pack.id}.`);
  const names = new Set<string>();
  for (const parameter of pack.parameters) {
    if (names.has(parameter.name)) throw bad(`Duplicate parameter name ${parameter.name}.`);
    names.add(parameter.name);
  }
  const ids = new Set<string>();
  for (const entity of pack.entities) {
    if (ids.has(entity.id)) throw bad(`Duplicate entity id ${entity.id}.`);
    ids.add(entity.id);
  }
  return pack;
}

const VALUE_TYPES = new Set(['string', 'integer', 'long', 'float', 'double', 'boolean', 'parameter']);

/**
 * Replaces every ValueReference (`{"@type": …, "@value": …}`) in entity data with its value; a
 * `parameter` reference takes the installation's value of that parameter. Lists and maps are walked.
 */
export function resolveValues(
  value: unknown,
  parameters: ReadonlyMap<string, string | number | boolean>,
  path: string,
  depth = 0,
): Resolved {
  if (depth > 32) throw bad(`Entity data nests too deeply at ${path}.`);
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v, i) => resolveValues(v, parameters, `${path}[${i}]`, depth + 1));
  if (isObject(value)) {
    if (typeof value['@type'] === 'string' && '@value' in value) {
      const type = value['@type'];
      const v = value['@value'];
      if (!VALUE_TYPES.has(type)) throw bad(`Unknown value type ${type} at ${path}.`);
      if (type === 'parameter') {
        if (typeof v !== 'string' || !parameters.has(v)) throw bad(`Missing parameter ${String(v)} referenced at ${path}.`);
        return parameters.get(v)!;
      }
      if (v !== null && !fitsParameterType(type as ParameterType, v)) throw bad(`The value at ${path} is not of type ${type}.`);
      return v as string | number | boolean | null;
    }
    const out: { [key: string]: Resolved } = {};
    for (const [k, v] of Object.entries(value)) out[k] = resolveValues(v, parameters, `${path}.${k}`, depth + 1);
    return out;
  }
  // Some entity types (grok patterns) hold plain values.
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw bad(`Unable to read the value at ${path}.`);
}

/** Reads the installation request's parameter values over the pack's defaults; every parameter needs one. */
export function parameterValues(pack: ContentPack, given: JsonObject): Map<string, string | number | boolean> {
  const values = new Map<string, string | number | boolean>();
  const missing: string[] = [];
  for (const parameter of pack.parameters) {
    const ref = given[parameter.name];
    if (ref !== undefined && ref !== null) {
      if (!isObject(ref) || !('@value' in ref))
        throw bad(`The value of parameter ${parameter.name} must be a value reference {"@type", "@value"}.`);
      const value = ref['@value'];
      if (!fitsParameterType(parameter.type, value))
        throw bad(`The value of parameter ${parameter.name} is not of type ${parameter.type}.`);
      if (typeof value === 'string' && value.length > 10_000) throw bad(`The value of parameter ${parameter.name} is too long.`);
      values.set(parameter.name, value as string | number | boolean);
    } else if (parameter.default_value !== undefined) {
      values.set(parameter.name, parameter.default_value);
    } else {
      missing.push(parameter.name);
    }
  }
  if (missing.length > 0) throw bad(`Missing parameters: ${missing.join(', ')}`);
  return values;
}
