import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { forgetPreloadedReads } from '@sift/api';
import { toast } from '@sift/ui';

// Screens are lazily loaded modules: their first import in a test run takes a while to transform, and a
// loaded 2-core CI machine renders slowly: findBy*/waitFor wait up to 10 s for what a test expects.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom has no window.confirm: tests answer it with vi.spyOn(window, 'confirm'); a confirm no test
// answered fails the test rather than passing silently.
if (typeof window.confirm !== 'function') {
  window.confirm = (message?: string) => {
    throw new Error(`window.confirm("${message ?? ''}") was called without an answer from the test`);
  };
}

// Test files share one window and one module graph per worker (`isolate: false` in vitest.config.ts: it
// halves the lane's CPU time). This file runs before each test file, so every file starts as a fresh
// window would: at "/", with empty storage, no toasts of an earlier file, real timers, no spies left and no
// read an earlier file started before its page rendered.
window.history.replaceState(null, '', '/');
window.localStorage.clear();
window.sessionStorage.clear();
toast.clear();
vi.useRealTimers();
vi.restoreAllMocks();
forgetPreloadedReads();
