import { parseArgs } from 'node:util';
import path from 'node:path';
import { demoInputPort } from './demo/port.js';
import { runDemo } from './demo/sender.js';

/**
 * `npm run demo`: sends realistic web, application and syslog traffic to a GELF TCP input.
 * Options: --host (127.0.0.1), --port (the port of the demo input of the server whose data directory
 * is SIFT_DATA_DIR, or ./data where npm was started; 12201 when there is none), --backfill N messages
 * over the last day (5000), --rate N messages per second afterwards (5; 0 exits after the backfill).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string' },
      backfill: { type: 'string', default: '5000' },
      rate: { type: 'string', default: '5' },
    },
  });
  // `npm run demo` runs in packages/server; npm says where it was started (INIT_CWD), as `npm start` was.
  const dataDir = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), process.env['SIFT_DATA_DIR'] ?? 'data');
  const port = values.port === undefined ? demoInputPort(dataDir) : Number(values.port);
  const backfill = Number(values.backfill);
  const rate = Number(values.rate);
  if (![port, backfill, rate].every((n) => Number.isInteger(n) && n >= 0)) {
    console.error('sift demo: --port, --backfill and --rate must be whole numbers');
    process.exit(2);
  }
  await runDemo({ host: values.host, port, backfill, rate });
  console.log(`Sent ${backfill} demo messages to ${values.host}:${port}${rate > 0 ? `; now ${rate} per second (Ctrl-C stops)` : ''}`);
  if (rate > 0) setInterval(() => undefined, 1 << 30);
}

main().catch((error: unknown) => {
  console.error(`sift demo: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
