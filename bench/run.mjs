#!/usr/bin/env node
// `npm run bench [-- name ...]`: runs the named benchmarks one after the other (all of them without a
// name), each printing its own figures and ratios. Benchmarks that read build output expect
// `npm run build` to have run. The machine is shared: run them on an idle machine and compare ratios,
// which are measured against a baseline in the same run, rather than absolute times.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHES = {
  'console-bundle': 'JavaScript per console route (gzip) against the login budget',
  'charts-render': 'chart render times against bare d3 (Chromium)',
  'ui-select': 'Select keystroke-to-paint and a 1,000-row table (Chromium)',
  'server-search': 'embedded server ingest and search against direct DuckDB/FTS5',
  'server-search-load': 'embedded server ingest rate while 50 clients search, against ingest alone; search latency percentiles',
  'ingest-journal': 'embedded server GELF TCP ingest rate with the message journal, against the same run without it',
  'events-backtest': 'event definition backtest over 24 hours at a 1-minute interval, against one search of the day',
  'search-ui': 'search page: Search pressed to first painted rows against the raw API (Chromium)',
  'widget-editor-ui': 'aggregation editor: "Update widget" to the redrawn chart against the raw API (Chromium)',
  'inputs-ui': 'inputs page with 100 inputs: navigation to all rows painted against the raw API (Chromium)',
  'dashboard-ui':
    '16-widget dashboard: opening to the last painted widget against the raw API; server CPU of a 10 s auto-refresh (Chromium)',
  'streams-ui': 'streams overview with 1,000 streams: navigation to the first rows painted against the raw API (Chromium)',
  'foundation-times': 'cold and warm times of the build and the test suite',
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known:`);
  for (const [name, what] of Object.entries(BENCHES)) console.error(`  ${name.padEnd(18)} ${what}`);
  process.exit(2);
}

let failed = 0;
for (const name of names.length > 0 ? names : Object.keys(BENCHES)) {
  console.log(`\n== ${name}: ${BENCHES[name]}`);
  const result = spawnSync(process.execPath, [path.join(here, `${name}.mjs`)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.log(`== ${name} exited with ${result.status ?? result.signal}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
