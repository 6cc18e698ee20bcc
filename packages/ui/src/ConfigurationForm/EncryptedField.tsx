import styled from 'styled-components';
import { Button } from '../Button/Button';
import { FIELD_REQUIRED_MESSAGE } from '../FormField/fieldRules';
import { FormGroup } from '../FormField/FormGroup';
import { useFieldState } from '../FormField/useFieldState';
import { StyledInput } from '../Input/Input.styles';
import { TextInput } from '../TextInput/TextInput';
import { Textarea } from '../Textarea/Textarea';
import {
  encryptedHasValue,
  fileToBase64,
  hasAttribute,
  type EncryptedFormValue,
  type RequestedConfigurationField,
} from './configurationModel';
import { spacing } from '../theme/tokens';

/** Texts of the encrypted-field actions (3-administration.md §4). */
export const ENCRYPTED_FIELD_TEXTS = { reset: 'Reset', undoReset: 'Undo Reset' } as const;
// What a set, unedited encrypted value shows: its content never reaches the browser.
const STORED_VALUE_MASK = '********';

const Row = styled.div`
  display: flex;
  gap: ${spacing(1)};
  align-items: flex-start;

  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export interface EncryptedFieldProps {
  name: string;
  field: RequestedConfigurationField;
}

/**
 * A text or inline_binary field whose value the server keeps encrypted. Set and unedited, it shows a
 * masked placeholder and Reset; Reset marks the value for deletion and offers Undo Reset; typing (or
 * choosing a file) sets a new value.
 */
export function EncryptedField({ name, field }: EncryptedFieldProps) {
  const required = !field.is_optional;
  const { input, error, ids } = useFieldState<EncryptedFormValue>(name, {
    validate: (value) => (required && !encryptedHasValue(value as EncryptedFormValue) ? FIELD_REQUIRED_MESSAGE : undefined),
  });
  const current = input.value;
  const showStored = current.isSet && !current.reset && current.value === '';
  const change = (next: Partial<EncryptedFormValue>) => input.onChange({ ...current, ...next });
  const secret = hasAttribute(field, 'is_password') || hasAttribute(field, 'is_sensitive');
  return (
    <FormGroup id={ids.input} label={field.human_name} optional={field.is_optional} help={field.description || undefined} error={error}>
      {(control) => (
        <Row>
          {showStored ? (
            <TextInput {...control} type="password" readOnly value={STORED_VALUE_MASK} onBlur={input.onBlur} />
          ) : field.type === 'inline_binary' ? (
            <StyledInput
              {...control}
              type="file"
              aria-required={required || undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) change({ value: '' });
                else void fileToBase64(file).then((value) => change({ value }));
              }}
              onBlur={input.onBlur}
            />
          ) : hasAttribute(field, 'textarea') ? (
            <Textarea
              {...control}
              rows={10}
              monospace
              value={current.value}
              aria-required={required || undefined}
              onChange={(event) => change({ value: event.target.value })}
              onBlur={input.onBlur}
            />
          ) : (
            <TextInput
              {...control}
              type={secret ? 'password' : 'text'}
              autoComplete="off"
              value={current.value}
              aria-required={required || undefined}
              onChange={(event) => change({ value: event.target.value })}
              onBlur={input.onBlur}
            />
          )}
          {showStored && (
            <Button type="button" onClick={() => change({ reset: true, value: '' })}>
              {ENCRYPTED_FIELD_TEXTS.reset}
            </Button>
          )}
          {current.isSet && current.reset && (
            <Button type="button" onClick={() => change({ reset: false, value: '' })}>
              {ENCRYPTED_FIELD_TEXTS.undoReset}
            </Button>
          )}
        </Row>
      )}
    </FormGroup>
  );
}
