import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { expectInsideViewport } from './listPopupStory';
import { Select, type MultiSelectProps, type SingleSelectProps } from './Select';
import { SELECT_SCROLLABLE_LIST_MAX_HEIGHT, type SelectOption } from './selectOptions';

// The open list is portalled out of the story's canvas, so options are looked up on the whole page.
const page = within(document.body);

const FIELDS: SelectOption[] = ['source', 'message', 'timestamp', 'http_method', 'http_status', 'took_ms', 'user_id', 'level'].map((f) => ({
  label: f,
  value: f,
}));
const withDisabled: SelectOption[] = [
  ...FIELDS.slice(0, 3),
  { label: 'full_message (not indexed)', value: 'full_message', disabled: true },
];
const MANY: SelectOption[] = Array.from({ length: 10_000 }, (_, i) => ({ label: `field_${String(i).padStart(5, '0')}`, value: `f${i}` }));

function SingleDemo(args: Partial<SingleSelectProps>) {
  const [value, setValue] = useState<string | undefined>(args.value);
  return (
    <div style={{ width: 320, height: 380 }}>
      <label htmlFor="select-demo">Field</label>
      <Select
        id="select-demo"
        options={FIELDS}
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange?.(next);
          setValue(next);
        }}
      />
    </div>
  );
}

function MultiDemo(args: Partial<MultiSelectProps>) {
  const [value, setValue] = useState<string[]>([...(args.value ?? [])]);
  return (
    <div style={{ width: 360, height: 380 }}>
      <Select
        aria-label="Fields"
        options={FIELDS}
        {...args}
        multi
        value={value}
        onChange={(next) => {
          args.onChange?.(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { options: FIELDS, value: undefined, onChange: fn(), searchable: true, clearable: false, creatable: false, disabled: false },
  render: (args) => <SingleDemo {...(args as SingleSelectProps)} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Field' });
    await userEvent.click(input);
    await expect(page.getAllByRole('option')).toHaveLength(FIELDS.length);
    await userEvent.type(input, 'http');
    await expect(page.getAllByRole('option').map((o) => o.textContent)).toEqual(['http_method', 'http_status']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('http_status');
    await expect(input).toHaveValue('http_status');
    await expect(page.queryByRole('option')).toBeNull();
  },
};

export const Open: Story = {
  args: { value: 'timestamp' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** An empty filter result shows "No Options". */
export const NoOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(page.getByRole('status')).toHaveTextContent('No Options');
  },
};

export const DisabledOption: Story = {
  args: { options: withDisabled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    const option = page.getByRole('option', { name: 'full_message (not indexed)' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Clearable: Story = {
  args: { clearable: true, value: 'source' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveValue('source');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onChange).toHaveBeenCalledWith(undefined);
    await expect(canvas.getByRole('combobox')).toHaveValue('');
  },
};

export const Creatable: Story = {
  args: { creatable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'gl2_source_node');
    await userEvent.click(page.getByRole('option', { name: 'Create "gl2_source_node"' }));
    await expect(args.onChange).toHaveBeenCalledWith('gl2_source_node');
  },
};

export const Multi: Story = {
  render: (args) => <MultiDemo {...(args as unknown as MultiSelectProps)} value={['source']} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Fields' });
    await userEvent.click(input);
    // Chosen values leave the list; the menu stays open for the next pick.
    await expect(page.queryByRole('option', { name: 'source' })).toBeNull();
    await userEvent.click(page.getByRole('option', { name: 'message' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['source', 'message']);
    await expect(page.getByRole('option', { name: 'timestamp' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove source' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['message']);
    input.focus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** From 1,000 options only the visible rows are rendered; the menu is at most 300 px high. */
export const Virtualized: Story = {
  args: { options: MANY },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    const rendered = page.getAllByRole('option');
    await expect(rendered.length).toBeLessThan(30);
    await expect(rendered[0]).toHaveAttribute('aria-setsize', '10000');
    await expect(page.getByRole('listbox').getBoundingClientRect().height).toBeLessThanOrEqual(300);
    await userEvent.type(input, '09999');
    await expect(page.getAllByRole('option').map((o) => o.textContent)).toEqual(['field_09999']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('f9999');
  },
};

/** The scrollable select list uses a 340 px menu. */
export const ScrollableList: Story = {
  args: { options: MANY.slice(0, 40), maxMenuHeight: SELECT_SCROLLABLE_LIST_MAX_HEIGHT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(page.getByRole('listbox').getBoundingClientRect().height).toBe(340);
  },
};

function LazyDemo({ onLoadMore }: { onLoadMore: (range: { start: number; count: number }) => void }) {
  const [loaded, setLoaded] = useState(50);
  return (
    <div style={{ width: 320, height: 380 }}>
      <Select
        aria-label="Index set"
        options={MANY.slice(0, loaded)}
        total={500}
        value={undefined}
        onChange={() => undefined}
        onLoadMore={(range) => {
          onLoadMore(range);
          setLoaded(range.start + range.count);
        }}
      />
    </div>
  );
}

/** Options arrive in batches of 50, asked for 30 rows before the end of the loaded ones. */
export const LazyLoading: Story = {
  args: { onLoadMore: fn() },
  render: (args) => <LazyDemo onLoadMore={args.onLoadMore!} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    // Row 20 is 30 rows before the end of the 50 loaded ones.
    for (let i = 0; i < 21; i += 1) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledWith({ start: 50, count: 50 }));
    await expect(page.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '100');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'message' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

function InModalDemo(args: Partial<SingleSelectProps>) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <Modal open title="Add a column" onClose={() => undefined}>
      {/* Pushes the select to the bottom of the viewport, inside the modal's scrolling body. */}
      <div style={{ height: 'calc(100vh - 200px)' }}>Pick the field to add as a column.</div>
      <label htmlFor="select-in-modal">Field</label>
      <Select
        id="select-in-modal"
        options={FIELDS}
        value={value}
        onChange={(next) => {
          args.onChange?.(next);
          setValue(next);
        }}
      />
    </Modal>
  );
}

/**
 * In a modal near the bottom of the viewport, the list opens above the control, whole and on top of
 * the modal's scrolling body that used to clip it; picking from it keeps the modal open.
 */
export const InModalNearViewportEdge: Story = {
  render: (args) => <InModalDemo {...(args as SingleSelectProps)} />,
  play: async ({ args }) => {
    const dialog = within(await page.findByRole('dialog', { name: 'Add a column' }));
    const input = dialog.getByRole('combobox', { name: 'Field' });
    await userEvent.click(input);
    const listbox = dialog.getByRole('listbox');
    await waitFor(() => expect(listbox.getBoundingClientRect().bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top));
    await expect(dialog.getAllByRole('option')).toHaveLength(FIELDS.length);
    expectInsideViewport(listbox);
    await userEvent.click(dialog.getByRole('option', { name: 'took_ms' }));
    await expect(args.onChange).toHaveBeenCalledWith('took_ms');
    await expect(input).toHaveValue('took_ms');
    await expect(page.getByRole('dialog', { name: 'Add a column' })).toBeVisible();
    // Open again for the screenshot: the list above the control.
    await userEvent.click(input);
    await waitFor(() =>
      expect(dialog.getByRole('listbox').getBoundingClientRect().bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top),
    );
    expectInsideViewport(dialog.getByRole('listbox'));
  },
};
