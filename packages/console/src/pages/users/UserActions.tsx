import { useState } from 'react';
import { useLocation } from 'wouter';
import { useDeleteUser, useSetUserStatus, useTerminateUserSessions, type User } from '@sift/api';
import { Button, ConfirmDialog, toast } from '@sift/ui';
import { pathTo } from '../../routing/routes';
import type { UserAbilities } from './userRules';

export const statusChangedText = (name: string, enabled: boolean) => `User ${name} was ${enabled ? 'enabled' : 'disabled'}.`;
export const sessionsEndedText = (name: string) => `All sessions of ${name} were logged out.`;
export const userDeletedText = (name: string) => `User ${name} was deleted.`;
export const deleteUserQuestion = (name: string) => `Do you really want to delete user ${name}?`;

/** Enable or disable, log out every session, and delete (after a confirmation) an account. */
export function UserActions({ user, abilities }: { user: User; abilities: UserAbilities }) {
  const [, navigate] = useLocation();
  const setStatus = useSetUserStatus();
  const endSessions = useTerminateUserSessions();
  const remove = useDeleteUser();
  const [confirming, setConfirming] = useState(false);
  const id = user.id;
  if (!id) return null;
  const name = user.fullName || user.username;
  const enabled = user.accountStatus === 'enabled';
  const failed = (title: string) => (cause: unknown) => toast.error(title, cause instanceof Error ? cause.message : String(cause));

  const toggleStatus = () =>
    setStatus
      .trigger(id, enabled ? 'disabled' : 'enabled')
      .then(() => toast.success(statusChangedText(user.username, !enabled)))
      .catch(failed(`Could not ${enabled ? 'disable' : 'enable'} user ${user.username}`));
  const logout = () =>
    endSessions
      .trigger(id)
      .then(() => toast.success(sessionsEndedText(user.username)))
      .catch(failed(`Could not log out the sessions of ${user.username}`));
  const confirmDelete = () =>
    remove
      .trigger(id)
      .then(() => {
        toast.success(userDeletedText(user.username));
        navigate(pathTo('SYSTEM_USERS'));
      })
      .catch((cause: unknown) => {
        setConfirming(false);
        failed(`Could not delete user ${user.username}`)(cause);
      });

  return (
    <>
      {abilities.changeStatus && (
        <Button onClick={toggleStatus} loading={setStatus.isMutating} loadingText={enabled ? 'Disabling...' : 'Enabling...'}>
          {enabled ? 'Disable' : 'Enable'}
        </Button>
      )}
      {abilities.changeStatus && (
        <Button onClick={logout} loading={endSessions.isMutating} loadingText="Logging out...">
          Log out all sessions
        </Button>
      )}
      {abilities.remove && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete user"
        confirmText="Delete"
        confirmVariant="danger"
        submitting={remove.isMutating}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        {deleteUserQuestion(name)}
      </ConfirmDialog>
    </>
  );
}
