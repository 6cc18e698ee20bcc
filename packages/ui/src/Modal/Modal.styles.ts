import { FloatingOverlay } from '@floating-ui/react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';
import type { ModalSize } from './Modal';

const widths: Record<ModalSize, string> = { small: '400px', medium: '600px', large: '900px' };

export const Backdrop = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: start center;
  padding: 48px 16px;
  background: ${colorVars.background.backdrop};
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  display: flex;
  flex-direction: column;
  border: 1px solid ${colorVars.border.default};
  border-radius: 8px;
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};
  box-shadow: 0 6px 24px ${colorVars.shadow};

  &:focus {
    outline: none;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  border-bottom: 1px solid ${colorVars.border.subtle};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${typography.size.h4};
  font-weight: ${typography.weight.bold};
  line-height: ${typography.lineHeight.tight};
`;

export const Body = styled.div`
  padding: 16px;
  overflow: auto;
`;

export const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 16px;
  border-top: 1px solid ${colorVars.border.subtle};
`;
