import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SESSION_TOUCH_INTERVAL_MS, SessionStore } from './store.js';

describe('SessionStore.touch', () => {
  it('slides the expiry, writing the last access at most once a second unless the timeout changes', () => {
    const db = new Database(':memory:');
    db.exec("CREATE TABLE users (id TEXT PRIMARY KEY); INSERT INTO users VALUES ('u')");
    let now = 1_000_000;
    const sessions = new SessionStore(db, () => now);
    const created = sessions.create('u', 60_000, null);

    now += SESSION_TOUCH_INTERVAL_MS - 1;
    expect(sessions.touch(sessions.get(created.id)!).lastAccess).toBe(created.lastAccess);
    expect(sessions.get(created.id)!.lastAccess).toBe(created.lastAccess);

    now += 1;
    expect(sessions.touch(sessions.get(created.id)!).lastAccess).toBe(now);
    expect(sessions.get(created.id)!.lastAccess).toBe(now);

    // A new timeout (the global session timeout was switched on) is written at once.
    now += 10;
    const longer = sessions.touch(sessions.get(created.id)!, 3_600_000);
    expect(sessions.get(created.id)).toMatchObject({ lastAccess: now, timeoutMs: 3_600_000 });
    expect(longer.lastAccess + longer.timeoutMs).toBe(now + 3_600_000);

    // The session expires a timeout after the last written access: at most a second early.
    now += 500;
    sessions.touch(sessions.get(created.id)!, 3_600_000);
    now += 3_600_000 - 500;
    expect(sessions.get(created.id)).toBeUndefined();
  });
});
