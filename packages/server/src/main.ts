import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, readConfig } from './config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const consoleDir = path.resolve(here, '../../console/dist');

async function main(): Promise<void> {
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
  const app = await buildApp(config, { logger: process.env['SIFT_LOG'] === 'debug', demo: true });
  const address = await app.http.listen({ host: config.host, port: config.port });
  const shown = address.replace('0.0.0.0', '127.0.0.1');
  console.log(`Sift is running: console at ${shown}/ and API at ${shown}/api/`);
  if (config.graylogUrl) console.log(`API calls go to the Graylog server at ${config.graylogUrl.href}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
