import { FormGroup, TagInput, Textarea, TextInput } from '@sift/ui';
import type { NotificationFieldsProps } from './HttpNotificationFields';

/** The email notification's sender, recipients, subject and body templates. */
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
    </>
  );
}
