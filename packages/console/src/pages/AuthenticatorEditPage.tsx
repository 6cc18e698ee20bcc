import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useHttpHeaderAuthConfig, useUpdateHttpHeaderAuthConfig, type HttpHeaderAuthConfig } from '@sift/api';
import { Alert, Button, Checkbox, FormGroup, LoadingIndicator, MissingPermissionsPage, Panel, TextInput, toast } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { AuthenticatorHeader } from './authentication/AuthenticatorHeader';
import { AUTHENTICATOR_TEXTS as T, HEADER_AUTH_EDIT } from './authentication/authenticatorTexts';

function EditForm({ initial }: { initial: HttpHeaderAuthConfig }) {
  const [, navigate] = useLocation();
  const update = useUpdateHttpHeaderAuthConfig();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headerError = draft.usernameHeader.trim() === '' ? T.required : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (headerError) return;
    setFailure(null);
    try {
      await update.trigger({ enabled: draft.enabled, usernameHeader: draft.usernameHeader.trim() });
      toast.success(T.updated);
      navigate(pathTo('SYSTEM_AUTHENTICATION_AUTHENTICATOR'));
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : String(cause));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={T.sectionTitle} noValidate>
      <p>{T.intro}</p>
      <Checkbox label={T.enableLabel} checked={draft.enabled} onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))} />
      <FormGroup label={T.usernameHeader} help={T.usernameHeaderHelp} {...(touched && headerError ? { error: headerError } : {})}>
        {(control) => (
          <TextInput
            {...control}
            required
            autoComplete="off"
            value={draft.usernameHeader}
            onChange={(e) => {
              setTouched(true);
              setDraft((d) => ({ ...d, usernameHeader: e.target.value }));
            }}
          />
        )}
      </FormGroup>
      <Alert variant="info">{T.trustedProxies}</Alert>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <p>
        <Button type="submit" variant="success" disabled={update.isMutating || (touched && !!headerError)}>
          {T.update}
        </Button>{' '}
        <LinkButton href={pathTo('SYSTEM_AUTHENTICATION_AUTHENTICATOR')}>{T.cancel}</LinkButton>
      </p>
    </form>
  );
}

/** `/system/authentication/authenticator/edit`: changes the trusted header authentication settings. */
export function AuthenticatorEditPage() {
  usePageTitle(T.edit);
  const canEdit = usePermitted([HEADER_AUTH_EDIT]);
  const { data, error } = useHttpHeaderAuthConfig();
  if (!canEdit) return <MissingPermissionsPage />;
  if (!data && error) return <FetchErrorPage error={error} />;
  return (
    <>
      <AuthenticatorHeader canEdit={canEdit} editing />
      <Panel title={T.sectionTitle} headingLevel={2}>
        {data ? <EditForm initial={data} /> : <LoadingIndicator />}
      </Panel>
    </>
  );
}

export default AuthenticatorEditPage;
