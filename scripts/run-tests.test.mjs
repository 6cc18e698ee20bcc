import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FAILURE_LINE } from './run-tests.mjs';

// Lines in the forms vitest and Playwright's list reporter print them (colours removed).
test('the lines that name a failed test or a failed count are kept for the summary', () => {
  for (const line of [
    ' FAIL   console  src/pages/ProfilePage.test.tsx > profile > saves preferences',
    "     × changes a subsystem's level on its node and shows the new level 583ms",
    ' FAIL   storybook (chromium)  packages/console/src/pages/ProfilePage.stories.tsx > Playground',
    '      Tests  2 failed | 746 passed (748)',
    '  1 failed',
    '    e2e/console-shell.spec.ts:85:1 › a Reader opens System -> Overview',
    '  ✘  12 e2e/search.spec.ts:40:1 › exports the messages (15.2s)',
  ]) {
    assert.ok(FAILURE_LINE.test(line), line);
  }
});

test('passing tests, totals without failures and log lines that merely mention failure are not', () => {
  for (const line of [
    ' ✓  ui  src/ISODurationInput/isoDuration.test.ts (7 tests) 3ms',
    '      Tests  749 passed (749)',
    ' Test Files  136 passed (136)',
    '  60 passed (6.5m)',
    'server: 2026-11-27 WARN  [inputs] input FAILED to start: address in use',
    'a message about FAILURES in the journal',
  ]) {
    assert.ok(!FAILURE_LINE.test(line), line);
  }
});
