import type { User } from '@sift/api';
import { DropdownMenu } from '@sift/ui';
import { pathTo } from '../../routing/routes';

export const SHOW_PROFILE = 'Show profile';
export const EDIT_PROFILE = 'Edit profile';
export const LOG_OUT = 'Log out';

export interface UserMenuProps {
  user: User;
  onNavigate: (href: string) => void;
  onLogout: () => Promise<void>;
}

/** "Show profile" for read-only users, "Edit profile" otherwise (1-shell.md §2.5), and logout. */
export function UserMenu({ user, onNavigate, onLogout }: UserMenuProps) {
  const userId = user.id ?? user.username;
  const profile = user.readOnly
    ? { label: SHOW_PROFILE, href: pathTo('SYSTEM_USERS_SHOW', { userId }) }
    : { label: EDIT_PROFILE, href: pathTo('SYSTEM_USERS_EDIT', { userId }) };
  return (
    <DropdownMenu
      title={user.fullName || user.username}
      placement="bottom-end"
      onNavigate={onNavigate}
      items={[profile, { label: LOG_OUT, onSelect: () => void onLogout() }]}
    />
  );
}
