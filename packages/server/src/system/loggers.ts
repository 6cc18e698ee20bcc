import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';

/** Log4j's levels with their `intLevel` (Graylog reports it as `level_syslog`). */
const LEVELS = { OFF: 0, FATAL: 100, ERROR: 200, WARN: 300, INFO: 400, DEBUG: 500, TRACE: 600, ALL: 2147483647 } as const;
export type LogLevel = keyof typeof LEVELS;

/** Graylog's logging subsystems (`LoggersResource.SUBSYSTEMS`): a title, the logger categories, a description. */
const SUBSYSTEMS: Record<string, { title: string; categories: string[]; description: string }> = {
  graylog: { title: 'Graylog', categories: ['org.graylog2', 'org.graylog'], description: 'All messages from Graylog-owned systems.' },
  indexer: {
    title: 'Indexer',
    categories: [
      'org.graylog2.storage',
      'org.graylog2.indexer',
      'org.graylog.shaded.elasticsearch7.org.elasticsearch',
      'org.graylog.shaded.opensearch2.org.opensearch',
    ],
    description: 'All messages related to indexing and searching.',
  },
  authentication: { title: 'Authentication', categories: ['org.apache.shiro'], description: 'All user authentication messages.' },
  sockets: { title: 'Sockets', categories: ['netty'], description: 'All messages related to socket communication.' },
};

/** The loggers configured at start, as Graylog's default log4j2.xml has them ('' is the root logger). */
const DEFAULT_LOGGERS: [string, LogLevel][] = [
  ['', 'WARN'],
  ['org.graylog2', 'INFO'],
  ['org.graylog', 'INFO'],
  ['org.graylog2.storage', 'INFO'],
  ['org.graylog2.indexer', 'INFO'],
  ['org.apache.shiro', 'WARN'],
  ['netty', 'WARN'],
];

/**
 * A level by name, in any case. Graylog's `Level.toLevel` falls back to DEBUG for an unknown name;
 * here an unknown name is refused, so a typo cannot silently turn on debug logging.
 */
export function toLevel(name: string): LogLevel {
  const upper = name.toUpperCase();
  if (!Object.hasOwn(LEVELS, upper))
    throw new ApiError(400, `Unknown log level <${name}>. Valid levels are ${Object.keys(LEVELS).join(', ').toLowerCase()}.`);
  return upper as LogLevel;
}

/** Logger names are dotted Java-like identifiers (`org.graylog2.inputs`). */
const LOGGER_NAME = /^[A-Za-z_$][\w$-]*(\.[A-Za-z_$][\w$-]*)*$/;

export type LogSink = (level: LogLevel, logger: string, line: string) => void;
const consoleSink: LogSink = (level, logger, line) => {
  const text = `${new Date().toISOString()} ${level.padEnd(5)} [${logger}] ${line}`;
  if (LEVELS[level] <= LEVELS.WARN) console.error(text);
  else console.log(text);
};

/**
 * The server's loggers, named like Graylog's (`org.graylog2.inputs`, ...). A logger's level is that of
 * the nearest configured ancestor (log4j's `getLoggerConfig`); setting a level configures that name.
 * Whatever the server logs goes through here, so a changed level changes what is written at once.
 */
export class LoggerRegistry {
  private readonly configured = new Map<string, LogLevel>(DEFAULT_LOGGERS);

  constructor(private readonly sink: LogSink = consoleSink) {}

  /** The configured loggers and their levels. */
  list(): [string, LogLevel][] {
    return [...this.configured].sort(([a], [b]) => a.localeCompare(b));
  }

  /** The effective level of `name`. */
  level(name: string): LogLevel {
    for (let n = name; ; n = n.includes('.') ? n.slice(0, n.lastIndexOf('.')) : '') {
      const level = this.configured.get(n);
      if (level) return level;
      if (n === '') return 'WARN';
    }
  }

  setLevel(name: string, level: LogLevel): void {
    this.configured.set(name, level);
  }

  enabled(name: string, level: LogLevel): boolean {
    return level !== 'OFF' && LEVELS[level] <= LEVELS[this.level(name)];
  }

  log(name: string, level: LogLevel, line: string): void {
    if (this.enabled(name, level)) this.sink(level, name, line);
  }

  /** A writer of one logger at one level (e.g. the ingest engine's warnings). */
  writer(name: string, level: LogLevel): (line: string) => void {
    return (line) => this.log(name, level, line);
  }
}

const summary = (level: LogLevel) => ({ level: level.toLowerCase(), level_syslog: LEVELS[level] });

/**
 * `/system/loggers` (Graylog's `LoggersResource`) and the cluster variants under `/cluster/system/loggers`
 * (keyed by node id; this server is the only node).
 */
export const loggerRoutes: FastifyPluginAsync<{ loggers: LoggerRegistry; nodeId: string }> = async (app, { loggers, nodeId }) => {
  const loggersSummary = (request: FastifyRequest) => {
    const subject = requireSubject(request);
    const out: Record<string, { level: string; level_syslog: number }> = {};
    for (const [name, level] of loggers.list()) if (subject.isPermitted(`loggers:read:${name}`)) out[name] = summary(level);
    return { total: Object.keys(out).length, loggers: out };
  };
  const subsystemsSummary = (request: FastifyRequest) => {
    const subject = requireSubject(request);
    const out: Record<string, unknown> = {};
    for (const [key, s] of Object.entries(SUBSYSTEMS)) {
      if (!subject.isPermitted(`loggers:readsubsystem:${key}`)) continue;
      out[key] = { title: s.title, categories: s.categories, description: s.description, ...summary(loggers.level(s.categories[0]!)) };
    }
    return { subsystems: out };
  };
  // The permission is checked first (Graylog answers 404 for an unknown subsystem before it).
  const setSubsystem = (request: FastifyRequest, subsystem: string, level: string, node?: string) => {
    requirePermission(request, `loggers:editsubsystem:${subsystem}`);
    if (node !== undefined && node !== nodeId) throw new ApiError(404, `Node ${node} not found.`);
    const s = Object.hasOwn(SUBSYSTEMS, subsystem) ? SUBSYSTEMS[subsystem] : undefined;
    if (!s) throw new ApiError(404, `No such logging subsystem: [${subsystem}]`);
    const newLevel = toLevel(level);
    for (const category of s.categories) loggers.setLevel(category, newLevel);
  };
  const setLogger = (request: FastifyRequest, name: string, level: string) => {
    requirePermission(request, `loggers:edit:${name}`);
    if (
      name.length > 512 ||
      !LOGGER_NAME.test(name) ||
      name.split('.').some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')
    ) {
      throw new ApiError(400, `Invalid logger name <${name}>`);
    }
    loggers.setLevel(name, toLevel(level));
  };

  app.get('/system/loggers', async (request) => loggersSummary(request));
  app.get('/system/loggers/subsystems', async (request) => subsystemsSummary(request));
  app.put<{ Params: { subsystem: string; level: string } }>(
    '/system/loggers/subsystems/:subsystem/level/:level',
    async (request, reply) => {
      setSubsystem(request, request.params.subsystem, request.params.level);
      return reply.code(204).send();
    },
  );
  app.put<{ Params: { name: string; level: string } }>('/system/loggers/:name/level/:level', async (request, reply) => {
    setLogger(request, request.params.name, request.params.level);
    return reply.code(204).send();
  });

  app.get('/cluster/system/loggers', async (request) => ({ [nodeId]: loggersSummary(request) }));
  app.get('/cluster/system/loggers/subsystems', async (request) => ({ [nodeId]: subsystemsSummary(request) }));
  app.put<{ Params: { node: string; subsystem: string; level: string } }>(
    '/cluster/system/loggers/:node/subsystems/:subsystem/level/:level',
    async (request, reply) => {
      setSubsystem(request, request.params.subsystem, request.params.level, request.params.node);
      return reply.code(204).send();
    },
  );
};
