import styled from 'styled-components';
import type { SearchExecution, View } from '@sift/api';
import { colorVars, formatDateTime } from '@sift/ui';

const Text = styled.p`
  margin: 0 0 8px;
  overflow-wrap: anywhere;
  &[data-muted] {
    color: ${colorVars.text.secondary};
  }
`;

export interface DescriptionSectionProps {
  view: View;
  queryId: string;
  execution: SearchExecution;
  timezone: string;
}

/** What the search is and how it ran: title, description, execution time and effective range. */
export function DescriptionSection({ view, queryId, execution, timezone }: DescriptionSectionProps) {
  const stats = execution.job?.results[queryId]?.executionStats ?? null;
  const range = stats?.effectiveTimerange;
  return (
    <div>
      <Text>
        <strong>{view.title || 'Unsaved search'}</strong>
      </Text>
      <Text data-muted={view.description ? undefined : ''}>{view.description || 'No search description.'}</Text>
      {stats && (
        <Text>{`Query executed in ${stats.duration.toLocaleString('en-US')}ms at ${formatDateTime(stats.timestamp, 'default', timezone)}.`}</Text>
      )}
      {range?.type === 'absolute' && (
        <Text>{`Searched from ${formatDateTime(range.from, 'default', timezone)} to ${formatDateTime(range.to, 'default', timezone)}.`}</Text>
      )}
      {!stats && <Text data-muted="">{execution.loading ? 'Updating search results...' : 'The search has not run yet.'}</Text>}
    </div>
  );
}
