import { useEffect, useMemo, useState } from 'react';
import { useAvailableOutputs, useCreateOutput, useDeleteOutput, useOutputs, useStreams, useUpdateOutput, type Output } from '@sift/api';
import { Button, ConfirmDialog, EmptyState, FormGroup, LoadingIndicator, NativeSelect, PageHeader, toast } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { OutputFormModal } from './outputs/OutputFormModal';
import { OutputItem } from './outputs/OutputItem';
import { streamsByOutput } from './outputs/outputStreams';
import { deleteOutputQuestion, OUTPUT_FAILURES, outputCreated } from './outputs/outputTexts';
import { failureMessage, runReporting } from './streams/reportFailure';

type Dialog = { kind: 'create'; type: string } | { kind: 'edit'; output: Output } | { kind: 'delete'; output: Output };

/** System → Outputs: every output with its configuration and streams; create from the types the server offers, edit, delete. */
export function OutputsPage() {
  usePageTitle('Outputs');
  const outputs = useOutputs();
  const types = useAvailableOutputs();
  const streams = useStreams();
  const create = useCreateOutput();
  const update = useUpdateOutput();
  const remove = useDeleteOutput();
  const canCreate = usePermitted(['outputs:create']);
  const canEdit = usePermitted(['outputs:edit']);
  const canDelete = usePermitted(['outputs:terminate']);
  const [chosenType, setChosenType] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const byOutput = useMemo(() => streamsByOutput(streams.data ?? []), [streams.data]);

  useEffect(() => {
    if (outputs.error) toast.error(OUTPUT_FAILURES.load, failureMessage(outputs.error));
  }, [outputs.error]);

  if (!outputs.data && outputs.error) return <FetchErrorPage error={outputs.error} />;
  const typeOptions = Object.values(types.data ?? {})
    .map((type) => ({ value: type.type, label: type.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const typeOf = (type: string) => types.data?.[type];
  const dialogType = dialog?.kind === 'create' ? typeOf(dialog.type) : dialog?.kind === 'edit' ? typeOf(dialog.output.type) : undefined;
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title="Outputs"
        description="Outputs forward the messages of the streams they are assigned to, for example to another GELF server or to the server's standard output."
      />
      {canCreate && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginBottom: 16 }}>
          <FormGroup label="Output type">
            {(control) => (
              <NativeSelect
                {...control}
                placeholder="Select output type"
                options={typeOptions}
                value={chosenType}
                onChange={setChosenType}
              />
            )}
          </FormGroup>
          <Button variant="primary" disabled={!typeOf(chosenType)} onClick={() => setDialog({ kind: 'create', type: chosenType })}>
            Launch new output
          </Button>
        </div>
      )}
      {!outputs.data && <LoadingIndicator />}
      {outputs.data?.length === 0 && <EmptyState kind="noItemsFound" />}
      {outputs.data?.map((output) => (
        <OutputItem
          key={output.id}
          output={output}
          type={typeOf(output.type)}
          streams={byOutput.get(output.id) ?? []}
          canEdit={canEdit}
          canDelete={canDelete}
          onEdit={() => setDialog({ kind: 'edit', output })}
          onDelete={() => setDialog({ kind: 'delete', output })}
        />
      ))}
      {dialog && dialog.kind !== 'delete' && dialogType && (
        <OutputFormModal
          type={dialogType}
          output={dialog.kind === 'edit' ? dialog.output : undefined}
          onClose={close}
          onSubmit={async (request) => {
            const done =
              dialog.kind === 'edit'
                ? await runReporting(
                    () => update.trigger(dialog.output.id, { title: request.title, configuration: request.configuration }),
                    OUTPUT_FAILURES.update,
                  )
                : await runReporting(() => create.trigger(request), OUTPUT_FAILURES.create);
            if (done && dialog.kind === 'create') toast.success(outputCreated(request.title));
            if (done) close();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title="Delete output"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={close}
          onConfirm={() => void runReporting(() => remove.trigger(dialog.output.id), OUTPUT_FAILURES.delete).then(close)}
        >
          {deleteOutputQuestion(dialog.output.title)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default OutputsPage;
