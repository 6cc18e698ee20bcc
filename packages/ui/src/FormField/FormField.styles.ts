import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  margin-bottom: 12px;
  font-family: ${typography.fontFamily.body};
  font-size: ${typography.size.body};
  color: ${colorVars.text.primary};
`;

export const ChoiceRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 24px;
  cursor: pointer;

  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${colorVars.primary.main};
  }
  input:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: 2px;
  }
`;

export const RadioGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
