#!/usr/bin/env node
// Prints the cold and warm wall-clock times of `npm run build` and `npm test`, so later work can see what
// it costs. Cold = turbo cache bypassed (--force); warm = a second run with the cache filled. The ratio
// warm/cold is the share of the work that caching cannot save (story and e2e lanes are never cached).
// Usage: node bench/foundation-times.mjs [--build-only]
import { spawnSync } from 'node:child_process';

const buildOnly = process.argv.includes('--build-only');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CI: 'true' };

function time(label, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['turbo', 'run', ...args], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${label} failed with exit code ${result.status}`);
  return seconds;
}

const rows = [];
const measure = (name, tasks) => {
  const cold = time(`${name} (cold)`, [...tasks, '--force', '--concurrency=1']);
  const warm = time(`${name} (warm)`, [...tasks, '--concurrency=1']);
  rows.push({ name, cold, warm });
};

measure('npm run build', ['build']);
if (!buildOnly) measure('npm test', ['test', 'test:stories', 'test:e2e']);

console.log('\ncommand          cold (s)   warm (s)   warm/cold');
for (const { name, cold, warm } of rows) {
  console.log(
    `${name.padEnd(16)} ${cold.toFixed(1).padStart(8)}   ${warm.toFixed(1).padStart(8)}   ${(warm / cold).toFixed(2).padStart(9)}`,
  );
}
