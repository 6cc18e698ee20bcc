/**
 * The server's validation answer (`{errors: {field: [message]}}`) as errors at the form's fields: a field the
 * form shows gets its first message, under the form's name for it; messages about fields the form does not
 * show are answered apart, to be shown above the form.
 */
export function toFieldErrors(
  errors: Record<string, string[]>,
  fieldOf: (serverField: string) => string | null,
): { fields: Record<string, unknown>; other: string[] } {
  const fields: Record<string, unknown> = {};
  const other: string[] = [];
  for (const [serverField, messages] of Object.entries(errors)) {
    const [first] = messages;
    if (first === undefined) continue;
    const field = fieldOf(serverField);
    if (field === null) {
      other.push(`${serverField}: ${messages.join(' ')}`);
      continue;
    }
    // Nested names (`config.path`) become nested objects, as final-form reads submit errors.
    const parts = field.split('.');
    let target = fields;
    parts.slice(0, -1).forEach((part) => {
      target = (target[part] ??= {}) as Record<string, unknown>;
    });
    target[parts[parts.length - 1] ?? field] = first;
  }
  return { fields, other };
}

/** `cache_id` → `cacheId`: the api models' names of the wire fields. */
export const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
