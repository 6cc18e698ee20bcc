import styled, { css } from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius, spacing } from '../theme/tokens';
import { typography } from '../theme/typography';

/**
 * The look shared by every text-like control (inputs, selects, textareas): 32 px high, the height of a
 * medium Button, so that a control and its button line up in a row.
 */
export const inputCss = css`
  box-sizing: border-box;
  min-height: 32px;
  padding: 4px 12px;
  font-family: ${typography.fontFamily.body};
  font-size: ${typography.size.body};
  line-height: ${typography.lineHeight.body};
  color: ${colorVars.text.primary};
  background: ${colorVars.background.surface};
  border: 1px solid ${colorVars.border.strong};
  border-radius: ${radius.medium};

  &::placeholder {
    color: ${colorVars.text.secondary};
  }
  &:focus,
  &:focus-within {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: -1px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    color: ${colorVars.text.disabled};
    background: ${colorVars.background.sunken};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${colorVars.danger.main};
  }
`;

export const StyledInput = styled.input`
  ${inputCss}
`;

export const StyledNativeSelect = styled.select`
  ${inputCss}
  padding-right: 28px;
`;

export const StyledTextarea = styled.textarea`
  ${inputCss}
  min-height: ${spacing(10)};
  resize: vertical;
`;

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: ${spacing(0.5)};
  font-family: ${typography.fontFamily.body};
  font-size: ${typography.size.body};
  font-weight: ${typography.weight.medium};
  color: ${colorVars.text.primary};
`;

export const HelpText = styled.div`
  margin-top: ${spacing(0.5)};
  font-size: ${typography.size.small};
  color: ${colorVars.text.secondary};
`;

export const ErrorText = styled.div`
  margin-top: ${spacing(0.5)};
  font-size: ${typography.size.small};
  color: ${colorVars.danger.text};
`;
