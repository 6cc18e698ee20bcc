import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonToolbar, colorVars, Modal } from '@sift/ui';
import { TextInput } from '../searchBar/styles';
import { isValidTitle } from './savedSearchTexts';

const Field = styled.div`
  margin-bottom: 12px;

  label {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
  }
  input,
  textarea {
    width: 100%;
  }
`;

const TextArea = styled.textarea`
  box-sizing: border-box;
  padding: 6px 10px;
  border: 1px solid ${colorVars.border.strong};
  border-radius: 4px;
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};
  font: inherit;
  resize: vertical;
`;

export interface ViewMetadata {
  title: string;
  summary: string;
  description: string;
}

export interface EditMetadataDialogProps {
  /** `search` or `dashboard`: "Editing saved search", submit "Save search". */
  viewType: 'search' | 'dashboard';
  initial: ViewMetadata;
  saving: boolean;
  onSave: (metadata: ViewMetadata) => void;
  onCancel: () => void;
}

/** Title (required, not blank), summary and description of a saved view (1-shell.md §2.5). */
export function EditMetadataDialog({ viewType, initial, saving, onSave, onCancel }: EditMetadataDialogProps) {
  const ids = { title: useId(), summary: useId(), description: useId() };
  const [metadata, setMetadata] = useState(initial);
  const set = (key: keyof ViewMetadata) => (event: { target: { value: string } }) => setMetadata((current) => ({ ...current, [key]: event.target.value }));
  const valid = isValidTitle(metadata.title);
  const submit = () => onSave({ title: metadata.title.trim(), summary: metadata.summary.trim(), description: metadata.description.trim() });
  return (
    <Modal
      open
      onClose={onCancel}
      title={`Editing saved ${viewType}`}
      footer={(
        <ButtonToolbar>
          <Button onClick={onCancel} disabled={saving}>Cancel</Button>
          <Button variant="primary" disabled={!valid || saving} loading={saving} onClick={submit}>{`Save ${viewType}`}</Button>
        </ButtonToolbar>
      )}
    >
      <Field>
        <label htmlFor={ids.title}>Title</label>
        <TextInput id={ids.title} value={metadata.title} required aria-invalid={!valid || undefined} onChange={set('title')} />
      </Field>
      <Field>
        <label htmlFor={ids.summary}>Summary</label>
        <TextInput id={ids.summary} value={metadata.summary} onChange={set('summary')} />
      </Field>
      <Field>
        <label htmlFor={ids.description}>Description</label>
        <TextArea id={ids.description} rows={4} value={metadata.description} onChange={set('description')} />
      </Field>
    </Modal>
  );
}
