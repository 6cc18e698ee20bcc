import { useState } from 'react';
import { useParams } from 'wouter';
import {
  useAttachStreamOutputs,
  useAvailableOutputs,
  useDetachStreamOutput,
  useOutputs,
  useStream,
  useStreamOutputs,
  type Output,
} from '@sift/api';
import { Button, ButtonToolbar, ConfirmDialog, EmptyState, FormGroup, LoadingIndicator, NativeSelect, PageHeader, Panel } from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { runReporting } from './streams/reportFailure';
import { STREAM_FAILURES } from './streams/streamTexts';

export const detachOutputQuestion = (output: string, stream: string) =>
  `Do you really want to remove the output "${output}" from the stream "${stream}"?`;

/** `/streams/{id}/outputs`: the outputs a stream forwards its messages to; assign existing outputs or remove them. */
export function StreamOutputsPage() {
  const { streamId = '' } = useParams<{ streamId: string }>();
  const stream = useStream(streamId);
  const attached = useStreamOutputs(streamId);
  const all = useOutputs();
  const types = useAvailableOutputs();
  const attach = useAttachStreamOutputs();
  const detach = useDetachStreamOutput();
  const canEdit = usePermitted([`streams:edit:${streamId}`]);
  const [chosen, setChosen] = useState('');
  const [removing, setRemoving] = useState<Output | null>(null);
  usePageTitle(stream.data ? `Outputs of Stream "${stream.data.title}"` : 'Stream outputs');

  const error = stream.error ?? attached.error;
  if ((!stream.data || !attached.data) && error) return <FetchErrorPage error={error} />;
  if (!stream.data || !attached.data) return <LoadingIndicator />;
  const current = stream.data;
  const attachedIds = new Set(attached.data.map((output) => output.id));
  const choices = (all.data ?? [])
    .filter((output) => !attachedIds.has(output.id))
    .map((output) => ({ value: output.id, label: output.title }));
  const typeName = (type: string) => types.data?.[type]?.name ?? type;

  return (
    <>
      <PageHeader
        title={`Outputs of Stream "${current.title}"`}
        description="Every message of this stream is forwarded to each of these outputs."
        actions={
          <ButtonToolbar>
            <AppLink href={pathTo('SYSTEM_OUTPUTS')}>Manage outputs</AppLink>
            <AppLink href={pathTo('STREAMS')}>Back to streams</AppLink>
          </ButtonToolbar>
        }
      />
      {canEdit && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginBottom: 16 }}>
          <FormGroup label="Assign existing output">
            {(control) => (
              <NativeSelect {...control} placeholder="Select an output" options={choices} value={chosen} onChange={setChosen} />
            )}
          </FormGroup>
          <Button
            variant="primary"
            disabled={chosen === '' || attach.isMutating}
            loading={attach.isMutating}
            onClick={() =>
              void runReporting(() => attach.trigger(current.id, [chosen]), STREAM_FAILURES.addOutput).then((done) => done && setChosen(''))
            }
          >
            Assign output
          </Button>
        </div>
      )}
      <Panel title="Assigned outputs">
        {attached.data.length === 0 ? (
          <EmptyState kind="noItemsFound" />
        ) : (
          <ul aria-label="Assigned outputs">
            {attached.data.map((output) => (
              <li key={output.id}>
                <strong>{output.title}</strong>
                {` (${typeName(output.type)}) `}
                {canEdit && (
                  <Button size="xsmall" variant="danger" aria-label={`Remove output ${output.title}`} onClick={() => setRemoving(output)}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {removing && (
        <ConfirmDialog
          open
          title="Remove output"
          confirmText="Remove"
          confirmVariant="danger"
          submitting={detach.isMutating}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            void runReporting(() => detach.trigger(current.id, removing.id), STREAM_FAILURES.removeOutput).then(() => setRemoving(null))
          }
        >
          {detachOutputQuestion(removing.title, current.title)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default StreamOutputsPage;
