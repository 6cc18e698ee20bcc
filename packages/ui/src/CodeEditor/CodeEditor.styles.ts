import styled, { css } from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, zIndex } from '../theme/tokens';
import { typography } from '../theme/typography';
import type { CodeTokenKind } from './codeEditorModel';

/** Height of one line of code, in pixels. */
export const CODE_LINE_HEIGHT = 20;
/** Height of the completion list when the viewport has room for it, in pixels. */
export const CODE_COMPLETION_MAX_HEIGHT = 240;
/** Room left of the code for the line numbers, in pixels. */
const GUTTER = 48;

const text = css`
  margin: 0;
  padding: 8px 12px 8px ${GUTTER}px;
  font-family: ${typography.fontFamily.monospace};
  font-size: ${typography.size.body};
  line-height: ${CODE_LINE_HEIGHT}px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  letter-spacing: normal;
  tab-size: 2;
`;

export const Frame = styled.div<{ $invalid: boolean; $maxHeight: number | undefined }>`
  position: relative;
  overflow-y: auto;
  max-height: ${({ $maxHeight }) => ($maxHeight ? `${$maxHeight}px` : 'none')};
  border: 1px solid ${({ $invalid }) => ($invalid ? colorVars.danger.main : colorVars.border.strong)};
  border-radius: ${radius.medium};
  background: ${colorVars.background.surface};

  &:focus-within {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: -1px;
  }

  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${GUTTER - 8}px;
    min-height: 100%;
    background: ${colorVars.background.sunken};
    border-right: 1px solid ${colorVars.border.subtle};
  }
`;

/** The highlighted copy of the source under the transparent textarea, one block per line with its number. */
export const Mirror = styled.div`
  ${text}
  position: absolute;
  inset: 0;
  pointer-events: none;
  color: ${colorVars.text.primary};
`;

export const Line = styled.div<{ $error: boolean }>`
  position: relative;
  min-height: ${CODE_LINE_HEIGHT}px;

  &::before {
    content: attr(data-line);
    position: absolute;
    left: -${GUTTER}px;
    width: ${GUTTER - 16}px;
    text-align: right;
    color: ${({ $error }) => ($error ? colorVars.danger.text : colorVars.text.secondary)};
    font-weight: ${({ $error }) => ($error ? typography.weight.bold : typography.weight.regular)};
  }
`;

export const TextArea = styled.textarea`
  ${text}
  position: relative;
  display: block;
  box-sizing: border-box;
  width: 100%;
  border: 0;
  resize: none;
  overflow: hidden;
  background: transparent;
  color: transparent;
  caret-color: ${colorVars.text.primary};
  outline: none;

  &::selection {
    background: ${colorVars.background.selected};
    color: transparent;
  }
`;

const KIND_COLORS: Record<CodeTokenKind, string> = {
  keyword: colorVars.primary.text,
  string: colorVars.success.text,
  number: colorVars.info.text,
  comment: colorVars.text.secondary,
  function: colorVars.warning.text,
  variable: colorVars.text.primary,
  field: colorVars.info.text,
  operator: colorVars.primary.text,
  punctuation: colorVars.text.secondary,
  text: colorVars.text.primary,
};

export const Token = styled.span<{ $kind: CodeTokenKind; $error: boolean }>`
  color: ${({ $kind }) => KIND_COLORS[$kind]};
  font-weight: ${({ $kind }) => ($kind === 'keyword' ? typography.weight.bold : 'inherit')};
  font-style: ${({ $kind }) => ($kind === 'comment' ? 'italic' : 'normal')};
  text-decoration: ${({ $error }) => ($error ? `wavy underline ${colorVars.danger.main}` : 'none')};
  text-decoration-skip-ink: none;
`;

export const Problems = styled.ul`
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  color: ${colorVars.danger.text};
  font-size: ${typography.size.small};
`;

/** The completion list and the active completion's description, portalled and placed by `useListPopup`. */
export const Popup = styled.div`
  z-index: ${zIndex.popover};
  display: flex;
  flex-direction: column;
  min-width: 280px;
  max-width: 560px;
  max-height: ${CODE_COMPLETION_MAX_HEIGHT}px;
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.medium};
  background: ${colorVars.background.raised};
  box-shadow: ${shadow.popup};
`;

export const Listbox = styled.ul`
  flex: 1;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  flex-direction: column;
  padding: 4px 12px;
  cursor: pointer;
  font-family: ${typography.fontFamily.monospace};
  font-size: ${typography.size.small};

  &[aria-selected='true'] {
    background: ${colorVars.background.selected};
  }

  small {
    color: ${colorVars.text.secondary};
  }
`;

export const Description = styled.p`
  margin: 0;
  padding: 4px 12px;
  border-top: 1px solid ${colorVars.border.subtle};
  color: ${colorVars.text.secondary};
  font-size: ${typography.size.small};
  white-space: normal;
`;
