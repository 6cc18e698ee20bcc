import { defineConfig } from 'vitest/config';

// Unit tests for logic and hooks. Component behaviour in a real browser lives in stories' play functions.
export default defineConfig({
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.unit-setup.ts', './src/testing/setup.ts'],
    testTimeout: 60_000,
    css: false,
  },
});
