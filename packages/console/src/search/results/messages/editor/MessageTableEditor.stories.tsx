import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DecoratorType, MessageListConfig } from '@sift/api';
import { useUndoableState } from '../../editing/useUndoableState';
import { NO_DECORATORS, SELECT_DECORATOR } from './messageTableDraft';
import { MessageTableEditor } from './MessageTableEditor';

const CONFIG: MessageListConfig = {
  fields: ['timestamp', 'source', 'http_status'],
  showMessageRow: true,
  showSummary: true,
  decorators: [],
  sort: [{ type: 'pivot', field: 'timestamp', direction: 'Descending' }],
};
const FIELDS = ['timestamp', 'source', 'http_status', 'message', 'took_ms'];

interface HarnessProps {
  decoratorTypes: DecoratorType[];
  onUpdate: (config: MessageListConfig) => void;
  onCancel: () => void;
}

/** The editor with its own history; the preview names the columns as they are. */
function Harness({ decoratorTypes, onUpdate, onCancel }: HarnessProps) {
  const history = useUndoableState(CONFIG);
  return (
    <div style={{ height: 760 }}>
      <MessageTableEditor history={history} fields={FIELDS} decoratorTypes={decoratorTypes} onUpdate={onUpdate} onCancel={onCancel}>
        <p>{`Columns: ${history.value.fields.join(', ')}`}</p>
      </MessageTableEditor>
    </div>
  );
}

const meta = {
  title: 'Console/Search/MessageTableEditor',
  component: Harness,
  args: { decoratorTypes: [], onUpdate: fn(), onCancel: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns in order, the display options, the sort and the decorators area with its notice. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decorators = within(canvas.getByRole('region', { name: 'Decorators' }));
    await expect(decorators.getByText(NO_DECORATORS)).toBeVisible();
    await expect(decorators.getByRole('combobox', { name: SELECT_DECORATOR })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

/** A column moves by keyboard on its drag handle (Space, arrow, Space); Ctrl+Z puts it back, Ctrl+Shift+Z again. */
export const ReorderColumns: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move http_status' }));
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByText('Columns: timestamp, http_status, source')).toBeVisible());
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(canvas.getByText('Columns: timestamp, source, http_status')).toBeVisible();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(canvas.getByText('Columns: timestamp, http_status, source')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update widget' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ fields: ['timestamp', 'http_status', 'source'] }));
  },
};

/** Decorators the server offers are added from "Select decorator" and listed in order. */
export const WithDecorators: Story = {
  args: {
    decoratorTypes: [
      { type: 'org.example.Link', name: 'Link decorator' },
      { type: 'org.example.Lookup', name: 'Lookup decorator' },
    ],
  },
  play: async ({ canvasElement }) => {
    const decorators = within(within(canvasElement).getByRole('region', { name: 'Decorators' }));
    await userEvent.selectOptions(decorators.getByRole('combobox', { name: SELECT_DECORATOR }), 'Lookup decorator');
    await userEvent.selectOptions(decorators.getByRole('combobox', { name: SELECT_DECORATOR }), 'Link decorator');
    await expect(decorators.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lookup decorator', 'Link decorator']);
  },
};
