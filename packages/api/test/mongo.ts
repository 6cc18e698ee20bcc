type Json = unknown;

/** Mongo extended JSON → plain values: `{$oid}` → hex, `{$date}` → ISO, `{$numberLong}` → number, `_id` → `id`. */
export function fromMongo(value: Json): Json {
  if (Array.isArray(value)) return value.map(fromMongo);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, Json>);
    if (entries.length === 1) {
      const [key, inner] = entries[0]!;
      if (key === '$oid' || key === '$date') return inner;
      if (key === '$numberLong') return Number(inner);
    }
    return Object.fromEntries(entries.map(([key, inner]) => [key === '_id' ? 'id' : key, fromMongo(inner)]));
  }
  return value;
}

type Doc = Record<string, Json>;

/** Renames keys as INDEX.md says the REST layer does; `rename` maps Mongo name → REST name. */
export function renameKeys(doc: Doc, rename: Record<string, string>, add: Doc = {}): Doc {
  return { ...Object.fromEntries(Object.entries(doc).map(([key, inner]) => [rename[key] ?? key, inner])), ...add };
}
