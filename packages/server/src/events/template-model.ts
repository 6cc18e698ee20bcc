import { formatDate } from '../pipelines/dates.js';
import type { NotificationContext } from './notifier.js';

const EVENT_TIMES = ['timestamp', 'timestamp_processing', 'timerange_start', 'timerange_end'];

/**
 * A stored time (ISO, UTC) in `zone` with its offset, as Graylog's JSON has a DateTime: `2024-05-01T19:30:00.000+05:30`,
 * `Z` when the offset is zero. Anything that is not a time is left as it is.
 */
function zoned(value: unknown, zone: string): unknown {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return value;
  return formatDate(date, "yyyy-MM-dd'T'HH:mm:ss.SSSZZ", zone).replace(/\+00:00$/, 'Z');
}

/**
 * What notification templates see (Graylog's EventNotificationModelData), with its times in the
 * notification's `time_zone` as Graylog converts the whole model: the event's four times and each backlog
 * message's `timestamp`. In UTC they stay as stored.
 */
export function templateModel(context: NotificationContext, zone: string): Record<string, unknown> {
  let event: Record<string, unknown> = context.event as unknown as Record<string, unknown>;
  let backlog = context.backlog;
  if (zone !== 'UTC') {
    event = { ...event };
    for (const key of EVENT_TIMES) event[key] = zoned(event[key], zone);
    backlog = backlog.map((entry) =>
      'timestamp' in entry.message
        ? { ...entry, message: { ...entry.message, timestamp: zoned(entry.message['timestamp'], zone) } }
        : entry,
    );
  }
  return {
    event_definition_id: context.definition.id,
    event_definition_type: context.definition.type,
    event_definition_title: context.definition.title,
    event_definition_description: context.definition.description,
    job_definition_id: context.jobDefinitionId,
    job_trigger_id: context.jobTriggerId,
    event,
    backlog,
  };
}
