import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonToolbar, colorVars, Modal, Select, SortableList } from '@sift/ui';
import { addTableField, removeTableField } from './messageTableRules';

export const EDIT_FIELDS_ACTION = 'Edit fields';
export const NO_TABLE_FIELDS = 'Choose at least one field.';

const Section = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 16px;
`;
const Hint = styled.p`
  margin: 0;
  color: ${colorVars.text.secondary};
  font-size: 0.85rem;
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${colorVars.danger.text};
`;

export interface MessageFieldsDialogProps {
  /** The widget's title, named in the dialog title. */
  title: string;
  /** The table's columns in their order. */
  fields: readonly string[];
  /** Known field names to add from. */
  available: readonly string[];
  /** Called with the new columns when the user applies them. */
  onApply: (fields: string[]) => void;
  onClose: () => void;
}

/**
 * Chooses a message table's columns: reorder by dragging a handle (or Space and the arrow keys on
 * it), remove with ×, add from the known fields. Applying needs at least one column.
 */
export function MessageFieldsDialog({ title, fields: initial, available, onApply, onClose }: MessageFieldsDialogProps) {
  const [fields, setFields] = useState<string[]>(() => [...initial]);
  const addId = useId();
  const options = [...new Set(available)]
    .filter((name) => !fields.includes(name))
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ value: name, label: name }));
  const empty = fields.length === 0;
  const changed = fields.join('\n') !== initial.join('\n');
  return (
    <Modal
      open
      onClose={onClose}
      title={`Fields of ${title}`}
      footer={
        <ButtonToolbar>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={empty || !changed} onClick={() => onApply(fields)}>
            Apply
          </Button>
        </ButtonToolbar>
      }
    >
      <Section>
        <Hint>Drag a field by its handle, or focus the handle and use Space and the arrow keys, to change the column order.</Hint>
        <SortableList
          aria-label="Table fields"
          items={fields.map((name) => ({ id: name, title: name }))}
          onMoveItem={(items) => setFields(items.map((item) => item.id))}
          onRemoveItem={(item) => setFields((current) => removeTableField(current, item.id))}
        />
        {empty && <ErrorText role="alert">{NO_TABLE_FIELDS}</ErrorText>}
      </Section>
      <Section>
        <label htmlFor={addId}>
          <strong>Add a field</strong>
        </label>
        <Select
          id={addId}
          options={options}
          value={undefined}
          onChange={(name) => {
            if (name) setFields((current) => addTableField(current, name));
          }}
          placeholder="Select a field..."
          noOptionsMessage="No more fields"
        />
      </Section>
    </Modal>
  );
}
