import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useParams } from 'wouter';
import { useAuthServiceBackend, useAuthServiceBackendUsers, useAuthServiceBackends, useAuthzRoles } from '@sift/api';
import { Badge, EmptyState, LoadingIndicator, MissingPermissionsPage, PageHeader, Panel } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { SERVER_STEP, STEP_TITLES, TRANSPORT_LABELS, TYPE_LABELS, USER_SYNC_STEP } from './authentication/authServiceRules';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;
  overflow-wrap: anywhere;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

function FactList({ label, facts }: { label: string; facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Facts aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** Role names for ids; asked only of viewers with roles:read (a 403 would replace the page). */
function RoleNames({ ids }: { ids: readonly string[] }) {
  const roles = useAuthzRoles({ perPage: 0 });
  return <>{ids.map((id) => roles.data?.elements.find((r) => r.id === id)?.name ?? id).join(', ')}</>;
}

/** `/system/authentication/services/{id}`: a service's settings, step by step, and the users it signed in. */
export function AuthenticationBackendDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const me = useCurrentUserContext();
  const backend = useAuthServiceBackend(id);
  const list = useAuthServiceBackends({ perPage: 0 });
  const canSeeUsers = hasPermission(me.permissions, 'authserviceglobalconfig:read') && hasPermission(me.permissions, 'users:read');
  const users = useAuthServiceBackendUsers(canSeeUsers ? id : null, { perPage: 0 });
  usePageTitle(`Authentication Service - ${backend.data?.title ?? ''}`);
  if (!hasPermission(me.permissions, `authservicebackend:read:${id}`)) return <MissingPermissionsPage />;
  if (backend.error && !backend.data) return <FetchErrorPage error={backend.error} />;
  if (!backend.data) return <LoadingIndicator />;

  const b = backend.data;
  const c = b.config;
  const active = list.data?.activeBackend?.id === b.id;
  const canEdit = hasPermission(me.permissions, `authservicebackend:edit:${b.id}`);
  const editLink = (step: string) =>
    canEdit ? (
      <LinkButton href={`${pathTo('SYSTEM_AUTHENTICATION_EDIT', { id: b.id })}?initialStepKey=${step}`}>Edit</LinkButton>
    ) : undefined;

  return (
    <>
      <PageHeader
        title={`Authentication Service - ${b.title}`}
        description={b.description || `An ${TYPE_LABELS[c.type]} service.`}
        actions={<LinkButton href={pathTo('SYSTEM_AUTHENTICATION_SERVICES')}>All services</LinkButton>}
      />
      <p>{active ? <Badge variant="success">Active</Badge> : <Badge>Not active</Badge>}</p>
      <Panel title={STEP_TITLES[SERVER_STEP]} headingLevel={2} actions={editLink(SERVER_STEP)}>
        <FactList
          label={STEP_TITLES[SERVER_STEP]}
          facts={[
            ['Type', TYPE_LABELS[c.type]],
            ['Server addresses', c.servers.map((s) => `${s.host}:${s.port}`).join(', ')],
            ['Transport security', TRANSPORT_LABELS[c.transportSecurity]],
            ['Verify certificates', c.verifyCertificates ? 'yes' : 'no'],
            ['System user DN', c.systemUserDn || '(anonymous)'],
            ['System password', c.systemUserPasswordSet ? '******' : 'not set'],
          ]}
        />
      </Panel>
      <Panel title={STEP_TITLES[USER_SYNC_STEP]} headingLevel={2} actions={editLink(USER_SYNC_STEP)}>
        <FactList
          label={STEP_TITLES[USER_SYNC_STEP]}
          facts={[
            ['Search base DN', c.userSearchBase],
            ['Search pattern', c.userSearchPattern],
            ['Name attribute', c.userNameAttribute],
            ['Full name attribute', c.userFullNameAttribute],
            ...(c.userUniqueIdAttribute ? ([['ID attribute', c.userUniqueIdAttribute]] as const) : []),
            ['Email attributes', c.emailAttributes.join(', ')],
            [
              'Default roles',
              b.defaultRoles.length === 0 ? (
                'none'
              ) : hasPermission(me.permissions, 'roles:read') ? (
                <RoleNames ids={b.defaultRoles} />
              ) : (
                b.defaultRoles.join(', ')
              ),
            ],
          ]}
        />
      </Panel>
      {canSeeUsers && (
        <Panel title="Synchronized users" headingLevel={2}>
          {!users.data && <LoadingIndicator />}
          {users.data && users.data.elements.length === 0 && <EmptyState text="No user has signed in through this service yet." />}
          {users.data && users.data.elements.length > 0 && (
            <ul aria-label="Synchronized users">
              {users.data.elements.map((u) => (
                <li key={u.id}>
                  <AppLink href={pathTo('SYSTEM_USERS_SHOW', { userId: u.id })}>{u.fullName ?? u.username}</AppLink> ({u.username})
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </>
  );
}

export default AuthenticationBackendDetailsPage;
