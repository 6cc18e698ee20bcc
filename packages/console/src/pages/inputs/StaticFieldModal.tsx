import styled from 'styled-components';
import { Button, Form, FormField, Modal, spacing } from '@sift/ui';

const Buttons = styled.div`
  display: flex;
  gap: ${spacing(1)};
  margin-top: ${spacing(1)};
`;

/** Graylog's rule for static field names (ADMIN-API.md §1.6). */
export const STATIC_FIELD_KEY_PATTERN = /^[\w.\-@]+$/;
export const STATIC_FIELD_KEY_MESSAGE = "Only letters, digits, '.', '-', '_' and '@' are allowed.";

export interface StaticFieldModalProps {
  inputTitle: string;
  /** Adds the field; the dialog closes when it resolves and stays open (nothing lost) when it rejects. */
  onSubmit: (key: string, value: string) => Promise<void>;
  onClose: () => void;
}

/** Adds a static field: a key and a value every message of the input gets, unless it has that field already. */
export function StaticFieldModal({ inputTitle, onSubmit, onClose }: StaticFieldModalProps) {
  const title = `Add static field to ${inputTitle}`;
  return (
    <Modal open onClose={onClose} title={title}>
      <Form<{ key: string; value: string }> aria-label={title} onSubmit={({ key, value }) => onSubmit(key.trim(), value)}>
        <FormField
          name="key"
          label="Field name"
          required
          help="Letters, digits, '.', '-', '_' and '@'."
          validate={(value) =>
            typeof value === 'string' && value.trim() !== '' && !STATIC_FIELD_KEY_PATTERN.test(value.trim())
              ? STATIC_FIELD_KEY_MESSAGE
              : undefined
          }
          autoComplete="off"
        />
        <FormField name="value" label="Field value" required autoComplete="off" />
        <Buttons>
          <Button type="submit" variant="primary">
            Add field
          </Button>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
