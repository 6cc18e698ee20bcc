import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { USERS_PAGE_DEFAULTS, useUsers, type UserOverview } from '@sift/api';
import {
  Badge,
  EntityOverviewTable,
  formatDateTime,
  LIST_PAGE_SIZES,
  LoadingIndicator,
  ButtonToolbar,
  PageHeader,
  readUrlPagination,
  writeUrlPagination,
  type OverviewColumn,
  type SortState,
  type TableLayoutPreferences,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { STATUS_TEXT, userAbilities } from './users/userRules';

/** Text for assistive technology only ("Edit bob" where the row shows "Edit"). */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const URL_OPTIONS = { pageSizes: LIST_PAGE_SIZES, defaultPageSize: USERS_PAGE_DEFAULTS.perPage };
/** Users sort by full name, ascending, unless a sortable header says otherwise (3-administration.md §9). */
export const DEFAULT_USER_SORT: SortState = { attributeId: USERS_PAGE_DEFAULTS.sort, direction: USERS_PAGE_DEFAULTS.order };
export const USER_COLUMNS: readonly OverviewColumn[] = [
  { id: 'full_name', title: 'Full name', sortable: true },
  { id: 'username', title: 'Username', sortable: true },
  { id: 'email', title: 'E-Mail Address', sortable: true },
  { id: 'client_address', title: 'Client Address' },
  { id: 'last_activity', title: 'Last Activity', type: 'DATE' },
  { id: 'roles', title: 'Roles' },
  { id: 'status', title: 'Status' },
  { id: 'actions', title: 'Actions' },
];
export const SYSTEM_ADMINISTRATOR = 'System Administrator';

/** Whether the root administrator, which the server keeps out of the list, matches the filter as a listed user would. */
function adminMatches(admin: UserOverview, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || [admin.username, admin.fullName ?? '', admin.email].some((text) => text.toLowerCase().includes(q));
}

/**
 * System → Users and Teams: every account, 50 per page by default, sorted by full name; page and size live
 * in the URL. The root administrator comes first on the first page, as Graylog shows it.
 */
export function UsersPage() {
  usePageTitle('Users Overview');
  const me = useCurrentUserContext();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { page, pageSize } = readUrlPagination(search, URL_OPTIONS);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState(DEFAULT_USER_SORT);
  const [displayed, setDisplayed] = useState<readonly string[]>(USER_COLUMNS.map((c) => c.id));
  const sorted =
    sort.attributeId === DEFAULT_USER_SORT.attributeId && sort.direction === DEFAULT_USER_SORT.direction
      ? {}
      : { sort: sort.attributeId, order: sort.direction };
  const { data, error } = useUsers({ page, perPage: pageSize, query, ...sorted });
  if (!data && error) return <FetchErrorPage error={error} />;

  const toUrl = (nextPage: number, nextSize: number) =>
    navigate(`${location}?${writeUrlPagination(search, { page: nextPage, pageSize: nextSize }, URL_OPTIONS).toString()}`);
  const layout: TableLayoutPreferences = { displayedAttributes: displayed, sort, perPage: pageSize };
  const onLayoutChange = (next: TableLayoutPreferences) => {
    if (next.perPage !== pageSize) toUrl(1, next.perPage);
    if (next.sort) setSort(next.sort);
    setDisplayed(next.displayedAttributes);
  };
  const timezone = me.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const admin = data?.adminUser && page === 1 && adminMatches(data.adminUser, query) ? data.adminUser : null;
  const rows = data ? [...(admin ? [admin] : []), ...data.elements] : [];
  const createButton = (
    <ButtonToolbar aria-label="Users and Teams">
      <LinkButton href={pathTo('SYSTEM_TEAMS')}>Teams</LinkButton>
      {hasPermission(me.permissions, 'users:create') && (
        <LinkButton href={pathTo('SYSTEM_USERS_CREATE')} variant="primary">
          Create user
        </LinkButton>
      )}
    </ButtonToolbar>
  );
  const renderCell = (user: UserOverview, column: OverviewColumn) => {
    switch (column.id) {
      case 'full_name':
        return (
          <>
            <AppLink href={pathTo('SYSTEM_USERS_SHOW', { userId: user.id })}>{user.fullName || user.username}</AppLink>
            {user === admin && (
              <>
                {' '}
                <Badge variant="info">{SYSTEM_ADMINISTRATOR}</Badge>
              </>
            )}
          </>
        );
      case 'username':
        return user.username;
      case 'email':
        return user.email;
      case 'client_address':
        return user.sessionActive ? (user.clientAddress ?? '') : '';
      case 'last_activity':
        return user.sessionActive && user.lastActivity ? formatDateTime(user.lastActivity, 'default', timezone) : '';
      case 'roles':
        return [...user.roles].sort((a, b) => a.localeCompare(b)).join(', ');
      case 'status':
        return <Badge variant={user.accountStatus === 'enabled' ? 'success' : 'default'}>{STATUS_TEXT[user.accountStatus]}</Badge>;
      case 'actions':
        return userAbilities(me.permissions, user, user.id === me.id).edit ? (
          <AppLink href={pathTo('SYSTEM_USERS_EDIT', { userId: user.id })}>
            Edit <Hidden>{user.username}</Hidden>
          </AppLink>
        ) : (
          ''
        );
      default:
        return '';
    }
  };

  return (
    <>
      <PageHeader title="Users Overview" description="Overview of the accounts that can sign in to Sift." actions={createButton} />
      {data ? (
        <EntityOverviewTable
          aria-label="Users"
          entities={rows}
          columns={USER_COLUMNS}
          layout={layout}
          onLayoutChange={onLayoutChange}
          renderCell={renderCell}
          entityLabel={(user) => user.username}
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

export default UsersPage;
