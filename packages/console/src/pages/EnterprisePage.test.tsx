import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './EnterprisePage';
import './SecurityPage';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';

const SLOW = { timeout: 10_000 };
const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };
// Graylog's Reader role: no licenseinfos:read.
const READER = { 'GET /users/jane': { ...USER_WIRE, permissions: ['streams:read', 'dashboards:read'] } };
const LICENSE_READER = { 'GET /users/jane': { ...USER_WIRE, permissions: ['licenseinfos:read'] } };

describe('enterprise notices', { timeout: 30_000 }, () => {
  it('System → Enterprise names each enterprise feature with the missing-license notice', async () => {
    renderApp(ADMIN, '/system/enterprise');
    expect(await screen.findByRole('heading', { name: 'Enterprise', level: 1 }, SLOW)).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Enterprise features' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Archive', 'Audit Log', 'Reports', 'Forwarder', 'Illuminate', 'Security']);
    expect(within(features).getByText('To use the Audit Log functionality you need the enterprise license and plugin')).toBeInTheDocument();
  });

  it('/security shows the notice for Security to whoever may read license information', async () => {
    renderApp(LICENSE_READER, '/security');
    expect(await screen.findByRole('heading', { name: 'Security', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('To use the Security functionality you need the enterprise license and plugin')).toBeInTheDocument();
  });

  it.each(['/security', '/system/enterprise'])('%s answers "Missing Permissions" to a Reader', async (path) => {
    renderApp(READER, path);
    expect(await screen.findByText('Missing Permissions', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
    expect(screen.queryByText(/enterprise license and plugin/)).toBeNull();
  });

  it('/extendedsearch leads to the search, keeping its query', async () => {
    renderApp(ADMIN, '/extendedsearch?q=source%3Aweb');
    await expect.poll(() => `${window.location.pathname}${window.location.search}`, SLOW).toBe('/search?q=source%3Aweb');
  });
});
