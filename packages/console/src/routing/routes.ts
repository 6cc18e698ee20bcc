import { ROUTES, type PathArgs, type RouteName } from './routeTable';

function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The optional application path prefix (1-shell.md §2.4), taken from the build's base URL. */
export const APP_PATH_PREFIX = normalizePrefix(import.meta.env.BASE_URL ?? '/');

/** Adds an application path prefix to a path of the route table. */
export function withPrefix(path: string, prefix: string = APP_PATH_PREFIX): string {
  const normalized = normalizePrefix(prefix);
  if (normalized === '') return path;
  return path === '/' ? `${normalized}/` : `${normalized}${path}`;
}

/** The prefixed path of a route, with its parameters filled in (URL-encoded). */
export function pathTo<N extends RouteName>(name: N, ...args: PathArgs<N>): string {
  return pathWithPrefix(APP_PATH_PREFIX, name, ...args);
}

/** `pathTo` with an explicit prefix. */
export function pathWithPrefix<N extends RouteName>(prefix: string, name: N, ...args: PathArgs<N>): string {
  const params = (args[0] ?? {}) as Record<string, string>;
  const filled = ROUTES[name].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
  return withPrefix(filled, prefix);
}

/** The wouter pattern of a route (`/system/nodes/:nodeId`), prefixed. */
export function routePattern(name: RouteName, prefix: string = APP_PATH_PREFIX): string {
  return withPrefix(ROUTES[name].replace(/\{(\w+)\}/g, ':$1'), prefix);
}
