import { useHttpHeaderAuthConfig } from '@sift/api';
import { DescriptionList, LoadingIndicator, MissingPermissionsPage, Panel } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { AuthenticatorHeader } from './authentication/AuthenticatorHeader';
import { AUTHENTICATOR_TEXTS as T, HEADER_AUTH_EDIT, HEADER_AUTH_READ } from './authentication/authenticatorTexts';

/** `/system/authentication/authenticator`: the trusted header authentication settings. */
export function AuthenticatorPage() {
  usePageTitle(T.pageTitle);
  const canRead = usePermitted([HEADER_AUTH_READ]);
  const canEdit = usePermitted([HEADER_AUTH_EDIT]);
  const { data, error } = useHttpHeaderAuthConfig();
  if (!canRead) return <MissingPermissionsPage />;
  if (!data && error) return <FetchErrorPage error={error} />;
  return (
    <>
      <AuthenticatorHeader canEdit={canEdit} editing={false} />
      <Panel title={T.sectionTitle} headingLevel={2}>
        <p>{T.intro}</p>
        {data ? (
          <DescriptionList
            items={[
              { term: T.enabled, description: data.enabled ? T.yes : T.no },
              { term: T.usernameHeader, description: data.usernameHeader },
            ]}
          />
        ) : (
          <LoadingIndicator />
        )}
      </Panel>
    </>
  );
}

export default AuthenticatorPage;
