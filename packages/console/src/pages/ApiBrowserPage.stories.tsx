import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { decodeApiDocument } from '@sift/api';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { ApiBrowserPage } from './ApiBrowserPage';

const op = (method: string, path: string, tag: string, extra: Record<string, unknown> = {}) => ({
  [method]: { operationId: `${method}${path}`, summary: `${method.toUpperCase()} ${path}`, tags: [tag], parameters: [], ...extra },
});
const idParam = (name: string) => ({ parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }] });

const DOCUMENT = decodeApiDocument({
  openapi: '3.0.3',
  info: { title: 'Sift embedded server', version: '0.1.0' },
  paths: {
    '/streams': {
      ...op('get', '/streams', 'streams'),
      ...op('post', '/streams', 'streams', {
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string' } } } } } },
      }),
    },
    '/streams/{streamId}': {
      ...op('get', '/streams/{streamId}', 'streams', idParam('streamId')),
      ...op('delete', '/streams/{streamId}', 'streams', idParam('streamId')),
    },
    '/system/inputs': op('get', '/system/inputs', 'system/inputs'),
    '/system/inputs/{inputId}': op('put', '/system/inputs/{inputId}', 'system/inputs', idParam('inputId')),
  },
});

const meta = {
  title: 'Console/ApiBrowserPage',
  component: ApiBrowserPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/api-browser" data={[[['apiBrowser'], DOCUMENT]]}>
      <ApiBrowserPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof ApiBrowserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The operations by resource; none chosen yet. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('navigation', { name: 'API operations' });
    await expect(within(list).getAllByRole('button')).toHaveLength(6);
    await expect(canvas.getByText('Choose an operation to read its parameters and try it.')).toBeVisible();
  },
};

/** A chosen call that changes data: its path parameter, the body with its schema, and the warning. */
export const ChosenOperation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'POST /streams' }));
    await expect(canvas.getByRole('button', { name: 'POST /streams', current: true })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Request body (JSON)' })).toHaveValue('{}');
    await expect(canvas.getByText('This call changes data on the server.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'DELETE /streams/{streamId}' }));
    await expect(canvas.getByRole('textbox', { name: 'streamId' })).toBeRequired();
    await expect(canvas.queryByRole('textbox', { name: /Request body/ })).toBeNull();
  },
};

/** The filter keeps operations whose method, path or summary contain it. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter operations' }), 'inputs');
    const list = canvas.getByRole('navigation', { name: 'API operations' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2), { timeout: 5000 });
    await expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['system/inputs']);
  },
};
