import { useState } from 'react';
import { Button, ButtonToolbar, FormGroup, Modal, Textarea, TextInput } from '@sift/ui';
import { isValidTitle } from './savedSearchTexts';

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
  /** The dialog's title instead of "Editing saved {type}", e.g. for a view not saved yet. */
  heading?: string;
  /** The submit button's text instead of "Save {type}". */
  submitText?: string;
}

/** Title (required, not blank), summary and description of a saved view (1-shell.md §2.5). */
export function EditMetadataDialog({ viewType, initial, saving, onSave, onCancel, heading, submitText }: EditMetadataDialogProps) {
  const [metadata, setMetadata] = useState(initial);
  const set = (key: keyof ViewMetadata) => (event: { target: { value: string } }) =>
    setMetadata((current) => ({ ...current, [key]: event.target.value }));
  const valid = isValidTitle(metadata.title);
  const submit = () => onSave({ title: metadata.title.trim(), summary: metadata.summary.trim(), description: metadata.description.trim() });
  return (
    <Modal
      open
      onClose={onCancel}
      title={heading ?? `Editing saved ${viewType}`}
      footer={
        <ButtonToolbar>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" disabled={!valid || saving} loading={saving} onClick={submit}>
            {submitText ?? `Save ${viewType}`}
          </Button>
        </ButtonToolbar>
      }
    >
      <FormGroup label="Title">
        {(control) => <TextInput {...control} fullWidth value={metadata.title} required invalid={!valid} onChange={set('title')} />}
      </FormGroup>
      <FormGroup label="Summary" optional>
        {(control) => <TextInput {...control} fullWidth value={metadata.summary} onChange={set('summary')} />}
      </FormGroup>
      <FormGroup label="Description" optional>
        {(control) => <Textarea {...control} rows={4} value={metadata.description} onChange={set('description')} />}
      </FormGroup>
    </Modal>
  );
}
