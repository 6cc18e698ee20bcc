import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, SHELL_ROUTES } from '../testing/renderApp';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('page footer', () => {
  it('shows the product version, the host name and the runtime of the server node (1-shell.md §2.3)', async () => {
    renderApp();
    const footer = await screen.findByRole('contentinfo');
    await vi.waitFor(() => expect(footer).toHaveTextContent('Sift 5.1.13 on sift-host (Linux)'));
  });

  it('follows what the server reports', async () => {
    const system = SHELL_ROUTES['GET /system'] as Record<string, unknown>;
    renderApp({
      'GET /system': { ...system, version: '5.1.14+a1b2c3d', hostname: 'graylog-02.example.org', operating_system: 'Linux 6.1.0' },
    });
    const footer = await screen.findByRole('contentinfo');
    await vi.waitFor(() => expect(footer).toHaveTextContent('Sift 5.1.14+a1b2c3d on graylog-02.example.org (Linux 6.1.0)'));
  });

  it("names the server's runtime as /system/jvm reports it (the JVM information of Graylog's footer)", async () => {
    renderApp({
      'GET /system/jvm': {
        free_memory: { bytes: 1, kilobytes: 0, megabytes: 0 },
        max_memory: { bytes: 4, kilobytes: 0, megabytes: 0 },
        total_memory: { bytes: 2, kilobytes: 0, megabytes: 0 },
        used_memory: { bytes: 1, kilobytes: 0, megabytes: 0 },
        node_id: 'n-1',
        pid: '4242',
        info: 'Node.js v20.20.2 (x64) on Linux 6.1.0',
      },
    });
    const footer = await screen.findByRole('contentinfo');
    await vi.waitFor(() => expect(footer).toHaveTextContent('Sift 5.1.13 on sift-host (Node.js v20.20.2 (x64) on Linux 6.1.0)'));
  });
});
