import type { Meta, StoryObj } from '@storybook/react-vite';
import { decodeGrokPattern, type GrokPattern, type Page } from '@sift/api';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { GROK_PATTERNS_WIRE } from './grok/grokFixtures';
import { GrokPatternsPage } from './GrokPatternsPage';

const patterns = GROK_PATTERNS_WIRE.map((w) => decodeGrokPattern(w));
const page: Page<GrokPattern> = {
  elements: patterns,
  total: patterns.length,
  count: patterns.length,
  page: 1,
  perPage: 50,
  query: null,
  attributes: [],
  context: {},
};
// The key the page reads: the first page of 50, sorted by name.
const DATA = [[['grokPatterns', { page: 1, perPage: 50, query: '', sort: 'name', order: 'asc' }], page]] as const;

const meta = {
  title: 'Console/GrokPatternsPage',
  component: GrokPatternsPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/grokpatterns" data={DATA}>
      <GrokPatternsPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof GrokPatternsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored patterns by name, for an administrator who may create, import, edit and delete. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Grok patterns' }));
    await expect(table.getByText('%{BASE10NUM}')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import pattern file' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit grok pattern WORD' })).toBeVisible();
  },
};

/** Creating a pattern: name, pattern and the sample data to test it on. */
export const CreatePattern: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create pattern' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create grok pattern' }));
    await expect(dialog.getByRole('button', { name: 'Test with sample data' })).toBeDisabled();
  },
};

/** Importing a pattern file: what happens to patterns whose names exist is chosen first. */
export const ImportFile: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Import pattern file' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Import grok patterns' }));
    await expect(dialog.getByRole('radio', { name: 'Abort the import if a pattern with the same name already exists' })).toBeChecked();
  },
};

/** A Reader holds no grok pattern permission. */
export const AsReader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/system/grokpatterns" data={DATA}>
      <GrokPatternsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Missing Permissions' })).toBeVisible();
  },
};
