import type { EventRecord } from '@sift/api';
import { DescriptionList, formatDateTime } from '@sift/ui';
import { AppLink } from '../../components/AppLink';
import { pathTo } from '../../routing/routes';
import { priorityLabel } from './alertTexts';

const pairs = (values: Readonly<Record<string, string>>) =>
  Object.keys(values).length === 0
    ? 'None'
    : Object.entries(values)
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ');

export interface EventDetailsProps {
  event: EventRecord;
  definitionTitle: string | undefined;
  /** Whether the user may open the definition (eventdefinitions:read). */
  canOpenDefinition: boolean;
  timezone: string;
}

/** An event's details below its row: its definition, priority, window, key, fields and "Replay search". */
export function EventDetails({ event, definitionTitle, canOpenDefinition, timezone }: EventDetailsProps) {
  const title = definitionTitle ?? event.eventDefinitionId;
  const items = [
    { term: 'ID', description: event.id },
    {
      term: 'Event Definition',
      description: canOpenDefinition ? (
        <AppLink href={pathTo('ALERTS_DEFINITIONS_SHOW', { definitionId: event.eventDefinitionId })}>{title}</AppLink>
      ) : (
        title
      ),
    },
    { term: 'Priority', description: priorityLabel(event.priority) },
    { term: 'Timestamp', description: formatDateTime(event.timestamp, 'default', timezone) },
    {
      term: 'Timerange',
      description:
        event.timerangeStart && event.timerangeEnd
          ? `${formatDateTime(event.timerangeStart, 'default', timezone)} – ${formatDateTime(event.timerangeEnd, 'default', timezone)}`
          : 'None',
    },
    { term: 'Key', description: event.key === null || event.key === '' ? 'None' : event.key },
    { term: 'Group-By Fields', description: pairs(event.groupByFields) },
    { term: 'Additional Fields', description: pairs(event.fields) },
    {
      term: 'Messages',
      description: event.replayInfo ? (
        <AppLink href={pathTo('ALERTS_REPLAY_SEARCH', { alertId: event.id })}>Replay search</AppLink>
      ) : (
        'None'
      ),
    },
  ];
  return <DescriptionList items={items} />;
}
