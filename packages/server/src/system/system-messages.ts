import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { migrate } from '../db/migrate.js';
import { ApiError } from '../http/errors.js';
import type { LoggerRegistry } from './loggers.js';

/** Graylog's `SystemMessageServiceImpl` pages by 30. */
export const SYSTEM_MESSAGES_PER_PAGE = 30;
/** Older messages are dropped beyond this many (Graylog keeps them in a capped collection). */
const MAX_MESSAGES = 5000;

/** Where subsystems record what the server did (Graylog's `ActivityWriter`). */
export interface ActivityWriter {
  /** Records `content`, written by `caller` (a class-like name such as `org.graylog2.inputs.InputManager`). */
  write(content: string, caller: string): void;
}

/**
 * The server's own system messages (`GET /system/messages`), persisted: start-up, inputs started,
 * stopped or failing, index rotation and retention, processing paused or resumed. Each one is also
 * logged at INFO by its caller's logger, as Graylog's `ActivityWriter` does.
 */
export class SystemMessages implements ActivityWriter {
  constructor(
    private readonly db: Database,
    private readonly nodeId: string,
    private readonly loggers?: LoggerRegistry,
  ) {
    migrate(db, 'system_messages', [
      {
        version: 1,
        name: 'create system messages',
        up: (d) =>
          d.exec(
            'CREATE TABLE system_messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, caller TEXT NOT NULL, content TEXT NOT NULL, timestamp TEXT NOT NULL, node_id TEXT NOT NULL)',
          ),
      },
    ]);
  }

  write(content: string, caller: string): void {
    this.db
      .prepare('INSERT INTO system_messages (caller, content, timestamp, node_id) VALUES (?, ?, ?, ?)')
      .run(caller, content, new Date().toISOString(), this.nodeId);
    this.db.prepare('DELETE FROM system_messages WHERE seq <= (SELECT max(seq) FROM system_messages) - ?').run(MAX_MESSAGES);
    this.loggers?.log(caller, 'INFO', content);
  }

  /** One page (1-based), newest first. */
  page(page: number): { total: number; messages: { caller: string; content: string; timestamp: string; node_id: string }[] } {
    const total = (this.db.prepare('SELECT count(*) AS n FROM system_messages').get() as { n: number }).n;
    const messages = this.db
      .prepare('SELECT caller, content, timestamp, node_id FROM system_messages ORDER BY seq DESC LIMIT ? OFFSET ?')
      .all(SYSTEM_MESSAGES_PER_PAGE, (page - 1) * SYSTEM_MESSAGES_PER_PAGE) as {
      caller: string;
      content: string;
      timestamp: string;
      node_id: string;
    }[];
    return { total, messages };
  }
}

/** `GET /system/messages?page=n` (Graylog's `SystemMessageResource`, `systemmessages:read`). */
export const systemMessageRoutes: FastifyPluginAsync<{ messages: SystemMessages }> = async (app, { messages }) => {
  app.get<{ Querystring: { page?: string } }>('/system/messages', async (request) => {
    requirePermission(request, 'systemmessages:read');
    const raw = request.query.page;
    const page = raw === undefined || raw === '' ? 1 : Number(raw);
    if (!Number.isInteger(page)) throw new ApiError(404, 'HTTP 404 Not Found');
    // Graylog treats a page below 1 as the first.
    return messages.page(Math.max(1, page));
  });
};
