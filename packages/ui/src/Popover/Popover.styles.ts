import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing, zIndex } from '../theme/tokens';
import { typography } from '../theme/typography';

export const PopoverBox = styled.div`
  z-index: ${zIndex.popover};
  min-width: 160px;
  max-width: 360px;
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.overlay};
  background: ${colorVars.background.raised};
  color: ${colorVars.text.primary};
  box-shadow: ${shadow.overlay};
  font-size: ${typography.size.body};

  &:focus {
    outline: none;
  }
`;

export const PopoverTitle = styled.h3`
  margin: 0;
  padding: ${spacing(1, 1.5)};
  border-bottom: 1px solid ${colorVars.border.subtle};
  font-size: ${typography.size.body};
  font-weight: ${typography.weight.bold};
`;

export const PopoverBody = styled.div`
  padding: ${spacing(1, 1.5)};
`;
