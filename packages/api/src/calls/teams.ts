import type { ApiClient } from '../client/ApiClient';
import { required } from '../models/decode';
import { decodePage, pageParams, type Page, type PageQuery } from '../models/paging';
import { decodeTeam, decodeTeamContext, encodeTeamRequest, type Team, type TeamContext, type TeamRequest } from '../models/team';
import { call, getObject, segment, send } from './helpers';

export type TeamPage = Page<Team> & { names: TeamContext };

/** Sift's teams (`/authz/teams`, docs/api-compatibility/teams.md); a Graylog server answers 404. */
export const TeamsApi = {
  list: async (client: ApiClient, query: PageQuery = {}): Promise<TeamPage> => {
    const page = decodePage(await getObject(client, '/authz/teams', 'teams', pageParams(query)), 'teams', decodeTeam);
    return { ...page, names: decodeTeamContext(page.context) };
  },
  get: async (client: ApiClient, teamId: string): Promise<{ team: Team; names: TeamContext }> => {
    const body = await getObject(client, `/authz/teams/${segment(teamId)}`, 'team');
    return { team: decodeTeam(body), names: decodeTeamContext(body['context']) };
  },
  /** The teams a user belongs to. */
  ofUser: async (client: ApiClient, userId: string): Promise<{ teams: Team[]; names: TeamContext }> => {
    const body = await getObject(client, `/authz/teams/user/${segment(userId)}`, 'teams');
    const page = decodePage(body, 'teams', decodeTeam);
    return { teams: page.elements, names: decodeTeamContext(body['context']) };
  },
  create: async (client: ApiClient, request: TeamRequest): Promise<Team> =>
    decodeTeam(required(await send(client, 'POST', '/authz/teams', encodeTeamRequest(request), 'team'), 'team')),
  update: async (client: ApiClient, teamId: string, request: TeamRequest): Promise<Team> =>
    decodeTeam(required(await send(client, 'PUT', `/authz/teams/${segment(teamId)}`, encodeTeamRequest(request), 'team'), 'team')),
  remove: (client: ApiClient, teamId: string) => call(client, 'DELETE', `/authz/teams/${segment(teamId)}`),
};
