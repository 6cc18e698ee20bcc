import { useState } from 'react';
import styled from 'styled-components';
import { useFieldTypes, type TimeRange, type View } from '@sift/api';
import { Button, ButtonGroup, colorVars, spacing, TextInput } from '@sift/ui';
import type { SearchFieldContext } from '../../results/searchContext';
import { fieldActionsDisabled } from '../fieldActions';
import { FieldActionsMenu } from '../FieldActionsMenu/FieldActionsMenu';
import { visibleFields } from '../sidebarState';
import { tableFields, type FieldActionHandlers } from '../useFieldActions';

/** Empty states of the field list (2-search-and-dashboards.md §8). */
export const NO_FIELD_INFORMATION = 'No field information available.';
export const NO_FIELDS_TO_SHOW = 'No fields to show. Try changing your filter term or select a different field set above.';
/** Field list item height (§9). */
export const FIELD_ITEM_HEIGHT = 20;

const Filter = styled.div`
  margin: ${spacing(1)} 0;
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: ${FIELD_ITEM_HEIGHT}px;
    gap: 8px;
  }
  li > span {
    color: ${colorVars.text.secondary};
    font-size: 0.8rem;
  }
`;
const Muted = styled.p`
  color: ${colorVars.text.secondary};
`;

export interface FieldsSectionProps {
  view: View;
  queryId: string;
  fieldContext: SearchFieldContext;
  handlers: FieldActionHandlers;
  streams: readonly string[];
  timerange: TimeRange | null;
}

type FieldSet = 'current' | 'all';

/** The field list: filter, current streams or all fields, each field with its type and actions. */
export function FieldsSection({ view, queryId, fieldContext, handlers }: FieldsSectionProps) {
  const [filter, setFilter] = useState('');
  const [set, setSet] = useState<FieldSet>('current');
  const all = useFieldTypes([], null).data;
  const types = set === 'all' ? (all ?? []) : fieldContext.fieldTypeList;
  const chosen = tableFields(view, queryId);
  const fields = visibleFields(types, filter, chosen);
  return (
    <div>
      <ButtonGroup aria-label="Field set">
        <Button size="small" active={set === 'current'} onClick={() => setSet('current')}>
          Current streams
        </Button>
        <Button size="small" active={set === 'all'} onClick={() => setSet('all')}>
          All
        </Button>
      </ButtonGroup>
      <Filter>
        <TextInput
          type="search"
          fullWidth
          aria-label="Filter fields"
          placeholder="Filter fields"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </Filter>
      {types.length === 0 && <Muted>{NO_FIELD_INFORMATION}</Muted>}
      {types.length > 0 && fields.length === 0 && <Muted>{NO_FIELDS_TO_SHOW}</Muted>}
      <List aria-label="Fields">
        {fields.map((type) => (
          <li key={type.name}>
            <FieldActionsMenu
              field={type.name}
              type={type}
              disabled={fieldActionsDisabled(type.name, type, fieldContext.analysisDisabledFields)}
              inTable={chosen.has(type.name)}
              handlers={handlers}
            />
            <span>{type.type}</span>
          </li>
        ))}
      </List>
    </div>
  );
}
