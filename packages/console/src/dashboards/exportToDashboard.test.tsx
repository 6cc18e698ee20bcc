import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
// Loaded up front: the lazily loaded pages are large, and their first import would outlast the waits below.
import '../pages/DashboardPage';
import '../search/page/SearchPage';
import { USER_WIRE } from '../testing/fakeApi';
import { findDialog } from '../testing/findDialog';
import { renderSearchApp } from '../search/testing/renderSearchApp';

// "Export to dashboard" (2-search-and-dashboards.md §6, issue 19): with dashboards:create the search page opens
// /dashboards/new with the search's widgets, which saves as a new dashboard.

const SLOW = { timeout: 10_000 };
const user = (permissions: string[]) => ({ 'GET /users/jane': { ...USER_WIRE, permissions } });

afterEach(() => toast.clear());

describe('Export to dashboard', { timeout: 60_000 }, () => {
  it('opens a new dashboard with the search widgets and saves it as a dashboard', async () => {
    const { api } = renderSearchApp('/search', {}, user(['*']));
    await screen.findByRole('group', { name: 'Message Count' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Export to dashboard' }));

    expect(await screen.findByRole('heading', { name: 'Unsaved dashboard' }, SLOW)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboards/new');
    const widgets = await screen.findByRole('region', { name: 'Dashboard widgets' }, SLOW);
    expect(await within(widgets).findByRole('group', { name: 'Message Count' }, SLOW)).toBeInTheDocument();
    expect(within(widgets).getByRole('group', { name: 'All Messages' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save dashboard' }));
    const properties = await findDialog('dialog', { name: 'Saving new dashboard' });
    await userEvent.type(within(properties).getByRole('textbox', { name: 'Title' }), 'From a search');
    await userEvent.click(within(properties).getByRole('button', { name: 'Create dashboard' }));
    expect(await screen.findByText('Saving view "From a search" was successful!', {}, SLOW)).toBeInTheDocument();
    const saved = api.calls.find((c) => c.method === 'POST' && c.path === '/views')?.body as {
      type: string;
      state: Record<string, { widgets: unknown[]; titles: { widget?: Record<string, string> } }>;
    };
    expect(saved.type).toBe('DASHBOARD');
    const pages = Object.values(saved.state);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.widgets).toHaveLength(2);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/dashboards\/[0-9a-f]{24}$/));
  });

  it('is not offered without dashboards:create', async () => {
    renderSearchApp('/search', {}, user(['searches:relative', 'searches:absolute', 'searches:keyword', 'streams:read']));
    await screen.findByRole('group', { name: 'Message Count' }, SLOW);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to dashboard' })).toBeNull();
  });
});
