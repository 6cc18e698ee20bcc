#!/usr/bin/env node
// Prints the JavaScript each console route loads, gzip, next to its budget (issue 16: the login route
// under 150 kB gzip, every other screen a separate lazily loaded chunk; issue 18: the search route under
// 200 kB, its editor and each visualization loaded when first used). Reads the Vite manifest of the last
// `npm run build --workspace @sift/console` (or of the build in SIFT_CONSOLE_DIST); exits 1 when a
// budget is broken.
// Usage: node bench/console-bundle.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.SIFT_CONSOLE_DIST ? path.resolve(process.env.SIFT_CONSOLE_DIST) : path.join(root, 'packages/console/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const LOGIN_BUDGET_KB = 150;
/** Budgets of screens by route, beside the login's: the search page with its widgets, before any chart is drawn. */
const ROUTE_BUDGETS_KB = { SEARCH: 200 };

if (!fs.existsSync(manifestPath)) {
  console.error(`No ${path.relative(root, manifestPath)}: run \`npm run build --workspace @sift/console\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  (manifest[key]?.imports ?? []).forEach((dep) => closure(dep, seen));
  return seen;
}
const jsOf = (keys) => [...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
const sizeOf = (keys) => jsOf(keys).reduce((sum, file) => sum + gzipKb(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The entry asks for what the address needs first, then loads the code that draws the console
// (src/renderApp.tsx, ADR 0108): every route loads both.
const entry = closure(entryKey);
const renderKey = 'src/renderApp.tsx';
if (!(renderKey in manifest)) {
  console.error(`No ${renderKey} chunk in the manifest: the pattern in this bench needs updating.`);
  process.exit(1);
}
closure(renderKey, entry);
const consoleDir = path.join(root, 'packages/console');
/** The manifest key of a source module (`src/pages/NodesPage` → `src/pages/NodesPage.tsx`), if it has a chunk of its own. */
const moduleKey = (source) => ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => `${source}${ext}`).find((key) => key in manifest);

/** The chunks whose code includes a source module, read from the build's source maps (shared chunks have no manifest key per module). */
const chunksByModule = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file?.endsWith('.js')) continue;
  const mapPath = path.join(dist, `${chunk.file}.map`);
  if (!fs.existsSync(mapPath)) continue;
  const map = JSON.parse(fs.readFileSync(mapPath, 'utf8'));
  for (const source of map.sources ?? []) {
    const module = path.relative(consoleDir, path.resolve(path.dirname(mapPath), map.sourceRoot ?? '', source)).replace(/\.tsx?$/, '');
    if (!chunksByModule.has(module)) chunksByModule.set(module, new Set());
    chunksByModule.get(module).add(key);
  }
}

// Screens by route, as registered in the console's screen table: every `lazyPage(() => import('…'))`,
// wherever the module lives (pages/, search/page/, …), and every `lazyPage(someChunk)` of a chunk named in
// routing/pageChunks.ts (`export const someChunk = chunk(() => import('…'))`, the pages preloaded early).
const routingDir = path.join(consoleDir, 'src/routing');
const screensSource = fs.readFileSync(path.join(routingDir, 'screens.tsx'), 'utf8');
const pageChunks = new Map(
  [
    ...fs
      .readFileSync(path.join(routingDir, 'pageChunks.ts'), 'utf8')
      .matchAll(/export const (\w+) = chunk\(\(\) => import\('([^']+)'\)\)/g),
  ].map(([, name, specifier]) => [name, specifier]),
);
const screens = [
  ...screensSource.matchAll(/\[\s*'(\w+)'\s*,\s*lazyPage\(\s*(?:\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)|(\w+))\s*\)\s*\]/g),
].map(([, route, specifier, chunkName]) => {
  const target = specifier ?? pageChunks.get(chunkName);
  if (!target) {
    console.error(`${route}: lazyPage(${chunkName}) names no chunk of routing/pageChunks.ts.`);
    process.exit(1);
  }
  return { route, source: path.relative(consoleDir, path.resolve(routingDir, target)).replace(/\.tsx?$/, '') };
});
if (screens.length === 0) {
  console.error('No screens found in packages/console/src/routing/screens.tsx: the pattern in this bench needs updating.');
  process.exit(1);
}
const shell = closure(moduleKey('src/shell/LoggedInApp'), new Set(entry));

const rows = [];
const notes = [];
const problems = [];
const loginKey = moduleKey('src/pages/LoginPage');
const login = closure(loginKey, new Set(entry));
const loginKb = sizeOf(login);
rows.push([
  'login (entry + LoginPage)',
  loginKb,
  `${LOGIN_BUDGET_KB} kB`,
  jsOf([loginKey])
    .map((file) => path.basename(file))
    .join(' '),
]);
if (loginKb > LOGIN_BUDGET_KB) problems.push(`the login route loads ${loginKb.toFixed(1)} kB gzip, over ${LOGIN_BUDGET_KB} kB`);
rows.push([
  'logged-in shell (nav, layout)',
  sizeOf(shell) - sizeOf(entry),
  'lazy',
  jsOf([moduleKey('src/shell/LoggedInApp')])
    .map((file) => path.basename(file))
    .join(' '),
]);
for (const { route, source } of screens) {
  const label = `${route} (${source.replace(/^src\//, '')})`;
  const key = moduleKey(source);
  // The chunk that holds the screen: its own dynamic entry, or else whichever chunk the bundler put it in.
  const holders = key ? [key] : [...(chunksByModule.get(source) ?? [])];
  if (holders.length === 0) {
    problems.push(`${label}: no chunk contains it (is the build current?)`);
    continue;
  }
  const eager = holders.filter((holder) => shell.has(holder));
  if (eager.length > 0) {
    problems.push(`${label} is bundled with the ${entry.has(eager[0]) ? 'entry' : 'logged-in shell'}, not loaded lazily`);
    continue;
  }
  if (!key || !manifest[key].isDynamicEntry) {
    notes.push(
      `${label} is not its own dynamic entry: it sits in the shared chunk ${holders.map((holder) => path.basename(manifest[holder].file)).join(', ')}`,
    );
  }
  const own = new Set();
  holders.forEach((holder) => closure(holder, own));
  const lazy = [...own].filter((k) => !shell.has(k));
  const kb = sizeOf(lazy);
  const budget = ROUTE_BUDGETS_KB[route];
  rows.push([label, kb, budget ? `${budget} kB` : 'lazy', holders.map((holder) => path.basename(manifest[holder].file)).join(' ')]);
  if (budget && kb > budget) problems.push(`${label} loads ${kb.toFixed(1)} kB gzip, over ${budget} kB`);
}

console.log(`${'route'.padEnd(56)} ${'JS gzip (kB)'.padStart(12)}   ${'budget'.padEnd(8)} chunk`);
for (const [name, kb, budget, chunk] of rows)
  console.log(`${name.padEnd(56)} ${kb.toFixed(1).padStart(12)}   ${budget.padEnd(8)} ${chunk}`);
if (notes.length > 0) console.log(`\nNotes:\n- ${notes.join('\n- ')}`);
if (problems.length > 0) {
  console.error(`\nBudget broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
