import { useMemo } from 'react';
import {
  FetchError,
  useAddStaticField,
  useCreateInput,
  useDeleteInput,
  useRemoveStaticField,
  useRestartInput,
  useStartInput,
  useStopInput,
  useUpdateInput,
  type Input,
  type InputRequestWire,
} from '@sift/api';
import { toast } from '@sift/ui';
import { INPUT_TEXTS } from './inputTexts';

export const errorText = (error: unknown) =>
  error instanceof FetchError ? error.displayMessage : error instanceof Error ? error.message : String(error);

async function quietly(run: () => Promise<unknown>, failure: string, detail: string): Promise<void> {
  try {
    await run();
  } catch (error) {
    toast.error(failure, `${detail}: ${errorText(error)}`);
  }
}

export type InputActions = ReturnType<typeof useInputActions>;

/**
 * The inputs page's changes, each with the spec's success and failure toasts. Launch, update and
 * add-static-field rethrow after their failure toast, so their dialog stays open with what was typed.
 */
export function useInputActions() {
  const create = useCreateInput();
  const update = useUpdateInput();
  const remove = useDeleteInput();
  const start = useStartInput();
  const stop = useStopInput();
  const restart = useRestartInput();
  const addField = useAddStaticField();
  const removeField = useRemoveStaticField();

  const [launchInput, updateInput, removeInput, startInput, stopInput, restartInput, addStaticField, removeStaticField] = [
    create.trigger,
    update.trigger,
    remove.trigger,
    start.trigger,
    stop.trigger,
    restart.trigger,
    addField.trigger,
    removeField.trigger,
  ];

  // One object while the triggers stay the same, so rows that take it need not render again.
  return useMemo(
    () => ({
      launch: async (request: InputRequestWire) => {
        try {
          await launchInput(request);
        } catch (error) {
          toast.error(INPUT_TEXTS.launchFailed, `Launching input '${request.title}' failed: ${errorText(error)}`);
          throw error;
        }
        toast.success(INPUT_TEXTS.launched, `Input '${request.title}' was launched.`);
      },
      update: async (input: Input, request: InputRequestWire) => {
        try {
          await updateInput(input.id, request);
        } catch (error) {
          toast.error(INPUT_TEXTS.updateFailed, `Updating input '${input.title}' failed: ${errorText(error)}`);
          throw error;
        }
        toast.success(INPUT_TEXTS.updated, `Input '${request.title}' was updated.`);
      },
      remove: (input: Input) =>
        quietly(
          async () => {
            await removeInput(input.id);
            toast.success(INPUT_TEXTS.deleted, `Input '${input.title}' was deleted.`);
          },
          INPUT_TEXTS.deleteFailed,
          `Deleting input '${input.title}' failed`,
        ),
      start: (input: Input) => quietly(() => startInput(input.id), INPUT_TEXTS.startFailed, `Starting input '${input.title}' failed`),
      stop: (input: Input) => quietly(() => stopInput(input.id), INPUT_TEXTS.stopFailed, `Stopping input '${input.title}' failed`),
      restart: (input: Input) =>
        quietly(() => restartInput(input.id), INPUT_TEXTS.restartFailed, `Restarting input '${input.title}' failed`),
      addStaticField: async (input: Input, key: string, value: string) => {
        try {
          await addStaticField(input.id, key, value);
        } catch (error) {
          toast.error(INPUT_TEXTS.staticFieldAddFailed, `Adding static field '${key}' to '${input.title}' failed: ${errorText(error)}`);
          throw error;
        }
        toast.success(INPUT_TEXTS.staticFieldAdded, `Static field '${key}' was added to '${input.title}'.`);
      },
      removeStaticField: (input: Input, key: string) =>
        quietly(
          async () => {
            await removeStaticField(input.id, key);
            toast.success(INPUT_TEXTS.staticFieldRemoved, `Static field '${key}' was removed from '${input.title}'.`);
          },
          INPUT_TEXTS.staticFieldRemoveFailed,
          `Removing static field '${key}' from '${input.title}' failed`,
        ),
    }),
    [launchInput, updateInput, removeInput, startInput, stopInput, restartInput, addStaticField, removeStaticField],
  );
}
