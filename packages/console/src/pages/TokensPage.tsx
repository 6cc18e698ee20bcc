import { useParams } from 'wouter';
import { useUser } from '@sift/api';
import { LoadingIndicator, MissingPermissionsPage, PageHeader, Panel } from '@sift/ui';
import { useCurrentUserContext } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { TokenList } from './tokens/TokenList';
import { canManageTokens } from './tokens/tokenRules';

const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `/system/users/tokens/{userId}`: a user's API tokens. */
export function TokensPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const me = useCurrentUserContext();
  const self = me.id === userId;
  const other = useUser(self ? null : userId);
  const user = self ? me : other.data;
  const name = user ? user.fullName || user.username : '';
  usePageTitle(user ? `Edit tokens of: ${name}` : 'Edit tokens');
  if (!user && other.error) return <FetchErrorPage error={other.error} />;
  if (!user) return <LoadingIndicator />;
  if (!canManageTokens(me.permissions, user.username, self)) return <MissingPermissionsPage />;

  return (
    <>
      <PageHeader
        title={`Edit tokens of: ${name}`}
        description="Create tokens to access the API without a password, or delete tokens you no longer need."
      />
      <Panel title="Tokens">
        <TokenList userId={userId} timezone={me.timezone ?? browserTimezone()} />
      </Panel>
    </>
  );
}

export default TokensPage;
