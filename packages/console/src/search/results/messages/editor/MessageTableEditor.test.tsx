import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DecoratorType, MessageListConfig } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { useUndoableState } from '../../editing/useUndoableState';
import { NO_TABLE_FIELDS } from '../MessageFieldsDialog';
import { MessageTableEditor } from './MessageTableEditor';
import { NO_DECORATORS, SELECT_DECORATOR } from './messageTableDraft';

const CONFIG: MessageListConfig = {
  fields: ['timestamp', 'source'],
  showMessageRow: true,
  showSummary: true,
  decorators: [],
  sort: [{ type: 'pivot', field: 'timestamp', direction: 'Descending' }],
};

function Harness({ onUpdate, types = [] }: { onUpdate: (config: MessageListConfig) => void; types?: DecoratorType[] }) {
  const history = useUndoableState(CONFIG);
  return (
    <MessageTableEditor
      history={history}
      fields={['timestamp', 'source', 'http_status']}
      decoratorTypes={types}
      onUpdate={onUpdate}
      onCancel={vi.fn()}
    >
      <p>{`Columns: ${history.value.fields.join(', ')}`}</p>
    </MessageTableEditor>
  );
}

function renderEditor(types: DecoratorType[] = []) {
  const onUpdate = vi.fn();
  render(
    <SiftThemeProvider mode="teint">
      <Harness onUpdate={onUpdate} types={types} />
    </SiftThemeProvider>,
  );
  const form = screen.getByRole('form', { name: 'Message table configuration' });
  return { onUpdate, form, fields: within(within(form).getByRole('region', { name: 'Fields' })) };
}

describe('MessageTableEditor', () => {
  it('adds a column from the known fields and removes one; Update widget keeps the columns in order', async () => {
    const { fields, onUpdate } = renderEditor();
    await userEvent.click(fields.getByLabelText('Add a field'));
    // The field list's popup (the sort's native select lists the same names).
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'http_status' }));
    expect(screen.getByText('Columns: timestamp, source, http_status')).toBeInTheDocument();
    await userEvent.click(fields.getByRole('button', { name: 'Remove source' }));
    expect(screen.getByText('Columns: timestamp, http_status')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update widget' }));
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ fields: ['timestamp', 'http_status'] }));
  });

  it('asks for at least one column before "Update widget"', async () => {
    const { fields } = renderEditor();
    await userEvent.click(fields.getByRole('button', { name: 'Remove source' }));
    await userEvent.click(fields.getByRole('button', { name: 'Remove timestamp' }));
    expect(fields.getByRole('alert')).toHaveTextContent(NO_TABLE_FIELDS);
    expect(screen.getByRole('button', { name: 'Update widget' })).toBeDisabled();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(screen.getByText('Columns: timestamp')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update widget' })).toBeEnabled();
  });

  it('offers no decorator to add when the server has none, and says none is configured', () => {
    const { form } = renderEditor();
    const decorators = within(within(form).getByRole('region', { name: 'Decorators' }));
    expect(decorators.getByRole('combobox', { name: SELECT_DECORATOR })).toBeDisabled();
    expect(decorators.getByText(NO_DECORATORS)).toBeInTheDocument();
  });

  it('lists added decorators in order and removes them', async () => {
    const { form, onUpdate } = renderEditor([
      { type: 'a.Link', name: 'Link' },
      { type: 'b.Lookup', name: 'Lookup' },
    ]);
    const decorators = within(within(form).getByRole('region', { name: 'Decorators' }));
    await userEvent.selectOptions(decorators.getByRole('combobox', { name: SELECT_DECORATOR }), 'Lookup');
    await userEvent.selectOptions(decorators.getByRole('combobox', { name: SELECT_DECORATOR }), 'Link');
    expect(decorators.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lookup', 'Link']);
    await userEvent.click(decorators.getByRole('button', { name: 'Remove Lookup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update widget' }));
    expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ decorators: [expect.objectContaining({ type: 'a.Link', order: 0 })] }));
  });
});
