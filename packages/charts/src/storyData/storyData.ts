// Deterministic (seeded) pivot results for stories, tests and the benchmark: realistic shapes,
// never random at render time.
import type { PivotDescriptor, PivotRow, PivotValue } from '../transforms/types';

/** mulberry32: a small seeded PRNG, so every run draws the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const START = Date.UTC(2024, 4, 6, 0, 0, 0);
const HOUR = 3_600_000;
export const STATUS_CODES = ['200', '304', '404', '500'] as const;
export const TIME_PIVOT: PivotDescriptor = { fields: ['timestamp'], type: 'time' };
export const STATUS_PIVOT: PivotDescriptor = { fields: ['http_response_code'], type: 'values' };
export const SOURCE_PIVOT: PivotDescriptor = { fields: ['source'], type: 'values' };

const rollup = (series: string, value: number | null, source: PivotValue['source'] = 'row-leaf'): PivotValue => ({
  key: [series],
  value,
  rollup: true,
  source,
});

/** Requests per hour by status code over `hours` hours (column grouping on the status code). */
export function webTrafficByStatus(hours = 24, seed = 7, codes: readonly string[] = STATUS_CODES): PivotRow[] {
  const rnd = seededRandom(seed);
  const base: Record<string, number> = { '200': 1800, '304': 600, '404': 140, '500': 25 };
  const totals = { n: 0 };
  const rows: PivotRow[] = [];
  for (let h = 0; h < hours; h++) {
    const daily = 0.55 + 0.45 * Math.sin(((h % 24) - 6) * (Math.PI / 12));
    const values: PivotValue[] = codes.map((code) => ({
      key: [code, 'count()'],
      value: Math.round((base[code] ?? 100) * daily * (0.8 + 0.4 * rnd())),
      rollup: false,
      source: 'col-leaf',
    }));
    const sum = values.reduce((s, v) => s + (v.value as number), 0);
    totals.n += sum;
    rows.push({ key: [new Date(START + h * HOUR).toISOString()], values: [...values, rollup('count()', sum)], source: 'leaf' });
  }
  rows.push({ key: [], values: [rollup('count()', totals.n, 'row-inner')], source: 'non-leaf' });
  return rows;
}

export const HOSTS = [
  'web-01.eu-west',
  'web-02.eu-west',
  'api-gw.us-east',
  'auth.eu-central',
  'cdn-edge-17',
  'search-03',
  'mail-relay',
  'db-proxy',
] as const;

/** Top hosts by message count and average response time. */
export function topHosts(count = 8, seed = 3): PivotRow[] {
  const rnd = seededRandom(seed);
  return HOSTS.slice(0, count).map((host, i) => ({
    key: [host],
    source: 'leaf' as const,
    values: [
      rollup('count()', Math.round(52_000 / (i + 1) + 900 * rnd())),
      rollup('avg(took_ms)', Math.round((40 + 260 * rnd()) * 10) / 10),
    ],
  }));
}

export const LATENCY_SERIES = ['percentile(took_ms,50)', 'percentile(took_ms,95)', 'percentile(took_ms,99)'] as const;

/** Latency percentiles over time, one row per 10 minutes. */
export function latencyPercentiles(points = 36, seed = 11): PivotRow[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: points }, (_, i) => {
    const p50 = 40 + 15 * Math.sin(i / 5) + 8 * rnd();
    const spike = i === 22 ? 3 : 1;
    return {
      key: [new Date(START + i * 600_000).toISOString()],
      source: 'leaf' as const,
      values: [
        rollup(LATENCY_SERIES[0], Math.round(p50)),
        rollup(LATENCY_SERIES[1], Math.round(p50 * 2.6 * spike + 20 * rnd())),
        rollup(LATENCY_SERIES[2], Math.round(p50 * 4.8 * spike + 60 * rnd())),
      ],
    };
  });
}

const CITIES: [string, number, number][] = [
  ['Berlin', 52.52, 13.405],
  ['London', 51.507, -0.128],
  ['New York', 40.713, -74.006],
  ['São Paulo', -23.55, -46.633],
  ['Tokyo', 35.676, 139.65],
  ['Sydney', -33.869, 151.209],
  ['Mumbai', 19.076, 72.878],
  ['Lagos', 6.524, 3.379],
  ['Singapore', 1.352, 103.82],
  ['San Francisco', 37.775, -122.419],
  ['Frankfurt', 50.11, 8.682],
  ['Johannesburg', -26.204, 28.047],
];

/** Request counts by client location from a geo-ip lookup (`client_geo` is a geo-point field). */
export function geoIpLookups(seed = 5): PivotRow[] {
  const rnd = seededRandom(seed);
  return CITIES.map(([, lat, lon], i) => ({
    key: [`${lat},${lon}`],
    source: 'leaf' as const,
    values: [rollup('count()', Math.round(9000 / (1 + i * 0.7) + 300 * rnd()))],
  }));
}
export const GEO_PIVOT: PivotDescriptor = { fields: ['client_geo'], type: 'values' };

/** Requests by hour of day (rows) and status code (columns) for heatmaps. */
export function requestsByHourAndStatus(seed = 13): PivotRow[] {
  const rnd = seededRandom(seed);
  const codes = ['200', '201', '204', '301', '304', '400', '401', '403', '404', '500', '502', '503'];
  return Array.from({ length: 24 }, (_, h) => ({
    key: [String(h).padStart(2, '0')],
    source: 'leaf' as const,
    values: codes.flatMap((code, c) =>
      // A few empty cells, as real results have them.
      (h * 7 + c * 3) % 17 === 0
        ? []
        : [
            {
              key: [code, 'count()'],
              value: Math.round((1 + Math.sin(((h - 6) * Math.PI) / 12)) * (400 / (c + 1)) * (0.6 + 0.8 * rnd())),
              rollup: false,
              source: 'col-leaf' as const,
            },
          ],
    ),
  }));
}
export const HOUR_PIVOT: PivotDescriptor = { fields: ['hour_of_day'], type: 'values' };

/** A single value (no groupings), as numeric widgets get it. */
export const singleValue = (value: number | null, series = 'count()'): PivotRow[] => [
  { key: [], source: 'leaf', values: value === null ? [] : [rollup(series, value)] },
];

/** Requests by host and HTTP method (two row groupings) and status code (column grouping), with rollup. */
export function hostsByMethodAndStatus(seed = 17): PivotRow[] {
  const rnd = seededRandom(seed);
  const rows: PivotRow[] = [];
  for (const host of HOSTS.slice(0, 4)) {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const values: PivotValue[] = STATUS_CODES.map((code, c) => ({
        key: [code, 'count()'],
        value: Math.round(((method === 'GET' ? 900 : 200) / (c + 1)) * (0.5 + rnd())),
        rollup: false,
        source: 'col-leaf',
      }));
      const sum = values.reduce((s, v) => s + (v.value as number), 0);
      rows.push({
        key: [host, method],
        source: 'leaf',
        values: [...values, rollup('count()', sum), rollup('avg(took_ms)', Math.round(30 + 200 * rnd()))],
      });
    }
  }
  return rows;
}
export const METHOD_PIVOT: PivotDescriptor = { fields: ['http_method'], type: 'values' };

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const WEEKDAY_PIVOT: PivotDescriptor = { fields: ['weekday'], type: 'values' };

/**
 * Requests by hour of day (rows) and weekday (columns): office-hours peaks on weekdays, quiet
 * weekends, and no requests at all (no cell) in some weekend night hours.
 */
export function requestsByHourAndWeekday(seed = 23): PivotRow[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: 24 }, (_, h) => ({
    key: [String(h).padStart(2, '0')],
    source: 'leaf' as const,
    values: WEEKDAYS.flatMap((day, d) => {
      const weekend = d >= 5;
      if (weekend && h >= 1 && h <= 5 && (h + d) % 2 === 0) return [];
      const office = Math.exp(-(((h - 13) / 4) ** 2));
      const value = Math.round((weekend ? 120 : 300) + (weekend ? 400 : 2600) * office * (0.85 + 0.3 * rnd()));
      return [{ key: [day, 'count()'], value, rollup: false, source: 'col-leaf' as const }];
    }),
  }));
}

/** A `size` × `size` grid of values (row `r<i>`, column `c<j>`), for large heatmaps and the benchmark. */
export function heatmapGrid(size: number, seed = 29): PivotRow[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: size }, (_, i) => ({
    key: [`r${i}`],
    source: 'leaf' as const,
    values: Array.from({ length: size }, (_, j) => ({
      key: [`c${j}`, 'count()'],
      value: Math.round(1000 * (Math.sin(i / 9) * Math.cos(j / 13) + 1) + 200 * rnd()),
      rollup: false,
      source: 'col-leaf' as const,
    })),
  }));
}
