import { useLocation, useParams } from 'wouter';
import { useEventDefinition } from '@sift/api';
import { Breadcrumbs, ButtonToolbar, LoadingIndicator, MissingPermissionsPage, PageHeader } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { breadcrumbsFor } from '../components/viewBreadcrumbs';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { draftFromDefinition } from './alerts/definitionDraft';
import { SummaryStep } from './alerts/SummaryStep';

function DefinitionDetails({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const definition = useEventDefinition(id);
  const canEdit = usePermitted([`eventdefinitions:edit:${id}`]);
  if (definition.error) return <FetchErrorPage error={definition.error} />;
  if (!definition.data) return <LoadingIndicator />;
  const scheduled = definition.data.scheduler?.isScheduled === true;
  return (
    <>
      <Breadcrumbs items={breadcrumbsFor({ kind: 'eventDefinition', title: definition.data.title })} onNavigate={navigate} />
      <PageHeader
        title={definition.data.title}
        description={`${definition.data.description || 'No description.'} ${scheduled ? 'Enabled' : 'Disabled'}.`}
        actions={
          <ButtonToolbar aria-label="Event definition actions">
            <LinkButton href={pathTo('ALERTS_DEFINITIONS_REPLAY_SEARCH', { definitionId: id })}>Replay search</LinkButton>
            {canEdit && (
              <LinkButton href={pathTo('ALERTS_DEFINITIONS_EDIT', { definitionId: id })} variant="primary">
                Edit
              </LinkButton>
            )}
          </ButtonToolbar>
        }
      />
      <SummaryStep draft={draftFromDefinition(definition.data)} errors={{}} />
    </>
  );
}

/** `/alerts/definitions/{definitionId}`: what a definition searches and whom it notifies, with Edit and Replay search. */
export function EventDefinitionShowPage() {
  const { definitionId = '' } = useParams<{ definitionId: string }>();
  usePageTitle('Event Definition');
  return usePermitted([`eventdefinitions:read:${definitionId}`]) ? <DefinitionDetails id={definitionId} /> : <MissingPermissionsPage />;
}

export default EventDefinitionShowPage;
