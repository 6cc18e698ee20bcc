import { useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { USERS_PAGE_DEFAULTS, useUsers } from '@sift/api';
import { Badge, colorVars, EmptyState, LIST_PAGE_SIZES, LoadingIndicator, PageHeader, PaginatedList, readUrlPagination, writeUrlPagination, type PaginationState } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${colorVars.border.subtle};
    text-align: left;
  }
`;

const URL_OPTIONS = { pageSizes: LIST_PAGE_SIZES, defaultPageSize: USERS_PAGE_DEFAULTS.perPage };

/** System → Users and Teams: every account, 50 per page by default, sorted by full name; page and size live in the URL. */
export function UsersPage() {
  usePageTitle('Users Overview');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { page, pageSize } = readUrlPagination(search, URL_OPTIONS);
  const [query, setQuery] = useState('');
  const { data, error } = useUsers({ page, perPage: pageSize, query });
  if (!data && error) return <FetchErrorPage error={error} />;

  const onChange = (next: PaginationState) => {
    setQuery(next.query);
    navigate(`${location}?${writeUrlPagination(search, { page: next.page, pageSize: next.perPage }, URL_OPTIONS).toString()}`);
  };

  return (
    <>
      <PageHeader title="Users Overview" description="Overview of the accounts that can sign in to Sift." />
      <PaginatedList totalItems={data?.total ?? 0} pagination={{ page, perPage: pageSize, query }} onChange={onChange} pageSizes={LIST_PAGE_SIZES} showFilter filterPlaceholder="Find users">
        {!data && <LoadingIndicator />}
        {data && data.elements.length === 0 && <EmptyState kind={query ? 'filterNoMatch' : 'noItemsFound'} />}
        {data && data.elements.length > 0 && (
          <Table>
            <thead>
              <tr>
                <th scope="col">Full name</th>
                <th scope="col">Username</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.elements.map((user) => (
                <tr key={user.id}>
                  <td>
                    <AppLink href={pathTo('SYSTEM_USERS_SHOW', { userId: user.id })}>{user.fullName || user.username}</AppLink>
                  </td>
                  <td>{user.username}</td>
                  <td>{user.email}</td>
                  <td>
                    <Badge variant={user.accountStatus === 'enabled' ? 'success' : 'default'}>{user.accountStatus}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PaginatedList>
    </>
  );
}

export default UsersPage;
