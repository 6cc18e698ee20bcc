import { defineConfig } from 'vitest/config';

// Unit tests for logic and hooks. Component behaviour in a real browser lives in stories' play functions.
export default defineConfig({
  test: {
    name: 'charts',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.unit-setup.ts'],
    css: false,
  },
});
