import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The server's INFO lines (inputs started, "Started up.") from every app a test builds drown the
    // report; warnings and errors still show.
    onConsoleLog: (log) => !/^\S+ INFO {2}\[/.test(log),
  },
});
