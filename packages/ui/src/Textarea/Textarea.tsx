import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { StyledTextarea } from '../Input/Input.styles';
import { typography } from '../theme/typography';

const Root = styled(StyledTextarea)<{ $resizable: boolean; $monospace: boolean }>`
  width: 100%;
  resize: ${({ $resizable }) => ($resizable ? 'vertical' : 'none')};
  font-family: ${({ $monospace }) => ($monospace ? typography.fontFamily.monospace : typography.fontFamily.body)};
`;

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Marks the control invalid (red border, `aria-invalid`); put the message in a `FormGroup`. */
  invalid?: boolean;
  /** Lets the user change the height (the default) or not. */
  resizable?: boolean;
  /** Sets the text in JetBrains Mono, for code, queries and certificates. */
  monospace?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text control, as wide as its container. Give it a label: a `FormGroup`, or `aria-label`. */
export function Textarea({ invalid = false, resizable = true, monospace = false, ...props }: TextareaProps) {
  return <Root {...props} $resizable={resizable} $monospace={monospace} aria-invalid={invalid || props['aria-invalid'] || undefined} />;
}
