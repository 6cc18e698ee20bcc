import { obj, optNum, record, str, strings } from './decode';

/** The log levels a logger or subsystem can be set to, finest last (Log4j's names, lower case as Graylog answers them). */
export const LOG_LEVELS = ['off', 'fatal', 'error', 'warn', 'info', 'debug', 'trace', 'all'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** `GET /cluster/system/loggers/subsystems`: `{<node_id>: {subsystems: {<key>: {title, categories, description, level, level_syslog}}} | null}`. */
export type ClusterLoggerSubsystemsWire = Record<
  string,
  { subsystems: Record<string, { title: string; categories: string[]; description: string; level: string; level_syslog: number }> } | null
>;
export interface LoggerSubsystem {
  title: string;
  categories: string[];
  description: string;
  level: string;
  levelSyslog: number;
}

export function decodeClusterLoggerSubsystems(
  value: unknown,
  field = 'subsystems',
): Record<string, Record<string, LoggerSubsystem> | null> {
  return record(value, field, (node, f) =>
    node === null
      ? null
      : record(obj(node, f)['subsystems'] ?? {}, `${f}.subsystems`, (s, sf) => {
          const subsystem = obj(s, sf);
          return {
            title: str(subsystem['title'], `${sf}.title`),
            categories: strings(subsystem['categories'] ?? [], `${sf}.categories`),
            description: str(subsystem['description'] ?? '', `${sf}.description`),
            level: str(subsystem['level'], `${sf}.level`),
            levelSyslog: optNum(subsystem['level_syslog'], `${sf}.level_syslog`) ?? 0,
          };
        }),
  );
}

/** `GET /cluster/{nodeId}/threaddump`: `{threaddump}` (on Sift, the process's diagnostic report as JSON text). */
export type ThreadDumpWire = { threaddump: string };
export function decodeThreadDump(value: unknown, field = 'threaddump'): string {
  return str(obj(value, field)['threaddump'], `${field}.threaddump`);
}

/** `GET /cluster/{nodeId}/processbufferdump`: `{processbuffer_dump: {<name>: <text>}}`. */
export type ProcessBufferDumpWire = { processbuffer_dump: Record<string, string> };
export function decodeProcessBufferDump(value: unknown, field = 'processbuffer_dump'): Array<[string, string]> {
  return Object.entries(record(obj(value, field)['processbuffer_dump'], `${field}.processbuffer_dump`, (v, f) => str(v, f)));
}
