import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LookupResultView } from './TestLookupPanel';
import { LOOKUP_TEXTS } from './lookupTexts';

const meta = {
  title: 'Console/Lookup/LookupResultView',
  component: LookupResultView,
  args: {
    lookupKey: '10.0.0.1',
    result: {
      singleValue: 'office-network',
      multiValue: { value: 'office-network', site: 'Berlin' },
      stringListValue: null,
      hasError: false,
      ttlMs: Infinity,
    },
  },
} satisfies Meta<typeof LookupResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A key found: its single and multi value as JSON text, kept without a TTL. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Lookup result for 10.0.0.1' });
    await expect(within(region).getByText('"office-network"')).toBeVisible();
    await expect(within(region).getByText(LOOKUP_TEXTS.noTtl)).toBeVisible();
  },
};

/** The data adapter failed; the failure is cached for five seconds. */
export const Failed: Story = {
  args: { lookupKey: 'x', result: { singleValue: null, multiValue: null, stringListValue: null, hasError: true, ttlMs: 5000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^The lookup failed/)).toBeVisible();
    await expect(within(canvasElement).getByText('5 seconds')).toBeVisible();
  },
};

/** Nothing found and no default value. */
export const NotFound: Story = {
  args: { lookupKey: 'y', result: { singleValue: null, multiValue: null, stringListValue: null, hasError: false, ttlMs: 60_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No value found for this key, and the table has no default value.')).toBeVisible();
  },
};
