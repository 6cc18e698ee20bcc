import styled, { css } from 'styled-components';
import { colorVars } from '@sift/ui';

export const PINNED_COLUMN_WIDTH = 160;

export const Scroller = styled.div`
  width: 100%;
  height: 100%;
  overflow: auto;
  font-size: 0.8125rem;
`;

export const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  min-width: 100%;
`;

const pinned = css<{ $pinnedLeft?: number }>`
  ${(p) =>
    p.$pinnedLeft !== undefined &&
    css`
      position: sticky;
      left: ${p.$pinnedLeft}px;
      z-index: 1;
      width: ${PINNED_COLUMN_WIDTH}px;
      min-width: ${PINNED_COLUMN_WIDTH}px;
      max-width: ${PINNED_COLUMN_WIDTH}px;
      box-shadow: inset -1px 0 0 ${colorVars.border.default};
    `}
`;

export const Th = styled.th<{ $pinnedLeft?: number; $numeric?: boolean }>`
  position: sticky;
  top: 0;
  padding: 4px 8px;
  text-align: ${(p) => (p.$numeric ? 'right' : 'left')};
  white-space: nowrap;
  font-weight: 600;
  background: ${colorVars.background.sunken};
  color: ${colorVars.text.primary};
  border-bottom: 1px solid ${colorVars.border.default};
  ${pinned}
  ${(p) => p.$pinnedLeft !== undefined && 'z-index: 2;'}
`;

export const Td = styled.td<{ $pinnedLeft?: number; $numeric?: boolean }>`
  padding: 4px 8px;
  text-align: ${(p) => (p.$numeric ? 'right' : 'left')};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: top;
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};
  border-bottom: 1px solid ${colorVars.border.subtle};
  font-variant-numeric: tabular-nums;
  ${pinned}
`;

export const ValueButton = styled.button`
  all: unset;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
  }
`;

export const SortButton = styled.button`
  all: unset;
  display: inline-flex;
  align-items: center;
  gap: 2px;
  margin-left: 4px;
  padding: 0 2px;
  border-radius: 4px;
  cursor: pointer;
  color: ${colorVars.text.secondary};
  &[data-active='true'] {
    color: ${colorVars.primary.text};
  }
  &:hover {
    background: ${colorVars.background.hover};
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
  }
`;
