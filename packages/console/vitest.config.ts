import { defineConfig } from 'vitest/config';

// Unit tests for logic and hooks. Component behaviour in a real browser lives in stories' play functions.
// happy-dom rather than jsdom: the same page tests in 60% of the time (jsdom re-reads every styled-components
// sheet on each getComputedStyle); a link clicked to download a file does not navigate the test's window.
export default defineConfig({
  test: {
    name: 'console',
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: { settings: { navigation: { disableMainFrameNavigation: true, disableFallbackToSetURL: true } } },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.unit-setup.ts', './src/testing/setup.ts'],
    testTimeout: 60_000,
    css: false,
    // One window and one module graph per worker for all its test files, not one per file: the lane's CPU
    // time halves (each file re-imported React, styled-components and the screens, and built a new
    // happy-dom window). src/testing/setup.ts gives each file a fresh window's state.
    isolate: false,
  },
});
