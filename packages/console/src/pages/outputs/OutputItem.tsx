import type { AvailableOutput, Output, Stream } from '@sift/api';
import { Button, ButtonToolbar, DescriptionList, Panel } from '@sift/ui';
import { AppLink } from '../../components/AppLink';
import { pathTo } from '../../routing/routes';
import { NOT_ASSIGNED } from './outputTexts';

export interface OutputItemProps {
  output: Output;
  /** Its type's descriptor, when the server still offers the type. */
  type: AvailableOutput | undefined;
  /** The streams it is attached to. */
  streams: readonly Stream[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A configuration value as text; encrypted values show only whether they are set. */
function shown(value: unknown, label: string | undefined): string {
  if (value !== null && typeof value === 'object' && 'is_set' in value)
    return (value as { is_set: unknown }).is_set ? '(set)' : '(not set)';
  if (Array.isArray(value)) return value.join(', ');
  if (value === null || value === undefined || value === '') return '(empty)';
  return label ?? String(value);
}

/** One output: its type, configuration and the streams it is attached to, with edit and delete. */
export function OutputItem({ output, type, streams, canEdit, canDelete, onEdit, onDelete }: OutputItemProps) {
  const fields = type?.requestedConfiguration ?? [];
  const known = new Set(fields.map((field) => field.name));
  const items = [
    { term: 'Type', description: type?.name ?? output.type },
    { term: 'ID', description: output.id },
    {
      term: 'Streams',
      description:
        streams.length === 0 ? (
          NOT_ASSIGNED
        ) : (
          <span>
            {streams.map((stream, i) => (
              <span key={stream.id}>
                {i > 0 && ', '}
                <AppLink href={pathTo('STREAM_OUTPUTS', { streamId: stream.id })}>{stream.title}</AppLink>
              </span>
            ))}
          </span>
        ),
    },
    ...fields.map((field) => {
      const values = field.additionalInfo['values'];
      const value = output.configuration[field.name];
      const label =
        values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>)[String(value)] : undefined;
      return { term: field.humanName, description: shown(value, typeof label === 'string' ? label : undefined) };
    }),
    ...Object.keys(output.configuration)
      .filter((key) => !known.has(key))
      .map((key) => ({ term: key, description: shown(output.configuration[key], undefined) })),
  ];
  return (
    <Panel
      title={output.title}
      actions={
        <ButtonToolbar>
          {canEdit && (
            <Button size="small" disabled={!type} aria-label={`Edit output ${output.title}`} onClick={onEdit}>
              Edit
            </Button>
          )}
          {canDelete && (
            <Button size="small" variant="danger" aria-label={`Delete output ${output.title}`} onClick={onDelete}>
              Delete
            </Button>
          )}
        </ButtonToolbar>
      }
    >
      <DescriptionList items={items} />
    </Panel>
  );
}
