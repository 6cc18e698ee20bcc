#!/usr/bin/env node
// Event definition backtest of the embedded server (issue 24). Run after `npm run build`:
//   node bench/events-backtest.mjs [messageCount=200000] [--runs 5]
// It starts the real server in this process, sends a day of demo traffic through a GELF TCP input, then
// times `POST /api/sift/events/definitions/backtest` over the 24 hours at a 1-minute interval (1,440
// executions, each searching the 5 minutes before it): an aggregation whose windows all hold messages
// (1,440 searches), and a filter on a rare word (most windows are skipped by the count of matches).
// The baseline, in the same run: one search of the whole day for the same aggregation through
// `POST /api/views/search/sync`. Medians of `--runs` runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGelfTcpInput, PASSWORD, startServer, startShipper, storedCounter } from './lib/server.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '5' } } });
const COUNT = Number(positionals[0] ?? 200000);
const RUNS = Number(values.runs);
const DAY = 24 * 3_600_000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-bench-backtest-'));
const dataDir = path.join(dir, 'data');
const { app } = await startServer({ dir, dataDir, listen: false });
const auth = { authorization: `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`, 'x-requested-by': 'bench' };
const call = async (url, payload) => {
  const res = await app.http.inject({ method: 'POST', url, headers: auth, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

const NOW = Date.now();
const port = await createGelfTcpInput(app);
const sender = await startShipper({ count: COUNT, now: NOW, span: DAY, file: path.join(dir, 'gelf.bin'), seed: 7, rareWord: 'zebracorn' });
console.log(`Ingesting ${COUNT.toLocaleString('en')} messages over 24 hours ...`);
await sender.send(port);
sender.stop();
const counter = await storedCounter(dataDir);
while ((await counter.count()) < COUNT) await new Promise((r) => setTimeout(r, 200));
counter.close();

const range = { type: 'absolute', from: new Date(NOW - DAY).toISOString(), to: new Date(NOW).toISOString() };
const definition = (config) => ({
  title: 'bench',
  config: {
    type: 'aggregation-v1',
    query: '',
    streams: [],
    group_by: [],
    series: [],
    conditions: null,
    search_within_ms: 300_000,
    execute_every_ms: 60_000,
    ...config,
  },
});
const aggregation = definition({
  group_by: ['http_response_code'],
  series: [{ id: 'c', function: 'count' }],
  conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'c' }, right: { expr: 'number', value: 3 } } },
});
const rare = definition({ query: 'zebracorn' });

const median = async (run) => {
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    last = await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], last };
};

const oneSearch = await median(() =>
  call('/api/views/search/sync', {
    queries: [
      {
        id: 'q',
        timerange: range,
        query: { type: 'elasticsearch', query_string: '' },
        search_types: [
          {
            id: 's',
            type: 'pivot',
            rollup: false,
            row_groups: [{ type: 'values', fields: ['http_response_code'], limit: 1000 }],
            column_groups: [],
            sort: [],
            series: [{ type: 'count', id: 'c' }],
          },
        ],
      },
    ],
  }),
);
const busy = await median(() => call('/api/sift/events/definitions/backtest', { event_definition: aggregation, timerange: range }));
const sparse = await median(() => call('/api/sift/events/definitions/backtest', { event_definition: rare, timerange: range }));

console.log(`baseline, one search of the day grouped by status: ${oneSearch.ms.toFixed(0)} ms`);
console.log(
  `backtest, count per status > 3 (${busy.last.executions} executions, ${busy.last.total} events): ${busy.ms.toFixed(0)} ms, ${(busy.ms / busy.last.executions).toFixed(2)} ms an execution, ${(busy.ms / oneSearch.ms).toFixed(1)}x the baseline`,
);
console.log(
  `backtest, filter on a rare word (${sparse.last.executions} executions, ${sparse.last.total} events): ${sparse.ms.toFixed(0)} ms, ${(sparse.ms / oneSearch.ms).toFixed(1)}x the baseline`,
);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
