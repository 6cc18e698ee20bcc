import type { CatalogEntry, ContentPack, ContentPackEntityWire } from '@sift/api';

/** The parameter types of a content pack, and the value-reference types each can stand for. */
export const PARAMETER_TYPES = ['string', 'integer', 'long', 'float', 'double', 'boolean'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export interface DraftParameter {
  name: string;
  title: string;
  description: string;
  type: ParameterType;
  /** The default as typed; empty for none. */
  defaultValue: string;
}

export interface PackDetails {
  name: string;
  summary: string;
  description: string;
  vendor: string;
  url: string;
}

/** A value of an entity that a parameter can stand for: a value reference inside its data. */
export interface EntityField {
  /** Dotted path inside `data` (list positions are numbers). */
  path: string;
  /** The reference's `@type` (`parameter` once a parameter is applied). */
  type: string;
  /** The value shown: the literal, or the parameter's name. */
  value: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isReference = (value: unknown): value is { '@type': string; '@value': unknown } =>
  isRecord(value) && typeof value['@type'] === 'string' && '@value' in value;

/** The value references of an entity's data, in document order. */
export function entityFields(data: Record<string, unknown>): EntityField[] {
  const out: EntityField[] = [];
  const walk = (value: unknown, path: string) => {
    if (isReference(value)) {
      out.push({ path, type: value['@type'], value: value['@value'] === null ? '' : String(value['@value']) });
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, path ? `${path}.${i}` : String(i)));
    } else if (isRecord(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    }
  };
  walk(data, '');
  return out;
}

/** Which parameter types fit a value reference of `type` (a number reference takes any number type). */
export function parameterFits(parameter: ParameterType, referenceType: string): boolean {
  if (referenceType === 'string') return parameter === 'string';
  if (referenceType === 'boolean') return parameter === 'boolean';
  if (referenceType === 'integer' || referenceType === 'long') return parameter === 'integer' || parameter === 'long';
  if (referenceType === 'float' || referenceType === 'double') return parameter === 'float' || parameter === 'double';
  return false;
}

/** Returns `data` with the reference at `path` replaced by `reference`. */
export function replaceAt(
  data: Record<string, unknown>,
  path: string,
  reference: { '@type': string; '@value': unknown },
): Record<string, unknown> {
  const parts = path.split('.');
  const go = (value: unknown, i: number): unknown => {
    if (i === parts.length) return reference;
    const key = parts[i]!;
    if (Array.isArray(value)) return value.map((v, n) => (String(n) === key ? go(v, i + 1) : v));
    if (isRecord(value)) return { ...value, [key]: go(value[key], i + 1) };
    return value;
  };
  return go(data, 0) as Record<string, unknown>;
}

/** Why a parameter cannot be added as it is, or null. */
export function parameterProblem(parameter: DraftParameter, others: readonly DraftParameter[]): string | null {
  if (!/^[A-Za-z0-9_]{1,100}$/.test(parameter.name)) return 'Use letters, digits and _ only.';
  if (others.some((p) => p.name === parameter.name)) return 'A parameter of this name exists already.';
  if (parameter.defaultValue !== '' && typedDefault(parameter) === undefined) return `The default value is not a ${parameter.type}.`;
  return null;
}

/** The default value as the pack stores it, or undefined (none, or not of the parameter's type). */
export function typedDefault(parameter: DraftParameter): string | number | boolean | undefined {
  const raw = parameter.defaultValue.trim();
  if (parameter.defaultValue === '') return undefined;
  switch (parameter.type) {
    case 'string':
      return parameter.defaultValue;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'integer':
    case 'long':
      return /^-?\d+$/.test(raw) ? Number(raw) : undefined;
    case 'float':
    case 'double':
      return raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : undefined;
  }
}

/** A v4 UUID, also outside secure contexts (where `crypto.randomUUID` is missing). */
export function newPackId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((n) => n.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The content pack document (v1) to upload. */
export function buildPack(
  id: string,
  rev: number,
  details: PackDetails,
  parameters: readonly DraftParameter[],
  entities: readonly ContentPackEntityWire[],
): Record<string, unknown> {
  return {
    v: '1',
    id,
    rev,
    name: details.name.trim(),
    summary: details.summary,
    description: details.description,
    vendor: details.vendor,
    url: details.url,
    parameters: parameters.map((p) => {
      const fallback = typedDefault(p);
      return {
        type: p.type,
        name: p.name,
        title: p.title,
        description: p.description,
        ...(fallback !== undefined ? { default_value: fallback } : {}),
      };
    }),
    entities,
  };
}

/** The draft parameters of a stored pack revision. */
export function draftParameters(pack: ContentPack): DraftParameter[] {
  return pack.parameters.map((p) => ({
    name: String(p['name'] ?? ''),
    title: String(p['title'] ?? ''),
    description: String(p['description'] ?? ''),
    type: (PARAMETER_TYPES as readonly string[]).includes(String(p['type'])) ? (p['type'] as ParameterType) : 'string',
    defaultValue: p['default_value'] === undefined || p['default_value'] === null ? '' : String(p['default_value']),
  }));
}

/** The entities of a stored pack revision, as the catalog's shape. */
export function packEntities(pack: ContentPack): ContentPackEntityWire[] {
  return pack.entities.map((e) => {
    const type = isRecord(e['type']) ? e['type'] : {};
    return {
      v: String(e['v'] ?? '1'),
      type: { name: String(type['name'] ?? ''), version: String(type['version'] ?? '1') },
      id: String(e['id'] ?? ''),
      data: isRecord(e['data']) ? e['data'] : {},
      constraints: Array.isArray(e['constraints']) ? (e['constraints'].filter(isRecord) as Record<string, unknown>[]) : [],
    };
  });
}

/** The title an entity goes by: its title or name value (grok patterns hold a plain name). */
export function entityTitle(entity: ContentPackEntityWire): string {
  for (const key of ['title', 'name']) {
    const v = entity.data[key];
    if (isReference(v)) return String(v['@value']);
    if (typeof v === 'string') return v;
  }
  return entity.id;
}

/** Words for entity type names. */
export const ENTITY_TYPE_LABELS: Record<string, string> = {
  stream: 'Streams',
  input: 'Inputs',
  output: 'Outputs',
  grok_pattern: 'Grok patterns',
  pipeline: 'Pipelines',
  pipeline_rule: 'Pipeline rules',
  lookup_table: 'Lookup tables',
  lookup_cache: 'Lookup caches',
  lookup_adapter: 'Lookup data adapters',
  dashboard: 'Dashboards',
  search: 'Saved searches',
};

export const catalogKey = (e: Pick<CatalogEntry, 'type' | 'id'>) => `${e.type}:${e.id}`;

/** Catalog entries grouped by type (in the order of ENTITY_TYPE_LABELS), filtered by a title substring. */
export function groupCatalog(entries: readonly CatalogEntry[], filter: string): Array<{ type: string; entries: CatalogEntry[] }> {
  const needle = filter.trim().toLowerCase();
  const types = [...new Set([...Object.keys(ENTITY_TYPE_LABELS), ...entries.map((e) => e.type)])];
  return types
    .map((type) => ({
      type,
      entries: entries
        .filter((e) => e.type === type && (needle === '' || e.title.toLowerCase().includes(needle)))
        .sort((a, b) => a.title.localeCompare(b.title)),
    }))
    .filter((g) => g.entries.length > 0);
}
