import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../Modal/Modal';
import { expectInsideViewport } from '../Select/listPopupStory';
import { Typeahead, type TypeaheadProps } from './Typeahead';

// The suggestions are portalled out of the story's canvas, so they are looked up on the whole page.
const page = within(document.body);

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
  'ssh_user',
];

function Demo(props: TypeaheadProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ width: 320, height: 280 }}>
      <label htmlFor="typeahead-demo">Field name</label>
      <Typeahead
        {...props}
        id="typeahead-demo"
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Typeahead',
  component: Typeahead,
  args: { value: '', suggestions: FIELDS, onChange: fn(), onSelect: fn(), placeholder: 'Type a field name', disabled: false },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Typeahead>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is suggested before the first character; then matches appear and can be picked with the keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Field name' });
    await userEvent.click(input);
    await expect(page.queryByRole('option')).toBeNull();
    await userEvent.type(input, 'u');
    await expect(page.getAllByRole('option').map((o) => o.textContent)).toEqual(['user_agent', 'source', 'http_status', 'ssh_user']);
    await userEvent.type(input, 'ser');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('ssh_user');
    await expect(input).toHaveValue('ssh_user');
  },
};

/** At most 6 suggestions, however many match. */
export const AtMostSixSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'http');
    await expect(page.getAllByRole('option')).toHaveLength(6);
  },
};

/** Free text that matches nothing stays as typed, with no menu. */
export const NoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zz');
    await expect(page.queryByRole('option')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith('zz');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'source' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

function InModalDemo(props: TypeaheadProps) {
  const [value, setValue] = useState('');
  return (
    <Modal open title="Create extractor" onClose={() => undefined}>
      {/* Pushes the input to the bottom of the viewport, inside the modal's scrolling body. */}
      <div style={{ height: 'calc(100vh - 200px)' }}>Which field should the extractor read?</div>
      <label htmlFor="typeahead-in-modal">Source field</label>
      <Typeahead
        {...props}
        id="typeahead-in-modal"
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </Modal>
  );
}

/** In a modal near the bottom of the viewport, the suggestions open above the input, whole and unclipped. */
export const InModalNearViewportEdge: Story = {
  render: (args) => <InModalDemo {...args} />,
  play: async ({ args }) => {
    const dialog = within(await page.findByRole('dialog', { name: 'Create extractor' }));
    const input = dialog.getByRole('combobox', { name: 'Source field' });
    await userEvent.type(input, 'http');
    const listbox = dialog.getByRole('listbox');
    await waitFor(() => expect(listbox.getBoundingClientRect().bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top));
    await expect(dialog.getAllByRole('option')).toHaveLength(6);
    expectInsideViewport(listbox);
    await userEvent.click(dialog.getByRole('option', { name: 'http_status' }));
    await expect(args.onSelect).toHaveBeenCalledWith('http_status');
    await expect(input).toHaveValue('http_status');
    // Ask again for the screenshot: the suggestions above the input.
    await userEvent.clear(input);
    await userEvent.type(input, 'http');
    await waitFor(() =>
      expect(dialog.getByRole('listbox').getBoundingClientRect().bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top),
    );
    expectInsideViewport(dialog.getByRole('listbox'));
  },
};
