import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Popover } from '../Popover/Popover';
import { Checkbox } from './EntityOverviewTable.styles';
import type { OverviewColumn } from './types';
import { spacing } from '../theme/tokens';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${spacing(1)};
  white-space: nowrap;
  cursor: pointer;
`;

export interface ColumnChooserProps {
  /** The columns the user may see (permissions and `hidden` already applied). */
  columns: readonly OverviewColumn[];
  /** Ids of the displayed columns. */
  displayed: readonly string[];
  /** Called with the new displayed ids, in the columns' order. At least one column stays displayed. */
  onChange: (displayed: string[]) => void;
}

/** A "Columns" popover with one checkbox per available column. */
export function ColumnChooser({ columns, displayed, onChange }: ColumnChooserProps) {
  const shown = new Set(displayed);
  const shownCount = columns.filter((column) => shown.has(column.id)).length;
  const toggle = (id: string) => {
    const next = new Set(shown);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(columns.filter((column) => next.has(column.id)).map((column) => column.id));
  };
  return (
    <Popover
      title="Columns"
      content={
        <List>
          {columns.map((column) => {
            const checked = shown.has(column.id);
            return (
              <li key={column.id}>
                <Choice>
                  <Checkbox type="checkbox" checked={checked} disabled={checked && shownCount === 1} onChange={() => toggle(column.id)} />
                  {column.title}
                </Choice>
              </li>
            );
          })}
        </List>
      }
    >
      <Button size="small" icon="settings">
        Columns
      </Button>
    </Popover>
  );
}
