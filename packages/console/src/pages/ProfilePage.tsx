import styled from 'styled-components';
import useSWR from 'swr';
import { useParams, useRoute } from 'wouter';
import { useApiClient, UserAdminApi, type User } from '@sift/api';
import { LoadingIndicator, PageHeader, Panel } from '@sift/ui';
import { routePattern } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { PasswordForm } from './profile/PasswordForm';
import { PreferencesForm } from './profile/PreferencesForm';

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

function Details({ user }: { user: User }) {
  return (
    <Facts>
      <dt>Username</dt>
      <dd>{user.username}</dd>
      <dt>Full name</dt>
      <dd>{user.fullName ?? '-'}</dd>
      <dt>Email</dt>
      <dd>{user.email || '-'}</dd>
      <dt>Time zone</dt>
      <dd>{user.timezone ?? 'Browser default'}</dd>
      <dt>Start page</dt>
      <dd>{user.startpage?.type ? `${user.startpage.type} ${user.startpage.id ?? ''}` : 'Default'}</dd>
      <dt>Status</dt>
      <dd>{user.accountStatus}</dd>
    </Facts>
  );
}

/** A user's profile: details, and for editable users their preferences and password. */
export function ProfilePage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const [editing] = useRoute(routePattern('SYSTEM_USERS_EDIT'));
  const me = useCurrentUserContext();
  const client = useApiClient();
  const self = me.id === userId;
  const other = useSWR(self ? null : ['users', 'byId', userId], () => UserAdminApi.byId(client, userId));
  const user = self ? me : other.data;
  usePageTitle(user ? `User details: ${user.fullName || user.username}` : 'User details');
  if (!user && other.error) return <FetchErrorPage error={other.error as Error} />;
  if (!user) return <LoadingIndicator />;

  const editable = editing && !user.readOnly && (self || hasPermission(me.permissions, `users:edit:${user.username}`));
  return (
    <>
      <PageHeader title={`${editing ? 'Edit user' : 'User details'}: ${user.fullName || user.username}`} description={self ? 'Your own account.' : undefined} />
      <Sections>
        <Panel title="Profile">
          <Details user={user} />
        </Panel>
        {editable && self && (
          <Panel title="Preferences">
            <PreferencesForm user={user} />
          </Panel>
        )}
        {editable && user.id && (
          <Panel title="Password">
            <PasswordForm userId={user.id} requireOldPassword={self} />
          </Panel>
        )}
      </Sections>
    </>
  );
}

export default ProfilePage;
