import { Redirect, useParams } from 'wouter';
import { useEvent } from '@sift/api';
import { EmptyState, LoadingIndicator } from '@sift/ui';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { eventReplayLink } from './alerts/replayLinks';

/** `/alerts/{alertId}/replay-search`: the search over the messages behind an event (its window, streams, query and group values). */
export function AlertsReplaySearchPage() {
  usePageTitle('Replay search');
  const { alertId = '' } = useParams<{ alertId: string }>();
  const event = useEvent(alertId);
  if (event.error) return <FetchErrorPage error={event.error} />;
  if (!event.data) return <LoadingIndicator />;
  const link = eventReplayLink(event.data.event);
  return link ? <Redirect to={link} replace /> : <EmptyState text="This event has no messages to replay." />;
}

export default AlertsReplaySearchPage;
