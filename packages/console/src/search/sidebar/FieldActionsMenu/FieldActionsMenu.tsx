import type { ReactNode } from 'react';
import type { FieldType } from '@sift/api';
import { DropdownMenu, type DropdownMenuItem } from '@sift/ui';
import type { FieldActionHandlers } from '../useFieldActions';

export interface FieldActionsMenuProps {
  field: string;
  /** Present for value actions (a value in a message); absent for field actions (the field list). */
  value?: unknown;
  type: FieldType | undefined;
  /** Decorated and analysis-disabled fields offer no actions. */
  disabled: boolean;
  /** The field already is a column of the message tables. */
  inTable: boolean;
  handlers: FieldActionHandlers;
  /** The trigger's content (the field name by default). */
  children?: ReactNode;
}

/** The actions of a field or of one of its values: table column, query, top values, statistics. */
export function FieldActionsMenu({ field, value, type, disabled, inTable, handlers, children }: FieldActionsMenuProps) {
  const hasValue = value !== undefined;
  const items: DropdownMenuItem[] = [
    { label: 'Add to table', onSelect: () => handlers.addToTable(field), disabled: disabled || inTable },
    { label: 'Add to query', onSelect: () => handlers.addToQuery(field, value), disabled },
    { label: 'Exclude from query', onSelect: () => handlers.excludeFromQuery(field, value), disabled },
    ...(hasValue ? [] : [
      { label: 'Show top values', onSelect: () => handlers.showTopValues(field), disabled },
      { label: 'Statistics', onSelect: () => handlers.showStatistics(field, type), disabled },
    ]),
  ];
  return <DropdownMenu title={children ?? field} items={items} />;
}
