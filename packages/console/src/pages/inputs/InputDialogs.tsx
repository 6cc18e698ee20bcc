import { useInput, type Input, type InputRequestWire, type InputTypeInfo, type Node } from '@sift/api';
import { Alert, ConfirmDialog, LoadingIndicator, Modal } from '@sift/ui';
import { InputFormModal } from './InputFormModal';
import { deleteInputQuestion, INPUT_TEXTS, removeStaticFieldQuestion } from './inputTexts';
import { StaticFieldModal } from './StaticFieldModal';
import { errorText, type useInputActions } from './useInputActions';

/** The dialog open on the inputs page, if any. */
export type InputDialog =
  | { kind: 'launch'; type: InputTypeInfo }
  | { kind: 'edit'; input: Input }
  | { kind: 'delete'; input: Input }
  | { kind: 'addStaticField'; input: Input }
  | { kind: 'removeStaticField'; input: Input; key: string };

export interface InputDialogsProps {
  dialog: InputDialog | null;
  types: Readonly<Record<string, InputTypeInfo>>;
  nodes: readonly Node[];
  actions: ReturnType<typeof useInputActions>;
  onClose: () => void;
}

/** Editing reads the input afresh, so the form starts from what is stored now. */
function EditInput({
  input,
  types,
  nodes,
  onSubmit,
  onClose,
}: {
  input: Input;
  types: Readonly<Record<string, InputTypeInfo>>;
  nodes: readonly Node[];
  onSubmit: (request: InputRequestWire) => Promise<void>;
  onClose: () => void;
}) {
  const { data, error } = useInput(input.id);
  const type = types[input.type];
  if (error || !type) {
    return (
      <Modal open onClose={onClose} title={`Editing Input ${input.title}`}>
        <Alert variant="danger" title={INPUT_TEXTS.loadFailed}>
          {error ? errorText(error) : `The input type ${input.type} is not available on this server.`}
        </Alert>
      </Modal>
    );
  }
  if (!data) return <LoadingIndicator />;
  return <InputFormModal type={type} input={data} nodes={nodes} onSubmit={onSubmit} onClose={onClose} />;
}

/** Launch, edit, delete and static-field dialogs; a failed change keeps its dialog open with what was typed. */
export function InputDialogs({ dialog, types, nodes, actions, onClose }: InputDialogsProps) {
  if (!dialog) return null;
  const closingAfter = (run: () => Promise<void>) => async () => {
    try {
      await run();
      onClose();
    } catch {
      // The failure toast is shown; the dialog stays open.
    }
  };
  switch (dialog.kind) {
    case 'launch':
      return (
        <InputFormModal
          type={dialog.type}
          nodes={nodes}
          onSubmit={(request) => closingAfter(() => actions.launch(request))()}
          onClose={onClose}
        />
      );
    case 'edit':
      return (
        <EditInput
          input={dialog.input}
          types={types}
          nodes={nodes}
          onSubmit={(request) => closingAfter(() => actions.update(dialog.input, request))()}
          onClose={onClose}
        />
      );
    case 'addStaticField':
      return (
        <StaticFieldModal
          inputTitle={dialog.input.title}
          onSubmit={(key, value) => closingAfter(() => actions.addStaticField(dialog.input, key, value))()}
          onClose={onClose}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          open
          title="Delete input?"
          confirmText="Delete"
          confirmVariant="danger"
          onCancel={onClose}
          onConfirm={() => void closingAfter(() => actions.remove(dialog.input))()}
        >
          {deleteInputQuestion(dialog.input.title)}
        </ConfirmDialog>
      );
    case 'removeStaticField':
      return (
        <ConfirmDialog
          open
          title="Remove static field?"
          confirmText="Remove"
          confirmVariant="danger"
          onCancel={onClose}
          onConfirm={() => void closingAfter(() => actions.removeStaticField(dialog.input, dialog.key))()}
        >
          {removeStaticFieldQuestion(dialog.key)}
        </ConfirmDialog>
      );
  }
}
