import type { Meta, StoryObj } from '@storybook/react-vite';
import { decodeContentPackInstallation, decodeContentPackList } from '@sift/api';
import { Route } from 'wouter';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { CONTENT_PACKS_WIRE, INSTALLATIONS_WIRE } from './contentpacks/contentPackFixtures';
import { ContentPackDetailsPage } from './ContentPackDetailsPage';
import { routePattern } from '../routing/routes';
import { ContentPacksPage } from './ContentPacksPage';

const DATA = [
  [['contentPacks'], decodeContentPackList(CONTENT_PACKS_WIRE)],
  [['contentPacks', 'installations', 'cp-web'], INSTALLATIONS_WIRE.installations.map((w) => decodeContentPackInstallation(w))],
] as const;

const meta = {
  title: 'Console/ContentPacksPage',
  component: ContentPacksPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/contentpacks" data={DATA}>
      <ContentPacksPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof ContentPacksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest revision of each pack with its installations, for an administrator. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Content packs' }));
    await expect(table.getByText('Beats in one go')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Install Web shop' })).toBeVisible();
  },
};

/** Installing a revision: its parameters with their defaults, and a comment. */
export const Install: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Install Beats' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Install content pack Beats' }));
    await expect(dialog.getByLabelText('Beats port')).toHaveValue('5044');
    await expect(dialog.getByRole('checkbox', { name: 'Use TLS' })).not.toBeChecked();
  },
};

/** A Reader holds no content pack permission. */
export const AsReader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/system/contentpacks" data={DATA}>
      <ContentPacksPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Missing Permissions' })).toBeVisible();
  },
};

/** A pack's page: its revisions and its installations, each of which may be uninstalled. */
export const PackDetails: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/contentpacks/cp-web" data={DATA}>
      <Route path={routePattern('SYSTEM_CONTENTPACKS_SHOW')} component={ContentPackDetailsPage} />
    </ConsoleFrame>
  ),
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Content pack Web shop' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Installations' })).getByText('edge nodes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Uninstall revision 1' })).toBeVisible();
  },
};
