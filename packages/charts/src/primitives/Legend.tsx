import styled from 'styled-components';
import { LEGEND_ENTRIES_PER_ROW, LEGEND_MAX_HEIGHT } from '../scales/legendLayout';

export interface LegendEntry {
  id: string;
  label: string;
  color: string;
}

export interface LegendProps {
  entries: readonly LegendEntry[];
  /** Text colour. */
  color: string;
  fontSize?: number;
  /** Height of one row in px. */
  rowHeight: number;
}

const List = styled.ul<{ $rowHeight: number }>`
  display: grid;
  grid-template-columns: repeat(${LEGEND_ENTRIES_PER_ROW}, minmax(0, 1fr));
  grid-auto-rows: ${(p) => p.$rowHeight}px;
  max-height: ${LEGEND_MAX_HEIGHT}px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  white-space: nowrap;
`;

const Swatch = styled.span`
  flex: none;
  width: 12px;
  height: 12px;
  border-radius: 2px;
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** Series names with their colours, five per row, scrolling beyond 100 px. */
export function Legend({ entries, color, fontSize = 11, rowHeight }: LegendProps) {
  return (
    <List
      aria-label="Legend"
      $rowHeight={rowHeight}
      style={{ color, fontSize }}
      tabIndex={entries.length > LEGEND_ENTRIES_PER_ROW * 5 ? 0 : undefined}
    >
      {entries.map((e) => (
        <Item key={e.id} title={e.label}>
          <Swatch aria-hidden="true" style={{ background: e.color }} />
          <Label>{e.label}</Label>
        </Item>
      ))}
    </List>
  );
}
