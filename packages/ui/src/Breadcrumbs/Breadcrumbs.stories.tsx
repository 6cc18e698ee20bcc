import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../Button/Button';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Dashboards', href: '/dashboards' }, { label: 'Web traffic overview' }],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByText('Web traffic overview')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Dashboards' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboards');
  },
};

export const WithFavoriteToggle: Story = {
  args: {
    items: [{ label: 'Search', href: '/search' }, { label: 'Failed logins last 24h' }],
    children: <IconButton name="star" title="Add to favorites" />,
  },
};

export const AlertsAndEvents: Story = {
  args: { items: [{ label: 'Alerts & Events', href: '/alerts' }, { label: '01HJ3K8Q2W5N6P7R8S9T0V1X2Y' }] },
};
