import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { Logo } from '../Logo/Logo';
import { NavItem } from '../NavItem/NavItem';
import { NavBar } from './NavBar';

const system = [
  ['Overview', '/system/overview'],
  ['Inputs', '/system/inputs'],
  ['Indices', '/system/indices'],
] as const;

function TopBar({ initialPath }: { initialPath: string }) {
  const [path, setPath] = useState(initialPath);
  const section = system.find(([, href]) => path.startsWith(href));
  return (
    <NavBar
      brand={
        <a href="/" aria-label="Sift start page">
          <Logo size={24} />
        </a>
      }
      end={<IconButton name="user" title="User menu" />}
    >
      {[
        ['Search', '/search'],
        ['Streams', '/streams'],
        ['Alerts', '/alerts'],
        ['Dashboards', '/dashboards'],
      ].map(([label, href]) => (
        <NavItem key={href} href={href!} currentPath={path} matchPrefix onNavigate={setPath}>
          {label}
        </NavItem>
      ))}
      <DropdownMenu
        title={section ? `System / ${section[0]}` : 'System'}
        active={Boolean(section)}
        onNavigate={setPath}
        items={system.map(([label, href]) => ({ label, href, active: path.startsWith(href) }))}
      />
    </NavBar>
  );
}

const meta = {
  title: 'Components/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  render: () => <TopBar initialPath="/streams" />,
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Navigating marks the new entry active; the System dropdown's title names the section. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Streams' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Search' }));
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Streams' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'System' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Inputs' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'System / Inputs' })).toBeInTheDocument());
  },
};

export const SystemSectionActive: Story = { render: () => <TopBar initialPath="/system/indices/abc" /> };
