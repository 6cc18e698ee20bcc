import styled from 'styled-components';
import { colorVars } from '../theme/cssVariables';
import { radius, spacing } from '../theme/tokens';
import { typography } from '../theme/typography';
import { CELL_PADDING, ROW_HEIGHT } from './columnRules';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing(1)};
  min-height: 32px;
  margin-bottom: ${spacing(1)};
`;

export const SelectionInfo = styled.div`
  display: flex;
  align-items: center;
  gap: ${spacing(1)};
  color: ${colorVars.text.secondary};
`;

export const Scroller = styled.div`
  overflow-x: auto;
`;

export const TableRoot = styled.div`
  min-width: max-content;
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.medium};
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};
  font-size: ${typography.size.body};
`;

export const Row = styled.div`
  display: grid;
  align-items: center;
  border-bottom: 1px solid ${colorVars.border.subtle};

  &[data-selected='true'] {
    background: ${colorVars.background.selected};
  }
`;

export const BodyRow = styled(Row)`
  grid-auto-rows: minmax(${ROW_HEIGHT - 1}px, auto);
`;

export const HeaderRow = styled(Row)`
  border-bottom: 1px solid ${colorVars.border.default};
  background: ${colorVars.background.sunken};
  font-weight: ${typography.weight.bold};
`;

export const Cell = styled.div`
  box-sizing: border-box;
  min-width: 0;
  padding: ${CELL_PADDING}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const DetailsCell = styled.div`
  grid-column: 1 / -1;
  padding: ${spacing(1, 1.5, 1.5)};
  border-top: 1px dashed ${colorVars.border.subtle};
  white-space: normal;
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${spacing(0.5)};
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
  }
`;

export const PlainButton = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  background: none;
  color: ${colorVars.text.secondary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
  }
`;

export const Checkbox = styled.input`
  margin: 0;
  accent-color: ${colorVars.primary.main};
`;

/** Text for screen readers only. */
export const ScreenReaderText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
