#!/usr/bin/env node
// Keystroke-to-paint of the ui Select with 10,000 options against a plain <select> holding the same
// options and filtered the same way (substring, case-insensitive), in one Chromium run (issue 7;
// Graylog #7753: a 2,600-field select lagged on every keystroke). Real key presses from Playwright;
// each is timed from the keydown event's timestamp to the first task after the next frame (i.e.
// after paint). A bare input nothing listens to gives the floor (waiting for the next frame, and
// the harness's input latency); the 16 ms target applies to the Select's time above that floor. Then the EntityOverviewTable with 1,000 rows: time from render to first paint, and
// frame times while the page scrolls 100 px per frame.
// Usage: node bench/ui-select.mjs [--rounds 5]
// Needs /usr/bin/chromium (or CHROMIUM_PATH); bundles a page with esbuild from the package sources.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 5;
const FILTER = 'statu';
const TARGET_MS = 16;

const page = `
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// Straight from the component files rather than the @sift/ui barrel: esbuild cannot tell ui's
// Typeahead/typeahead.ts from Typeahead.tsx, which the barrel pulls in.
import { SiftThemeProvider } from './packages/ui/src/theme/ThemeProvider';
import { Select } from './packages/ui/src/Select/Select';
import { EntityOverviewTable } from './packages/ui/src/EntityOverviewTable/EntityOverviewTable';
import { DEMO_COLUMNS, DEMO_LAYOUT, demoStreams } from './packages/ui/src/EntityOverviewTable/storyData';

const WORDS = ['source', 'message', 'timestamp', 'http', 'status', 'agent', 'user', 'client', 'server', 'bytes', 'method', 'path', 'geo', 'city', 'country', 'took'];
const OPTIONS = Array.from({ length: 10000 }, (_, i) => {
  const label = WORDS[i % 16] + '_' + WORDS[Math.floor(i / 16) % 16] + '_' + i;
  return { label, value: label };
});

function SelectDemo() {
  const [value, setValue] = useState(undefined);
  return <Select id="ours" aria-label="Field" options={OPTIONS} value={value} onChange={setValue} searchable />;
}

// The baseline: an input filtering a plain <select> the same way, rebuilding its options.
function setUpPlain() {
  const input = document.getElementById('plain-filter');
  const select = document.getElementById('plain');
  const render = (needle) => {
    const n = needle.trim().toLowerCase();
    const frag = document.createDocumentFragment();
    for (const o of OPTIONS) {
      if (n !== '' && !o.label.toLowerCase().includes(n)) continue;
      const el = document.createElement('option');
      el.value = o.value;
      el.textContent = o.label;
      frag.append(el);
    }
    select.replaceChildren(frag);
  };
  render('');
  input.addEventListener('input', () => render(input.value));
}

const afterPaint = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
window.keyTimes = [];
window.addEventListener('keydown', (e) => {
  const start = e.timeStamp;
  requestAnimationFrame(() => setTimeout(() => window.keyTimes.push(performance.now() - start), 0));
}, true);

const selectRoot = createRoot(document.getElementById('select-root'));
flushSync(() => selectRoot.render(<SiftThemeProvider mode="teint"><SelectDemo /></SiftThemeProvider>));
setUpPlain();

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
window.median = median;

window.runTable = async () => {
  document.getElementById('bench-ui').remove();
  const entities = demoStreams(1000);
  const host = document.getElementById('table-root');
  const tableRoot = createRoot(host);
  const t0 = performance.now();
  flushSync(() => tableRoot.render(
    <SiftThemeProvider mode="teint">
      <EntityOverviewTable aria-label="Streams" entities={entities} columns={DEMO_COLUMNS} layout={{ ...DEMO_LAYOUT, sort: null }} onLayoutChange={() => {}} hasPermission={() => true} bulkActions={() => []} renderRowDetails={(e) => e.description} />
    </SiftThemeProvider>,
  ));
  await afterPaint();
  const firstPaint = performance.now() - t0;
  const rowsInDom = host.querySelectorAll('[role="row"]').length;
  // Scroll 100 px per frame through the table; frame time = interval between animation frames.
  const frames = [];
  let last = await new Promise((r) => requestAnimationFrame(r));
  const maxY = document.documentElement.scrollHeight - innerHeight;
  for (let y = 100; y <= maxY; y += 100) {
    window.scrollTo(0, y);
    const now = await new Promise((r) => requestAnimationFrame(r));
    frames.push(now - last);
    last = now;
  }
  const sorted = [...frames].sort((a, b) => a - b);
  const lastRow = [...host.querySelectorAll('[role="row"]')].at(-1)?.getAttribute('aria-rowindex');
  return { firstPaint, rowsInDom, frames: frames.length, median: median(frames), p95: sorted[Math.floor(sorted.length * 0.95)], max: sorted.at(-1), lastRow };
};
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-select-bench-'));
try {
  const bundle = await build({
    stdin: { contents: page, resolveDir: root, loader: 'tsx', sourcefile: 'ui-select-bench.tsx' },
    bundle: true,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  fs.writeFileSync(path.join(dir, 'bench.js'), bundle.outputFiles[0].contents);
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body>' +
      '<div id="bench-ui" style="display:flex;gap:40px;align-items:flex-start"><div id="select-root" style="width:320px"></div>' +
      '<div><input id="bare" aria-label="Bare input"><br><input id="plain-filter" aria-label="Filter"><br><select id="plain" size="10" style="width:320px"></select></div></div>' +
      '<div id="table-root"></div><script src="bench.js"></script></body></html>',
  );

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(pathToFileURL(path.join(dir, 'index.html')).href);
    await tab.waitForFunction(() => typeof window.runTable === 'function');

    // Types the filter one key at a time (each key's paint finished before the next), ROUNDS times,
    // clearing in between (clearing is not timed). Returns the keystroke-to-paint times.
    const typeRounds = async (focus, clear) => {
      const times = [];
      for (let round = 0; round < ROUNDS + 1; round += 1) {
        await focus();
        await tab.evaluate(() => (window.keyTimes = []));
        let pressed = 0;
        for (const key of FILTER) {
          await tab.keyboard.press(key);
          pressed += 1;
          await tab.waitForFunction((n) => window.keyTimes.length >= n, pressed);
          await tab.waitForTimeout(50);
        }
        const t = await tab.evaluate(() => window.keyTimes.slice());
        if (round > 0) times.push(...t); // round 0 warms up
        await clear();
      }
      return times;
    };
    const ours = await typeRounds(
      async () => {
        await tab.click('#ours');
        await tab.waitForSelector('[role="listbox"] [role="option"]');
      },
      async () => {
        await tab.fill('#ours', '');
        await tab.keyboard.press('Escape');
      },
    );
    const plain = await typeRounds(
      async () => tab.click('#plain-filter'),
      async () => tab.fill('#plain-filter', ''),
    );
    // The floor: the same key presses into an input nothing listens to (frame alignment and paint only).
    const bare = await typeRounds(
      async () => tab.click('#bare'),
      async () => tab.fill('#bare', ''),
    );
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const table = await tab.evaluate(() => window.runTable());
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);

    const mOurs = median(ours);
    const mPlain = median(plain);
    console.log(
      `Chromium ${browser.version()}, ${ROUNDS} rounds of typing "${FILTER}" (${ours.length} keystrokes each side, after a warm-up round)`,
    );
    console.log(`Select, 10,000 options       median keystroke-to-paint ${mOurs.toFixed(1)} ms (max ${Math.max(...ours).toFixed(1)})`);
    console.log(`plain <select>, same filter  median keystroke-to-paint ${mPlain.toFixed(1)} ms (max ${Math.max(...plain).toFixed(1)})`);
    console.log(
      `bare <input>, no listener    median keystroke-to-paint ${median(bare).toFixed(1)} ms (the floor: waiting for the next frame)`,
    );
    const floor = median(bare);
    const work = mOurs - floor;
    console.log(`ratio Select / plain         ${(mOurs / mPlain).toFixed(2)}x`);
    console.log(
      `above the floor              Select ${work.toFixed(1)} ms, plain <select> ${(mPlain - floor).toFixed(1)} ms per keystroke; target under ${TARGET_MS} ms: ${work < TARGET_MS ? 'yes' : 'NO'}`,
    );
    console.log(`EntityOverviewTable, 1,000 rows: first paint ${table.firstPaint.toFixed(1)} ms, ${table.rowsInDom} rows in the DOM`);
    console.log(
      `  scrolling 100 px per frame over ${table.frames} frames: median frame ${table.median.toFixed(1)} ms, p95 ${table.p95.toFixed(1)} ms, max ${table.max.toFixed(1)} ms (last row rendered: ${table.lastRow})`,
    );
    if (work >= TARGET_MS) process.exitCode = 1;
  } finally {
    await browser.close();
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
