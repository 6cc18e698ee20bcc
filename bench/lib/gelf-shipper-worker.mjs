// The log shipper of the server benchmarks, run as a worker thread by gelf-shipper.mjs: it first writes
// its GELF messages of demo traffic (spread over `span` ms up to `now`) to a file, before any clock
// starts, since generating a message costs about as much CPU as ingesting it; then it streams the file
// over one TCP connection each time it is told to go.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const { dist, count, now, span, file, seed, rareWord } = workerData;
const { demoMessage, random } = await import(path.join(dist, 'demo/traffic.js'));
const rnd = random(seed);
const out = fs.openSync(file, 'w');
let chunk = '';
for (let i = 0; i < count; i++) {
  const doc = demoMessage(rnd, Math.round(now - span + (i / count) * span));
  // One message in 10,000 carries the rare word, when there is one.
  if (rareWord && i % 10_000 === 5000) doc.short_message += ` ${rareWord}`;
  chunk += `${JSON.stringify(doc)}\0`;
  if (chunk.length > 1 << 20) {
    fs.writeSync(out, chunk);
    chunk = '';
  }
}
fs.writeSync(out, chunk);
fs.closeSync(out);
parentPort.postMessage('ready');
for (;;) {
  const command = await new Promise((resolve) => parentPort.once('message', resolve));
  if (command.go === undefined) break;
  await new Promise((resolve, reject) => {
    const socket = net.connect(command.go, '127.0.0.1');
    socket.on('connect', () => fs.createReadStream(file, { highWaterMark: 1 << 20 }).pipe(socket));
    socket.on('close', resolve);
    socket.on('error', reject);
  });
  parentPort.postMessage('sent');
}
fs.rmSync(file, { force: true });
process.exit(0);
