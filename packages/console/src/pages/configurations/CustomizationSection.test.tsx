import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import '../ConfigurationsPage';
import { json, USER_WIRE } from '../../testing/fakeApi';
import { findDialog } from '../../testing/findDialog';
import { renderApp } from '../../testing/renderApp';

const PAGE = { timeout: 10_000 };
const NOTIFICATIONS = '/system/cluster_config/org.graylog.plugins.customization.notifications';
const ADMIN = {
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  'GET /system/messageprocessors/config': { processor_order: [], disabled_processors: [] },
};
const maintenance = {
  title: 'Maintenance',
  shortMessage: 'Restart at 18:00',
  longMessage: '',
  isActive: true,
  isDismissible: true,
  atLogin: false,
  isGlobal: true,
  variant: 'warning',
  hiddenTitle: false,
};

afterEach(() => toast.clear());

const section = async () =>
  (await screen.findByRole('heading', { name: 'Notifications', level: 2 }, PAGE)).closest('section') ?? document.body;

describe('System -> Configurations: customization', { timeout: 60_000 }, () => {
  it('lists the public notifications and adds one, stored with the others', async () => {
    let stored: Record<string, unknown> = { n1: maintenance };
    const { api } = renderApp(
      {
        ...ADMIN,
        [`GET ${NOTIFICATIONS}`]: () => stored,
        [`PUT ${NOTIFICATIONS}`]: (call: { body: Record<string, unknown> }) => {
          stored = call.body;
          return json(stored, 202);
        },
      },
      '/system/configurations',
    );
    const panel = await section();
    expect(await within(panel).findByText(/Maintenance/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit configuration: Notifications' }));
    const dialog = await findDialog('dialog', { name: 'Update notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add notification' }));
    const second = within(dialog).getByRole('group', { name: 'Notification 2' });
    // Saving without a title is refused with the reason.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Notification 2: the title and the short message are required.')).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('textbox', { name: 'Title' }));
    await userEvent.paste('New release');
    await userEvent.click(within(second).getByRole('textbox', { name: 'Short message' }));
    await userEvent.paste('Version 2 is out');
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: 'Style' }), 'info');
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Show on the login page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Configuration updated successfully')).toBeInTheDocument();

    const put = api.calls.find((c) => c.method === 'PUT' && c.path === NOTIFICATIONS);
    const body = put?.body as Record<string, Record<string, unknown>>;
    expect(Object.keys(body)).toHaveLength(2);
    expect(body['n1']).toEqual(maintenance);
    const added = Object.entries(body).find(([id]) => id !== 'n1')!;
    expect(added[0]).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(added[1]).toMatchObject({
      title: 'New release',
      shortMessage: 'Version 2 is out',
      variant: 'info',
      atLogin: true,
      isActive: true,
    });
    expect(await within(panel).findByText(/New release/)).toBeInTheDocument();
  });

  it("reports a refused save with the spec's customization toast", async () => {
    renderApp(
      {
        ...ADMIN,
        [`GET ${NOTIFICATIONS}`]: { n1: maintenance },
        [`PUT ${NOTIFICATIONS}`]: () => json({ type: 'ApiError', message: "Couldn't parse cluster configuration" }, 400),
      },
      '/system/configurations',
    );
    await section();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit configuration: Notifications' }, PAGE));
    const dialog = await findDialog('dialog', { name: 'Update notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove notification 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not update customization: org.graylog.plugins.customization.notifications')).toBeInTheDocument();
    expect(screen.getByText(/^Update failed: /)).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Notification 1' })).toBeNull();
  });

  it('offers no edit without clusterconfigentry:edit', async () => {
    renderApp(
      { ...ADMIN, 'GET /users/jane': { ...USER_WIRE, permissions: ['clusterconfigentry:read'] }, [`GET ${NOTIFICATIONS}`]: {} },
      '/system/configurations',
    );
    const panel = await section();
    expect(await within(panel).findByText('No notifications are configured.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit configuration: Notifications' })).toBeNull();
  });
});
