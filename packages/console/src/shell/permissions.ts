/**
 * The permission check of 1-shell.md §5: `*` grants everything; a held permission matches a required
 * one exactly, by a wildcard part (`streams:*`), or as a prefix of its colon-separated parts
 * (`streams:read` grants `streams:read:abc`).
 */
function grants(held: string, required: string): boolean {
  if (held === '*' || held === required) return true;
  const heldParts = held.split(':');
  const requiredParts = required.split(':');
  for (let i = 0; i < heldParts.length; i += 1) {
    const part = heldParts[i];
    const wanted = requiredParts[i];
    if (part === '*') continue;
    if (wanted === undefined) return heldParts.slice(i).every((rest) => rest === '*');
    if (!part?.split(',').includes(wanted)) return false;
  }
  return true;
}

export function hasPermission(held: readonly string[], required: string): boolean {
  return held.some((permission) => grants(permission, required));
}

/** All of `required` (or any one with `any`); an empty required list is allowed. */
export function isPermitted(held: readonly string[] | undefined, required: readonly string[], any = false): boolean {
  if (required.length === 0) return true;
  const permissions = held ?? [];
  return any ? required.some((p) => hasPermission(permissions, p)) : required.every((p) => hasPermission(permissions, p));
}
