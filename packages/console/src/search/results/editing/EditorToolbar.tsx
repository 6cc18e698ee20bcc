import styled from 'styled-components';
import { colorVars } from '@sift/ui';

/** The foot of an editor's config panel: groups of buttons that wrap as whole groups when the panel is narrow. */
export const EditorToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: space-between;
  align-items: center;
  padding: 8px 0;
  border-top: 1px solid ${colorVars.border.subtle};
`;

/** Buttons kept on one line. */
export const ToolbarGroup = styled.span`
  display: inline-flex;
  gap: 4px;
  align-items: center;
`;
