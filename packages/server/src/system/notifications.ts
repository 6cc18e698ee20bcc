import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';

/** Graylog's notification types (lower-cased `Notification.Type`). */
export const NOTIFICATION_TYPES = [
  'deflector_exists_as_index',
  'multi_master',
  'no_master',
  'es_open_files',
  'es_cluster_red',
  'es_unavailable',
  'no_input_running',
  'input_failed_to_start',
  'input_failing',
  'input_failure_shutdown',
  'check_server_clocks',
  'outdated_version',
  'email_transport_configuration_invalid',
  'email_transport_failed',
  'stream_processing_disabled',
  'gc_too_long',
  'journal_utilization_too_high',
  'journal_uncommitted_messages_deleted',
  'output_disabled',
  'output_failing',
  'index_ranges_recalculation',
  'generic',
  'es_index_blocked',
  'es_node_disk_watermark_low',
  'es_node_disk_watermark_high',
  'es_node_disk_watermark_flood_stage',
  'es_version_mismatch',
  'legacy_ldap_config_migration',
  'multi_leader',
  'no_leader',
  'archiving_summary',
  'search_error',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const isNotificationType = (v: string): v is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(v);

export interface Notification {
  type: NotificationType;
  /** Distinguishes notifications of one type (e.g. the input id); absent for unkeyed ones. */
  key?: string;
  severity: 'normal' | 'urgent';
  details?: Record<string, unknown>;
}

/** The wire shape of `GET /system/notifications` entries. */
export interface NotificationEntry {
  type: NotificationType;
  key?: string;
  severity: 'normal' | 'urgent';
  timestamp: string;
  node_id: string;
  details?: Record<string, unknown>;
}

/**
 * System notifications, persisted. Any subsystem may `publish` (a notification of the same type and
 * key replaces the earlier one) and `fix` (remove) them, e.g. an input that failed to bind its port.
 */
export class NotificationService {
  constructor(
    private readonly db: Database,
    private readonly nodeId: string,
  ) {
    migrate(db, 'notifications', [
      {
        version: 1,
        name: 'create notifications',
        up: (d) =>
          d.exec(`CREATE TABLE notifications (
            type TEXT NOT NULL, key TEXT NOT NULL, severity TEXT NOT NULL, timestamp TEXT NOT NULL, node_id TEXT NOT NULL, details TEXT,
            PRIMARY KEY (type, key))`),
      },
    ]);
  }

  publish(notification: Notification): void {
    this.db
      .prepare(
        `INSERT INTO notifications (type, key, severity, timestamp, node_id, details) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(type, key) DO UPDATE SET severity = excluded.severity, timestamp = excluded.timestamp, details = excluded.details`,
      )
      .run(
        notification.type,
        notification.key ?? '',
        notification.severity,
        new Date().toISOString(),
        this.nodeId,
        notification.details ? JSON.stringify(notification.details) : null,
      );
  }

  /** Removes the notification of this type (and key, when given); true if one existed. */
  fix(type: NotificationType, key?: string): boolean {
    return this.db.prepare('DELETE FROM notifications WHERE type = ? AND key = ?').run(type, key ?? '').changes > 0;
  }

  list(): NotificationEntry[] {
    const rows = this.db.prepare('SELECT * FROM notifications ORDER BY timestamp DESC').all() as {
      type: NotificationType;
      key: string;
      severity: 'normal' | 'urgent';
      timestamp: string;
      node_id: string;
      details: string | null;
    }[];
    return rows.map((r) => ({
      type: r.type,
      ...(r.key ? { key: r.key } : {}),
      severity: r.severity,
      timestamp: r.timestamp,
      node_id: r.node_id,
      ...(r.details ? { details: JSON.parse(r.details) as Record<string, unknown> } : {}),
    }));
  }
}
