import { defineConfig } from 'vitest/config';

// Unit tests for logic and hooks. Component behaviour in a real browser lives in stories' play functions.
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.unit-setup.ts'],
    css: false,
    // All test files of a worker share one window and module graph (no happy-dom window and React import
    // per file): the lane takes seconds instead of most of a minute.
    isolate: false,
  },
});
