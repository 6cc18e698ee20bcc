import styled from 'styled-components';
import { spacing } from '../theme/tokens';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';

/** A choice control with its label on the right: checkboxes, radios and switches. */
export const ChoiceLabel = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(1)};
  min-height: ${spacing(3)};
  font-family: ${typography.fontFamily.body};
  font-size: ${typography.size.body};
  color: ${({ $disabled }) => ($disabled ? colorVars.text.disabled : colorVars.text.primary)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** The native box, sized to the grid and coloured by the theme's primary intent. */
export const ChoiceInput = styled.input`
  flex: none;
  width: ${spacing(2)};
  height: ${spacing(2)};
  margin: 0;
  accent-color: ${colorVars.primary.main};
  cursor: inherit;

  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: 2px;
  }
`;

export const Choice = styled.div`
  display: flex;
  flex-direction: column;
`;

/** Help under a choice, lined up with its label text. */
export const ChoiceDescription = styled.span`
  padding-left: ${spacing(3)};
  font-size: ${typography.size.small};
  color: ${colorVars.text.secondary};
`;
