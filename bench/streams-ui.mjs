#!/usr/bin/env node
// The streams overview with many streams (issue 20: time to first paint of /streams with 1,000 streams),
// next to the raw API time of the same reads in the same run, so the console's share is visible.
// Run after `npm run build`:
//   node bench/streams-ui.mjs [streamCount=1000] [--runs 5]
// It starts the built server (`packages/server/dist/main.js`, as `npm start` does) on a free port with
// an empty data directory and creates the streams (each with one rule). In headless Chromium
// (/usr/bin/chromium or CHROMIUM_PATH), signed in, the time runs from the start of the navigation to
// /streams (10 per page, the default) and to /streams?pageSize=100 to the animation frame after the
// one in which the page's rows are on the page. The API baseline makes the reads the page makes (the
// page of streams, the index sets, the table's layout preferences, then the page's throughput gauges).
import { countAndRuns, median, repeat, signedInBrowser, startBuiltServer, timed } from './lib/console-bench.mjs';

const { count: COUNT, runs: RUNS } = countAndRuns(1000, 100, 'stream count');
const { url, api, stop } = await startBuiltServer('streams');
let browser;
let page;

try {
  for (let i = 0; i < COUNT; i++) {
    const title = `bench stream ${String(i).padStart(4, '0')}`;
    await api('POST', '/streams', {
      title,
      description: `streams-ui benchmark stream ${i}`,
      matching_type: 'AND',
      remove_matches_from_default_stream: false,
      rules: [{ type: 1, field: 'source', value: `host-${i}`, inverted: false, description: '' }],
    });
  }

  const viaApi = async (perPage) => {
    const [page] = await Promise.all([
      api('GET', `/streams/paginated?page=1&per_page=${perPage}&query=&sort=title&order=asc`),
      api('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false'),
      api('GET', '/entitylists/preferences/streams'),
    ]);
    await api('POST', '/cluster/metrics/multiple', {
      metrics: page.elements.map((s) => `org.graylog2.plugin.streams.Stream.${s.id}.incomingMessages.1-sec-rate`),
    });
  };

  ({ browser, page } = await signedInBrowser(url));

  // A full page load each time (the SWR cache starts empty): navigation start to the frame after the
  // one that shows the rows. The table's body is virtualised against the window, so with 100 per page
  // the rows in and near the viewport are what a user sees first; at least 10 of them must be there.
  const viaPage = async (perPage) => {
    await page.goto(`${url}/streams?page=1&pageSize=${perPage}`, { waitUntil: 'commit' });
    return page.evaluate(
      (expected) =>
        new Promise((resolve) => {
          let header = 0;
          const check = () => {
            if (header === 0 && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Streams')) header = performance.now();
            const rows = [...document.querySelectorAll('[role="row"] a')].filter((a) => a.textContent?.startsWith('bench stream ')).length;
            if (rows >= expected) {
              requestAnimationFrame(() => setTimeout(() => resolve({ header, rows: performance.now() })));
              return;
            }
            requestAnimationFrame(check);
          };
          check();
        }),
      Math.min(perPage, 10),
    );
  };

  console.log(`${COUNT} streams, median of ${RUNS} (ms); a full page load each time, from navigation start`);
  console.log("per page   page header painted   rows painted   API (the page's reads)   rows/API");
  for (const perPage of [10, 100]) {
    const apiMs = median(await repeat(() => timed(() => viaApi(perPage)), RUNS));
    const loads = await repeat(() => viaPage(perPage), RUNS);
    const headerMs = median(loads.map((l) => l.header));
    const pageMs = median(loads.map((l) => l.rows));
    console.log(
      `${String(perPage).padStart(8)}${headerMs.toFixed(0).padStart(22)}${pageMs.toFixed(0).padStart(15)}${apiMs.toFixed(0).padStart(25)}${(pageMs / apiMs).toFixed(2).padStart(11)}x`,
    );
  }
} finally {
  await browser?.close();
  await stop();
}
