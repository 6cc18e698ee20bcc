import { useState } from 'react';
import { Button, ButtonToolbar, FormGroup, Modal, TextInput } from '@sift/ui';
import { isValidPageTitle, PAGE_TITLE_HELP } from './dashboardModel';

export interface PageTitleDialogProps {
  initial: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}

/** "Editing dashboard page title": required, at most 40 characters, with the spec's help text. */
export function PageTitleDialog({ initial, onSave, onCancel }: PageTitleDialogProps) {
  const [title, setTitle] = useState(initial);
  const valid = isValidPageTitle(title);
  const submit = () => {
    if (valid) onSave(title.trim());
  };
  return (
    <Modal
      open
      onClose={onCancel}
      title="Editing dashboard page title"
      footer={
        <ButtonToolbar>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="primary" disabled={!valid} onClick={submit}>
            Update title
          </Button>
        </ButtonToolbar>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormGroup label="Title" help={valid ? PAGE_TITLE_HELP : undefined} error={valid ? undefined : PAGE_TITLE_HELP}>
          {(control) => (
            <TextInput {...control} fullWidth required value={title} invalid={!valid} onChange={(event) => setTitle(event.target.value)} />
          )}
        </FormGroup>
      </form>
    </Modal>
  );
}
