import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { API_METHODS, ApiOperationList, type ApiOperationGroup } from './ApiOperationList';

const GROUPS: ApiOperationGroup[] = [
  {
    title: 'streams',
    operations: [
      { id: 'getStreams', method: 'GET', path: '/streams', summary: 'Every stream the caller may read' },
      { id: 'postStreams', method: 'POST', path: '/streams' },
      { id: 'putStream', method: 'PUT', path: '/streams/{streamId}' },
      { id: 'deleteStream', method: 'DELETE', path: '/streams/{streamId}' },
    ],
  },
  {
    title: 'system/inputs',
    operations: [
      { id: 'getInputs', method: 'GET', path: '/system/inputs' },
      {
        id: 'patchInput',
        method: 'PATCH',
        path: '/system/inputs/{inputId}/extractors/order',
        summary: 'PATCH /system/inputs/{inputId}/extractors/order',
      },
    ],
  },
  { title: 'empty', operations: [] },
];

const meta = {
  title: 'Components/ApiOperationList',
  component: ApiOperationList,
  args: { groups: GROUPS, label: 'API operations', onSelect: fn(), selectedId: 'putStream' },
  argTypes: { selectedId: { control: 'select', options: GROUPS.flatMap((g) => g.operations.map((o) => o.id)) } },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ApiOperationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Operations grouped by resource; each names its method and path, the current one is marked. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'API operations' });
    await expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['streams', 'system/inputs']);
    const current = canvas.getByRole('button', { current: true });
    await expect(current).toHaveAccessibleName('PUT /streams/{streamId}');
    // A summary that only repeats method and path is not shown twice.
    await expect(canvas.queryByText('PATCH /system/inputs/{inputId}/extractors/order')).toBeNull();
    await expect(canvas.getByText('Every stream the caller may read')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^DELETE \/streams\/\{streamId\}/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('deleteStream');
  },
};

/** The keyboard chooses too: Tab to an operation, Enter or Space selects it. */
export const Keyboard: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<string | undefined>(undefined);
    return <ApiOperationList {...args} selectedId={selected} onSelect={setSelected} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^GET \/streams/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { current: true })).toHaveAccessibleName(/^GET \/streams/);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { current: true })).toHaveAccessibleName('POST /streams');
  },
};

/** Every method in its colour. */
export const Methods: Story = {
  args: {
    selectedId: undefined,
    groups: [{ title: 'methods', operations: API_METHODS.map((method) => ({ id: method, method, path: `/resource/{id}` })) }],
  },
};

/** A filter that matches nothing leaves the empty text. */
export const Empty: Story = {
  args: { groups: [], emptyText: 'No operations match the filter.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No operations match the filter.')).toBeVisible();
  },
};
