import { useId, useState } from 'react';
import styled from 'styled-components';
import { FieldLabel, HelpText, StyledInput } from '../Input/Input.styles';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';
import { typography } from '../theme/typography';
import { describeIsoDuration, ISO_DURATION_ERROR, ISO_DURATION_HELP, isValidIsoDuration, normalizeIsoDurationInput } from './isoDuration';

export interface ISODurationInputProps {
  /** The current duration, e.g. "P30D". */
  duration: string;
  /** Called with each new duration, but only when it is valid. */
  update: (duration: string) => void;
  /**
   * Called after every edit with the text as typed (normalized) and whether it is valid, so that a form
   * can refuse to save while the input shows an invalid duration (`update` keeps the last valid one).
   */
  onTextChange?: (text: string, valid: boolean) => void;
  /** Visible label. */
  label: string;
  /** Help under the input. */
  help?: string;
  /** An extra check on top of ISO 8601 syntax, e.g. a minimum length. */
  validator?: (duration: string) => boolean;
  /** Shown next to the input when the duration is not valid. */
  errorText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Id of the input; generated when absent. */
  id?: string;
}

const Row = styled.div`
  display: flex;
  align-items: stretch;

  input {
    flex: 1;
    min-width: 0;
    border-top-right-radius: 0;
    border-bottom-right-radius: 0;
  }
`;

const Addon = styled.output<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  padding: 0 12px;
  font-size: ${typography.size.body};
  color: ${({ $invalid }) => ($invalid ? colorVars.danger.text : colorVars.text.secondary)};
  background: ${colorVars.background.sunken};
  border: 1px solid ${colorVars.border.strong};
  border-left: none;
  border-radius: 0 4px 4px 0;
  white-space: nowrap;
`;

const Group = styled.div`
  margin-bottom: ${spacing(1.5)};
  font-family: ${typography.fontFamily.body};
`;

/**
 * A text input for an ISO 8601 duration ("P30D", "PT1H"). It forces upper case, adds a missing
 * leading P, and calls `update` only with valid values (`onTextChange` hears every edit and its validity); beside it the duration reads in words,
 * "Never" when it is zero, or the error text.
 */
export function ISODurationInput({
  duration,
  update,
  onTextChange,
  label,
  help = ISO_DURATION_HELP,
  validator = () => true,
  errorText = ISO_DURATION_ERROR,
  required = false,
  disabled = false,
  id,
}: ISODurationInputProps) {
  const generated = useId();
  const inputId = id ?? `iso-duration-${generated}`;
  const [text, setText] = useState(duration);
  const valid = isValidIsoDuration(text) && validator(text);
  return (
    <Group>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Row>
        <StyledInput
          id={inputId}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={valid ? undefined : true}
          aria-describedby={`${inputId}-summary ${inputId}-help`}
          onChange={(event) => {
            const next = normalizeIsoDurationInput(event.target.value);
            setText(next);
            const nextValid = isValidIsoDuration(next) && validator(next);
            if (nextValid) update(next);
            onTextChange?.(next, nextValid);
          }}
        />
        <Addon id={`${inputId}-summary`} htmlFor={inputId} $invalid={!valid}>
          {describeIsoDuration(text, valid, errorText)}
        </Addon>
      </Row>
      <HelpText id={`${inputId}-help`}>{help}</HelpText>
    </Group>
  );
}
