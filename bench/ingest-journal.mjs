#!/usr/bin/env node
// Ingest with and without the message journal (issue 17): how fast the embedded server stores messages
// streamed over GELF TCP when every accepted frame is journalled first, against the same run with the
// journal off. Run after `npm run build --workspace @sift/server`:
//   node bench/ingest-journal.mjs [messageCount=200000] [--rounds 4]
// A worker thread (the log shipper) writes `messageCount` GELF messages of demo traffic to a file before
// any clock starts, then streams the file over one TCP connection when told. Each round starts a fresh
// server (an empty data directory) with the journal off, streams the file, and times until DuckDB holds
// every message; then the same with the journal on. The two sides alternate, and which goes first
// alternates from round to round, so that the shared host's load drifts over both alike; before each
// run the previous run's writes are flushed to disk (`sync`), so that no run pays for the one before. It prints each round's rates, the rates over all rounds, and the ratio
// of the journalled to the plain rate (the issue asks for at least 0.90).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGelfTcpInput, startServer, startShipper, storedCounter } from './lib/server.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '4' } } });
const COUNT = Number(positionals[0] ?? 200000);
const ROUNDS = Number(values.rounds);
if (!Number.isInteger(COUNT) || COUNT < 1000) throw new Error('message count must be a whole number >= 1000');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds must be a whole number >= 1');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-bench-journal-'));
const sender = await startShipper({
  count: COUNT,
  now: Date.now(),
  span: 24 * 3_600_000,
  file: path.join(dir, 'gelf-messages.bin'),
  seed: 17,
});

/** One round on a fresh server: the seconds from the first byte sent until DuckDB holds every message. */
async function ingest(journal, round) {
  const dataDir = path.join(dir, `${journal ? 'journal' : 'plain'}-${round}`);
  const { app } = await startServer({ dir, dataDir, env: { SIFT_MESSAGE_JOURNAL_ENABLED: journal ? 'on' : 'off' }, listen: false });
  const port = await createGelfTcpInput(app);
  execFileSync('sync');
  const counter = await storedCounter(dataDir);
  const started = performance.now();
  await sender.send(port);
  while ((await counter.count()) < COUNT) await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - started) / 1000;
  counter.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return seconds;
}

const rate = (seconds) => Math.round(COUNT / seconds);
const format = (n) => `${n.toLocaleString('en')} messages/s`;
let plainSeconds = 0;
let journalSeconds = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const plainFirst = round % 2 === 1;
  const first = await ingest(!plainFirst, round);
  const second = await ingest(plainFirst, round);
  const [plain, journalled] = plainFirst ? [first, second] : [second, first];
  plainSeconds += plain;
  journalSeconds += journalled;
  console.log(`round ${round}: journal off ${format(rate(plain))}, journal on ${format(rate(journalled))}`);
}
sender.stop();
const plain = (COUNT * ROUNDS) / plainSeconds;
const journalled = (COUNT * ROUNDS) / journalSeconds;
console.log(
  `ingest of ${COUNT.toLocaleString('en')} GELF TCP messages over ${ROUNDS} rounds: journal off ${format(Math.round(plain))}, journal on ${format(Math.round(journalled))}`,
);
console.log(`ratio journal on / off: ${(journalled / plain).toFixed(2)} (the issue asks for at least 0.90)`);
fs.rmSync(dir, { recursive: true, force: true });
