/** `GET /system/journal` (Graylog's JournalSummaryResponse). */
export interface JournalSummary {
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
}

/** What Graylog answers for a node without a journal. */
export const DISABLED_JOURNAL_SUMMARY: JournalSummary = {
  enabled: false,
  append_events_per_second: 0,
  read_events_per_second: 0,
  uncommitted_journal_entries: 0,
  journal_size: 0,
  journal_size_limit: 0,
  number_of_segments: 0,
  oldest_segment: null,
  journal_config: null,
};

/** The journal's metrics, named as Graylog's. */
export const JOURNAL_METRICS = {
  append: 'org.graylog2.journal.append.1-sec-rate',
  read: 'org.graylog2.journal.read.1-sec-rate',
  segments: 'org.graylog2.journal.segments',
  uncommitted: 'org.graylog2.journal.entries-uncommitted',
  size: 'org.graylog2.journal.size',
  sizeLimit: 'org.graylog2.journal.size-limit',
  utilization: 'org.graylog2.journal.utilization-ratio',
  oldestSegment: 'org.graylog2.journal.oldest-segment',
} as const;

/** What the journal reports beyond its metrics (the server raises Graylog's notifications for them). */
export interface JournalEvents {
  /** Utilization reached UTILIZATION_WARNING (ratio of size to limit) ... */
  utilizationHigh(ratio: number): void;
  /** ... and went below it again. */
  utilizationNormal(): void;
  /** Segments past max_age were deleted with `count` messages not yet stored. */
  uncommittedDeleted(count: number): void;
}

/** Graylog warns at 95 % of the journal's size limit. */
export const UTILIZATION_WARNING = 0.95;
