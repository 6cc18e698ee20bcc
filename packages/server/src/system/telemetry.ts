import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { migrate } from '../db/migrate.js';
import { optBoolean, readStrictObject } from '../http/body.js';

/**
 * Telemetry as an open-source Graylog answers it with `telemetry_enabled = false`: this server never
 * collects or sends telemetry. Each user's answer to the telemetry question is still stored (so the
 * console does not ask again), but `telemetry_enabled` is always reported false, and `GET /telemetry`
 * carries only the user's settings (Graylog's "telemetry disabled" response).
 */
export const telemetryRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  migrate(db, 'telemetry', [
    {
      version: 1,
      name: 'create telemetry user settings',
      up: (d) =>
        d.exec(
          'CREATE TABLE telemetry_user_settings (user_id TEXT PRIMARY KEY, telemetry_enabled INTEGER, telemetry_permission_asked INTEGER NOT NULL)',
        ),
    },
  ]);

  const settings = (userId: string) => {
    const row = db.prepare('SELECT telemetry_permission_asked AS asked FROM telemetry_user_settings WHERE user_id = ?').get(userId) as
      { asked: number } | undefined;
    // Telemetry is off on this server, whatever the user chose.
    return { telemetry_enabled: false, telemetry_permission_asked: row ? row.asked === 1 : false };
  };

  app.get('/telemetry', async (request) => ({ user_telemetry_settings: settings(requireSubject(request).userId) }));
  app.get('/telemetry/user/settings', async (request) => settings(requireSubject(request).userId));
  app.put('/telemetry/user/settings', async (request, reply) => {
    const subject = requireSubject(request);
    const body = readStrictObject(request.body, ['telemetry_enabled', 'telemetry_permission_asked']);
    const enabled = optBoolean(body, 'telemetry_enabled');
    const asked = optBoolean(body, 'telemetry_permission_asked') ?? false;
    db.prepare(
      `INSERT INTO telemetry_user_settings (user_id, telemetry_enabled, telemetry_permission_asked) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET telemetry_enabled = excluded.telemetry_enabled, telemetry_permission_asked = excluded.telemetry_permission_asked`,
    ).run(subject.userId, enabled === undefined ? null : enabled ? 1 : 0, asked ? 1 : 0);
    return reply.code(204).send();
  });
};
