import styled from 'styled-components';
import { colorVars } from '@sift/ui';

/**
 * A label wrapping its input. @sift/ui has no text input yet (issue 7); swap this for it once it lands.
 */
export const FormField = styled.label`
  display: grid;
  gap: 4px;
  font-weight: 500;

  input,
  select {
    height: 34px;
    padding: 0 10px;
    border: 1px solid ${colorVars.border.strong};
    border-radius: 4px;
    background: ${colorVars.background.surface};
    color: ${colorVars.text.primary};
    font: inherit;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 12px;
`;

export const FormError = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-radius: 4px;
  color: ${colorVars.danger.text};
  background: ${colorVars.danger.subtle};
`;
