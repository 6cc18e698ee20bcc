import { hasPermission } from '../../shell/permissions';

/** Whether the signed-in user may manage a user's tokens; everyone may manage their own. */
export function canManageTokens(permissions: readonly string[], username: string, self: boolean): boolean {
  return self || hasPermission(permissions, `users:tokenlist:${username}`);
}
