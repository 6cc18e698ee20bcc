import { useState } from 'react';
import { useIndexSets, type StreamRequest } from '@sift/api';
import {
  Alert,
  Button,
  ButtonToolbar,
  Checkbox,
  FIELD_REQUIRED_MESSAGE,
  FormGroup,
  Modal,
  NativeSelect,
  Textarea,
  TextInput,
} from '@sift/ui';
import { REMOVE_FROM_DEFAULT_HELP, REMOVE_FROM_DEFAULT_LABEL } from './streamTexts';

/** What the form edits of a stream; rules and matching type stay as they are (the rules editor owns them). */
export interface StreamFormValues {
  title: string;
  description: string;
  indexSetId: string;
  removeMatchesFromDefaultStream: boolean;
}

export interface StreamFormModalProps {
  /** "Create stream", "Editing stream …" or "Cloning stream …". */
  title: string;
  submitText: string;
  initial: StreamFormValues;
  /** Shown under the fields, e.g. that a new stream starts paused. */
  note?: string;
  saving: boolean;
  onSubmit: (values: StreamFormValues) => void;
  onCancel: () => void;
}

/** The request body of a stream form (`POST /streams`, `PUT /streams/{id}`, `POST /streams/{id}/clone`). */
export function streamRequest(values: StreamFormValues, matchingType: 'AND' | 'OR' = 'AND'): StreamRequest {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description === '' ? null : description,
    index_set_id: values.indexSetId,
    remove_matches_from_default_stream: values.removeMatchesFromDefaultStream,
    matching_type: matchingType,
  };
}

/** Title, description, index set and "remove matches from the default stream" of a stream. */
export function StreamFormModal({ title, submitText, initial, note, saving, onSubmit, onCancel }: StreamFormModalProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const indexSets = useIndexSets();
  const writable = (indexSets.data?.indexSets ?? []).flatMap((set) =>
    set.id !== null && set.writable && set.indexTemplateType !== 'events' ? [{ ...set, id: set.id }] : [],
  );
  const options = writable.map((set) => ({ value: set.id, label: set.title }));
  const indexSetId = values.indexSetId || (writable.find((set) => set.isDefault)?.id ?? writable[0]?.id ?? '');
  const titleError = touched && values.title.trim() === '' ? FIELD_REQUIRED_MESSAGE : undefined;
  const submit = () => {
    setTouched(true);
    if (values.title.trim() === '' || indexSetId === '') return;
    onSubmit({ ...values, indexSetId });
  };
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      footer={
        <ButtonToolbar>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" loading={saving} disabled={saving} onClick={submit}>
            {submitText}
          </Button>
        </ButtonToolbar>
      }
    >
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormGroup label="Title" error={titleError}>
          {(control) => (
            <TextInput
              {...control}
              fullWidth
              value={values.title}
              required
              onBlur={() => setTouched(true)}
              onChange={(event) => setValues({ ...values, title: event.target.value })}
            />
          )}
        </FormGroup>
        <FormGroup label="Description" optional>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={values.description}
              onChange={(event) => setValues({ ...values, description: event.target.value })}
            />
          )}
        </FormGroup>
        <FormGroup label="Index Set" help="Messages that match this stream are written to this index set.">
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              options={options}
              value={indexSetId}
              onChange={(indexSet) => setValues({ ...values, indexSetId: indexSet })}
            />
          )}
        </FormGroup>
        <Checkbox
          label={REMOVE_FROM_DEFAULT_LABEL}
          description={REMOVE_FROM_DEFAULT_HELP}
          checked={values.removeMatchesFromDefaultStream}
          onChange={(checked) => setValues({ ...values, removeMatchesFromDefaultStream: checked })}
        />
        {note && <Alert variant="info">{note}</Alert>}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
