import type { ReactNode } from 'react';
import type { FieldType } from '@sift/api';
import { DropdownMenu, type DropdownMenuItem } from '@sift/ui';
import { useSearchValueActions } from '../../eventDefinition/EventDefinitionFromValues';
import { EVENT_DEFINITION_TEXTS } from '../../eventDefinition/eventDefinitionFromValue';
import type { FieldActionHandlers } from '../useFieldActions';

export interface FieldActionsMenuProps {
  field: string;
  /** Present for value actions (a value in a message); absent for field actions (the field list). */
  value?: unknown;
  type: FieldType | undefined;
  /** Decorated and analysis-disabled fields offer no actions. */
  disabled: boolean;
  /** The field already is a column of the message tables: "Remove from table" instead of "Add to table". */
  inTable: boolean;
  handlers: FieldActionHandlers;
  /** The trigger's content (the field name by default). */
  children?: ReactNode;
  /** The trigger's accessible name, when the field name alone would be ambiguous (a column header beside the same field in the details). */
  label?: string;
}

export const ADD_TO_TABLE = 'Add to table';
export const REMOVE_FROM_TABLE = 'Remove from table';

/** The actions of a field or of one of its values: table column, query, top values, statistics. */
export function FieldActionsMenu({ field, value, type, disabled, inTable, handlers, children, label }: FieldActionsMenuProps) {
  const hasValue = value !== undefined;
  const valueActions = useSearchValueActions();
  const items: DropdownMenuItem[] = [
    inTable
      ? { label: REMOVE_FROM_TABLE, onSelect: () => handlers.removeFromTable(field), disabled }
      : { label: ADD_TO_TABLE, onSelect: () => handlers.addToTable(field), disabled },
    { label: 'Add to query', onSelect: () => handlers.addToQuery(field, value), disabled },
    { label: 'Exclude from query', onSelect: () => handlers.excludeFromQuery(field, value), disabled },
    ...(hasValue
      ? valueActions
        ? [{ label: EVENT_DEFINITION_TEXTS.action, onSelect: () => valueActions.messageValue(field, value), disabled }]
        : []
      : [
          { label: 'Show top values', onSelect: () => handlers.showTopValues(field), disabled },
          { label: 'Statistics', onSelect: () => handlers.showStatistics(field, type), disabled },
        ]),
  ];
  const content = children ?? field;
  return <DropdownMenu title={label ? <span aria-label={label}>{content}</span> : content} items={items} />;
}
