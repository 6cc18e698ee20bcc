import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { USER_WIRE, type FakeCall } from '../testing/fakeApi';
import { findDialog } from '../testing/findDialog';
import { renderApp } from '../testing/renderApp';
import { DEFINITION_WIRE, definitionsPage, FILTER_DEFINITION_WIRE } from './alerts/alertFixtures';

const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };
const LIST = { ...ADMIN, 'GET /events/definitions/paginated': definitionsPage([DEFINITION_WIRE, FILTER_DEFINITION_WIRE]) };

afterEach(() => toast.clear());

describe('Event Definitions', { timeout: 30_000 }, () => {
  it('lists definitions with priority and whether they are enabled, each with Replay search', async () => {
    renderApp(LIST, '/alerts/definitions');
    const table = await screen.findByRole('table', { name: 'Event definitions' });
    expect(await within(table).findByRole('link', { name: 'Failed logins' })).toHaveAttribute(
      'href',
      `/alerts/definitions/${DEFINITION_WIRE.id}`,
    );
    expect(within(table).getAllByRole('link', { name: 'Edit' })[0]).toHaveAttribute(
      'href',
      `/alerts/definitions/${DEFINITION_WIRE.id}/edit`,
    );
    expect(within(table).getByText('High')).toBeInTheDocument();
    expect(within(table).getByText('Enabled')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'Replay search' })[0]).toHaveAttribute(
      'href',
      `/alerts/definitions/${DEFINITION_WIRE.id}/replay-search`,
    );
    expect(screen.getByRole('link', { name: 'Create event definition' })).toHaveAttribute('href', '/alerts/definitions/new');
  });

  it('disables one definition, and enables a selection in bulk', async () => {
    const { api } = renderApp(
      {
        ...LIST,
        [`PUT /events/definitions/${DEFINITION_WIRE.id}/unschedule`]: DEFINITION_WIRE,
        'POST /events/definitions/bulk_schedule': { successfully_performed: 2, failures: [] },
      },
      '/alerts/definitions',
    );
    const table = await screen.findByRole('table', { name: 'Event definitions' });
    const actions = await within(table).findByRole('toolbar', { name: 'Actions of Failed logins' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === `/events/definitions/${DEFINITION_WIRE.id}/unschedule`)).toBe(true));
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select Failed logins/ }));
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select Server errors/ }));
    await userEvent.click(screen.getByRole('button', { name: /Bulk actions/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Enable' }));
    await waitFor(() =>
      expect(api.calls.find((c: FakeCall) => c.path === '/events/definitions/bulk_schedule')?.body).toEqual({
        entity_ids: [DEFINITION_WIRE.id, FILTER_DEFINITION_WIRE.id],
      }),
    );
    expect(await screen.findByText('2 event definitions updated')).toBeInTheDocument();
  });

  it('deletes a definition after asking', async () => {
    const { api } = renderApp({ ...LIST, [`DELETE /events/definitions/${DEFINITION_WIRE.id}`]: DEFINITION_WIRE }, '/alerts/definitions');
    const actions = await screen.findByRole('toolbar', { name: 'Actions of Failed logins' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('alertdialog', { name: 'Delete event definition' });
    expect(within(dialog).getByText('Are you sure you want to delete "Failed logins"?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows Missing Permissions to a Reader', async () => {
    renderApp({}, '/alerts/definitions');
    expect(await screen.findByText('Missing Permissions')).toBeInTheDocument();
  });

  it('a user who may only read sees no edit controls', async () => {
    renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, permissions: ['eventdefinitions:read'] },
        'GET /events/definitions/paginated': definitionsPage([DEFINITION_WIRE]),
      },
      '/alerts/definitions',
    );
    const table = await screen.findByRole('table', { name: 'Event definitions' });
    expect(await within(table).findByRole('link', { name: 'Failed logins' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create event definition' })).not.toBeInTheDocument();
  });
});

describe('Event definition page', { timeout: 30_000 }, () => {
  it('shows what a definition searches and whom it notifies, under its breadcrumb, with Edit and Replay search', async () => {
    renderApp(
      {
        ...ADMIN,
        [`GET /events/definitions/${DEFINITION_WIRE.id}`]: DEFINITION_WIRE,
        'GET /events/notifications/paginated': { ...definitionsPage([]), elements: [] },
      },
      `/alerts/definitions/${DEFINITION_WIRE.id}`,
    );
    expect(await screen.findByRole('heading', { name: 'Failed logins', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Event definitions' })).toHaveAttribute('href', '/alerts/definitions');
    expect(screen.getByText('count() > 10')).toBeInTheDocument();
    expect(screen.getByText('user')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/alerts/definitions/${DEFINITION_WIRE.id}/edit`);
    expect(screen.getByRole('link', { name: 'Replay search' })).toHaveAttribute(
      'href',
      `/alerts/definitions/${DEFINITION_WIRE.id}/replay-search`,
    );
  });
});
