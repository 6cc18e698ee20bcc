import styled from 'styled-components';
import useSWR from 'swr';
import { useLocation, useParams, useRoute } from 'wouter';
import { useApiClient, UserAdminApi, type User } from '@sift/api';
import { Button, isPlainLeftClick, LoadingIndicator, PageHeader, Panel } from '@sift/ui';
import { pathTo, routePattern } from '../routing/routes';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { PasswordForm } from './profile/PasswordForm';
import { PreferencesForm } from './profile/PreferencesForm';
import { StartPageForm } from './profile/StartPageForm';
import { isStartPageType, START_PAGE_TYPE_LABELS } from './profile/startPageOptions';
import { canManageTokens } from './tokens/tokenRules';

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

function startPageText(startpage: User['startpage']): string {
  if (!startpage?.type) return 'Default';
  const type = isStartPageType(startpage.type) ? START_PAGE_TYPE_LABELS[startpage.type] : startpage.type;
  return `${type} ${startpage.id ?? ''}`.trim();
}

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
      <dd>{startPageText(user.startpage)}</dd>
      <dt>Status</dt>
      <dd>{user.accountStatus}</dd>
    </Facts>
  );
}

/** A user's profile: details, and for editable users their preferences and password. */
export function ProfilePage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const [editing] = useRoute(routePattern('SYSTEM_USERS_EDIT'));
  const [, navigate] = useLocation();
  const me = useCurrentUserContext();
  const client = useApiClient();
  const self = me.id === userId;
  const other = useSWR(self ? null : ['users', 'byId', userId], () => UserAdminApi.byId(client, userId));
  const user = self ? me : other.data;
  usePageTitle(user ? `User details: ${user.fullName || user.username}` : 'User details');
  if (!user && other.error) return <FetchErrorPage error={other.error as Error} />;
  if (!user) return <LoadingIndicator />;

  const editable = editing && !user.readOnly && (self || hasPermission(me.permissions, `users:edit:${user.username}`));
  const tokensHref = user.id && canManageTokens(me.permissions, user.username, self) ? pathTo('SYSTEM_USERS_TOKENS', { userId: user.id }) : null;
  const tokensLink = tokensHref && (
    <Button
      href={tokensHref}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(tokensHref);
      }}
    >
      Edit tokens
    </Button>
  );
  return (
    <>
      <PageHeader title={`${editing ? 'Edit user' : 'User details'}: ${user.fullName || user.username}`} description={self ? 'Your own account.' : undefined} actions={tokensLink} />
      <Sections>
        <Panel title="Profile">
          <Details user={user} />
        </Panel>
        {editable && (
          <Panel title="Start page">
            <StartPageForm user={user} />
          </Panel>
        )}
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
