/**
 * Renders a collector configuration template. Graylog renders them with FreeMarker; Sidecar templates use
 * its interpolations, which this renders the same way: `${sidecar.nodeId}`, `${user.my_variable}` and the
 * defaults `${name!"fallback"}` and `${name!}`. A name that is not defined fails, as FreeMarker does.
 */

export class TemplateError extends Error {
  override name = 'TemplateError';
}

export type TemplateContext = Readonly<Record<string, Readonly<Record<string, string | readonly string[]>>>>;

const INTERPOLATION = /\$\{\s*([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*(!\s*(?:"((?:[^"\\]|\\.)*)")?)?\s*\}/g;

function lookup(context: TemplateContext, path: string): string | undefined {
  const [root, ...rest] = path.split('.');
  const scope = Object.hasOwn(context, root!) ? context[root!] : undefined;
  if (rest.length !== 1 || !scope || !Object.hasOwn(scope, rest[0]!)) return undefined;
  const value = scope[rest[0]!];
  return Array.isArray(value) ? value.join(',') : (value as string);
}

export function renderTemplate(template: string, context: TemplateContext): string {
  const out = template.replace(INTERPOLATION, (_match, path: string, hasDefault: string | undefined, fallback: string | undefined) => {
    const value = lookup(context, path);
    if (value !== undefined) return value;
    if (hasDefault !== undefined) return (fallback ?? '').replace(/\\(.)/g, '$1');
    throw new TemplateError(`The following has evaluated to null or missing: ==> ${path}`);
  });
  const unclosed = /\$\{[^}]*$/.exec(out);
  if (unclosed) throw new TemplateError(`Syntax error: the interpolation "${unclosed[0].slice(0, 40)}" is not closed with "}".`);
  // As Graylog: a rendered configuration always ends with a newline.
  return out.endsWith('\n') ? out : `${out}\n`;
}

/** The names of the configuration variables (`${user.name}`) a template uses. */
export function variablesUsed(template: string): Set<string> {
  const names = new Set<string>();
  for (const m of template.matchAll(INTERPOLATION)) {
    const [root, name] = m[1]!.split('.');
    if (root === 'user' && name) names.add(name);
  }
  return names;
}

/** The template with `${user.from}` renamed to `${user.to}` (a variable was renamed). */
export function renameVariable(template: string, from: string, to: string): string {
  return template.replace(INTERPOLATION, (match, path: string) =>
    path === `user.${from}` ? match.replace(`user.${from}`, `user.${to}`) : match,
  );
}
