import type { ReactNode } from 'react';
import { StyledInput } from '../Input/Input.styles';
import { numberBounds, parseNumber, type FieldValidator, type NumberAttributes } from './fieldRules';
import { FormGroup } from './FormGroup';
import { useFieldState } from './useFieldState';

export interface NumberFieldProps extends NumberAttributes {
  /** Name of the value in the react-final-form form; the value is a number, or undefined when empty. */
  name: string;
  /** Visible label; optional fields get " (optional)". */
  label: string;
  /** An empty value gives "Field is required". */
  required?: boolean;
  /** Lower bound (inclusive); overrides the one from the attributes. Below it: "Must be greater than {min}". */
  min?: number;
  /** Upper bound (inclusive); overrides the one from the attributes. Above it: "Must be smaller than {max}". */
  max?: number;
  /** Custom check run after the bounds. */
  validate?: FieldValidator;
  help?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * A number field. Bounds are the safe integer range unless narrowed: `onlyNegative` (up to -1),
 * `onlyPositive` (from 0), `isPortNumber` (0 to 65535), or explicit `min` / `max`.
 */
export function NumberField({ onlyNegative, onlyPositive, isPortNumber, min, max, ...props }: NumberFieldProps) {
  const bounds = numberBounds({ onlyNegative, onlyPositive, isPortNumber });
  const rules = { required: props.required, validate: props.validate, min: min ?? bounds.min, max: max ?? bounds.max };
  const { input, error, ids } = useFieldState<number | undefined>(
    props.name,
    rules,
    { parse: (value: string) => parseNumber(value) },
    props.id,
  );
  return (
    <FormGroup id={ids.input} label={props.label} optional={!props.required} help={props.help} error={error}>
      {(control) => (
        <StyledInput
          {...control}
          name={input.name}
          type="number"
          // Bounds are checked by the form, not the browser, so the messages are the spec's.
          value={input.value === undefined || Number.isNaN(input.value) ? '' : String(input.value)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          placeholder={props.placeholder}
          disabled={props.disabled}
          aria-required={props.required || undefined}
        />
      )}
    </FormGroup>
  );
}
