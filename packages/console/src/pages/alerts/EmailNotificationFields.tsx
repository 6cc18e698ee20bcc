import { Checkbox, FormGroup, NativeSelect, TagInput, Textarea, TextInput } from '@sift/ui';
import type { NotificationFieldsProps } from './HttpNotificationFields';
import { SMTP_TRANSPORT_SECURITY_OPTIONS } from './notificationDraft';
import { UserRecipientsField } from './UserRecipientsField';

/** The email notification's sender, recipients, subject and body templates, and the SMTP server it is sent through. */
export function EmailNotificationFields({ draft, errors, onChange }: NotificationFieldsProps) {
  return (
    <>
      <FormGroup label="Sender">
        {(control) => <TextInput {...control} fullWidth value={draft.sender} onChange={(e) => onChange({ sender: e.target.value })} />}
      </FormGroup>
      <FormGroup label="Reply-To" optional>
        {(control) => <TextInput {...control} fullWidth value={draft.replyTo} onChange={(e) => onChange({ replyTo: e.target.value })} />}
      </FormGroup>
      <FormGroup label="Email Recipient(s)" error={errors['emailRecipients']} help="Type an address and press Enter.">
        {(control) => <TagInput {...control} value={draft.emailRecipients} onChange={(emailRecipients) => onChange({ emailRecipients })} />}
      </FormGroup>
      <UserRecipientsField value={draft.userRecipients} onChange={(userRecipients) => onChange({ userRecipients })} />
      <FormGroup label="Subject" error={errors['subject']}>
        {(control) => (
          <TextInput
            {...control}
            fullWidth
            value={draft.subject}
            invalid={Boolean(errors['subject'])}
            onChange={(e) => onChange({ subject: e.target.value })}
          />
        )}
      </FormGroup>
      <FormGroup label="Body Template" error={errors['bodyTemplate']}>
        {(control) => (
          <Textarea
            {...control}
            monospace
            rows={10}
            value={draft.bodyTemplate}
            invalid={Boolean(errors['bodyTemplate'])}
            onChange={(e) => onChange({ bodyTemplate: e.target.value })}
          />
        )}
      </FormGroup>
      <FormGroup label="HTML Body Template" optional>
        {(control) => (
          <Textarea
            {...control}
            monospace
            rows={10}
            value={draft.htmlBodyTemplate}
            onChange={(e) => onChange({ htmlBodyTemplate: e.target.value })}
          />
        )}
      </FormGroup>
      <FormGroup label="Time Zone">
        {(control) => <TextInput {...control} fullWidth value={draft.timeZone} onChange={(e) => onChange({ timeZone: e.target.value })} />}
      </FormGroup>
      <FormGroup label="SMTP Server" error={errors['smtpHost']} help="Host name or address of the mail server the email is sent through.">
        {(control) => (
          <TextInput
            {...control}
            fullWidth
            value={draft.smtpHost}
            invalid={Boolean(errors['smtpHost'])}
            onChange={(e) => onChange({ smtpHost: e.target.value })}
          />
        )}
      </FormGroup>
      <FormGroup label="SMTP Port" error={errors['smtpPort']}>
        {(control) => (
          <TextInput
            {...control}
            inputMode="numeric"
            value={draft.smtpPort}
            invalid={Boolean(errors['smtpPort'])}
            onChange={(e) => onChange({ smtpPort: e.target.value })}
          />
        )}
      </FormGroup>
      <FormGroup label="Transport Security">
        {(control) => (
          <NativeSelect
            {...control}
            options={SMTP_TRANSPORT_SECURITY_OPTIONS}
            value={draft.smtpTransportSecurity}
            onChange={(value) =>
              onChange({ smtpTransportSecurity: SMTP_TRANSPORT_SECURITY_OPTIONS.find((o) => o.value === value)?.value ?? 'none' })
            }
          />
        )}
      </FormGroup>
      <Checkbox
        label="Verify the server's certificate"
        checked={draft.smtpVerifyCertificates}
        onChange={(checked) => onChange({ smtpVerifyCertificates: checked })}
      />
      <FormGroup label="SMTP Username" optional>
        {(control) => (
          <TextInput
            {...control}
            fullWidth
            autoComplete="off"
            value={draft.smtpUsername}
            onChange={(e) => onChange({ smtpUsername: e.target.value })}
          />
        )}
      </FormGroup>
      <FormGroup label="SMTP Password" optional help={draft.smtpPassword.isSet ? 'A value is stored; leave empty to keep it.' : undefined}>
        {(control) => (
          <TextInput
            {...control}
            type="password"
            autoComplete="off"
            fullWidth
            value={draft.smtpPassword.value}
            onChange={(e) => onChange({ smtpPassword: { ...draft.smtpPassword, value: e.target.value } })}
          />
        )}
      </FormGroup>
    </>
  );
}
