import { Button, Checkbox, FormGroup, TextInput } from '@sift/ui';
import { usePermitted } from '../../shell/currentUser';
import type { NotificationDraft, SecretDraft } from './notificationDraft';
import { URL_CHECK_TEXTS, useUrlAllowList } from './urlAllowList';

export interface NotificationFieldsProps {
  draft: NotificationDraft;
  errors: Readonly<Record<string, string>>;
  onChange: (next: Partial<NotificationDraft>) => void;
}

const secretHelp = (secret: SecretDraft) => (secret.isSet ? 'A value is stored; leave empty to keep it.' : undefined);

/** The HTTP notification's URL (checked against the allow-list), Basic authentication and API key. */
export function HttpNotificationFields({ draft, errors, onChange }: NotificationFieldsProps) {
  const allowList = useUrlAllowList(draft.url);
  const canAllow = usePermitted(['urlwhitelist:write']);
  return (
    <>
      <FormGroup label="URL" error={errors['url'] ?? allowList.error ?? undefined}>
        {(control) => (
          <TextInput
            {...control}
            fullWidth
            value={draft.url}
            invalid={Boolean(errors['url'] ?? allowList.error)}
            onChange={(e) => onChange({ url: e.target.value })}
          />
        )}
      </FormGroup>
      {allowList.canAdd && canAllow && (
        <div>
          <Button size="small" disabled={allowList.adding} onClick={() => void allowList.add()}>
            {URL_CHECK_TEXTS.addToWhitelist}
          </Button>
        </div>
      )}
      <FormGroup label="Basic authentication" optional help={secretHelp(draft.basicAuth) ?? 'As user:password'}>
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="off"
            fullWidth
            value={draft.basicAuth.value}
            onChange={(e) => onChange({ basicAuth: { ...draft.basicAuth, value: e.target.value } })}
          />
        )}
      </FormGroup>
      <FormGroup label="API Key" optional>
        {(control) => <TextInput {...control} fullWidth value={draft.apiKey} onChange={(e) => onChange({ apiKey: e.target.value })} />}
      </FormGroup>
      <FormGroup label="API Secret" optional help={secretHelp(draft.apiSecret)} error={errors['apiSecret']}>
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="off"
            fullWidth
            value={draft.apiSecret.value}
            invalid={Boolean(errors['apiSecret'])}
            onChange={(e) => onChange({ apiSecret: { ...draft.apiSecret, value: e.target.value } })}
          />
        )}
      </FormGroup>
      <Checkbox
        label="Send API Key as header"
        checked={draft.apiKeyAsHeader}
        onChange={(checked) => onChange({ apiKeyAsHeader: checked })}
      />
      <Checkbox
        label="Skip TLS verification"
        checked={draft.skipTlsVerification}
        onChange={(checked) => onChange({ skipTlsVerification: checked })}
      />
    </>
  );
}
