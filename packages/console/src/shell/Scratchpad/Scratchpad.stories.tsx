import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser } from '../../storybook/storyData';
import { Scratchpad } from './Scratchpad';
import { ScratchpadProvider } from './ScratchpadContext';
import {
  EMPTY_SCRATCHPAD,
  readScratchpad,
  SCRATCHPAD_STORAGE_KEY,
  SCRATCHPAD_TEXTS,
  type ScratchpadState,
  type ScratchpadStorage,
} from './scratchpadState';

/** In-memory storage: stories must not touch the browser's local storage, which other story files share. */
function memoryStorage(): ScratchpadStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const memory: { storage: ScratchpadStorage } = { storage: memoryStorage() };

/** The scratchpad as it was left: open, at a fixed place and size so screenshots do not depend on the viewport. */
const stored = (change: Partial<ScratchpadState>) => () => {
  memory.storage = memoryStorage();
  memory.storage.setItem(
    SCRATCHPAD_STORAGE_KEY,
    JSON.stringify({
      ...EMPTY_SCRATCHPAD,
      opened: true,
      position: { x: 40, y: 40 },
      size: { width: 450, height: 320 },
      securityConfirmed: true,
      ...change,
    }),
  );
};

const meta = {
  title: 'Console/Scratchpad',
  component: Scratchpad,
  parameters: { layout: 'fullscreen' },
  beforeEach: stored({ value: 'Check the syslog input on sift-02 after the upgrade.' }),
  render: () => (
    <ConsoleFrame user={adminUser}>
      <ScratchpadProvider storage={memory.storage}>
        <Scratchpad />
      </ScratchpadProvider>
    </ConsoleFrame>
  ),
} satisfies Meta<typeof Scratchpad>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const status = () => body().getByRole('status', { name: 'Scratchpad status' });

/** Typing autosaves 500 ms later and says "Auto saved." for a second. */
export const Playground: Story = {
  play: async () => {
    const pad = await body().findByRole('dialog', { name: 'Scratchpad' });
    const content = within(pad).getByLabelText('Scratchpad content');
    await expect(content).toHaveValue('Check the syslog input on sift-02 after the upgrade.');
    await userEvent.type(content, ' Then restart it.');
    await waitFor(() => expect(status()).toHaveTextContent(SCRATCHPAD_TEXTS.autoSaved));
    await expect(readScratchpad(memory.storage).value).toBe('Check the syslog input on sift-02 after the upgrade. Then restart it.');
    // The status goes away after a second; the screenshot shows the settled pad.
    await waitFor(() => expect(status()).toHaveTextContent(''));
  },
};

/** Until it is acknowledged, the pad warns against storing sensitive information. */
export const SecurityWarning: Story = {
  beforeEach: stored({ value: '', securityConfirmed: false }),
  play: async () => {
    const pad = await body().findByRole('dialog', { name: 'Scratchpad' });
    await expect(within(pad).getByText(SCRATCHPAD_TEXTS.securityWarning)).toBeVisible();
    await expect(within(pad).getByRole('button', { name: SCRATCHPAD_TEXTS.gotIt })).toBeVisible();
  },
};

/** "Clear" asks first: "Are you sure?" with what will happen. */
export const ClearConfirmation: Story = {
  play: async () => {
    const pad = await body().findByRole('dialog', { name: 'Scratchpad' });
    await userEvent.click(within(pad).getByRole('button', { name: 'Clear' }));
    const confirm = await body().findByRole('alertdialog', { name: SCRATCHPAD_TEXTS.confirmTitle });
    await expect(confirm).toHaveTextContent(SCRATCHPAD_TEXTS.confirmBody);
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(confirm).getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

/** Confirming empties the pad and says "Cleared.". */
export const Cleared: Story = {
  play: async () => {
    const pad = await body().findByRole('dialog', { name: 'Scratchpad' });
    await userEvent.click(within(pad).getByRole('button', { name: 'Clear' }));
    const confirm = await body().findByRole('alertdialog', { name: SCRATCHPAD_TEXTS.confirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(within(pad).getByLabelText('Scratchpad content')).toHaveValue('');
    await expect(status()).toHaveTextContent(SCRATCHPAD_TEXTS.cleared);
    await expect(readScratchpad(memory.storage).value).toBe('');
    await waitFor(() => expect(status()).toHaveTextContent(''));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
