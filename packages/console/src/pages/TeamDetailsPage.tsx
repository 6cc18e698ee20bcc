import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useParams } from 'wouter';
import { useDeleteTeam, useTeam } from '@sift/api';
import { Button, ButtonToolbar, ConfirmDialog, DescriptionList, LoadingIndicator, PageHeader, Panel, toast } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { deleteTeamQuestion, TEAM_EDIT_PERMISSION, TEAM_TEXTS as T, teamDeletedText } from './teams/teamTexts';

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

/** `/system/teams/{id}`: a team's description, members and roles. */
export function TeamDetailsPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const me = useCurrentUserContext();
  const [, navigate] = useLocation();
  const { data, error } = useTeam(teamId);
  const remove = useDeleteTeam();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(data ? `Team details: ${data.team.name}` : 'Team details');
  if (!data && error) return <FetchErrorPage error={error} />;
  if (!data) return <LoadingIndicator />;
  const { team, names } = data;
  const canEdit = hasPermission(me.permissions, TEAM_EDIT_PERMISSION);
  const confirmDelete = () =>
    remove
      .trigger(team.id)
      .then(() => {
        toast.success(teamDeletedText(team.name));
        navigate(pathTo('SYSTEM_TEAMS'));
      })
      .catch((cause: unknown) => {
        setConfirming(false);
        toast.error(`Could not delete team ${team.name}`, cause instanceof Error ? cause.message : String(cause));
      });
  const actions = (
    <ButtonToolbar aria-label="Team actions">
      <LinkButton href={pathTo('SYSTEM_TEAMS')}>{T.teamsLink}</LinkButton>
      {canEdit && <LinkButton href={pathTo('SYSTEM_TEAMS_EDIT', { teamId: team.id })}>{T.edit}</LinkButton>}
      {canEdit && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {T.delete}
        </Button>
      )}
    </ButtonToolbar>
  );
  return (
    <>
      <PageHeader title={`Team details: ${team.name}`} description={team.description || undefined} actions={actions} />
      <Sections>
        <Panel title="Details">
          <DescriptionList
            items={[
              { term: 'Name', description: team.name },
              { term: 'Description', description: team.description || '-' },
            ]}
          />
        </Panel>
        <Panel title={T.members}>
          {team.userIds.length === 0 ? (
            <p>{T.noMembers}</p>
          ) : (
            <ul aria-label={T.members}>
              {team.userIds.map((id) => {
                const user = names.users[id];
                return (
                  <li key={id}>
                    <AppLink href={pathTo('SYSTEM_USERS_SHOW', { userId: id })}>
                      {user ? (user.fullName ? `${user.fullName} (${user.username})` : user.username) : id}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
        <Panel title={T.roles}>
          {team.roleIds.length === 0 ? (
            <p>{T.noRoles}</p>
          ) : (
            <ul aria-label={T.roles}>
              {team.roleIds.map((id) => (
                <li key={id}>
                  <AppLink href={pathTo('SYSTEM_ROLES_SHOW', { roleId: id })}>{names.roles[id]?.title ?? id}</AppLink>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </Sections>
      <ConfirmDialog
        open={confirming}
        title="Delete team"
        confirmText={T.delete}
        confirmVariant="danger"
        submitting={remove.isMutating}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        {deleteTeamQuestion(team.name)}
      </ConfirmDialog>
    </>
  );
}

export default TeamDetailsPage;
