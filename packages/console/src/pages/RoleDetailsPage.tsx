import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useParams } from 'wouter';
import { useAssignRole, useAuthzRole, useDeleteRole, useRoleAssignees, useUnassignRole, useUsers, type Role } from '@sift/api';
import {
  Button,
  ButtonToolbar,
  colorVars,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  FormGroup,
  LoadingIndicator,
  NativeSelect,
  PageHeader,
  Panel,
  toast,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { permissionWords } from './roles/permissionWords';
import { assignedText, deleteRoleQuestion, roleAbilities, roleDeletedText, roleTypeText, unassignedText } from './roles/roleRules';

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${colorVars.border.subtle};
    text-align: left;
  }
`;

const AssignRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Spaced = styled.div`
  margin-top: 12px;
`;

const failure = (title: string) => (cause: unknown) => toast.error(title, cause instanceof Error ? cause.message : String(cause));

/** The users holding a role; with the right permissions, assign more or take the role away. */
function RoleUsers({ role, canAssign }: { role: Role & { id: string }; canAssign: boolean }) {
  const assignees = useRoleAssignees(role.id, { perPage: 0 });
  const users = useUsers(canAssign ? { perPage: 0 } : { perPage: 1 });
  const assign = useAssignRole();
  const unassign = useUnassignRole();
  const [chosen, setChosen] = useState('');
  if (!assignees.data) return assignees.error ? <FetchErrorPage error={assignees.error} /> : <LoadingIndicator />;
  const assigned = new Set(assignees.data.elements.map((u) => u.username));
  const candidates = (users.data?.elements ?? []).filter((u) => !assigned.has(u.username) && !u.readOnly);

  const add = () =>
    assign
      .trigger(role.id, [chosen])
      .then(() => {
        toast.success(assignedText(chosen, role.name));
        setChosen('');
      })
      .catch(failure(`Could not assign ${chosen} to role ${role.name}`));
  const remove = (username: string) =>
    unassign
      .trigger(role.id, username)
      .then(() => toast.success(unassignedText(username, role.name)))
      .catch(failure(`Could not remove ${username} from role ${role.name}`));

  return (
    <>
      {assignees.data.elements.length === 0 ? (
        <EmptyState kind="noItemsFound" />
      ) : (
        <Table aria-label="Users with this role">
          <thead>
            <tr>
              <th scope="col">Username</th>
              <th scope="col">Full name</th>
              {canAssign && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {assignees.data.elements.map((user) => (
              <tr key={user.id}>
                <td>
                  <AppLink href={pathTo('SYSTEM_USERS_SHOW', { userId: user.id })}>{user.username}</AppLink>
                </td>
                <td>{user.fullName ?? ''}</td>
                {canAssign && (
                  <td>
                    <Button size="small" onClick={() => void remove(user.username)} aria-label={`Remove ${user.username}`}>
                      Remove
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {canAssign && (
        <Spaced>
          <FormGroup label="Assign user">
            {(control) => (
              <AssignRow>
                <NativeSelect
                  {...control}
                  placeholder="Select a user"
                  options={candidates.map((u) => ({ value: u.username, label: u.fullName ? `${u.fullName} (${u.username})` : u.username }))}
                  value={chosen}
                  onChange={setChosen}
                />
                <Button
                  variant="primary"
                  disabled={chosen === ''}
                  loading={assign.isMutating}
                  loadingText="Assigning..."
                  onClick={() => void add()}
                >
                  Assign
                </Button>
              </AssignRow>
            )}
          </FormGroup>
        </Spaced>
      )}
    </>
  );
}

/** `/system/roles/{id}`: a role's description, permissions in words and users. */
export function RoleDetailsPage() {
  const { roleId = '' } = useParams<{ roleId: string }>();
  const me = useCurrentUserContext();
  const [, navigate] = useLocation();
  const { data: role, error } = useAuthzRole(roleId);
  const remove = useDeleteRole();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(role ? `Role details: ${role.name}` : 'Role details');
  if (!role && error) return <FetchErrorPage error={error} />;
  if (!role) return <LoadingIndicator />;

  const abilities = roleAbilities(me.permissions, role);
  const confirmDelete = () =>
    remove
      .trigger(role.name)
      .then(() => {
        toast.success(roleDeletedText(role.name));
        navigate(pathTo('SYSTEM_ROLES'));
      })
      .catch((cause: unknown) => {
        setConfirming(false);
        failure(`Could not delete role ${role.name}`)(cause);
      });
  const actions = (
    <ButtonToolbar aria-label="Role actions">
      {abilities.edit && <LinkButton href={pathTo('SYSTEM_ROLES_EDIT', { roleId })}>Edit role</LinkButton>}
      {abilities.remove && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
    </ButtonToolbar>
  );
  const permissions = [...role.permissions].sort((a, b) => a.localeCompare(b));

  return (
    <>
      <PageHeader title={`Role details: ${role.name}`} description={role.description || undefined} actions={actions} />
      <Sections>
        <Panel title="Details">
          <DescriptionList
            items={[
              { term: 'Name', description: role.name },
              { term: 'Description', description: role.description || '-' },
              { term: 'Type', description: roleTypeText(role) },
            ]}
          />
        </Panel>
        <Panel title="Permissions">
          {permissions.length === 0 ? (
            <EmptyState kind="noItemsFound" />
          ) : (
            <ul aria-label="Permissions">
              {permissions.map((permission) => (
                <li key={permission} title={permission}>
                  {permissionWords(permission)}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Users">
          <RoleUsers role={{ ...role, id: roleId }} canAssign={abilities.assign} />
        </Panel>
      </Sections>
      <ConfirmDialog
        open={confirming}
        title="Delete role"
        confirmText="Delete"
        confirmVariant="danger"
        submitting={remove.isMutating}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        {deleteRoleQuestion(role.name)}
      </ConfirmDialog>
    </>
  );
}

export default RoleDetailsPage;
