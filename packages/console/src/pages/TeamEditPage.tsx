import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useParams } from 'wouter';
import { useAuthzRoles, useCreateTeam, useTeam, useUpdateTeam, useUsers, type Team } from '@sift/api';
import { Alert, Button, Checkbox, Form, FormField, LoadingIndicator, MissingPermissionsPage, PageHeader, Panel, toast } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { NEW_TEAM_ID, TEAM_EDIT_PERMISSION, TEAM_ROLES_PERMISSION, TEAM_TEXTS as T, teamSavedText } from './teams/teamTexts';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
`;

interface TeamValues {
  name: string;
  description: string;
}

function toggled(list: readonly string[], id: string, on: boolean): string[] {
  return on ? [...new Set([...list, id])] : list.filter((x) => x !== id);
}

function TeamEditor({ team, canGiveRoles }: { team: Team | null; canGiveRoles: boolean }) {
  const [, navigate] = useLocation();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const users = useUsers({ perPage: 0 });
  const roles = useAuthzRoles({ perPage: 0 });
  const [members, setMembers] = useState<string[]>(team?.userIds ?? []);
  const [roleIds, setRoleIds] = useState<string[]>(team?.roleIds ?? []);
  const [error, setError] = useState<string | null>(null);
  const back = team ? pathTo('SYSTEM_TEAMS_SHOW', { teamId: team.id }) : pathTo('SYSTEM_TEAMS');

  const onSubmit = async (values: TeamValues) => {
    setError(null);
    const request = {
      name: values.name.trim(),
      description: (values.description ?? '').trim(),
      userIds: members,
      ...(canGiveRoles ? { roleIds } : {}),
    };
    try {
      const saved = team ? await update.trigger(team.id, request) : await create.trigger(request);
      toast.success(teamSavedText(saved.name));
      navigate(pathTo('SYSTEM_TEAMS_SHOW', { teamId: saved.id }));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  };
  const candidates = (users.data?.elements ?? []).filter((u) => !u.readOnly && u.id);
  return (
    <Form<TeamValues>
      aria-label={team ? T.edit : T.create}
      onSubmit={onSubmit}
      initialValues={{ name: team?.name ?? '', description: team?.description ?? '' }}
    >
      <Panel title="Team">
        <FormField name="name" label="Name" required maxLength={200} />
        <FormField name="description" label="Description" maxLength={2000} />
      </Panel>
      <Panel title={T.members}>
        {users.error ? (
          <Alert variant="danger">{users.error.message}</Alert>
        ) : !users.data ? (
          <LoadingIndicator />
        ) : (
          <Choices role="group" aria-label={T.members}>
            {candidates.map((user) => (
              <Checkbox
                key={user.id}
                label={user.fullName ? `${user.fullName} (${user.username})` : user.username}
                checked={members.includes(user.id)}
                onChange={(on) => setMembers((list) => toggled(list, user.id, on))}
              />
            ))}
          </Choices>
        )}
      </Panel>
      {canGiveRoles && (
        <Panel title={T.roles}>
          {!roles.data ? (
            roles.error ? (
              <Alert variant="danger">{roles.error.message}</Alert>
            ) : (
              <LoadingIndicator />
            )
          ) : (
            <Choices role="group" aria-label={T.roles}>
              {roles.data.elements
                .filter((role): role is typeof role & { id: string } => role.id !== null)
                .map((role) => (
                  <Checkbox
                    key={role.id}
                    label={role.name}
                    checked={roleIds.includes(role.id)}
                    onChange={(on) => setRoleIds((list) => toggled(list, role.id, on))}
                  />
                ))}
            </Choices>
          )}
        </Panel>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      <Buttons>
        <Button type="submit" variant="primary" loading={create.isMutating || update.isMutating} loadingText="Saving team...">
          {team ? T.update : T.create}
        </Button>
        <LinkButton href={back}>{T.cancel}</LinkButton>
      </Buttons>
    </Form>
  );
}

/** `/system/teams/edit/{id}` (`new` for a new team): name, description, members and roles. */
export function TeamEditPage() {
  const { teamId = '' } = useParams<{ teamId: string }>();
  const creating = teamId === NEW_TEAM_ID;
  const me = useCurrentUserContext();
  const team = useTeam(creating ? null : teamId);
  const title = creating ? T.create : `${T.edit}: ${team.data?.team.name ?? ''}`;
  usePageTitle(title);
  if (!hasPermission(me.permissions, TEAM_EDIT_PERMISSION)) return <MissingPermissionsPage />;
  if (team.error) return <FetchErrorPage error={team.error} />;
  if (!creating && !team.data) return <LoadingIndicator />;
  return (
    <>
      <PageHeader title={title} description="Members hold the team's roles and whatever is shared with the team." />
      <TeamEditor team={team.data?.team ?? null} canGiveRoles={hasPermission(me.permissions, TEAM_ROLES_PERMISSION)} />
    </>
  );
}

export default TeamEditPage;
