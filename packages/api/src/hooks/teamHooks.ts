import { TeamsApi } from '../calls/teams';
import type { PageQuery } from '../models/paging';
import { useApiMutation } from './mutations';
import { useApiRead } from './useApiRead';

export const useTeams = (query: PageQuery = {}) => useApiRead(['teams', 'page', query], (c) => TeamsApi.list(c, query));
export const useTeam = (id: string | null) => useApiRead(id ? ['teams', 'one', id] : null, (c) => TeamsApi.get(c, id ?? ''));
export const useTeamsOfUser = (userId: string | null) =>
  useApiRead(userId ? ['teams', 'user', userId] : null, (c) => TeamsApi.ofUser(c, userId ?? ''));
/** Team changes also change who may read what: shares and users are read again. */
export const useCreateTeam = () => useApiMutation(TeamsApi.create, ['teams', 'shares', 'users']);
export const useUpdateTeam = () => useApiMutation(TeamsApi.update, ['teams', 'shares', 'users']);
export const useDeleteTeam = () => useApiMutation(TeamsApi.remove, ['teams', 'shares', 'users']);
