import type { InputHTMLAttributes, Ref } from 'react';
import { StyledInput } from '../Input/Input.styles';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** Marks the control invalid (red border, `aria-invalid`); show the message beside it. */
  invalid?: boolean;
  /** Stretches the control to the width of its container. */
  fullWidth?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number control outside a react-final-form form (a range's amount, an export's limit): the caller
 * keeps the typed text and checks it. Inside a form, `NumberField` applies the spec's bounds messages.
 * Give it a label: a `FormGroup`, or `aria-label`.
 */
export function NumberInput({ invalid = false, fullWidth = false, style, ...props }: NumberInputProps) {
  return (
    <StyledInput
      {...props}
      type="number"
      inputMode={props.inputMode ?? 'numeric'}
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      style={fullWidth ? { width: '100%', ...style } : style}
    />
  );
}
