import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FieldType } from '@sift/api';
import { Modal } from '@sift/ui';
import { QueryInput, type QueryInputProps } from './QueryInput';
import type { SuggestValues } from './useCompletions';

const field = (name: string, properties: string[], type = 'string'): FieldType => ({ name, type, properties, indexNames: [] });
const FIELDS = [
  'source',
  'message',
  'http_method',
  'http_status',
  'http_host',
  'http_path',
  'http_referer',
  'http_version',
  'user_agent',
].map((name) => field(name, name === 'message' ? ['full-text-search'] : ['enumerable']));
const suggestValues: SuggestValues = async (_field, input) => ({
  suggestions: ['web-1', 'web-2', 'worker-7'].filter((v) => v.startsWith(input)).map((value, i) => ({ value, occurrence: 40 - i * 10 })),
  sumOtherDocsCount: 0,
});

// The completion list is portalled out of the story's canvas, so it is looked up on the whole page.
const page = within(document.body);

/** The list lies wholly inside the viewport, and nothing clips or covers it at its corners or centre. */
function expectInsideViewport(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  expect(rect.top).toBeGreaterThanOrEqual(0);
  expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  expect(rect.left).toBeGreaterThanOrEqual(0);
  expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
  const points: [number, number][] = [
    [rect.left + 2, rect.top + 2],
    [rect.right - 2, rect.top + 2],
    [rect.left + 2, rect.bottom - 2],
    [rect.right - 2, rect.bottom - 2],
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
  ];
  for (const [x, y] of points) expect(element.contains(document.elementFromPoint(x, y)), `the list is on top at (${x}, ${y})`).toBe(true);
}

function Demo(props: QueryInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QueryInput
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

function InModalDemo(props: QueryInputProps) {
  return (
    <Modal open title="Edit widget query" onClose={() => undefined}>
      {/* Pushes the query input to the bottom of the viewport, inside the modal's scrolling body. */}
      <div style={{ height: 'calc(100vh - 180px)' }}>Which messages should the widget count?</div>
      <Demo {...props} />
    </Modal>
  );
}

const meta = {
  title: 'Console/Search/QueryInput',
  component: QueryInput,
  args: { value: '', onChange: fn(), onSubmit: fn(), fields: FIELDS, suggestValues },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof QueryInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Field names complete from the first letter; the list opens below the input. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Search query' });
    await userEvent.type(input, 'http_');
    const listbox = page.getByRole('listbox', { name: 'Fields' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    await waitFor(() => expect(listbox.getBoundingClientRect().top).toBeGreaterThanOrEqual(input.getBoundingClientRect().bottom));
    expectInsideViewport(listbox);
  },
};

/**
 * In a modal near the bottom of the viewport, the completions open above the input, whole and on top
 * of the modal's scrolling body that used to clip them; choosing one completes the query.
 */
export const InModalNearViewportEdge: Story = {
  render: (args) => <InModalDemo {...args} />,
  play: async () => {
    const dialog = within(await page.findByRole('dialog', { name: 'Edit widget query' }));
    const input = dialog.getByRole('textbox', { name: 'Search query' });
    await userEvent.type(input, 'http');
    const listbox = dialog.getByRole('listbox', { name: 'Fields' });
    await waitFor(() => expect(listbox.getBoundingClientRect().bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top));
    expectInsideViewport(listbox);
    await userEvent.click(dialog.getByRole('option', { name: 'http_status' }));
    await expect(input).toHaveValue('http_status:');
    // Values of the enumerable field follow, in the same place.
    await userEvent.type(input, 'w');
    const values = await dialog.findByRole('listbox', { name: 'Values of http_status' });
    await waitFor(() => expect(within(values).getAllByRole('option')).toHaveLength(3));
    await waitFor(() => expect(values.getBoundingClientRect().bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top));
    expectInsideViewport(values);
  },
};
