import styled from 'styled-components';
import { colorVars } from '@sift/ui';

/** A plain `<select>` in the console's control look (search bar, share dialog). */
export const NativeSelect = styled.select`
  height: 34px;
  padding: 0 8px;
  border: 1px solid ${colorVars.border.strong};
  border-radius: 4px;
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};
  font: inherit;

  &:disabled {
    background: ${colorVars.background.sunken};
    color: ${colorVars.text.disabled};
  }
`;
