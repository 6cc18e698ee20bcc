import type { InputHTMLAttributes, Ref } from 'react';
import { StyledInput } from '../Input/Input.styles';

/** The text-like input types; numbers go through `NumberField`. */
export const TEXT_INPUT_TYPES = ['text', 'password', 'email', 'tel', 'url', 'search'] as const;
export type TextInputType = (typeof TEXT_INPUT_TYPES)[number];

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The kind of text; `password` hides what is typed. */
  type?: TextInputType;
  /** Marks the control invalid (red border, `aria-invalid`); put the message in a `FormGroup`. */
  invalid?: boolean;
  /** Stretches the control to the width of its container. */
  fullWidth?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text control in the theme's look. Give it a label: a `FormGroup`, or `aria-label`. */
export function TextInput({ type = 'text', invalid = false, fullWidth = false, style, ...props }: TextInputProps) {
  return (
    <StyledInput
      {...props}
      type={type}
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      style={fullWidth ? { width: '100%', ...style } : style}
    />
  );
}
