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
});
