import { createContext, useContext } from 'react';
import type { User } from '@sift/api';
import { isPermitted } from './permissions';

export const CurrentUserContext = createContext<User | null>(null);

/** The signed-in user; only inside the logged-in app. */
export function useCurrentUserContext(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUserContext is only available in the logged-in app');
  return user;
}

/** Whether the signed-in user holds the permissions (all, or any one with `any`). */
export function usePermitted(required: readonly string[], any = false): boolean {
  return isPermitted(useCurrentUserContext().permissions, required, any);
}
