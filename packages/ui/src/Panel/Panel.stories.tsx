import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../Button/Button';
import { Panel, PANEL_HEADING_LEVELS, PANEL_VARIANTS } from './Panel';

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: {
    title: 'Index set details',
    variant: 'default',
    collapsible: false,
    children: 'Rotation: by time, every 1 day. Retention: delete, keep 20 indices.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: PANEL_VARIANTS },
    headingLevel: { control: 'inline-radio', options: PANEL_HEADING_LEVELS },
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keyboard: Tab to the heading, Enter collapses and expands. */
export const Collapsible: Story = {
  args: { collapsible: true, onToggle: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Index set details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Rotation: by time/)).toBeNull();
    await expect(args.onToggle).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/Rotation: by time/)).toBeInTheDocument();
  },
};

export const Collapsed: Story = { args: { collapsible: true, defaultExpanded: false } };

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <IconButton name="edit" title="Edit index set" />
        <IconButton name="trash" title="Delete index set" variant="danger" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit index set' })).toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {PANEL_VARIANTS.map((variant) => (
        <Panel key={variant} {...args} variant={variant} title={`${variant} panel`} />
      ))}
    </div>
  ),
};

/** The heading level follows the page outline: 2 for a page's top sections, 3 for a panel inside one. */
export const HeadingLevels: Story = {
  render: (args) => (
    <Panel {...args} title="Configuration" headingLevel={2}>
      <Panel title="TLS" headingLevel={3} collapsible defaultExpanded={false}>
        Certificate and key files.
      </Panel>
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Configuration' })).toBeInTheDocument();
    const nested = canvas.getByRole('heading', { level: 3, name: 'TLS' });
    await expect(within(nested).getByRole('button', { name: 'TLS' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(nested).getByRole('button', { name: 'TLS' }));
    await expect(canvas.getByText('Certificate and key files.')).toBeVisible();
  },
};
