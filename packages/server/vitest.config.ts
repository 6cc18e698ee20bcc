import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests that start servers and inputs took over 20 s on a loaded 2-core CI machine; a hang still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A fork runs its test files one after another in one module graph instead of re-importing the server
    // (Fastify, DuckDB's binding, every route module) for each file. Tests build their own apps, stores and
    // data directories, so nothing but the imports is shared.
    isolate: false,
    // The server's INFO lines (inputs started, "Started up.") from every app a test builds drown the
    // report; warnings and errors still show.
    onConsoleLog: (log) => !/^\S+ INFO {2}\[/.test(log),
  },
});
