import type { Database } from 'better-sqlite3';
import type { AuthService } from '../auth/service.js';
import { teamRoutes } from './routes.js';
import { TeamStore } from './store.js';

/** Teams (a Sift extension): members hold the team's roles and what is shared with the team. */
export function createTeams({ db, auth }: { db: Database; auth: AuthService }) {
  const store = new TeamStore(db);
  auth.teams = store;
  return { store, routes: teamRoutes(auth, store) };
}
