import styled from 'styled-components';
import type { SearchError } from '@sift/api';
import { colorVars, Icon } from '@sift/ui';
import { searchErrorText, WIDGET_ERRORS_TITLE } from './widgetErrorTexts';

const Panel = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
  color: ${colorVars.text.primary};
  overflow: auto;
`;
const Heading = styled.p`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 0;
  color: ${colorVars.danger.text};
  font-weight: 600;
`;
const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface WidgetErrorsProps {
  /** The widget's errors, as the search job reports them. */
  errors: readonly SearchError[];
  /** Page size of a message table, for the result-window-limit explanation. */
  pageSize: number;
}

/** The per-widget error panel: the spec's heading and one line per error (plain text). */
export function WidgetErrors({ errors, pageSize }: WidgetErrorsProps) {
  return (
    <Panel role="alert">
      <Heading>
        <Icon name="alert-triangle" size="sm" />
        {WIDGET_ERRORS_TITLE}
      </Heading>
      <List>
        {errors.map((error, index) => (
          <li key={`${error.type}-${index}`}>{searchErrorText(error, pageSize)}</li>
        ))}
      </List>
    </Panel>
  );
}
