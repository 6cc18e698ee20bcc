import type { App } from '../src/app.js';

export interface RouteInfo {
  method: string;
  url: string;
}

/** Every API route, read from Fastify's route tree (`printRoutes`), HEAD excluded. */
export async function apiRoutes(app: App): Promise<RouteInfo[]> {
  await app.http.ready();
  const stack: string[] = [];
  const out: RouteInfo[] = [];
  for (const line of app.http.printRoutes({ commonPrefix: false }).split('\n')) {
    const idx = line.indexOf('── ');
    if (idx < 0) continue;
    // The connector is "├── " or "└── ": the match starts one character after it.
    const depth = (idx - 1) / 4;
    const m = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(idx + 3))!;
    const path = (depth > 0 ? stack[depth - 1]! : '') + m[1]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[2] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && path.startsWith('/api')) out.push({ method, url: path });
    }
  }
  return out;
}

/** A route parameter in a pattern; routes sharing a parametric node print as `:name|:token`. */
export const PARAM = /:([A-Za-z]+)(?:\|:[A-Za-z]+)*/g;

/** A concrete URL for a route pattern, with `value` for every parameter. */
export const fill = (url: string, value = '5f0c1a2b3c4d5e6f7a8b9c0d') => url.replace(PARAM, value).replace(/\*$/, value);
