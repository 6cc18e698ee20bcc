#!/usr/bin/env node
// Prints the JavaScript each console route loads, gzip, next to the login budget (issue 9: the login
// route under 200 kB gzip, every other screen a separate lazily loaded chunk). Reads the Vite manifest
// of the last `npm run build --workspace @sift/console`; exits 1 when a budget is broken.
// Usage: node bench/console-bundle.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/console/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const LOGIN_BUDGET_KB = 200;

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
const entry = closure(entryKey);
const moduleKey = (source) => Object.keys(manifest).find((key) => key.endsWith(`${source}.tsx`));

// Screens by route, as registered in the console's screen table.
const screensSource = fs.readFileSync(path.join(root, 'packages/console/src/routing/screens.tsx'), 'utf8');
const screens = [...screensSource.matchAll(/\['(\w+)', lazyPage\(\(\) => import\('\.\.\/(pages\/\w+)'\)\)\]/g)].map(([, route, source]) => ({ route, source }));
const shell = closure(moduleKey('shell/LoggedInApp'), new Set(entry));

const rows = [];
const problems = [];
const loginKey = moduleKey('pages/LoginPage');
const login = closure(loginKey, new Set(entry));
const loginKb = sizeOf(login);
rows.push(['login (entry + LoginPage)', loginKb, `${LOGIN_BUDGET_KB} kB`]);
if (loginKb > LOGIN_BUDGET_KB) problems.push(`the login route loads ${loginKb.toFixed(1)} kB gzip, over ${LOGIN_BUDGET_KB} kB`);
rows.push(['logged-in shell (nav, layout)', sizeOf(shell) - sizeOf(entry), 'lazy']);
for (const { route, source } of screens) {
  const key = moduleKey(source);
  if (!key || !manifest[key].isDynamicEntry) {
    problems.push(`${route} (${source}) is not a separately loaded chunk`);
    continue;
  }
  const own = [...closure(key)].filter((k) => !shell.has(k));
  rows.push([`${route} (${source})`, sizeOf(own), 'lazy']);
}

console.log('route                                            JS gzip (kB)   budget');
for (const [name, kb, budget] of rows) console.log(`${name.padEnd(48)} ${kb.toFixed(1).padStart(12)}   ${budget}`);
if (problems.length > 0) {
  console.error(`\nBudget broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
