import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';

export const PopoverBox = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: 160px;
  max-width: 360px;
  border: 1px solid ${colorVars.border.default};
  border-radius: 6px;
  background: ${colorVars.background.raised};
  color: ${colorVars.text.primary};
  box-shadow: 0 6px 24px ${colorVars.shadow};
  font-size: ${typography.size.body};

  &:focus {
    outline: none;
  }
`;

export const PopoverTitle = styled.h3`
  margin: 0;
  padding: 8px 12px;
  border-bottom: 1px solid ${colorVars.border.subtle};
  font-size: ${typography.size.body};
  font-weight: ${typography.weight.bold};
`;

export const PopoverBody = styled.div`
  padding: 8px 12px;
`;
