import { FloatingOverlay } from '@floating-ui/react';
import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing, zIndex } from '../theme/tokens';
import { typography } from '../theme/typography';
import type { ModalSize } from './Modal';

const widths: Record<ModalSize, string> = { small: '400px', medium: '600px', large: '900px' };

export const Backdrop = styled(FloatingOverlay)`
  z-index: ${zIndex.modal};
  display: grid;
  place-items: start center;
  padding: ${spacing(6, 2)};
  background: ${colorVars.background.backdrop};
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  display: flex;
  flex-direction: column;
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.large};
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};
  box-shadow: ${shadow.overlay};

  &:focus {
    outline: none;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing(1)};
  padding: ${spacing(1.5, 2)};
  border-bottom: 1px solid ${colorVars.border.subtle};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${typography.size.h4};
  font-weight: ${typography.weight.bold};
  line-height: ${typography.lineHeight.tight};
`;

export const Body = styled.div`
  padding: ${spacing(2)};
  overflow: auto;
`;

export const Footer = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${spacing(1)};
  padding: ${spacing(1.5, 2)};
  border-top: 1px solid ${colorVars.border.subtle};
`;
