import styled from 'styled-components';
import { useParams, useRoute } from 'wouter';
import { useUser, type User } from '@sift/api';
import { ButtonToolbar, DescriptionList, LoadingIndicator, MissingPermissionsPage, PageHeader, Panel } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
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
import { timeoutFromMs, TIMEOUT_UNITS } from './users/sessionTimeout';
import { EffectivePermissionsPanel } from './users/EffectivePermissionsPanel';
import { SharedEntitiesPanel } from './users/SharedEntitiesPanel';
import { UserActions } from './users/UserActions';
import { UserProfileForm, UserRolesForm } from './users/UserEditForms';
import { STATUS_TEXT, userAbilities } from './users/userRules';
import { BROWSER_TIMEZONE } from './users/UserSettingsFields';

/** Shown instead of the password form for an account an authentication service provides (its directory owns the password). */
export const EXTERNAL_PASSWORD_TEXT =
  "This account comes from an authentication service: its password is changed in that service's directory, not here.";

const Sections = styled.div`
  display: grid;
  gap: 16px;
`;

function startPageText(startpage: User['startpage']): string {
  if (!startpage?.type) return 'Default';
  const type = isStartPageType(startpage.type) ? START_PAGE_TYPE_LABELS[startpage.type] : startpage.type;
  return `${type} ${startpage.id ?? ''}`.trim();
}

function timeoutText(ms: number | null): string {
  const { value, unit } = timeoutFromMs(ms);
  const label = TIMEOUT_UNITS.find((u) => u.value === unit)?.label.toLowerCase() ?? unit;
  return `${value} ${value === 1 ? label.replace(/s$/, '') : label}`;
}

function Details({ user }: { user: User }) {
  return (
    <DescriptionList
      items={[
        { term: 'Username', description: user.username },
        { term: 'Full name', description: user.fullName ?? '-' },
        { term: 'Email', description: user.email || '-' },
        { term: 'Time zone', description: user.timezone ?? BROWSER_TIMEZONE },
        { term: 'Session timeout', description: timeoutText(user.sessionTimeoutMs) },
        { term: 'Start page', description: startPageText(user.startpage) },
        { term: 'Roles', description: user.roles.length > 0 ? [...user.roles].sort((a, b) => a.localeCompare(b)).join(', ') : '-' },
        { term: 'Status', description: STATUS_TEXT[user.accountStatus] },
      ]}
    />
  );
}

/**
 * A user's details (`/system/users/{id}`) or, on the edit route, their profile, settings, roles, start page,
 * preferences (their own) and password; the actions an administrator has on another account.
 */
export function ProfilePage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const [editing] = useRoute(routePattern('SYSTEM_USERS_EDIT'));
  const me = useCurrentUserContext();
  const self = me.id === userId;
  const other = useUser(self ? null : userId);
  const user = self ? me : other.data;
  usePageTitle(user ? `User details: ${user.fullName || user.username}` : 'User details');
  if (!user && other.error) return <FetchErrorPage error={other.error} />;
  if (!user) return <LoadingIndicator />;

  const abilities = userAbilities(me.permissions, user, self);
  const editable = editing && abilities.edit;
  if (editing && !abilities.edit && !user.readOnly) return <MissingPermissionsPage />;
  const tokensHref =
    user.id && canManageTokens(me.permissions, user.username, self) ? pathTo('SYSTEM_USERS_TOKENS', { userId: user.id }) : null;
  const actions = (
    <ButtonToolbar aria-label="User actions">
      {!editing && abilities.edit && user.id && <LinkButton href={pathTo('SYSTEM_USERS_EDIT', { userId: user.id })}>Edit user</LinkButton>}
      {tokensHref && <LinkButton href={tokensHref}>Edit tokens</LinkButton>}
      {!self && <UserActions user={user} abilities={abilities} />}
    </ButtonToolbar>
  );
  return (
    <>
      <PageHeader
        title={`${editing ? 'Edit user' : 'User details'}: ${user.fullName || user.username}`}
        description={self ? 'Your own account.' : undefined}
        actions={actions}
      />
      <Sections>
        {editable ? (
          <Panel title="Profile">
            <UserProfileForm user={user} />
          </Panel>
        ) : (
          <Panel title="Profile">
            <Details user={user} />
          </Panel>
        )}
        {editable && abilities.changeRoles && (
          <Panel title="Roles">
            <UserRolesForm user={user} />
          </Panel>
        )}
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
        {!editing && user.id && (self || hasPermission(me.permissions, `users:edit:${user.username}`)) && (
          <>
            <SharedEntitiesPanel userId={user.id} />
            {/* Role permissions are read from /authz/roles: without roles:read its 403 would replace the page. */}
            {hasPermission(me.permissions, 'roles:read') && <EffectivePermissionsPanel user={{ ...user, id: user.id }} />}
          </>
        )}
        {editable && user.id && (
          <Panel title="Password">
            {user.external ? <p>{EXTERNAL_PASSWORD_TEXT}</p> : <PasswordForm userId={user.id} requireOldPassword={self} />}
          </Panel>
        )}
      </Sections>
    </>
  );
}

export default ProfilePage;
