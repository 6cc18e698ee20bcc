import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/chromium';

// End-to-end tests: each test file starts the real server (built console + API) on a free port.
export default defineConfig({
  testDir: 'e2e',
  // Bounds for a loaded 2-core CI machine: a step waits up to 15 s for what it expects, a test up to 2 min.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: process.env['CI'] ? 'list' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
});
