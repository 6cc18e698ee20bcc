import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['../../vitest.unit-setup.ts'],
    // Contract tests start a real server: a loaded 2-core CI machine needs room; a hang still fails.
    testTimeout: 60_000,
    // A worker runs its files in one module graph (imports and setup once per worker, not per file): a
    // third less CPU for the lane. Each contract test starts its own server with its own data.
    isolate: false,
  },
});
