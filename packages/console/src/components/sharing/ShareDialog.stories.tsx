import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiClient, ApiProvider, SessionGate, type User } from '@sift/api';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../../storybook/storyData';
import { ShareButton } from './ShareButton';
import { ShareDialog } from './ShareDialog';
import { EVERYONE, JANE, prepareAnswer, shareWire } from './shareFixtures';
import { ONLY_SAVED_SEARCHES } from './sharingTexts';

/** Jane, the sharing user of the fixtures and owner of the search. */
const jane: User = { ...adminUser, id: 'u1', username: 'jane', fullName: 'Jane Doe' };

interface ShareStoryArgs {
  /** The shares the search has when the dialog opens. */
  active: Record<string, string>;
}

const DELAY_MS = 30;

/** The prepare and update calls answered in memory as the embedded server would. */
function shareFetch(active: Record<string, string>): typeof fetch {
  return async (_input, init) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    const body = init?.body ? (JSON.parse(String(init.body)) as { selected_grantee_capabilities?: Record<string, string> }) : {};
    const selected = body.selected_grantee_capabilities;
    const activeShares = shareWire({ active }).active_shares;
    const answer = selected ? { ...prepareAnswer(selected), active_shares: activeShares } : shareWire({ active });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

function ShareStory({ active }: ShareStoryArgs) {
  const client = useMemo(() => new ApiClient({ session: new SessionGate(jane.username), fetch: shareFetch(active) }), [active]);
  return (
    <ConsoleFrame user={jane}>
      <ApiProvider client={client}>
        <ShareDialog
          entityType="search"
          entityId="5f1a"
          entityTitle="Web errors"
          description="Search for a User or Team to add as collaborator on this saved search."
          onClose={() => undefined}
        />
      </ApiProvider>
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/Sharing/ShareDialog',
  component: ShareStory,
  args: { active: { [JANE]: 'own', [EVERYONE]: 'view' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShareStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async () => within(document.body).findByRole('dialog', { name: 'Sharing search: Web errors' });

/** Screenshots without a focus ring: whether programmatic focus shows one depends on the stories run before. */
const unfocus = () => (document.activeElement as HTMLElement | null)?.blur();

/** The prepared state: the owner and Everyone as viewer, and the form to add a collaborator. */
export const Playground: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await expect(await within(dialog).findByRole('listitem', { name: 'Jane Doe' })).toBeVisible();
    await expect(within(dialog).getByRole('listitem', { name: 'Everyone' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    unfocus();
  },
};

/** A new collaborator (green edge) who lacks access to a stream, and a changed capability (yellow edge). */
export const MissingDependencies: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await within(dialog).findByRole('listitem', { name: 'Jane Doe' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Grantee' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Bob Baker' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Collaborator' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Capability of Everyone' }), 'manage');
    await expect(await within(dialog).findByText('There are missing dependencies for the current set of collaborators')).toBeVisible();
    await expect(within(dialog).getByRole('listitem', { name: 'Bob Baker' })).toHaveAttribute('data-status', 'new');
    await expect(within(dialog).getByRole('listitem', { name: 'Everyone' })).toHaveAttribute('data-status', 'changed');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled());
    unfocus();
  },
};

/** Demoting the only owner fails validation: the owners are named and Confirm stays disabled. */
export const Ownerless: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Capability of Jane Doe' }), 'view');
    await expect(await within(dialog).findByText('Removing the following owners will leave the entity ownerless')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    unfocus();
  },
};

/** Adding without a grantee says it is required. */
export const GranteeRequired: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await within(dialog).findByRole('listitem', { name: 'Jane Doe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Collaborator' }));
    await expect(within(dialog).getByText('The grantee is required')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Add Collaborator' })).toBeDisabled();
    unfocus();
  },
};

/** Nobody shares the entity. */
export const NoCollaborators: Story = {
  args: { active: {} },
  play: async () => {
    const dialog = await dialogOf();
    await expect(await within(dialog).findByText('This search has no collaborators.')).toBeVisible();
    unfocus();
  },
};

/** The share button for a non-owner and for an unsaved search: disabled, with the reason a click away. */
export const SharingNotPossible: StoryObj<typeof ShareButton> = {
  render: () => (
    <ConsoleFrame user={readerUser}>
      <div style={{ display: 'flex', gap: 24, padding: 24 }}>
        <div>
          <ShareButton entityType="dashboard" entityId="d1" owner="admin" onClick={() => undefined} />
        </div>
        <div>
          <ShareButton entityType="search" entityId={null} disabledReason={ONLY_SAVED_SEARCHES} onClick={() => undefined} />
        </div>
      </div>
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: 'Share' })) await expect(button).toBeDisabled();
    // The reasons open from these buttons (texts asserted in ShareDialog.test.tsx).
    await expect(canvas.getAllByRole('button', { name: 'Sharing not possible' })).toHaveLength(2);
  },
};
