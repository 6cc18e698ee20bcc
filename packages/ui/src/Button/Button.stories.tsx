import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonGroup, ButtonToolbar, IconButton } from './Button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './buttonTokens';
import { ICON_NAMES } from '../Icon/iconNames';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save search', variant: 'default', size: 'medium', disabled: false, loading: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    icon: { control: 'select', options: [undefined, ...ICON_NAMES] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save search' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard users activate it with Enter and Space.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <ButtonToolbar aria-label="Variants">
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </ButtonToolbar>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <ButtonToolbar aria-label="Sizes">
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size} variant="primary">
          {size}
        </Button>
      ))}
    </ButtonToolbar>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save search' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save search/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingWithText: Story = {
  args: { loading: true, loadingText: 'Saving...', variant: 'primary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving...' });
    await expect(button).not.toHaveTextContent('Save search');
  },
};

export const WithIcon: Story = {
  args: { icon: 'search', variant: 'primary', children: 'Search' },
};

export const AsLink: Story = {
  args: { href: '#/search', children: 'Open search' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open search' });
    await expect(link).toHaveAttribute('href', '#/search');
  },
};

export const DisabledLink: Story = {
  args: { href: '#/search', children: 'Open search', disabled: true },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open search' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Toggle: Story = {
  args: { active: true, children: 'Live' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Live' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Group: Story = {
  render: () => (
    <ButtonGroup aria-label="Bar mode">
      <Button active>Group</Button>
      <Button>Stack</Button>
      <Button>Relative</Button>
      <Button>Overlay</Button>
    </ButtonGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Bar mode' });
    await expect(within(group).getAllByRole('button')).toHaveLength(4);
  },
};

export const IconOnly: Story = {
  render: () => (
    <ButtonToolbar aria-label="Widget actions">
      <IconButton name="edit" title="Edit widget" />
      <IconButton name="copy" title="Duplicate widget" />
      <IconButton name="trash" title="Remove widget" variant="danger" />
    </ButtonToolbar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove widget' })).toBeInTheDocument();
  },
};
