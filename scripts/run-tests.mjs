#!/usr/bin/env node
// `npm test`: every test lane, two at a time on a two-core machine. The lanes wait in one list, longest
// first; whenever a lane ends, the next one takes its place. The story tests (the longest lane) run beside
// the others one after another, so both cores stay busy to the end. Every lane runs and reports even when an
// earlier one fails; the summary at the end names the failed lanes and how long each took.
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** @typedef {{ name: string, command: string[] }} Lane */

/** Lanes run at once: one per core. */
const SLOTS = 2;

/** @type {Lane[]} */
const LANES = [
  { name: 'stories', command: ['npm', 'run', 'test:stories'] },
  { name: 'console', command: ['npm', 'test', '--workspace', '@sift/console'] },
  { name: 'server', command: ['npm', 'test', '--workspace', '@sift/server'] },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'] },
  { name: 'api', command: ['npm', 'test', '--workspace', '@sift/api'] },
  { name: 'ui', command: ['npm', 'test', '--workspace', '@sift/ui'] },
  { name: 'charts', command: ['npm', 'test', '--workspace', '@sift/charts'] },
  { name: 'bundle', command: ['npm', 'run', 'test:bundle'] },
];

// Lines that name a failed test (vitest, Playwright), repeated in the summary: the report of a long run
// is often read from its end.
export const FAILURE_LINE = /(^| )(FAIL|×|✘)( |$)|Tests +[0-9]+ failed|^\s+[0-9]+ failed$|^\s+\[?e2e\/.*\.spec\.ts:[0-9]+/;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
/** @type {string[]} */
const failures = [];

/** Runs a command with its output prefixed by `name`; resolves to its exit code. */
function run(name, command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const prefix = `${name}: `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          process.stdout.write(prefix + line + '\n');
          const plain = line.replace(ANSI, '');
          if (FAILURE_LINE.test(plain) && failures.length < 200) failures.push(prefix + plain);
        }
      });
      stream.on('end', () => {
        if (rest) process.stdout.write(prefix + rest + '\n');
      });
    }
    child.on('error', (error) => {
      process.stdout.write(`${prefix}${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main() {
  // The lanes test what `npm run build` makes (the console bundle, the server's dist, the api's types):
  // turbo builds what is missing or stale and replays the rest from its cache.
  const built = await run('build', ['npx', 'turbo', 'run', 'build', '--output-logs=errors-only']);
  if (built !== 0) process.exit(built);

  const results = [];
  const waiting = [...LANES];
  await Promise.all(
    Array.from({ length: SLOTS }, async () => {
      for (let lane = waiting.shift(); lane; lane = waiting.shift()) {
        const started = Date.now();
        const code = await run(lane.name, lane.command);
        results.push({ name: lane.name, code, seconds: Math.round((Date.now() - started) / 1000) });
      }
    }),
  );

  process.stdout.write('\nlane       result  seconds\n');
  for (const { name, code, seconds } of results) {
    process.stdout.write(`${name.padEnd(10)} ${(code === 0 ? 'passed' : 'FAILED').padEnd(7)} ${String(seconds).padStart(7)}\n`);
  }
  const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
  if (failed.length > 0) {
    process.stdout.write(`\nWhat failed:\n${failures.join('\n')}\n\nFailed lanes: ${failed.join(', ')}\n`);
    process.exit(1);
  }
}

// Run as `npm test`; imported (by its test) for FAILURE_LINE only.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
