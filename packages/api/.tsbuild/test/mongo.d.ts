type Json = unknown;
/** Mongo extended JSON → plain values: `{$oid}` → hex, `{$date}` → ISO, `{$numberLong}` → number, `_id` → `id`. */
export declare function fromMongo(value: Json): Json;
type Doc = Record<string, Json>;
/** Renames keys as INDEX.md says the REST layer does; `rename` maps Mongo name → REST name. */
export declare function renameKeys(doc: Doc, rename: Record<string, string>, add?: Doc): Doc;
export {};
