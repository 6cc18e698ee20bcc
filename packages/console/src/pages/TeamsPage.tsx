import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTeams, type Team } from '@sift/api';
import {
  ButtonToolbar,
  EntityOverviewTable,
  LIST_PAGE_SIZES,
  LoadingIndicator,
  PageHeader,
  readUrlPagination,
  writeUrlPagination,
  type OverviewColumn,
  type TableLayoutPreferences,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { NEW_TEAM_ID, TEAM_EDIT_PERMISSION, TEAM_TEXTS as T } from './teams/teamTexts';

export const TEAM_COLUMNS: readonly OverviewColumn[] = [
  { id: 'name', title: 'Name' },
  { id: 'description', title: 'Description' },
  { id: 'members', title: 'Members' },
  { id: 'roles', title: 'Roles' },
];

const URL_OPTIONS = { pageSizes: LIST_PAGE_SIZES, defaultPageSize: LIST_PAGE_SIZES[0] };

/** `/system/teams`: the teams with their members and roles (beside the users, under Users and Teams). */
export function TeamsPage() {
  usePageTitle(T.overviewTitle);
  const me = useCurrentUserContext();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { page, pageSize } = readUrlPagination(search, URL_OPTIONS);
  const [query, setQuery] = useState('');
  const [displayed, setDisplayed] = useState<readonly string[]>(TEAM_COLUMNS.map((c) => c.id));
  const { data, error } = useTeams({ page, perPage: pageSize, query });
  if (!data && error) return <FetchErrorPage error={error} />;

  const toUrl = (nextPage: number, nextSize: number) =>
    navigate(`${location}?${writeUrlPagination(search, { page: nextPage, pageSize: nextSize }, URL_OPTIONS).toString()}`);
  const layout: TableLayoutPreferences = { displayedAttributes: displayed, sort: null, perPage: pageSize };
  const onLayoutChange = (next: TableLayoutPreferences) => {
    if (next.perPage !== pageSize) toUrl(1, next.perPage);
    setDisplayed(next.displayedAttributes);
  };
  const names = data?.names;
  const renderCell = (team: Team, column: OverviewColumn) => {
    switch (column.id) {
      case 'name':
        return <AppLink href={pathTo('SYSTEM_TEAMS_SHOW', { teamId: team.id })}>{team.name}</AppLink>;
      case 'description':
        return team.description;
      case 'members':
        return team.userIds.map((id) => names?.users[id]?.username ?? id).join(', ');
      case 'roles':
        return team.roleIds.map((id) => names?.roles[id]?.title ?? id).join(', ');
      default:
        return '';
    }
  };
  const actions = (
    <ButtonToolbar aria-label="Users and Teams">
      <LinkButton href={pathTo('SYSTEM_USERS')}>{T.usersLink}</LinkButton>
      {hasPermission(me.permissions, TEAM_EDIT_PERMISSION) && (
        <LinkButton href={pathTo('SYSTEM_TEAMS_EDIT', { teamId: NEW_TEAM_ID })} variant="primary">
          {T.create}
        </LinkButton>
      )}
    </ButtonToolbar>
  );

  return (
    <>
      <PageHeader title={T.overviewTitle} description={T.overviewDescription} actions={actions} />
      {data ? (
        <EntityOverviewTable
          aria-label="Teams"
          entities={data.elements}
          columns={TEAM_COLUMNS}
          layout={layout}
          onLayoutChange={onLayoutChange}
          renderCell={renderCell}
          entityLabel={(team) => team.name}
          paging={{
            totalItems: data.total,
            page,
            query,
            onChange: (nextPage, nextQuery) => {
              setQuery(nextQuery);
              toUrl(nextQuery === query ? nextPage : 1, pageSize);
            },
          }}
        />
      ) : (
        <LoadingIndicator />
      )}
    </>
  );
}

export default TeamsPage;
