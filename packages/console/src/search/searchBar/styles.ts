import styled from 'styled-components';
import { colorVars } from '@sift/ui';

/** Text-like controls of the search bar (ui has no plain text input yet). */
export const TextInput = styled.input`
  box-sizing: border-box;
  height: 34px;
  padding: 0 10px;
  border: 1px solid ${colorVars.border.strong};
  border-radius: 4px;
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};
  font: inherit;
  min-width: 0;

  &[aria-invalid='true'] {
    border-color: ${colorVars.danger.main};
  }
  &:disabled {
    background: ${colorVars.background.sunken};
    color: ${colorVars.text.disabled};
  }
`;

export { NativeSelect } from '../../components/NativeSelect';

export const FieldError = styled.p`
  margin: 4px 0 0;
  color: ${colorVars.danger.text};
  font-size: 0.9em;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 12px;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
  }
`;
