import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import type { EventDefinition, EventNotification } from './model.js';
import type { NotificationSecrets } from './notification-model.js';

/** The scheduler's job trigger of a scheduled definition. */
export interface Trigger {
  definitionId: string;
  /** When the next window ends (epoch ms): the window is `[nextTime - search_within_ms, nextTime]`. */
  nextTime: number;
  triggeredAt: number | null;
  status: 'runnable' | 'running' | 'error';
}

/** An event as stored (Graylog's EventDto). */
export interface StoredEvent {
  id: string;
  event_definition_type: string;
  event_definition_id: string;
  origin_context: string | null;
  timestamp: string;
  timestamp_processing: string;
  timerange_start: string | null;
  timerange_end: string | null;
  streams: string[];
  source_streams: string[];
  message: string;
  source: string;
  key_tuple: string[];
  key: string;
  priority: number;
  alert: boolean;
  fields: Record<string, string>;
  group_by_fields: Record<string, string>;
  replay_info: { timerange_start: string; timerange_end: string; query: string; streams: string[] } | null;
}

export interface QueuedNotification {
  id: number;
  definitionId: string;
  notificationId: string;
  event: StoredEvent;
}

/** Event definitions, notifications, scheduler triggers, stored events and the notification queue (SQLite). */
export class EventStore {
  constructor(private readonly db: Database) {
    migrate(db, 'events', [
      {
        version: 1,
        name: 'create event definitions, notifications, triggers, events and the notification queue',
        up: (d) =>
          d.exec(`
            CREATE TABLE event_definitions (id TEXT PRIMARY KEY, doc TEXT NOT NULL);
            CREATE TABLE event_notifications (id TEXT PRIMARY KEY, doc TEXT NOT NULL, secrets TEXT NOT NULL);
            CREATE TABLE event_triggers (
              definition_id TEXT PRIMARY KEY REFERENCES event_definitions(id) ON DELETE CASCADE,
              next_time INTEGER NOT NULL, triggered_at INTEGER, status TEXT NOT NULL);
            CREATE TABLE events (id TEXT PRIMARY KEY, definition_id TEXT NOT NULL, timestamp INTEGER NOT NULL, doc TEXT NOT NULL);
            CREATE INDEX events_timestamp ON events(timestamp);
            CREATE TABLE event_notification_queue (
              id INTEGER PRIMARY KEY AUTOINCREMENT, definition_id TEXT NOT NULL, notification_id TEXT NOT NULL, event TEXT NOT NULL);
            CREATE TABLE event_notification_grace (
              definition_id TEXT NOT NULL, notification_id TEXT NOT NULL, key TEXT NOT NULL, last_sent INTEGER NOT NULL,
              PRIMARY KEY (definition_id, notification_id, key));`),
      },
    ]);
  }

  // Definitions

  definitions(): EventDefinition[] {
    return (this.db.prepare('SELECT doc FROM event_definitions').all() as { doc: string }[]).map(
      (r) => JSON.parse(r.doc) as EventDefinition,
    );
  }

  definition(id: string): EventDefinition | undefined {
    const row = this.db.prepare('SELECT doc FROM event_definitions WHERE id = ?').get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as EventDefinition) : undefined;
  }

  saveDefinition(definition: EventDefinition): void {
    this.db
      .prepare('INSERT INTO event_definitions (id, doc) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc')
      .run(definition.id, JSON.stringify(definition));
  }

  deleteDefinition(id: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM event_triggers WHERE definition_id = ?').run(id);
      this.db.prepare('DELETE FROM event_notification_queue WHERE definition_id = ?').run(id);
      this.db.prepare('DELETE FROM event_notification_grace WHERE definition_id = ?').run(id);
      this.db.prepare('DELETE FROM event_definitions WHERE id = ?').run(id);
    })();
  }

  // Scheduler triggers

  trigger(definitionId: string): Trigger | undefined {
    const row = this.db.prepare('SELECT * FROM event_triggers WHERE definition_id = ?').get(definitionId) as
      { definition_id: string; next_time: number; triggered_at: number | null; status: Trigger['status'] } | undefined;
    return row
      ? { definitionId: row.definition_id, nextTime: row.next_time, triggeredAt: row.triggered_at, status: row.status }
      : undefined;
  }

  triggers(): Trigger[] {
    return (
      this.db.prepare('SELECT * FROM event_triggers ORDER BY next_time').all() as {
        definition_id: string;
        next_time: number;
        triggered_at: number | null;
        status: Trigger['status'];
      }[]
    ).map((row) => ({ definitionId: row.definition_id, nextTime: row.next_time, triggeredAt: row.triggered_at, status: row.status }));
  }

  saveTrigger(trigger: Trigger): void {
    this.db
      .prepare(
        `INSERT INTO event_triggers (definition_id, next_time, triggered_at, status) VALUES (?, ?, ?, ?)
         ON CONFLICT(definition_id) DO UPDATE SET next_time = excluded.next_time, triggered_at = excluded.triggered_at, status = excluded.status`,
      )
      .run(trigger.definitionId, trigger.nextTime, trigger.triggeredAt, trigger.status);
  }

  deleteTrigger(definitionId: string): void {
    this.db.prepare('DELETE FROM event_triggers WHERE definition_id = ?').run(definitionId);
  }

  // Notifications

  notifications(): EventNotification[] {
    return (this.db.prepare('SELECT doc FROM event_notifications').all() as { doc: string }[]).map(
      (r) => JSON.parse(r.doc) as EventNotification,
    );
  }

  notification(id: string): { notification: EventNotification; secrets: NotificationSecrets } | undefined {
    const row = this.db.prepare('SELECT doc, secrets FROM event_notifications WHERE id = ?').get(id) as
      { doc: string; secrets: string } | undefined;
    return row
      ? { notification: JSON.parse(row.doc) as EventNotification, secrets: JSON.parse(row.secrets) as NotificationSecrets }
      : undefined;
  }

  saveNotification(notification: EventNotification, secrets: NotificationSecrets): void {
    this.db
      .prepare(
        'INSERT INTO event_notifications (id, doc, secrets) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc, secrets = excluded.secrets',
      )
      .run(notification.id, JSON.stringify(notification), JSON.stringify(secrets));
  }

  /** Deletes a notification and takes it out of every definition that uses it (NotificationResourceHandler#delete). */
  deleteNotification(id: string): void {
    this.db.transaction(() => {
      for (const definition of this.definitions()) {
        if (!definition.notifications.some((n) => n.notification_id === id)) continue;
        const notifications = definition.notifications.filter((n) => n.notification_id !== id);
        this.saveDefinition({ ...definition, notifications });
      }
      this.db.prepare('DELETE FROM event_notification_queue WHERE notification_id = ?').run(id);
      this.db.prepare('DELETE FROM event_notification_grace WHERE notification_id = ?').run(id);
      this.db.prepare('DELETE FROM event_notifications WHERE id = ?').run(id);
    })();
  }

  // Events

  insertEvents(events: readonly StoredEvent[]): void {
    const insert = this.db.prepare('INSERT INTO events (id, definition_id, timestamp, doc) VALUES (?, ?, ?, ?)');
    this.db.transaction(() => {
      for (const e of events) insert.run(e.id, e.event_definition_id, Date.parse(e.timestamp), JSON.stringify(e));
    })();
  }

  /** Events with a timestamp in `[from, to]`. */
  eventsBetween(from: number, to: number): StoredEvent[] {
    return (
      this.db.prepare('SELECT doc FROM events WHERE timestamp >= ? AND timestamp <= ? ORDER BY timestamp DESC').all(from, to) as {
        doc: string;
      }[]
    ).map((r) => JSON.parse(r.doc) as StoredEvent);
  }

  event(id: string): StoredEvent | undefined {
    const row = this.db.prepare('SELECT doc FROM events WHERE id = ?').get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as StoredEvent) : undefined;
  }

  // Notification queue and grace period

  enqueue(definitionId: string, notificationId: string, event: StoredEvent): void {
    this.db
      .prepare('INSERT INTO event_notification_queue (definition_id, notification_id, event) VALUES (?, ?, ?)')
      .run(definitionId, notificationId, JSON.stringify(event));
  }

  queued(): QueuedNotification[] {
    return (
      this.db.prepare('SELECT * FROM event_notification_queue ORDER BY id').all() as {
        id: number;
        definition_id: string;
        notification_id: string;
        event: string;
      }[]
    ).map((r) => ({
      id: r.id,
      definitionId: r.definition_id,
      notificationId: r.notification_id,
      event: JSON.parse(r.event) as StoredEvent,
    }));
  }

  queuedCount(definitionId: string): number {
    return (
      this.db.prepare('SELECT count(*) AS n FROM event_notification_queue WHERE definition_id = ?').get(definitionId) as { n: number }
    ).n;
  }

  dequeue(id: number): void {
    this.db.prepare('DELETE FROM event_notification_queue WHERE id = ?').run(id);
  }

  clearQueue(definitionId: string): number {
    return this.db.prepare('DELETE FROM event_notification_queue WHERE definition_id = ?').run(definitionId).changes;
  }

  lastSent(definitionId: string, notificationId: string, key: string): number | null {
    const row = this.db
      .prepare('SELECT last_sent FROM event_notification_grace WHERE definition_id = ? AND notification_id = ? AND key = ?')
      .get(definitionId, notificationId, key) as { last_sent: number } | undefined;
    return row ? row.last_sent : null;
  }

  markSent(definitionId: string, notificationId: string, key: string, at: number): void {
    this.db
      .prepare(
        'INSERT INTO event_notification_grace (definition_id, notification_id, key, last_sent) VALUES (?, ?, ?, ?) ON CONFLICT(definition_id, notification_id, key) DO UPDATE SET last_sent = excluded.last_sent',
      )
      .run(definitionId, notificationId, key, at);
  }
}
