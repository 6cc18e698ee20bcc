import styled from 'styled-components';
import type { View } from '@sift/api';
import { Button } from '@sift/ui';
import { MESSAGE_COUNT_TITLE, messageCountWidget, messagesWidget, UNTITLED_WIDGET_TITLES } from '../../results/defaultWidgets';
import { addWidget, queryState } from '../../results/viewState';

const Stack = styled.div`
  display: grid;
  gap: 8px;
`;

export interface CreateSectionProps {
  view: View;
  queryId: string;
  onViewChange: (next: View) => void;
}

/** Adds widgets to the search: a message count chart or a message table with the fields of the first table. */
export function CreateSection({ view, queryId, onViewChange }: CreateSectionProps) {
  const firstTable = queryState(view, queryId).widgets.find((w) => w.type === 'messages');
  const fields = firstTable?.type === 'messages' ? firstTable.config.fields : undefined;
  return (
    <Stack>
      <Button icon="plus" onClick={() => onViewChange(addWidget(view, queryId, messageCountWidget(), MESSAGE_COUNT_TITLE))}>Message Count</Button>
      <Button icon="plus" onClick={() => onViewChange(addWidget(view, queryId, messagesWidget(undefined, fields), UNTITLED_WIDGET_TITLES.messages))}>Message Table</Button>
    </Stack>
  );
}
