import type { AccountStatus } from '@sift/api';
import { hasPermission } from '../../shell/permissions';

/** User names the server accepts (docs/api-compatibility/server-ii.md). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{1,100}$/;
export const USERNAME_RULE = 'Username may only contain letters, digits and . _ @ -';
export const PASSWORD_MIN_LENGTH = 6;

export const validateUsername = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !USERNAME_PATTERN.test(value) ? USERNAME_RULE : undefined;

/** The role every new account starts with (Graylog's default role). */
export const DEFAULT_ROLE = 'Reader';

export const STATUS_TEXT: Record<AccountStatus, string> = { enabled: 'Enabled', disabled: 'Disabled', deleted: 'Deleted' };

/** What the signed-in user may do to another account (3-administration.md §6; Graylog's per-user permissions). */
export interface UserAbilities {
  edit: boolean;
  changeRoles: boolean;
  changeStatus: boolean;
  remove: boolean;
}

export function userAbilities(
  permissions: readonly string[],
  target: { username: string; readOnly: boolean },
  self: boolean,
): UserAbilities {
  const edit = !target.readOnly && (self || hasPermission(permissions, `users:edit:${target.username}`));
  const admin = !target.readOnly && !self && hasPermission(permissions, `users:edit:${target.username}`);
  return {
    edit,
    changeRoles: edit && hasPermission(permissions, 'users:rolesedit'),
    changeStatus: admin,
    // Deleting needs users:edit without an instance, as on Graylog.
    remove: admin && hasPermission(permissions, 'users:edit'),
  };
}
