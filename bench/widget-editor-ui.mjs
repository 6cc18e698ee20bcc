#!/usr/bin/env node
// The aggregation editor's time from pressing "Update widget" to the redrawn chart (issue 18), beside
// the raw API time of the same search in the same run, so the console's share is visible. Run after
// `npm run build`:
//   node bench/widget-editor-ui.mjs [messageCount=1000000] [--runs 5]
// It starts the built server with an empty data directory, sends the messages through a GELF TCP input
// (a day of demo traffic, as bench/search-ui.mjs does) and waits until all are searchable. Then, in
// headless Chromium, for each run: a new search over all time opens, the Message Count widget goes into
// edit mode, a metric avg(took_ms) is added and named, and the time runs from the click on "Update widget"
// to the animation frame after the widget's chart carries the new metric. The name is typed just before
// the click, so the live preview has not searched with it: the time covers the new search and the
// redraw. The API baseline asks the same search (the count over time and the named average) with
// POST /views/search, POST /views/search/{id}/execute and status polls every 250 ms, as the console does.
import { countAndRuns, ingestDemoDay, median, repeat, signedInBrowser, startBuiltServer, timed } from './lib/console-bench.mjs';

const { count: COUNT, runs: RUNS } = countAndRuns(1_000_000, 1000, 'message count');
const RARE_EVERY = Math.min(10_000, COUNT);
const METRIC = 'avg_took';
const { url, api, stop } = await startBuiltServer('widget-editor');
let browser;
let page;

try {
  await ingestDemoDay(api, COUNT, { rareEvery: RARE_EVERY });

  // The search the widget asks after "Update widget": count() and the named average over time.
  const widgetSearch = () => ({
    queries: [
      {
        id: 'q',
        timerange: { type: 'relative', range: 0 },
        query: { type: 'elasticsearch', query_string: '' },
        search_types: [
          {
            id: 'chart',
            name: 'chart',
            type: 'pivot',
            rollup: true,
            row_groups: [{ type: 'time', fields: ['timestamp'], interval: { type: 'auto', scaling: 1 } }],
            column_groups: [],
            sort: [],
            series: [
              { type: 'count', id: 'count()' },
              { type: 'avg', id: METRIC, field: 'took_ms' },
            ],
          },
        ],
      },
    ],
  });
  const viaApi = async () => {
    const search = await api('POST', '/views/search', widgetSearch());
    let job = await api('POST', `/views/search/${search.id}/execute`, {});
    while (!job.execution?.done) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = await api('GET', `/views/search/status/${job.id}`);
    }
  };

  ({ browser, page } = await signedInBrowser(url));
  page.setDefaultTimeout(120_000);

  const viaEditor = async () => {
    await page.goto(`${url}/search?rangetype=relative&relative=0`);
    const widget = page.getByRole('group', { name: 'Message Count' });
    await widget.getByRole('table').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Actions of Message Count' }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Aggregation configuration' });
    await form.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('menuitem', { name: 'Metric' }).click();
    const metrics = form.getByRole('region', { name: 'Metrics' });
    await metrics.getByLabel('Function', { exact: true }).last().selectOption('avg');
    await metrics.getByLabel('Field', { exact: true }).last().selectOption('took_ms');
    await metrics.getByLabel('Name (optional)', { exact: true }).last().fill(METRIC);
    // Timed inside the page: from the click to the frame after the one in which the chart's data names the metric.
    const drawn = page.evaluate(
      (metric) =>
        new Promise((resolve) => {
          let clickedAt = 0;
          document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
          const check = () => {
            const chart = document.querySelector('[role="group"][aria-label="Message Count"] table');
            if (
              clickedAt !== 0 &&
              !document.querySelector('form[aria-label="Aggregation configuration"]') &&
              chart?.textContent?.includes(metric)
            ) {
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
              return;
            }
            requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      METRIC,
    );
    drawn.catch(() => undefined); // reported through the await below
    await form.getByRole('button', { name: 'Update widget' }).click();
    return drawn;
  };

  console.log(`${COUNT.toLocaleString('en')} messages, median of ${RUNS} (ms)`);
  const apiMs = median(await repeat(() => timed(viaApi), RUNS));
  const editorMs = median(await repeat(viaEditor, RUNS));
  console.log('"Update widget"→chart redrawn   API (create, execute, poll)   editor/API');
  console.log(`${editorMs.toFixed(0).padStart(30)}${apiMs.toFixed(0).padStart(30)}${(editorMs / apiMs).toFixed(2).padStart(12)}x`);
} finally {
  await browser?.close();
  await stop();
}
