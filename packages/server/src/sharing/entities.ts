import { isObject } from '../http/body.js';
import type { StreamStore } from '../streams/store.js';
import type { SearchLookup } from '../views/routes.js';
import type { ViewStore } from '../views/store.js';
import { parseGrn, toGrn } from './grn.js';

/** A shareable entity: its GRN, type, title, and the GRNs of what it depends on (the streams a view searches). */
export interface ShareableEntity {
  grn: string;
  type: string;
  title: string;
  dependencies: string[];
}

function streamIdsIn(value: unknown, out: Set<string>, depth = 0): void {
  if (depth > 32) return;
  if (Array.isArray(value)) {
    for (const v of value) streamIdsIn(v, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (value['type'] === 'stream' && typeof value['id'] === 'string') out.add(value['id']);
  if (Array.isArray(value['streams'])) for (const s of value['streams']) if (typeof s === 'string') out.add(s);
  for (const key of ['filter', 'filters', 'queries', 'search_types', 'widgets']) if (key in value) streamIdsIn(value[key], out, depth + 1);
}

/** Finds shareable entities (dashboards, saved searches, streams) by GRN. */
export class EntityResolver {
  constructor(
    private readonly views: ViewStore,
    private readonly streams: StreamStore,
    private readonly searches: SearchLookup,
  ) {}

  resolve(grn: string): ShareableEntity | undefined {
    const parsed = parseGrn(grn);
    if (!parsed) return undefined;
    if (parsed.type === 'dashboard' || parsed.type === 'search') {
      const view = this.views.get(parsed.entity);
      if (!view || (view.type === 'DASHBOARD') !== (parsed.type === 'dashboard')) return undefined;
      const ids = new Set<string>();
      streamIdsIn(this.searches.get(view.searchId)?.search, ids);
      for (const state of Object.values(view.state)) streamIdsIn(state, ids);
      const dependencies = [...ids].filter((id) => this.streams.get(id)).map((id) => toGrn('stream', id));
      return { grn, type: parsed.type, title: view.title, dependencies };
    }
    if (parsed.type === 'stream') {
      const stream = this.streams.get(parsed.entity);
      return stream ? { grn, type: 'stream', title: stream.title, dependencies: [] } : undefined;
    }
    return undefined;
  }
}
