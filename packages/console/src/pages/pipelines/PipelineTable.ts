import styled from 'styled-components';
import { colorVars, spacing } from '@sift/ui';

/** The lists of the pipelines screens: pipelines, rules, stages. */
export const PipelineTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${spacing(2)};

  caption {
    padding: ${spacing(1, 0, 0.5)};
    text-align: left;
    font-weight: 600;
  }

  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${colorVars.border.subtle};
    text-align: left;
    vertical-align: top;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(0.5)};
`;

export const Muted = styled.span`
  color: ${colorVars.text.secondary};
`;

/** The panels and forms of a pipelines page, one under the other. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${spacing(2)};
  margin-top: ${spacing(2)};

  > button {
    align-self: flex-start;
  }
`;
