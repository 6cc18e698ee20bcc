import { arr, num, obj, optNum, str } from './decode';

/** One 10 s sample of `GET /sift/nodes/{nodeId}/history` (a Sift extension). */
export interface NodeHistorySample {
  /** End of the interval, ms since the epoch. */
  timestamp: number;
  /** Messages accepted per second over the interval. */
  ingestRate: number;
  /** Searches finished in the interval. */
  searches: number;
  /** Median and 95th percentile search duration in ms; null when no search finished. */
  searchP50Ms: number | null;
  searchP95Ms: number | null;
  rssBytes: number;
  heapUsedBytes: number;
}

export interface NodeHistory {
  nodeId: string;
  intervalMs: number;
  /** Oldest first, at most one hour. */
  samples: NodeHistorySample[];
}

export function decodeNodeHistory(value: unknown, field = 'history'): NodeHistory {
  const o = obj(value, field);
  return {
    nodeId: str(o['node_id'], `${field}.node_id`),
    intervalMs: num(o['interval_ms'], `${field}.interval_ms`),
    samples: arr(o['samples'], `${field}.samples`, (entry, f) => {
      const s = obj(entry, f);
      return {
        timestamp: num(s['timestamp'], `${f}.timestamp`),
        ingestRate: num(s['ingest_rate'], `${f}.ingest_rate`),
        searches: num(s['searches'], `${f}.searches`),
        searchP50Ms: optNum(s['search_p50_ms'], `${f}.search_p50_ms`),
        searchP95Ms: optNum(s['search_p95_ms'], `${f}.search_p95_ms`),
        rssBytes: num(s['rss_bytes'], `${f}.rss_bytes`),
        heapUsedBytes: num(s['heap_used_bytes'], `${f}.heap_used_bytes`),
      };
    }),
  };
}
