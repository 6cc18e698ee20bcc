import { useEventNotifications } from '@sift/api';
import { Alert, DescriptionList } from '@sift/ui';
import { priorityLabel } from './alertTexts';
import { type DefinitionDraft, type DraftErrors } from './definitionDraft';

const ALL_NOTIFICATIONS = { page: 1, perPage: 500 } as const;
const describeDuration = (draft: DefinitionDraft['searchWithin']) => `${draft.value} ${draft.unit.toLowerCase()}`;

/** Summary: what will be saved, and what still keeps it from being saved. */
export function SummaryStep({ draft, errors }: { draft: DefinitionDraft; errors: DraftErrors }) {
  const notifications = useEventNotifications(ALL_NOTIFICATIONS);
  const titleOf = (id: string) => notifications.data?.elements.find((n) => n.id === id)?.title ?? id;
  const metrics = draft.metrics.map((m) => {
    const c = draft.conditions[m.id];
    return `${m.fn}(${m.field ?? ''}) ${c?.comparator ?? '>'} ${c?.value ?? '?'}`;
  });
  const problems = Object.values(errors);
  return (
    <>
      {problems.length > 0 && (
        <Alert variant="danger">
          The event definition cannot be saved yet:
          <ul style={{ margin: 0 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <DescriptionList
        items={[
          { term: 'Title', description: draft.title || '(none)' },
          { term: 'Description', description: draft.description || '(none)' },
          { term: 'Priority', description: priorityLabel(draft.priority) },
          { term: 'Type', description: draft.metrics.length === 0 ? 'Filter' : 'Aggregation' },
          { term: 'Search Query', description: draft.query || '*' },
          { term: 'Streams', description: draft.streams.length === 0 ? 'All streams' : draft.streams.join(', ') },
          { term: 'Search within', description: describeDuration(draft.searchWithin) },
          { term: 'Execute every', description: describeDuration(draft.executeEvery) },
          {
            term: 'Group by',
            description:
              draft.groupings
                .map((g) => g.field)
                .filter(Boolean)
                .join(', ') || '(none)',
          },
          {
            term: 'Condition',
            description: metrics.length === 0 ? 'Every matching message' : metrics.join(draft.operator === '&&' ? ' and ' : ' or '),
          },
          { term: 'Fields', description: draft.fields.map((f) => f.name).join(', ') || '(none)' },
          { term: 'Notifications', description: draft.notificationIds.map(titleOf).join(', ') || '(none)' },
          { term: 'Grace Period', description: `${draft.gracePeriodMs / 1000} seconds` },
        ]}
      />
    </>
  );
}
