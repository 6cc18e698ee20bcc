import type { ContentPack, ContentPackParameterValue } from '@sift/api';

/** A parameter a content pack asks for on install (`parameters` of the pack document). */
export interface PackParameter {
  name: string;
  title: string;
  description: string;
  type: 'string' | 'integer' | 'double' | 'boolean';
  defaultValue: ContentPackParameterValue | null;
}

const TYPES = ['string', 'integer', 'double', 'boolean'] as const;

export function packParameters(pack: ContentPack): PackParameter[] {
  return pack.parameters.map((p) => {
    const type = TYPES.find((t) => t === p['type']) ?? 'string';
    const fallback = p['default_value'];
    return {
      name: String(p['name'] ?? ''),
      title: String(p['title'] ?? p['name'] ?? ''),
      description: typeof p['description'] === 'string' ? p['description'] : '',
      type,
      defaultValue: typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean' ? fallback : null,
    };
  });
}

/** The value typed for a parameter, as its type; an error text when it is not one (empty text with no default is missing). */
export function parameterValue(parameter: PackParameter, text: string): { value: ContentPackParameterValue } | { error: string } {
  const trimmed = text.trim();
  if (parameter.type === 'boolean') return { value: text === 'true' };
  if (trimmed === '') return { error: 'A value is required.' };
  if (parameter.type === 'integer') return /^-?\d+$/.test(trimmed) ? { value: Number(trimmed) } : { error: 'Must be a whole number.' };
  if (parameter.type === 'double') return Number.isFinite(Number(trimmed)) ? { value: Number(trimmed) } : { error: 'Must be a number.' };
  return { value: text };
}

/** The latest revision of each content pack, by name. */
export function latestRevisions(packs: readonly ContentPack[]): ContentPack[] {
  const latest = new Map<string, ContentPack>();
  for (const pack of packs) {
    const known = latest.get(pack.id);
    if (!known || pack.rev > known.rev) latest.set(pack.id, pack);
  }
  return [...latest.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A content pack document read from a file: an object with an id, a revision and a name; else why not. */
export function readPackDocument(text: string): { pack: Record<string, unknown> } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { error: `The file is not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { error: 'The file is not a content pack: it holds no JSON object.' };
  const pack = parsed as Record<string, unknown>;
  if (typeof pack['id'] !== 'string' || typeof pack['rev'] !== 'number' || typeof pack['name'] !== 'string')
    return { error: 'The file is not a content pack: it needs an id, a revision (rev) and a name.' };
  return { pack };
}
