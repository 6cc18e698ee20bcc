#!/usr/bin/env node
// System → Inputs with many inputs (issue 20: time to first paint of /system/inputs with 100 inputs),
// next to the raw API time of the same reads in the same run, so the console's share is visible.
// Run after `npm run build`:
//   node bench/inputs-ui.mjs [inputCount=100] [--runs 5]
// It starts the built server (`packages/server/dist/main.js`, as `npm start` does) on a free port with
// an empty data directory and creates the inputs (Raw/Plaintext UDP on 127.0.0.1, each on a port of
// its own). In headless Chromium (/usr/bin/chromium or CHROMIUM_PATH), signed in, the time runs from
// the start of the navigation to /system/inputs to the animation frame after the one in which every
// input's row is on the page. The API baseline makes the reads the page makes (inputs, their states
// per node, the input types, the nodes and the inputs' metrics) in parallel, as the page does.
import { countAndRuns, median, repeat, signedInBrowser, startBuiltServer, timed } from './lib/console-bench.mjs';
import { freePort } from './lib/free-port.mjs';

const { count: COUNT, runs: RUNS } = countAndRuns(100, 1, 'input count');
const RAW_UDP = 'org.graylog2.inputs.raw.udp.RawUDPInput';
const { url, api, stop } = await startBuiltServer('inputs');
let browser;
let page;

try {
  const ids = [];
  for (let i = 0; i < COUNT; i++) {
    const { id } = await api('POST', '/system/inputs', {
      title: `bench input ${String(i).padStart(4, '0')}`,
      type: RAW_UDP,
      global: true,
      configuration: { bind_address: '127.0.0.1', port: await freePort() },
    });
    ids.push(id);
  }
  const metricNames = ids.flatMap((id) =>
    [
      'incomingMessages',
      'emptyMessages',
      'open_connections',
      'total_connections',
      'read_bytes_1sec',
      'read_bytes_total',
      'written_bytes_1sec',
      'written_bytes_total',
    ].map((m) => `${RAW_UDP}.${id}.${m}`),
  );
  const viaApi = () =>
    Promise.all([
      api('GET', '/system/inputs'),
      api('GET', '/cluster/inputstates'),
      api('GET', '/system/inputs/types/all'),
      api('GET', '/system/cluster/nodes'),
      api('POST', '/cluster/metrics/multiple', { metrics: metricNames }),
    ]);

  ({ browser, page } = await signedInBrowser(url));

  // A full page load each time (the SWR cache starts empty): navigation start to the frame after
  // the one that shows every row, measured in the page.
  const viaPage = async () => {
    await page.goto(`${url}/system/inputs`, { waitUntil: 'commit' });
    return page.evaluate(
      (count) =>
        new Promise((resolve) => {
          let header = 0;
          const check = () => {
            if (header === 0 && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Inputs')) header = performance.now();
            if (document.querySelectorAll('li[aria-label^="bench input "]').length >= count) {
              requestAnimationFrame(() => setTimeout(() => resolve({ header, rows: performance.now() })));
              return;
            }
            requestAnimationFrame(check);
          };
          check();
        }),
      COUNT,
    );
  };

  const apiMs = median(await repeat(() => timed(() => viaApi()), RUNS));
  const loads = await repeat(viaPage, RUNS);
  const headerMs = median(loads.map((l) => l.header));
  const pageMs = median(loads.map((l) => l.rows));
  console.log(`${COUNT} inputs, median of ${RUNS} (ms); a full page load each time, from navigation start`);
  console.log("page header painted   all rows painted   API (the page's five reads, parallel)   rows/API");
  console.log(
    `${headerMs.toFixed(0).padStart(19)}${pageMs.toFixed(0).padStart(19)}${apiMs.toFixed(0).padStart(42)}${(pageMs / apiMs).toFixed(2).padStart(11)}x`,
  );
} finally {
  await browser?.close();
  await stop();
}
