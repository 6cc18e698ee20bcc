import styled from 'styled-components';
import { spacing } from '../theme/tokens';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  margin-bottom: ${spacing(1.5)};
  font-family: ${typography.fontFamily.body};
  font-size: ${typography.size.body};
  color: ${colorVars.text.primary};
`;
