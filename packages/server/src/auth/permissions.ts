/**
 * Shiro `WildcardPermission` matching as Graylog uses it (case-sensitive): a permission is a list of
 * colon-separated parts, each a comma-separated set. A held permission implies a required one when,
 * part by part, the held part is `*` or contains every sub-part of the required one; a held permission
 * with fewer parts implies everything below it (prefix match); extra held parts must be `*`. Empty parts
 * are literal, so GRN permissions (`entity:own:grn::::dashboard:<id>`) match exactly.
 */
function parse(permission: string): string[][] {
  return permission
    .trim()
    .split(':')
    .map((part) => part.split(',').map((s) => s.trim()));
}

export function implies(held: string, required: string): boolean {
  const h = parse(held);
  const r = parse(required);
  if (held.trim() === '' || required.trim() === '') return false;
  for (let i = 0; i < r.length; i++) {
    if (i >= h.length) return true;
    const mine = h[i]!;
    if (mine.includes('*')) continue;
    if (!r[i]!.every((sub) => mine.includes(sub))) return false;
  }
  for (let i = r.length; i < h.length; i++) {
    if (!h[i]!.includes('*')) return false;
  }
  return true;
}

/** Whether any of `held` implies `required`. */
export function isPermittedBy(held: readonly string[], required: string): boolean {
  return held.some((p) => implies(p, required));
}

/** A syntactically valid permission string: non-empty parts without whitespace-only pieces. */
export function isValidPermission(permission: unknown): permission is string {
  return typeof permission === 'string' && permission.trim().length > 0 && permission.length <= 512 && !/\s/.test(permission);
}
