import styled from 'styled-components';
import type { View } from '@sift/api';
import { Button } from '@sift/ui';
import { createWidget, WIDGET_CREATORS } from '../../results/widgetCreators';

const Stack = styled.div`
  display: grid;
  gap: 8px;
`;

export interface CreateSectionProps {
  view: View;
  queryId: string;
  onViewChange: (next: View) => void;
  /** Opens the new aggregation in edit mode. */
  onEditWidget?: (widgetId: string) => void;
}

/** Adds widgets to the search, one button per widget type; a new aggregation opens in edit mode. */
export function CreateSection({ view, queryId, onViewChange, onEditWidget }: CreateSectionProps) {
  return (
    <Stack>
      {WIDGET_CREATORS.map((creator) => (
        <Button
          key={creator.kind}
          icon="plus"
          onClick={() => {
            const created = createWidget(view, queryId, creator.kind);
            onViewChange(created.view);
            if (created.edit) onEditWidget?.(created.widgetId);
          }}
        >
          {creator.title}
        </Button>
      ))}
    </Stack>
  );
}
