import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuthzRoles, type Role } from '@sift/api';
import {
  Badge,
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
import { NEW_ROLE_ID, roleTypeText } from './roles/roleRules';

export const ROLE_COLUMNS: readonly OverviewColumn[] = [
  { id: 'name', title: 'Name' },
  { id: 'description', title: 'Description' },
  { id: 'users', title: 'Users' },
  { id: 'type', title: 'Type' },
];

const URL_OPTIONS = { pageSizes: LIST_PAGE_SIZES, defaultPageSize: LIST_PAGE_SIZES[0] };

/** A role as an overview row: legacy roles without an id are keyed by name. */
type RoleRow = Role & { id: string };

/** System → Roles: the built-in and custom roles with the users assigned to each. */
export function RolesPage() {
  usePageTitle('Roles Overview');
  const me = useCurrentUserContext();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { page, pageSize } = readUrlPagination(search, URL_OPTIONS);
  const [query, setQuery] = useState('');
  const [displayed, setDisplayed] = useState<readonly string[]>(ROLE_COLUMNS.map((c) => c.id));
  const { data, error } = useAuthzRoles({ page, perPage: pageSize, query });
  if (!data && error) return <FetchErrorPage error={error} />;

  const toUrl = (nextPage: number, nextSize: number) =>
    navigate(`${location}?${writeUrlPagination(search, { page: nextPage, pageSize: nextSize }, URL_OPTIONS).toString()}`);
  const layout: TableLayoutPreferences = { displayedAttributes: displayed, sort: null, perPage: pageSize };
  const onLayoutChange = (next: TableLayoutPreferences) => {
    if (next.perPage !== pageSize) toUrl(1, next.perPage);
    setDisplayed(next.displayedAttributes);
  };
  const createButton = hasPermission(me.permissions, 'roles:create') ? (
    <LinkButton href={pathTo('SYSTEM_ROLES_EDIT', { roleId: NEW_ROLE_ID })} variant="primary">
      Create role
    </LinkButton>
  ) : undefined;
  const rows: RoleRow[] = (data?.elements ?? []).map((role) => ({ ...role, id: role.id ?? role.name }));
  const renderCell = (role: RoleRow, column: OverviewColumn) => {
    switch (column.id) {
      case 'name':
        return role.id !== role.name ? <AppLink href={pathTo('SYSTEM_ROLES_SHOW', { roleId: role.id })}>{role.name}</AppLink> : role.name;
      case 'description':
        return role.description;
      case 'users':
        return (data?.usersByRole[role.id] ?? []).map((user) => user.username).join(', ');
      case 'type':
        return <Badge variant={role.readOnly ? 'info' : 'default'}>{roleTypeText(role)}</Badge>;
      default:
        return '';
    }
  };

  return (
    <>
      <PageHeader
        title="Roles Overview"
        description="Roles bundle permissions; every user holds the permissions of their roles."
        actions={createButton}
      />
      {data ? (
        <EntityOverviewTable
          aria-label="Roles"
          entities={rows}
          columns={ROLE_COLUMNS}
          layout={layout}
          onLayoutChange={onLayoutChange}
          renderCell={renderCell}
          entityLabel={(role) => role.name}
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

export default RolesPage;
