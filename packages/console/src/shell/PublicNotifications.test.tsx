import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { DISMISSED_PUBLIC_NOTIFICATIONS_STORAGE_KEY } from './PublicNotifications';

const ROUTE = 'GET /system/cluster_config/org.graylog.plugins.customization.notifications';

const notification = (overrides: Record<string, unknown> = {}) => ({
  title: 'Maintenance',
  shortMessage: 'Graylog restarts at 18:00.',
  longMessage: '',
  isActive: true,
  isDismissible: false,
  atLogin: false,
  isGlobal: true,
  variant: 'warning',
  hiddenTitle: false,
  ...overrides,
});

const region = () => screen.findByRole('region', { name: 'Public notifications' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('public notifications', () => {
  it('shows the active notifications at the top of the app and hides the inactive ones', async () => {
    renderApp({
      [ROUTE]: {
        n1: notification(),
        n2: notification({ title: 'Old news', shortMessage: 'Nothing to see', isActive: false }),
        n3: notification({ title: 'Secret title', shortMessage: 'Only the message', hiddenTitle: true, variant: 'default' }),
      },
    });
    const area = await region();
    expect(within(area).getByText('Maintenance')).toBeInTheDocument();
    expect(within(area).getByText('Graylog restarts at 18:00.')).toBeInTheDocument();
    expect(within(area).getByText('Only the message')).toBeInTheDocument();
    expect(within(area).queryByText('Secret title')).not.toBeInTheDocument();
    expect(screen.queryByText('Old news')).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing to see')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('reveals the long message with Read More and hides it with Read Less, as text rather than HTML', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({ [ROUTE]: { n1: notification({ longMessage: 'Expect <b>five</b> minutes\nof downtime.' }) } });
    const area = await region();
    expect(within(area).queryByText(/minutes/)).not.toBeInTheDocument();
    await user.click(within(area).getByRole('button', { name: 'Read More' }));
    const long = within(area).getByText(/Expect <b>five<\/b> minutes/);
    expect(long.textContent).toBe('Expect <b>five</b> minutes\nof downtime.');
    expect(area.querySelector('b')).toBeNull();
    await user.click(within(area).getByRole('button', { name: 'Read Less' }));
    expect(within(area).queryByText(/minutes/)).not.toBeInTheDocument();
  });

  it('offers Dismiss only for dismissible notifications and keeps a dismissal across reloads', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const routes = {
      [ROUTE]: {
        keep: notification({ title: 'Permanent', shortMessage: 'Cannot be closed' }),
        bye: notification({ title: 'Closable', shortMessage: 'Can be closed', isDismissible: true, variant: 'info' }),
      },
    };
    const first = renderApp(routes);
    const area = await region();
    expect(within(area).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
    await user.click(within(area).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Closable')).not.toBeInTheDocument());
    expect(screen.getByText('Permanent')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_PUBLIC_NOTIFICATIONS_STORAGE_KEY) ?? 'null')).toEqual(['bye']);
    first.unmount();

    // A reload: a fresh app with a fresh cache reads the notifications again.
    const second = renderApp(routes);
    expect(within(await region()).getByText('Permanent')).toBeInTheDocument();
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
    expect(second.api.calls.filter((c) => `${c.method} ${c.path}` === ROUTE)).toHaveLength(1);
  });

  it('renders nothing when there are none, or when the server does not know them', async () => {
    const empty = renderApp({ [ROUTE]: {} });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(empty.api.calls.some((c) => `${c.method} ${c.path}` === ROUTE)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Public notifications' })).not.toBeInTheDocument();
    empty.unmount();

    const missing = renderApp({ [ROUTE]: () => json({ type: 'ApiError', message: "Couldn't find configuration class" }, 404) });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(missing.api.calls.some((c) => `${c.method} ${c.path}` === ROUTE)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Public notifications' })).not.toBeInTheDocument();
  });
});
