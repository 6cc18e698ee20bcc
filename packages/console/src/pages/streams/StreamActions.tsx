import { useLocation } from 'wouter';
import { usePauseStream, useResumeStream, type Stream } from '@sift/api';
import { Button, DropdownMenu, type DropdownMenuItem } from '@sift/ui';
import { pathTo } from '../../routing/routes';
import { hasScreen } from '../../routing/screens';
import { runReporting } from './reportFailure';
import { STREAM_FAILURES } from './streamTexts';

export interface StreamActionsProps {
  stream: Stream;
  /** The user may edit this stream (`streams:edit:<id>`). */
  canEdit: boolean;
  /** The user may pause and start it (`streams:changestate:<id>`). */
  canChangeState: boolean;
  onEdit: (stream: Stream) => void;
  onClone: (stream: Stream) => void;
  onDelete: (stream: Stream) => void;
}

/** Whether a stream can be changed at all: the default stream and the system streams cannot. */
export const isChangeable = (stream: Stream) => stream.isEditable && !stream.isDefault;

/** The row actions of a stream: start or pause, and a menu with rules, outputs, search, edit, clone and delete. */
export function StreamActions({ stream, canEdit, canChangeState, onEdit, onClone, onDelete }: StreamActionsProps) {
  const [, navigate] = useLocation();
  const pause = usePauseStream();
  const resume = useResumeStream();
  const changeable = isChangeable(stream);
  const items: DropdownMenuItem[] = [
    ...(hasScreen('STREAMS_EDIT')
      ? [{ label: 'Manage Rules', href: pathTo('STREAMS_EDIT', { streamId: stream.id }), disabled: !changeable || !canEdit }]
      : []),
    ...(hasScreen('STREAM_OUTPUTS')
      ? [{ label: 'Manage Outputs', href: pathTo('STREAM_OUTPUTS', { streamId: stream.id }), disabled: !canEdit }]
      : []),
    { label: 'Search stream', href: pathTo('STREAM_SEARCH', { streamId: stream.id }) },
    { label: 'Edit stream', onSelect: () => onEdit(stream), disabled: !changeable || !canEdit },
    { label: 'Clone stream', onSelect: () => onClone(stream), disabled: !changeable },
    { label: 'Delete stream', onSelect: () => onDelete(stream), disabled: !changeable || !canEdit },
  ];
  const busy = pause.isMutating || resume.isMutating;
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      {changeable &&
        canChangeState &&
        (stream.disabled ? (
          <Button
            size="small"
            variant="success"
            loading={busy}
            aria-label={`Start stream ${stream.title}`}
            onClick={() => void runReporting(() => resume.trigger(stream.id), STREAM_FAILURES.resume)}
          >
            Start
          </Button>
        ) : (
          <Button
            size="small"
            variant="warning"
            loading={busy}
            aria-label={`Pause stream ${stream.title}`}
            onClick={() => void runReporting(() => pause.trigger(stream.id), STREAM_FAILURES.pause)}
          >
            Pause
          </Button>
        ))}
      <DropdownMenu title="More" items={items} onNavigate={navigate} placement="bottom-end" />
    </span>
  );
}
