import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';

/** What a recent activity says happened to an item (Graylog's `ActivityType`, lower case on the wire). */
export type ActivityType = 'create' | 'update' | 'delete' | 'share' | 'unshare';
/** The GRN type of an item the start page lists. */
export type ItemType = 'search' | 'dashboard';

export interface LastOpenedRecord {
  itemId: string;
  itemType: ItemType;
}

export interface ActivityRecord {
  id: string;
  activityType: ActivityType;
  itemType: ItemType;
  itemId: string;
  itemTitle: string;
  userName: string;
  timestamp: number;
}

/** Graylog keeps the last 100 opened items of a user (`StartPageService.MAXIMUM_ITEMS`). */
export const MAX_LAST_OPENED = 100;
/** Recent activity is kept for this many entries, newest first (Graylog uses a capped collection). */
export const MAX_ACTIVITIES = 10_000;

/** What users opened last and what happened to the items they can see, as the start page lists them. */
export class StartPageStore {
  constructor(private readonly db: Database) {
    migrate(db, 'startpage', [
      {
        version: 1,
        name: 'create last opened items and recent activity',
        up: (d) =>
          d.exec(`
            CREATE TABLE startpage_last_opened (
              user_id TEXT NOT NULL,
              item_id TEXT NOT NULL,
              item_type TEXT NOT NULL,
              opened_at INTEGER NOT NULL,
              seq INTEGER NOT NULL,
              PRIMARY KEY (user_id, item_id)
            );
            CREATE TABLE startpage_activity (
              seq INTEGER PRIMARY KEY AUTOINCREMENT,
              id TEXT NOT NULL UNIQUE,
              activity_type TEXT NOT NULL,
              item_type TEXT NOT NULL,
              item_id TEXT NOT NULL,
              item_title TEXT NOT NULL,
              user_name TEXT NOT NULL,
              timestamp INTEGER NOT NULL
            );`),
      },
    ]);
  }

  /** Moves the item to the top of the user's list, keeping at most `MAX_LAST_OPENED` items. */
  opened(userId: string, itemId: string, itemType: ItemType, now = Date.now()): void {
    this.db.transaction(() => {
      // `seq` orders the list: two openings in the same millisecond keep their order.
      const { seq } = this.db
        .prepare('SELECT coalesce(max(seq), 0) + 1 AS seq FROM startpage_last_opened WHERE user_id = ?')
        .get(userId) as { seq: number };
      this.db
        .prepare(
          'INSERT INTO startpage_last_opened (user_id, item_id, item_type, opened_at, seq) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, item_id) DO UPDATE SET opened_at = excluded.opened_at, item_type = excluded.item_type, seq = excluded.seq',
        )
        .run(userId, itemId, itemType, now, seq);
      this.db
        .prepare(
          'DELETE FROM startpage_last_opened WHERE user_id = ? AND item_id NOT IN (SELECT item_id FROM startpage_last_opened WHERE user_id = ? ORDER BY seq DESC LIMIT ?)',
        )
        .run(userId, userId, MAX_LAST_OPENED);
    })();
  }

  /** The user's opened items, most recent first. */
  lastOpened(userId: string): LastOpenedRecord[] {
    return (
      this.db.prepare('SELECT item_id, item_type FROM startpage_last_opened WHERE user_id = ? ORDER BY seq DESC').all(userId) as {
        item_id: string;
        item_type: ItemType;
      }[]
    ).map((r) => ({ itemId: r.item_id, itemType: r.item_type }));
  }

  /** Forgets a deleted item in every user's list. */
  forget(itemId: string): void {
    this.db.prepare('DELETE FROM startpage_last_opened WHERE item_id = ?').run(itemId);
  }

  record(activity: Omit<ActivityRecord, 'id' | 'timestamp'>, now = Date.now()): ActivityRecord {
    const record: ActivityRecord = { ...activity, id: newObjectId(now), timestamp: now };
    this.db.transaction(() => {
      this.db
        .prepare(
          'INSERT INTO startpage_activity (id, activity_type, item_type, item_id, item_title, user_name, timestamp) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(record.id, record.activityType, record.itemType, record.itemId, record.itemTitle, record.userName, record.timestamp);
      this.db.prepare('DELETE FROM startpage_activity WHERE seq <= (SELECT max(seq) FROM startpage_activity) - ?').run(MAX_ACTIVITIES);
    })();
    return record;
  }

  /** Every kept activity, newest first. */
  activities(): ActivityRecord[] {
    return (
      this.db
        .prepare('SELECT id, activity_type, item_type, item_id, item_title, user_name, timestamp FROM startpage_activity ORDER BY seq DESC')
        .all() as {
        id: string;
        activity_type: ActivityType;
        item_type: ItemType;
        item_id: string;
        item_title: string;
        user_name: string;
        timestamp: number;
      }[]
    ).map((r) => ({
      id: r.id,
      activityType: r.activity_type,
      itemType: r.item_type,
      itemId: r.item_id,
      itemTitle: r.item_title,
      userName: r.user_name,
      timestamp: r.timestamp,
    }));
  }
}
