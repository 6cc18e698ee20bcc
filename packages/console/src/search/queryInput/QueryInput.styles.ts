import styled, { css } from 'styled-components';
import { colorVars, radius, shadow, typography, zIndex } from '@sift/ui';
import type { TokenKind } from './tokenize';

/** Height of the completion list when the viewport has room for it, in pixels. */
export const COMPLETION_LIST_MAX_HEIGHT = 300;

const text = css`
  margin: 0;
  padding: 4px 12px;
  font-family: ${typography.fontFamily.monospace};
  font-size: ${typography.size.body};
  line-height: 24px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  letter-spacing: normal;
  tab-size: 2;
`;

export const Wrapper = styled.div`
  position: relative;
  flex: 1;
  min-width: 200px;
  border: 1px solid ${colorVars.border.strong};
  border-radius: 4px;
  background: ${colorVars.background.surface};

  &:focus-within {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: -1px;
  }
`;

/** The highlighted copy of the text, under the transparent textarea. */
export const Mirror = styled.div`
  ${text}
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  color: ${colorVars.text.primary};
`;

export const TextArea = styled.textarea`
  ${text}
  position: relative;
  display: block;
  box-sizing: border-box;
  width: 100%;
  min-height: 32px;
  border: 0;
  resize: none;
  overflow: hidden;
  background: transparent;
  color: transparent;
  caret-color: ${colorVars.text.primary};
  outline: none;

  &::placeholder {
    color: ${colorVars.text.secondary};
  }
  &::selection {
    background: ${colorVars.background.selected};
    color: transparent;
  }
`;

const KIND_COLORS: Record<TokenKind, string> = {
  field: colorVars.primary.text,
  operator: colorVars.warning.text,
  string: colorVars.success.text,
  range: colorVars.info.text,
  paren: colorVars.text.secondary,
  term: colorVars.text.primary,
  space: colorVars.text.primary,
};

export const Token = styled.span<{ $kind: TokenKind; $error: boolean }>`
  color: ${({ $kind }) => KIND_COLORS[$kind]};
  font-weight: ${({ $kind }) => ($kind === 'operator' ? 600 : 'inherit')};
  text-decoration: ${({ $error }) => ($error ? `wavy underline ${colorVars.danger.main}` : 'none')};
`;

/** Completions, portalled and placed below the input (or above it) by ui's `useListPopup`. */
export const Listbox = styled.ul`
  z-index: ${zIndex.popover};
  min-width: 240px;
  max-height: ${COMPLETION_LIST_MAX_HEIGHT}px;
  overflow-y: auto;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.medium};
  background: ${colorVars.background.raised};
  box-shadow: ${shadow.popup};
`;

export const Option = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 4px 12px;
  cursor: pointer;
  font-family: ${typography.fontFamily.monospace};

  &[aria-selected='true'] {
    background: ${colorVars.background.selected};
  }

  small {
    color: ${colorVars.text.secondary};
  }
`;
