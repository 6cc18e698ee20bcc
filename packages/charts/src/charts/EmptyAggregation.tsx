import styled from 'styled-components';
import { colorVars } from '@sift/ui';

export const EMPTY_AGGREGATION_TITLE = 'Empty Aggregation';
export const EMPTY_AGGREGATION_HINT = 'To see results, add at least one metric. You can group data by adding rows/columns.';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  width: 100%;
  height: 100%;
  min-height: 80px;
  padding: 16px;
  box-sizing: border-box;
  text-align: center;
  border: 1px dashed ${colorVars.border.default};
  border-radius: 4px;
  color: ${colorVars.text.secondary};
`;

const Title = styled.strong`
  color: ${colorVars.text.primary};
  font-size: 1rem;
`;

export interface EmptyAggregationProps {
  /** Override of the hint under the title. */
  hint?: string;
}

/** Shown instead of a chart while the aggregation has no metric (or nothing to draw). */
export function EmptyAggregation({ hint = EMPTY_AGGREGATION_HINT }: EmptyAggregationProps) {
  return (
    <Box role="status">
      <Title>{EMPTY_AGGREGATION_TITLE}</Title>
      <span>{hint}</span>
    </Box>
  );
}
