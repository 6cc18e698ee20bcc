import type { FieldType } from '../storage/fields.js';
import type { SearchEngine } from './engine.js';

export interface MappedField {
  name: string;
  type: { type: string; properties: string[]; index_names: string[] };
}

function properties(name: string, type: FieldType): string[] {
  if (name === 'message' || name === 'full_message') return ['full-text-search'];
  if (type === 'long' || type === 'double') return ['numeric', 'enumerable'];
  return ['enumerable'];
}

/** `/views/fields` entries: one per field, `compound(a,b)` where values of several types were stored. */
export function mappedFields(engine: SearchEngine, only?: ReadonlySet<string>): MappedField[] {
  const conflicts = engine.store.fieldConflicts();
  const out: MappedField[] = [];
  for (const [name, type] of engine.fields()) {
    if (name === '_id' || (only && !only.has(name))) continue;
    const others = conflicts.get(name);
    if (others && others.size > 0) {
      const types = [...new Set([type, ...others])].sort();
      const common = types.map((t) => properties(name, t)).reduce((a, b) => a.filter((p) => b.includes(p)));
      out.push({ name, type: { type: `compound(${types.join(',')})`, properties: [...common, 'compound'], index_names: [] } });
    } else {
      out.push({ name, type: { type, properties: properties(name, type), index_names: [] } });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Names of the fields that have at least one value in the selection. */
export async function fieldsWithValues(
  engine: SearchEngine,
  whereSql: string,
  params: Parameters<SearchEngine['store']['query']>[1],
): Promise<Set<string>> {
  const names = [...engine.fields().keys()].filter((n) => n !== '_id');
  const rows = await engine.store.query(
    `SELECT ${names.map((n, i) => `count(${n === 'timestamp' ? '"timestamp"' : engine.column(n)}) AS c${i}`).join(', ')} FROM messages WHERE ${whereSql}`,
    params,
  );
  const row = rows[0] ?? {};
  return new Set(names.filter((_, i) => Number(row[`c${i}`] ?? 0) > 0));
}
