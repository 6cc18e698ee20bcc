import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../client/ApiClient';
import { OtherAdminApi, UserAdminApi, type UserCreateRequestWire, type UserUpdateRequestWire } from '../calls/admin';
import type { Role } from '../models/adminEntities';
import { CustomizationApi, FavoritesApi, UsersApi } from '../calls/shell';
import { toCreatedAccessToken, type CreatedAccessToken } from '../models/adminEntities';
import { StreamsApi } from '../calls/streamsInputs';
import { ViewsApi } from '../calls/views';
import type { UserPreferences } from '../models/user';
import type { View } from '../models/view';
import { useApiClient } from './ApiProvider';
import { isKeyOf, type Resource } from './keys';

export interface Mutation<Args extends unknown[], T> {
  /** Runs the call, then revalidates every cached read of the resources it changes. Rethrows failures. */
  trigger: (...args: Args) => Promise<T>;
  isMutating: boolean;
  error: Error | null;
}

/** Wraps a catalogue call so that the reads it affects are fetched again afterwards. */
export function useApiMutation<Args extends unknown[], T>(
  call: (client: ApiClient, ...args: Args) => Promise<T>,
  revalidate: readonly Resource[],
): Mutation<Args, T> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const resources = revalidate.join('|');
  const trigger = useCallback(
    async (...args: Args) => {
      setMutating(true);
      setError(null);
      try {
        const result = await call(client, ...args);
        await mutate((key) => isKeyOf(key, resources.split('|') as Resource[]));
        return result;
      } catch (cause) {
        setError(cause instanceof Error ? cause : new Error(String(cause)));
        throw cause;
      } finally {
        setMutating(false);
      }
    },
    [call, client, mutate, resources],
  );
  return { trigger, isMutating, error };
}

const saveView = (client: ApiClient, view: View) => (view.id ? ViewsApi.update(client, view) : ViewsApi.create(client, view));
const deleteView = (client: ApiClient, id: string) => ViewsApi.remove(client, id);
const toggleFavorite = (client: ApiClient, grn: string, favorite: boolean) =>
  favorite ? FavoritesApi.add(client, grn) : FavoritesApi.remove(client, grn);
const savePreferences = (client: ApiClient, username: string, preferences: UserPreferences) =>
  UsersApi.updatePreferences(client, username, preferences);
const createAccessToken = async (client: ApiClient, userId: string, name: string): Promise<CreatedAccessToken> =>
  toCreatedAccessToken(await UserAdminApi.createToken(client, userId, name));
const deleteAccessToken = (client: ApiClient, userId: string, tokenId: string) => UserAdminApi.removeToken(client, userId, tokenId);
const pauseStream = (client: ApiClient, id: string) => StreamsApi.pause(client, id);
const resumeStream = (client: ApiClient, id: string) => StreamsApi.resume(client, id);

/** Saves a view (create when it has no id); revalidates view lists and the view. */
export const useSaveView = () => useApiMutation(saveView, ['views', 'view', 'dashboards', 'savedSearches']);
export const useDeleteView = () => useApiMutation(deleteView, ['views', 'view', 'dashboards', 'savedSearches']);
/** Adds or removes a favorite by GRN; revalidates the lists that show favorites. */
export const useToggleFavorite = () => useApiMutation(toggleFavorite, ['views', 'view', 'dashboards', 'savedSearches']);
export const useSaveUserPreferences = () => useApiMutation(savePreferences, ['currentUser', 'userPreferences']);
export const usePauseStream = () => useApiMutation(pauseStream, ['streams', 'stream']);
export const useResumeStream = () => useApiMutation(resumeStream, ['streams', 'stream']);
/** Replaces the public notifications; revalidates cluster-config reads (the notifications among them). */
export const useUpdatePublicNotifications = () => useApiMutation(CustomizationApi.updatePublicNotifications, ['clusterConfig']);
/** Creates an API token of a user by name (the answer holds its value, sent only this once); revalidates token lists. */
export const useCreateAccessToken = () => useApiMutation(createAccessToken, ['tokens']);
export const useDeleteAccessToken = () => useApiMutation(deleteAccessToken, ['tokens']);

const createUser = (client: ApiClient, user: UserCreateRequestWire) => UserAdminApi.create(client, user);
const updateUser = (client: ApiClient, userId: string, changes: UserUpdateRequestWire) => UserAdminApi.update(client, userId, changes);
const deleteUser = (client: ApiClient, userId: string) => UserAdminApi.removeById(client, userId);
const setUserStatus = (client: ApiClient, userId: string, status: 'enabled' | 'disabled') => UserAdminApi.setStatus(client, userId, status);
const terminateSessions = (client: ApiClient, userId: string) => UserAdminApi.terminateSessions(client, userId);
const saveRole = (client: ApiClient, role: Role, previousName: string | null) =>
  previousName === null ? OtherAdminApi.createRole(client, role) : OtherAdminApi.updateRole(client, previousName, role);
const deleteRole = (client: ApiClient, name: string) => OtherAdminApi.removeRole(client, name);
const assignRole = (client: ApiClient, roleId: string, usernames: string[]) => OtherAdminApi.addAssignees(client, roleId, usernames);
const unassignRole = (client: ApiClient, roleId: string, username: string) => OtherAdminApi.removeAssignee(client, roleId, username);

/** Account changes revalidate user lists and details, the signed-in user, and role memberships. */
const USER_RESOURCES = ['users', 'currentUser', 'roles', 'roleAssignees'] as const;
export const useCreateUser = () => useApiMutation(createUser, USER_RESOURCES);
export const useUpdateUser = () => useApiMutation(updateUser, USER_RESOURCES);
export const useDeleteUser = () => useApiMutation(deleteUser, USER_RESOURCES);
export const useSetUserStatus = () => useApiMutation(setUserStatus, USER_RESOURCES);
/** Ends every session of a user; revalidates the lists that show session activity. */
export const useTerminateUserSessions = () => useApiMutation(terminateSessions, ['users']);
/** Creates a role (`previousName` null) or updates the role of that name. */
export const useSaveRole = () => useApiMutation(saveRole, USER_RESOURCES);
export const useDeleteRole = () => useApiMutation(deleteRole, USER_RESOURCES);
export const useAssignRole = () => useApiMutation(assignRole, USER_RESOURCES);
export const useUnassignRole = () => useApiMutation(unassignRole, USER_RESOURCES);
