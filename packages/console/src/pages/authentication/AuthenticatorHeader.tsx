import { PageHeader } from '@sift/ui';
import { LinkButton } from '../../components/LinkButton';
import { pathTo } from '../../routing/routes';
import { AUTHENTICATOR_TEXTS as T } from './authenticatorTexts';

/** The authenticators pages' header: back to the services, and "Edit Authenticators" for editors. */
export function AuthenticatorHeader({ canEdit, editing }: { canEdit: boolean; editing: boolean }) {
  return (
    <PageHeader
      title={T.pageTitle}
      description={T.pageDescription}
      actions={
        <>
          <LinkButton href={pathTo('SYSTEM_AUTHENTICATION_SERVICES')}>{T.servicesLink}</LinkButton>
          {canEdit && !editing && (
            <LinkButton variant="success" href={pathTo('SYSTEM_AUTHENTICATION_AUTHENTICATOR_EDIT')}>
              {T.edit}
            </LinkButton>
          )}
        </>
      }
    />
  );
}
