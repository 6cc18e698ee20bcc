import { bool, num, obj, optStr } from './decode';

/** `GET /cluster/{nodeId}/journal` and `GET /system/journal` (Graylog's JournalSummaryResponse). */
export type JournalSummaryWire = {
  enabled: boolean;
  append_events_per_second: number;
  read_events_per_second: number;
  uncommitted_journal_entries: number;
  journal_size: number;
  journal_size_limit: number;
  number_of_segments: number;
  oldest_segment: string | null;
  journal_config: {
    directory: string;
    segment_size: number;
    segment_age: number;
    max_size: number;
    max_age: number;
    flush_interval: number;
    flush_age: number;
  } | null;
};

/** A node's message journal: how much waits to be stored and how fast it moves. */
export interface NodeJournal {
  enabled: boolean;
  appendedPerSecond: number;
  readPerSecond: number;
  /** Messages journalled and not yet stored. */
  uncommittedEntries: number;
  sizeBytes: number;
  sizeLimitBytes: number;
  segments: number;
  /** When the oldest segment was begun (ISO 8601), null without segments. */
  oldestSegment: string | null;
  /**
   * How long the store needs to catch up at the current read rate (seconds): 0 with nothing waiting,
   * null while entries wait and none are read.
   */
  lagSeconds: number | null;
}

export function decodeJournalSummary(value: unknown, field = 'journal'): NodeJournal {
  const source = obj(value, field);
  const n = (key: string) => num(source[key], `${field}.${key}`);
  const uncommittedEntries = n('uncommitted_journal_entries');
  const readPerSecond = n('read_events_per_second');
  return {
    enabled: bool(source['enabled'], `${field}.enabled`),
    appendedPerSecond: n('append_events_per_second'),
    readPerSecond,
    uncommittedEntries,
    sizeBytes: n('journal_size'),
    sizeLimitBytes: n('journal_size_limit'),
    segments: n('number_of_segments'),
    oldestSegment: optStr(source['oldest_segment'], `${field}.oldest_segment`),
    lagSeconds: uncommittedEntries === 0 ? 0 : readPerSecond > 0 ? uncommittedEntries / readPerSecond : null,
  };
}
