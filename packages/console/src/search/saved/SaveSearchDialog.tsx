import { useState } from 'react';
import { Button, ButtonToolbar, FormGroup, Modal, TextInput } from '@sift/ui';
import { isValidTitle } from './savedSearchTexts';

export interface SaveSearchDialogProps {
  open: boolean;
  /** The saved title; empty for a search never saved. */
  title: string;
  /** The view exists on the server (so it can be overwritten). */
  saved: boolean;
  /** The view changed since it was loaded or saved. */
  dirty: boolean;
  /** The user may overwrite it (view:edit:{id} or owner); saving as new is open to all. */
  canEdit: boolean;
  /** Saving is under way. */
  saving: boolean;
  onSave: (title: string, asNew: boolean) => void;
  onCancel: () => void;
}

/** Title and the save actions: "Create new" for a new search; "Save" (overwrite) and "Save as" for a saved one. */
export function SaveSearchDialog({ open, title: savedTitle, saved, dirty, canEdit, saving, onSave, onCancel }: SaveSearchDialogProps) {
  const [title, setTitle] = useState(savedTitle);
  const valid = isValidTitle(title);
  const unchanged = title.trim() === savedTitle && !dirty;
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={saved ? 'Save search' : 'Save new search'}
      footer={
        <ButtonToolbar>
          <Button onClick={onCancel}>Cancel</Button>
          {saved && (
            <Button variant="primary" disabled={!valid || unchanged || !canEdit || saving} onClick={() => onSave(title, false)}>
              Save
            </Button>
          )}
          <Button variant={saved ? 'default' : 'primary'} disabled={!valid || saving} onClick={() => onSave(title, true)}>
            {saved ? 'Save as' : 'Create new'}
          </Button>
        </ButtonToolbar>
      }
    >
      <FormGroup label="Title">
        {(control) => <TextInput {...control} value={title} required fullWidth onChange={(event) => setTitle(event.target.value)} />}
      </FormGroup>
    </Modal>
  );
}
