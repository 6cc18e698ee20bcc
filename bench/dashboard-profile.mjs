#!/usr/bin/env node
// Where the time of opening a 16-widget dashboard goes (issue 19): the dashboard of bench/dashboard-ui.mjs,
// opened in headless Chromium with the CDP profiler running. Prints, per run, the requests on a time line
// (start and end after navigation, so waterfalls show), the time to the last widget painted, and the
// main thread's busiest functions (self time, source-mapped to the console's sources) before the execute
// call and after its answer. Run after `npm run build`:
//   node bench/dashboard-profile.mjs [messageCount=200000] [--runs 2] [--out /tmp/dashboard.cpuprofile]
// The last run's profile is written to `--out` (open it in Chrome's DevTools, Performance).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { benchDashboard, ingestDemoDay, signedInBrowser, startBuiltServer } from './lib/console-bench.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '2' }, out: { type: 'string', default: '/tmp/dashboard.cpuprofile' } },
});
const COUNT = Number(positionals[0] ?? 200_000);
const RUNS = Number(values.runs);
const WIDGETS = 16;
const dist = path.join(root, 'packages/console/dist');

const maps = new Map();
/** `file:line (function)` of a profile's call frame in the console's sources, when its bundle has a map. */
function where(frame) {
  const file = frame.url.split('/assets/')[1];
  if (!file) return `${frame.functionName || '(anonymous)'} ${frame.url || '(native)'}`;
  if (!maps.has(file)) {
    const mapPath = path.join(dist, 'assets', `${file}.map`);
    maps.set(file, fs.existsSync(mapPath) ? new TraceMap(fs.readFileSync(mapPath, 'utf8')) : null);
  }
  const map = maps.get(file);
  const pos = map && frame.lineNumber >= 0 && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos?.source) return `${frame.functionName || '(anonymous)'} ${file}`;
  const source = pos.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return `${pos.name ?? frame.functionName ?? '(anonymous)'} ${source}:${pos.line}`;
}

/** Self time (ms) per function within [from, to) ms after the profile's start. */
function selfTimes(profile, from, to) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] / 1000;
    if (t < from || t >= to) return;
    const node = byId.get(id);
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') return;
    const key = name === '(garbage collector)' ? '(garbage collector)' : where(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const { url, api, stop } = await startBuiltServer('dashboard-profile');
let browser;
try {
  await ingestDemoDay(api, COUNT);
  const { search, view } = benchDashboard();
  await api('POST', '/views/search', search);
  const saved = await api('POST', '/views', view);
  let page;
  ({ browser, page } = await signedInBrowser(url));
  await page.addInitScript((widgets) => {
    const check = () => {
      const region = document.querySelector('[aria-label="Dashboard widgets"]');
      const frames = region ? [...region.querySelectorAll('.react-grid-item > [role="group"]')] : [];
      const shown = frames.filter((frame) => {
        const body = frame.children[1];
        return body && !body.textContent.includes('Loading...') && body.querySelector('svg, canvas, table, [aria-label]');
      });
      if (region?.getAttribute('aria-busy') === 'false' && shown.length >= widgets)
        requestAnimationFrame(() => setTimeout(() => (window.__dashboardPainted = performance.now())));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, WIDGETS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  for (let run = 0; run <= RUNS; run++) {
    await page.goto('about:blank');
    await cdp.send('Profiler.start');
    await page.goto(`${url}/dashboards/${saved.id}`);
    await page.waitForFunction(() => window.__dashboardPainted !== undefined, null, { timeout: 60_000 });
    const { profile } = await cdp.send('Profiler.stop');
    const timing = await page.evaluate(() => ({
      painted: window.__dashboardPainted,
      origin: performance.timeOrigin,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd, type: entry.initiatorType })),
    }));
    if (run === 0) continue; // warm-up
    console.log(`\nrun ${run}: last widget painted at ${timing.painted.toFixed(0)} ms`);
    for (const entry of timing.resources) {
      const name = entry.name.replace(url, '').replace(/\/assets\/(.*)-[\w-]{8}\.js$/, '/assets/$1.js');
      console.log(`  ${entry.start.toFixed(0).padStart(6)} → ${entry.end.toFixed(0).padStart(6)}  ${name}`);
    }
    // The page's clock against the profile's: the first sample in the entry script is taken just after it arrived.
    const entry = timing.resources.find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    let t = 0;
    let offset = 0;
    for (let i = 0; i < profile.samples.length; i++) {
      t += profile.timeDeltas[i] / 1000;
      if (entry && byId.get(profile.samples[i]).callFrame.url === entry.name) {
        offset = t - entry.end;
        break;
      }
    }
    const execute = timing.resources.find((resource) => /\/execute$/.test(resource.name));
    const phases = [
      ['before the execute call', offset, (execute?.start ?? timing.painted) + offset],
      ['execute in flight', (execute?.start ?? 0) + offset, (execute?.end ?? 0) + offset],
      ['after its answer until painted', (execute?.end ?? timing.painted) + offset, timing.painted + offset],
    ];
    for (const [label, from, to] of phases) {
      const top = selfTimes(profile, from, to);
      const busy = top.reduce((sum, [, ms]) => sum + ms, 0);
      console.log(`  main thread ${label} (${(to - from).toFixed(0)} ms): ${busy.toFixed(0)} ms busy`);
      for (const [name, ms] of top.slice(0, 14)) console.log(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
    }
    if (run === RUNS) fs.writeFileSync(values.out, JSON.stringify(profile));
  }
  console.log(`\nprofile of the last run: ${values.out}`);
} finally {
  await browser?.close();
  await stop();
}
