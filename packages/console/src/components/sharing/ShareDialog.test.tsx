import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCache, ApiClient, ApiProvider, decodeUser, SessionGate } from '@sift/api';
import { SiftThemeProvider, toast, ToastContainer } from '@sift/ui';
import { CurrentUserContext } from '../../shell/currentUser';
import { fakeApi, json, USER_WIRE, type FakeCall } from '../../testing/fakeApi';
import { ShareButton } from './ShareButton';
import { ShareDialog } from './ShareDialog';
import { ALICE, BOB, EVERYONE, GRANTEES, JANE, prepareAnswer, SEARCH_GRN } from './shareFixtures';
import { findDialog } from '../../testing/findDialog';

const PREPARE = `POST /authz/shares/entities/${encodeURIComponent(SEARCH_GRN)}/prepare`;
const UPDATE = `POST /authz/shares/entities/${encodeURIComponent(SEARCH_GRN)}`;

afterEach(() => toast.clear());

function renderWithApi(children: React.ReactNode, routes: Record<string, unknown>, user = decodeUser(USER_WIRE)) {
  const api = fakeApi(routes);
  const client = new ApiClient({ fetch: api.fetch, session: new SessionGate('jane') });
  render(
    <ApiProvider client={client}>
      <ApiCache isolated>
        <SiftThemeProvider mode="teint">
          <CurrentUserContext.Provider value={user}>
            <ToastContainer />
            {children}
          </CurrentUserContext.Provider>
        </SiftThemeProvider>
      </ApiCache>
    </ApiProvider>,
  );
  return api;
}

function renderDialog(routes: Record<string, unknown> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const api = renderWithApi(
    <ShareDialog entityType="search" entityId="5f1a" entityTitle="Web errors" onClose={onClose} onSaved={onSaved} />,
    {
      [PREPARE]: (call: FakeCall) =>
        prepareAnswer((call.body as { selected_grantee_capabilities?: Record<string, string> }).selected_grantee_capabilities),
      ...routes,
    },
  );
  const prepares = () => api.calls.filter((c) => `${c.method} ${c.path}` === PREPARE).map((c) => c.body);
  return { api, onClose, onSaved, prepares };
}

async function addCollaborator(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, title: string, capability?: string) {
  const form = within(dialog).getByRole('form', { name: 'Add collaborator' });
  await user.click(within(form).getByRole('combobox', { name: 'Grantee' }));
  await user.click(await screen.findByRole('option', { name: title }));
  if (capability) await user.selectOptions(within(form).getByRole('combobox', { name: 'Capability' }), capability);
  await user.click(within(form).getByRole('button', { name: 'Add Collaborator' }));
}

describe('ShareDialog', () => {
  it('prepares the state, lists the collaborators and says so when there are none', async () => {
    const user = userEvent.setup();
    const { prepares } = renderDialog();
    const dialog = await findDialog('dialog', { name: 'Sharing search: Web errors' });
    expect(await within(dialog).findByRole('listitem', { name: 'Jane Doe' })).toHaveAttribute('data-status', 'unchanged');
    expect(prepares()).toEqual([{}]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Jane Doe' }));
    expect(within(dialog).getByText('This search has no collaborators.')).toBeInTheDocument();
    await waitFor(() => expect(prepares()).toEqual([{}, { selected_grantee_capabilities: {} }]));
  });

  it('re-prepares on every change, marks new and changed rows, and disables Confirm until the answer is back', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    let hold = false;
    const { prepares } = renderDialog({
      [PREPARE]: async (call: FakeCall) => {
        if (hold)
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        return prepareAnswer((call.body as { selected_grantee_capabilities?: Record<string, string> }).selected_grantee_capabilities);
      },
    });
    const dialog = await findDialog('dialog', { name: 'Sharing search: Web errors' });
    await within(dialog).findByRole('listitem', { name: 'Jane Doe' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();
    hold = true;
    await addCollaborator(user, dialog, 'Alice Adams', 'manage');
    expect(within(dialog).getByRole('listitem', { name: 'Alice Adams' })).toHaveAttribute('data-status', 'new');
    expect(confirm).toBeDisabled();
    release();
    await waitFor(() => expect(confirm).toBeEnabled());
    hold = false;
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Capability of Jane Doe' }), 'manage');
    expect(within(dialog).getByRole('listitem', { name: 'Jane Doe' })).toHaveAttribute('data-status', 'changed');
    await waitFor(() =>
      expect(prepares()).toEqual([
        {},
        { selected_grantee_capabilities: { [JANE]: 'own', [ALICE]: 'manage' } },
        { selected_grantee_capabilities: { [JANE]: 'manage', [ALICE]: 'manage' } },
      ]),
    );
  });

  it('requires a grantee before adding, with the default capability Viewer', async () => {
    const user = userEvent.setup();
    const { prepares } = renderDialog();
    const dialog = await findDialog('dialog', { name: 'Sharing search: Web errors' });
    await within(dialog).findByRole('listitem', { name: 'Jane Doe' });
    const add = within(dialog).getByRole('button', { name: 'Add Collaborator' });
    await user.click(add);
    expect(within(dialog).getByText('The grantee is required')).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Capability' })).toHaveDisplayValue('Viewer');
    await addCollaborator(user, dialog, 'Everyone');
    expect(within(dialog).queryByText('The grantee is required')).not.toBeInTheDocument();
    await waitFor(() => expect(prepares().at(-1)).toEqual({ selected_grantee_capabilities: { [JANE]: 'own', [EVERYONE]: 'view' } }));
  });

  it('shows the ownerless validation error with the owners, and blocks Confirm', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await findDialog('dialog', { name: 'Sharing search: Web errors' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Capability of Jane Doe' }), 'view');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Removing the following owners will leave the entity ownerless');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Jane Doe');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('warns about missing dependencies, naming the grantee, the dependency and its owners', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await findDialog('dialog', { name: 'Sharing search: Web errors' });
    await within(dialog).findByRole('listitem', { name: 'Jane Doe' });
    await addCollaborator(user, dialog, 'Bob Baker');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('There are missing dependencies for the current set of collaborators');
    expect(alert).toHaveTextContent('Bob Baker needs access to');
    expect(alert).toHaveTextContent('stream: Web logs (Owners: Jane Doe)');
    // A warning only: sharing may go ahead.
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('saves with the update call, reports success and closes', async () => {
    const user = userEvent.setup();
    const { api, onClose, onSaved } = renderDialog({
      [UPDATE]: (call: FakeCall) =>
        prepareAnswer((call.body as { selected_grantee_capabilities: Record<string, string> }).selected_grantee_capabilities),
    });
    const dialog = await findDialog('dialog', { name: 'Sharing search: Web errors' });
    await within(dialog).findByRole('listitem', { name: 'Jane Doe' });
    await addCollaborator(user, dialog, 'Alice Adams');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Shares for search "Web errors" updated successfully')).toBeInTheDocument();
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === UPDATE).map((c) => c.body)).toEqual([
      { selected_grantee_capabilities: { [JANE]: 'own', [ALICE]: 'view' } },
    ]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers a team as a grantee (Sift teams) and shares with it', async () => {
    const TEAM = 'grn::::team:t1';
    const withTeam = (call: FakeCall) => ({
      ...prepareAnswer((call.body as { selected_grantee_capabilities?: Record<string, string> }).selected_grantee_capabilities),
      available_grantees: [...GRANTEES, { id: TEAM, type: 'team', title: 'Ops' }],
    });
    const user = userEvent.setup();
    const { api } = renderDialog({ [PREPARE]: withTeam, [UPDATE]: withTeam });
    const dialog = await findDialog('dialog', { name: 'Sharing search: Web errors' });
    await within(dialog).findByRole('listitem', { name: 'Jane Doe' });
    await addCollaborator(user, dialog, 'Ops', 'manage');
    expect(await within(dialog).findByRole('listitem', { name: 'Ops' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Shares for search "Web errors" updated successfully')).toBeInTheDocument();
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === UPDATE).map((c) => c.body)).toEqual([
      { selected_grantee_capabilities: { [JANE]: 'own', [TEAM]: 'manage' } },
    ]);
  });

  it('asks before saving when a grantee was selected but never added', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog({ [UPDATE]: () => prepareAnswer(undefined) });
    const dialog = await findDialog('dialog', { name: 'Sharing search: Web errors' });
    await within(dialog).findByRole('listitem', { name: 'Jane Doe' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Grantee' }));
    await user.click(await screen.findByRole('option', { name: 'Bob Baker' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const ask = await findDialog('alertdialog');
    expect(ask).toHaveTextContent('Bob Baker got selected but was never added as a collaborator. Do you want to continue anyway?');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => `${c.method} ${c.path}` === UPDATE)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.click(within(await findDialog('alertdialog')).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => `${c.method} ${c.path}` === UPDATE).map((c) => c.body)).toEqual([
        { selected_grantee_capabilities: { [JANE]: 'own' } },
      ]),
    );
  });

  it("reports failed prepare and update calls with the spec's texts", async () => {
    const user = userEvent.setup();
    const failing = renderDialog({
      [PREPARE]: () => json({ type: 'ApiError', message: 'Not authorized' }, 403),
      [UPDATE]: () => json({ type: 'ApiError', message: 'Boom' }, 500),
    });
    // (The fake answers carry no status text.)
    const text =
      'Preparing shares for search "Web errors" failed with status: There was an error fetching a resource: . Additional information: Not authorized';
    expect(await screen.findAllByText(text)).toHaveLength(2); // the toast and the dialog
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(failing.onClose).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(failing.onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open and shows the answer when the update is refused', async () => {
    const user = userEvent.setup();
    const refused = prepareAnswer({ [BOB]: 'view' });
    const { onClose } = renderDialog({ [UPDATE]: () => json(refused, 400) });
    const dialog = await findDialog('dialog', { name: 'Sharing search: Web errors' });
    await within(dialog).findByRole('listitem', { name: 'Jane Doe' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Updating shares for search "Web errors" failed with status: /)).toBeInTheDocument();
    expect(await within(dialog).findByText('Removing the following owners will leave the entity ownerless')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ShareButton', () => {
  const reader = decodeUser({ ...USER_WIRE, permissions: [] });

  it("is enabled for owners: the entity's owner or entity:own on its GRN", () => {
    renderWithApi(
      <>
        <ShareButton entityType="search" entityId="a" owner="jane" onClick={() => undefined} />
        <ShareButton entityType="search" entityId="b" owner="bob" onClick={() => undefined} />
      </>,
      {},
      decodeUser({ ...USER_WIRE, grn_permissions: ['entity:own:grn::::search:b'] }),
    );
    for (const button of screen.getAllByRole('button', { name: 'Share' })) expect(button).toBeEnabled();
  });

  it('is disabled for others, saying why', async () => {
    const user = userEvent.setup();
    renderWithApi(<ShareButton entityType="dashboard" entityId="d1" owner="bob" onClick={() => undefined} />, {}, reader);
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sharing not possible' }));
    expect(await screen.findByText('Only owners of this dashboard are allowed to share it.')).toBeInTheDocument();
  });

  it('is disabled with a custom reason', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <ShareButton entityType="search" entityId={null} disabledReason="Only saved searches can be shared." onClick={() => undefined} />,
      {},
      reader,
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sharing not possible' }));
    expect(await screen.findByText('Only saved searches can be shared.')).toBeInTheDocument();
  });
});
