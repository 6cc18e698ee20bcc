import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS } from './e2e/chromium.ts';
import { systemFontsInUse } from './.storybook/platformFonts.ts';
import { resizeBrowserPage } from './.storybook/pageSize.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Story tests: every story is a test in headless system Chromium; play functions assert, axe
// violations fail, and each story is compared with its screenshot baselines in both themes.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), storybookScript: 'npm run storybook' })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
          // The longest stories (a canvas heatmap, 12 heatmaps, a 64 kB message) take up to 20 s on a loaded
          // 2-core machine: twice that is the bound, so that a slower CI machine does not fail them.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
                args: CHROMIUM_ARGS,
              },
              contextOptions: { reducedMotion: 'reduce' },
            }),
            commands: { systemFontsInUse, resizeBrowserPage },
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 720 } }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
