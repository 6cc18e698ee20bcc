import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';
import {
  ErrorGettingDataPage,
  MissingPermissionsPage,
  MissingStreamPermissionsPage,
  NotFoundPage,
  UnavailableCapabilitiesPage,
  UnexpectedErrorPage,
} from './errorPages';
import { ServerUnavailablePage } from './ServerUnavailablePage';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Page not found', description: 'The page you are looking for does not exist.' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  },
};

const error = {
  message: "Cannot read properties of undefined (reading 'fields')",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'fields')\n    at FieldList (FieldList.tsx:42:17)\n    at renderWithHooks",
};

/** Show more / Show less toggles the stack; keyboard only. */
export const SomethingWentWrong: Story = {
  render: () => <UnexpectedErrorPage error={error} componentStack={'\n    at FieldList\n    at Sidebar'} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    await expect(canvas.queryByText(/at renderWithHooks/)).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/at renderWithHooks/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Copy details' })).toBeInTheDocument();
  },
};

export const MissingPermissions: Story = {
  render: () => <MissingPermissionsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
    await expect(canvas.getByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
  },
};

export const MissingStreamPermissions: Story = {
  render: () => <MissingStreamPermissionsPage streamIds={['5e8e0b1a2f3c4d0012ab34cd', '000000000000000000000001']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Missing Stream Permissions' })).toBeInTheDocument();
    await expect(canvas.getByText('This resource includes streams you do not have permissions for.')).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Streams needed' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const ErrorGettingData: Story = {
  render: () => (
    <ErrorGettingDataPage errors={['Could not load stream 5e8e0b1a: Not Found', 'Could not load field types: Gateway Timeout']} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Error getting data' })).toBeInTheDocument();
    await expect(
      canvas.getByText('We had trouble fetching some data required to build this page, so here is a picture instead.'),
    ).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Errors' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Check your logs for more information.')).toBeInTheDocument();
  },
};

const onBack = fn();

export const UnavailableCapabilities: Story = {
  render: () => <UnavailableCapabilitiesPage type="dashboard" capabilities={['Archive search', 'Correlation engine']} onBack={onBack} />,
  play: async ({ canvasElement }) => {
    onBack.mockClear();
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Unfortunately executing this dashboard is not possible. It uses the following capabilities which are not available:',
      ),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(onBack).toHaveBeenCalledTimes(1);
  },
};

/** More details shows the last request; keyboard only. */
export const ServerUnavailable: Story = {
  render: () => (
    <ServerUnavailablePage
      error={{
        message: 'Failed to fetch',
        method: 'GET',
        url: '/api/system/sessions',
        status: 502,
        fullError: 'Bad Gateway: upstream connect error',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.title).toBe('Server unavailable');
    await expect(canvas.getByRole('heading', { name: 'Server currently unavailable' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'community support forum' })).toHaveAttribute('href', 'https://community.graylog.org/');
    const toggle = canvas.getByRole('button', { name: 'More details' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Less details' })).toBeInTheDocument();
    await expect(canvas.getByText('GET /api/system/sessions')).toBeInTheDocument();
    await expect(canvas.getByText('502')).toBeInTheDocument();
    await expect(canvas.getByText('Bad Gateway: upstream connect error')).toBeInTheDocument();
  },
};

export const ServerUnavailableWithoutInformation: Story = {
  render: () => <ServerUnavailablePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More details' }));
    await expect(canvas.getByText('There is no information available.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Less details' }));
    await expect(canvas.queryByText('There is no information available.')).toBeNull();
  },
};
