import { Button, Checkbox, FormGroup, NumberInput, Textarea, TextInput } from '@sift/ui';
import { usePermitted } from '../../shell/currentUser';
import type { NotificationFieldsProps } from './HttpNotificationFields';
import { URL_CHECK_TEXTS, useUrlAllowList } from './urlAllowList';

const TEMPLATE_HELP =
  'The same template syntax as email bodies: ${event.message}, ${event_definition_title}, ${foreach backlog message}…${end}.';

/**
 * A Slack or Microsoft Teams notification: the incoming webhook (checked against the allow-list as an
 * HTTP notification's URL), the custom message template, colour, icon, time zone and backlog; Slack adds
 * the channel, user name, emoji, mentions and whether the title line is sent.
 */
export function ChatNotificationFields({ draft, errors, onChange }: NotificationFieldsProps) {
  const allowList = useUrlAllowList(draft.webhookUrl);
  const canAllow = usePermitted(['urlwhitelist:write']);
  const slack = draft.type === 'slack-notification-v1';
  const urlError = errors['webhookUrl'] ?? allowList.error ?? undefined;
  return (
    <>
      <FormGroup
        label="Webhook URL"
        error={urlError}
        help={
          slack
            ? 'A Slack incoming webhook, https://hooks.slack.com/services/…'
            : 'A Teams incoming webhook, https://….webhook.office.com/…'
        }
      >
        {(control) => (
          <TextInput
            {...control}
            fullWidth
            value={draft.webhookUrl}
            invalid={Boolean(urlError)}
            onChange={(e) => onChange({ webhookUrl: e.target.value })}
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
      {slack && (
        <FormGroup label="Channel" error={errors['channel']} help="#channel or @user; a template, e.g. #ops-${event.key}">
          {(control) => (
            <TextInput
              {...control}
              fullWidth
              value={draft.channel}
              invalid={Boolean(errors['channel'])}
              onChange={(e) => onChange({ channel: e.target.value })}
            />
          )}
        </FormGroup>
      )}
      {slack && (
        <Checkbox
          label="Include Title"
          description="Sends the line “Alert <definition> triggered” with its description above the custom message."
          checked={draft.includeTitle}
          onChange={(includeTitle) => onChange({ includeTitle })}
        />
      )}
      <FormGroup
        label="Custom Message"
        optional={!slack || draft.includeTitle}
        error={errors['customMessage']}
        help={slack ? TEMPLATE_HELP : `${TEMPLATE_HELP} Each line “name: value” becomes one fact of the card.`}
      >
        {(control) => (
          <Textarea
            {...control}
            monospace
            rows={8}
            value={draft.customMessage}
            invalid={Boolean(errors['customMessage'])}
            onChange={(e) => onChange({ customMessage: e.target.value })}
          />
        )}
      </FormGroup>
      <FormGroup label="Color" error={errors['color']} help="The bar beside the message, a hex colour.">
        {(control) => (
          <TextInput
            {...control}
            value={draft.color}
            invalid={Boolean(errors['color'])}
            onChange={(e) => onChange({ color: e.target.value })}
          />
        )}
      </FormGroup>
      <FormGroup label="Time Zone" help="Of the times the message shows.">
        {(control) => <TextInput {...control} value={draft.timeZone} onChange={(e) => onChange({ timeZone: e.target.value })} />}
      </FormGroup>
      <FormGroup
        label="Backlog Size"
        error={errors['backlogSize']}
        help="At most this many of the event's messages in the message's backlog; 0 for as many as the event definition attaches."
      >
        {(control) => (
          <NumberInput
            {...control}
            min={0}
            value={draft.backlogSize}
            invalid={Boolean(errors['backlogSize'])}
            onChange={(e) => onChange({ backlogSize: e.target.value })}
          />
        )}
      </FormGroup>
      {slack && (
        <FormGroup label="User Name" optional help="The name the message is posted under.">
          {(control) => (
            <TextInput {...control} fullWidth value={draft.userName} onChange={(e) => onChange({ userName: e.target.value })} />
          )}
        </FormGroup>
      )}
      <FormGroup label="Icon URL" optional>
        {(control) => <TextInput {...control} fullWidth value={draft.iconUrl} onChange={(e) => onChange({ iconUrl: e.target.value })} />}
      </FormGroup>
      {slack && (
        <FormGroup label="Icon Emoji" optional help="Such as :rotating_light:">
          {(control) => <TextInput {...control} value={draft.iconEmoji} onChange={(e) => onChange({ iconEmoji: e.target.value })} />}
        </FormGroup>
      )}
      {slack && (
        <Checkbox
          label="Notify Channel"
          description="Mentions @channel, so that everyone in the channel is notified."
          checked={draft.notifyChannel}
          onChange={(notifyChannel) => onChange({ notifyChannel })}
        />
      )}
      {slack && (
        <Checkbox
          label="Link Names"
          description="Turns @user and #channel in the message into links."
          checked={draft.linkNames}
          onChange={(linkNames) => onChange({ linkNames })}
        />
      )}
    </>
  );
}
