import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['../../vitest.unit-setup.ts'],
    // Contract tests start a real server: a loaded 2-core CI machine needs room; a hang still fails.
    testTimeout: 60_000,
  },
});
