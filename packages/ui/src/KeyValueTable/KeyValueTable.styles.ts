import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { typography } from '../theme/typography';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${typography.fontFamily.body};
  font-size: ${typography.size.body};
  color: ${colorVars.text.primary};

  th,
  td {
    padding: 4px 8px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${colorVars.border.default};
  }
  th {
    font-weight: ${typography.weight.bold};
    background: ${colorVars.background.sunken};
  }
  td:first-child {
    font-family: ${typography.fontFamily.monospace};
  }
  input {
    width: 100%;
  }
`;

export const ActionsCell = styled.td`
  width: 1%;
  white-space: nowrap;
`;

export const Empty = styled.td`
  color: ${colorVars.text.secondary};
`;
