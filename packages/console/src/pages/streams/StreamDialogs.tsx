import { useCloneStream, useCreateStream, useDeleteStream, useUpdateStream, type Stream } from '@sift/api';
import { ConfirmDialog, toast } from '@sift/ui';
import { runReporting } from './reportFailure';
import { StreamFormModal, streamRequest, type StreamFormValues } from './StreamFormModal';
import {
  deleteStreamQuestion,
  deleteStreamsQuestion,
  NEW_STREAMS_START_PAUSED,
  STREAM_FAILURES,
  streamCreated,
  streamDeleted,
} from './streamTexts';

/** The dialog the streams overview shows, if any. */
export type StreamDialog =
  | { kind: 'create' }
  | { kind: 'edit'; stream: Stream }
  | { kind: 'clone'; stream: Stream }
  | { kind: 'delete'; streams: readonly Stream[] };

export interface StreamDialogsProps {
  dialog: StreamDialog | null;
  onClose: () => void;
  /** Called with the id of a stream just created or cloned. */
  onCreated?: (id: string) => void;
}

const EMPTY: StreamFormValues = { title: '', description: '', indexSetId: '', removeMatchesFromDefaultStream: false };
const valuesOf = (stream: Stream, title = stream.title): StreamFormValues => ({
  title,
  description: stream.description ?? '',
  indexSetId: stream.indexSetId,
  removeMatchesFromDefaultStream: stream.removeMatchesFromDefaultStream,
});

/** Create, edit, clone and delete dialogs of streams, with the spec's failure toasts. */
export function StreamDialogs({ dialog, onClose, onCreated }: StreamDialogsProps) {
  const create = useCreateStream();
  const update = useUpdateStream();
  const clone = useCloneStream();
  const remove = useDeleteStream();
  if (!dialog) return null;

  switch (dialog.kind) {
    case 'create':
      return (
        <StreamFormModal
          title="Create stream"
          submitText="Create stream"
          initial={EMPTY}
          note={NEW_STREAMS_START_PAUSED}
          saving={create.isMutating}
          onCancel={onClose}
          onSubmit={(values) =>
            void runReporting(async () => {
              const id = await create.trigger(streamRequest(values));
              toast.success(streamCreated(values.title.trim()));
              onClose();
              onCreated?.(id);
            }, STREAM_FAILURES.save)
          }
        />
      );
    case 'edit': {
      const { stream } = dialog;
      return (
        <StreamFormModal
          title={`Editing stream ${stream.title}`}
          submitText="Update stream"
          initial={valuesOf(stream)}
          saving={update.isMutating}
          onCancel={onClose}
          onSubmit={(values) =>
            void runReporting(async () => {
              await update.trigger(stream.id, streamRequest(values, stream.matchingType));
              onClose();
            }, STREAM_FAILURES.update)
          }
        />
      );
    }
    case 'clone': {
      const { stream } = dialog;
      return (
        <StreamFormModal
          title={`Cloning stream ${stream.title}`}
          submitText="Clone stream"
          initial={valuesOf(stream, '')}
          note={NEW_STREAMS_START_PAUSED}
          saving={clone.isMutating}
          onCancel={onClose}
          onSubmit={(values) =>
            void runReporting(async () => {
              const id = await clone.trigger(stream.id, streamRequest(values, stream.matchingType));
              toast.success(streamCreated(values.title.trim()));
              onClose();
              onCreated?.(id);
            }, STREAM_FAILURES.clone)
          }
        />
      );
    }
    case 'delete': {
      const { streams } = dialog;
      const only = streams.length === 1 ? streams[0] : undefined;
      return (
        <ConfirmDialog
          open
          title={only ? 'Delete stream' : 'Delete streams'}
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={onClose}
          onConfirm={() =>
            void (async () => {
              for (const stream of streams) {
                const deleted = await runReporting(() => remove.trigger(stream.id), STREAM_FAILURES.delete);
                if (deleted) toast.success(streamDeleted(stream.title));
              }
              onClose();
            })()
          }
        >
          {only ? deleteStreamQuestion(only.title) : deleteStreamsQuestion(streams.length)}
        </ConfirmDialog>
      );
    }
    default:
      return null;
  }
}
