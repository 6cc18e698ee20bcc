import { Redirect, useParams } from 'wouter';
import { useEventDefinition } from '@sift/api';
import { LoadingIndicator } from '@sift/ui';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { definitionReplayLink } from './alerts/replayLinks';

/** `/alerts/definitions/{definitionId}/replay-search`: the definition's last window over its streams with its query. */
export function EventDefinitionReplaySearchPage() {
  usePageTitle('Replay search');
  const { definitionId = '' } = useParams<{ definitionId: string }>();
  const definition = useEventDefinition(definitionId);
  if (definition.error) return <FetchErrorPage error={definition.error} />;
  if (!definition.data) return <LoadingIndicator />;
  return <Redirect to={definitionReplayLink(definition.data)} replace />;
}

export default EventDefinitionReplaySearchPage;
