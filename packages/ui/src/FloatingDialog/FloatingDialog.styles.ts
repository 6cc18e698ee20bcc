import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';

export const Window = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  border: 1px solid ${colorVars.border.strong};
  border-radius: 8px;
  background: ${colorVars.background.raised};
  color: ${colorVars.text.primary};
  box-shadow: 0 6px 24px ${colorVars.shadow};
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  border-bottom: 1px solid ${colorVars.border.subtle};
  border-radius: 8px 8px 0 0;
  background: ${colorVars.background.sunken};
  cursor: move;
  touch-action: none;
  user-select: none;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${typography.size.body};
  font-weight: ${typography.weight.bold};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  padding: 12px;
  overflow: auto;
`;

export const ResizeHandle = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 16px;
  height: 16px;
  cursor: nwse-resize;
  touch-action: none;
  background: linear-gradient(135deg, transparent 50%, ${colorVars.border.strong} 50%, transparent 60%, transparent 70%, ${colorVars.border.strong} 70%, transparent 80%);
`;
