import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing, zIndex } from '../theme/tokens';
import { typography } from '../theme/typography';

export const Window = styled.div`
  position: fixed;
  z-index: ${zIndex.modal};
  display: flex;
  flex-direction: column;
  border: 1px solid ${colorVars.border.strong};
  border-radius: ${radius.large};
  background: ${colorVars.background.raised};
  color: ${colorVars.text.primary};
  box-shadow: ${shadow.overlay};
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing(1)};
  padding: ${spacing(1, 1.5)};
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
  padding: ${spacing(1.5)};
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
  background: linear-gradient(
    135deg,
    transparent 50%,
    ${colorVars.border.strong} 50%,
    transparent 60%,
    transparent 70%,
    ${colorVars.border.strong} 70%,
    transparent 80%
  );
`;
