import { useEventsConfig, useUpdateEventsConfig, type EventsConfig } from '@sift/api';
import { Checkbox, DescriptionList, FormGroup, NumberInput } from '@sift/ui';
import { ConfigurationSection } from './ConfigurationSection';

export const EVENTS_CONFIG_TEXTS = {
  title: 'Events System',
  help: 'How event definitions search, catch up and notify.',
  modalTitle: 'Update events system configuration',
  searchTimeout: 'Search timeout (seconds)',
  retryPeriod: 'Notification retry period (seconds)',
  backlog: 'Default notification backlog size',
  catchupWindow: 'Catch-up window (seconds)',
  keepalive: 'Send TCP keep-alive on notification connections',
  keepaliveShort: 'Notification TCP keep-alive',
  searchTimeoutShort: 'Search timeout',
  retryPeriodShort: 'Notification retry period',
  catchupWindowShort: 'Catch-up window',
  on: 'Enabled',
  off: 'Disabled',
  invalid: 'Enter the timeout, retry period and catch-up window as whole seconds of at least 1, and a backlog of 0 or more.',
} as const;

const T = EVENTS_CONFIG_TEXTS;
const UNITS = [
  { ms: 86_400_000, one: 'day', many: 'days' },
  { ms: 3_600_000, one: 'hour', many: 'hours' },
  { ms: 60_000, one: 'minute', many: 'minutes' },
  { ms: 1000, one: 'second', many: 'seconds' },
] as const;

/** "5 minutes", "90 seconds": a duration in the largest unit that divides it, else in milliseconds. */
export function durationText(ms: number): string {
  const unit = UNITS.find((u) => ms > 0 && ms % u.ms === 0);
  if (!unit) return `${ms} ms`;
  const n = ms / unit.ms;
  return `${n} ${n === 1 ? unit.one : unit.many}`;
}

const whole = (value: number, min: number) => Number.isInteger(value) && value >= min;
const problemOf = (draft: EventsConfig) =>
  whole(draft.searchTimeoutMs / 1000, 1) &&
  whole(draft.notificationRetryPeriodMs / 1000, 1) &&
  whole(draft.catchupWindowMs / 1000, 1) &&
  whole(draft.notificationDefaultBacklog, 0)
    ? undefined
    : T.invalid;

/** The events system: search timeout, notification retry period and backlog, catch-up window, keep-alive. */
export function EventsConfigSection({ canEdit }: { canEdit: boolean }) {
  const config = useEventsConfig();
  const update = useUpdateEventsConfig();

  return (
    <ConfigurationSection<EventsConfig, EventsConfig>
      title={T.title}
      help={T.help}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={(data) => data}
      validate={problemOf}
      save={(draft) => update.trigger(draft)}
      submitting={update.isMutating}
      renderForm={(draft, change) => {
        const number = (key: keyof Omit<EventsConfig, 'notificationTcpKeepalive'>, label: string, scale: number) => (
          <FormGroup id={`events-config-${key}`} label={label}>
            {(control) => (
              <NumberInput
                {...control}
                value={Number.isNaN(draft[key]) ? '' : String(draft[key] / scale)}
                onChange={(event) => {
                  const value = event.target.value === '' ? Number.NaN : Number(event.target.value) * scale;
                  change((d) => ({ ...d, [key]: value }));
                }}
              />
            )}
          </FormGroup>
        );
        return (
          <>
            {number('searchTimeoutMs', T.searchTimeout, 1000)}
            {number('notificationRetryPeriodMs', T.retryPeriod, 1000)}
            {number('notificationDefaultBacklog', T.backlog, 1)}
            {number('catchupWindowMs', T.catchupWindow, 1000)}
            <Checkbox
              label={T.keepalive}
              checked={draft.notificationTcpKeepalive}
              onChange={(checked) => change((d) => ({ ...d, notificationTcpKeepalive: checked }))}
            />
          </>
        );
      }}
    >
      {(data) => (
        <DescriptionList
          items={[
            { term: T.searchTimeoutShort, description: durationText(data.searchTimeoutMs) },
            { term: T.retryPeriodShort, description: durationText(data.notificationRetryPeriodMs) },
            { term: T.backlog, description: String(data.notificationDefaultBacklog) },
            { term: T.catchupWindowShort, description: durationText(data.catchupWindowMs) },
            { term: T.keepaliveShort, description: data.notificationTcpKeepalive ? T.on : T.off },
          ]}
        />
      )}
    </ConfigurationSection>
  );
}
