import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/database.js';
import { SearchStore } from '../src/search/store.js';
import type { SearchDTO } from '../src/search/dto.js';
import type { TestServer } from './helpers.js';

/** Graylog's own JSON from shared/graylog-5.1/fixtures, kept in the repository by the api package. */
export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/test/fixtures');
export const fixture = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as T;

/** Stores a search as the search subsystem would after `POST /views/search` by `owner`. */
export function storeSearch(server: TestServer, search: SearchDTO, owner = 'admin'): void {
  const db = openDatabase(path.join(server.dir, 'data'));
  new SearchStore(db).save(search, owner);
  db.close();
}

/** A minimal valid search + dashboard body pair with one widget. */
export function minimalDashboard(searchId: string, title = 'Dash', type: 'DASHBOARD' | 'SEARCH' = 'DASHBOARD') {
  const search: SearchDTO = {
    id: searchId,
    queries: [
      {
        id: 'q1',
        timerange: { type: 'relative', range: 300 },
        filter: null,
        filters: [],
        query: { type: 'elasticsearch', query_string: '' },
        search_types: [{ id: 'st1', type: 'messages' }],
      },
    ],
    parameters: [],
  };
  const view = {
    type,
    title,
    search_id: searchId,
    state: {
      q1: {
        widgets: [{ id: 'w1', type: 'messages', config: {} }],
        widget_mapping: { w1: ['st1'] },
        positions: { w1: { col: 1, row: 1, height: 4, width: 'Infinity' } },
        titles: {},
      },
    },
  };
  return { search, view };
}
