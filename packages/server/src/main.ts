import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig } from './config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const consoleDir = path.resolve(here, '../../console/dist');

/** What a signal has to close: the server once it is built (and listening, unless a signal came first). */
interface Running {
  close(): Promise<void>;
}

let stopping = false;
let started: Promise<Running | undefined> = Promise.resolve(undefined);

/**
 * SIGINT and SIGTERM are handled from the first moment of start-up, before the database is opened and
 * the journal replayed: a signal at any point waits for start-up to reach a state it can close, then
 * closes it, so that every accepted message is written and the process ends with exit code 0.
 */
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`Received ${signal}, shutting down`);
  started
    .then((running) => running?.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

async function main(): Promise<Running | undefined> {
  let config;
  try {
    config = readConfig(process.env, process.cwd(), consoleDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`sift: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  console.log(`Sift is starting: data in ${config.dataDir}`);
  // Loaded only now, so that the signal handlers above are in place while the server's modules load.
  const { buildApp } = await import('./app.js');
  const app = await buildApp(config, { logger: process.env['SIFT_LOG'] === 'debug', demo: true });
  // A signal during start-up: close what was built, without listening first.
  if (stopping) return app;
  const address = await app.http.listen({ host: config.host, port: config.port });
  const shown = address.replace('0.0.0.0', '127.0.0.1');
  console.log(`Sift is running: console at ${shown}/ and API at ${shown}/api/`);
  if (config.graylogUrl) console.log(`API calls go to the Graylog server at ${config.graylogUrl.href}`);
  return app;
}

started = main();
started.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
