import { useState, type ReactNode } from 'react';
import { Button, LoadingIndicator, ModalForm, Panel, toast } from '@sift/ui';
import { CONFIG_UPDATE_FAILED, CONFIG_UPDATED, EDIT_CONFIGURATION } from './configurationTexts';

/** What a section reads: a cluster configuration as the api hook gives it (null: none stored yet, shown as loading). */
export interface ConfigurationRead<T> {
  data?: T | null;
  error?: Error;
}

export interface ConfigurationSectionProps<T, D> {
  /** The panel's heading; the edit button is named "Edit configuration: {title}". */
  title: string;
  /** A line under the heading, e.g. what the configuration is for. */
  help?: ReactNode;
  /** The configuration as read; loading until it has data or an error. */
  config: ConfigurationRead<T>;
  /** Shows the edit button (the user holds clusterconfigentry:edit). */
  canEdit: boolean;
  /** The read-only view of the configuration. */
  children: (data: T) => ReactNode;
  /** The edit modal's title, e.g. "Update user configuration". */
  modalTitle: string;
  /** The draft the modal edits, made from the configuration when Edit is pressed. */
  toDraft: (data: T) => D;
  /** The modal's fields for the draft; `change` applies an edit to the latest draft. */
  renderForm: (draft: D, change: (edit: (current: D) => D) => void) => ReactNode;
  /** Why the draft cannot be saved yet (shown as an alert, Save refused), or undefined when it can. */
  validate?: (draft: D) => string | undefined;
  /** Stores the draft; a rejection keeps the modal open with the failure toast. */
  save: (draft: D) => Promise<unknown>;
  /** A save is running: Save shows a spinner. */
  submitting: boolean;
  /** The success toast when it is not the generic "Configuration updated successfully". */
  success?: string;
  /** The failure toast when it is not the generic "Could not update config" with the server's message. */
  failure?: { title: string; message: (error: string) => string };
}

/**
 * One cluster configuration on System -> Configurations: a panel showing it read-only, an edit button for
 * those who may, and a modal that saves a draft with the spec's toasts (3-administration.md §8).
 */
export function ConfigurationSection<T, D>({
  title,
  help,
  config,
  canEdit,
  children,
  modalTitle,
  toDraft,
  renderForm,
  validate,
  save,
  submitting,
  success = CONFIG_UPDATED,
  failure,
}: ConfigurationSectionProps<T, D>) {
  // Held in an object so that a draft which is itself null or a function stays a value.
  const [editing, setEditing] = useState<{ draft: D } | null>(null);
  const { data, error } = config;
  const problem = editing ? validate?.(editing.draft) : undefined;

  const submit = async (draft: D) => {
    try {
      await save(draft);
      toast.success(success);
      setEditing(null);
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      if (failure) toast.error(failure.title, failure.message(message));
      else toast.error(CONFIG_UPDATE_FAILED, message);
    }
  };

  return (
    <Panel
      title={title}
      headingLevel={2}
      actions={
        canEdit && data != null ? (
          <Button size="small" onClick={() => setEditing({ draft: toDraft(data) })} aria-label={`${EDIT_CONFIGURATION}: ${title}`}>
            {EDIT_CONFIGURATION}
          </Button>
        ) : undefined
      }
    >
      {help && <p>{help}</p>}
      {data != null ? children(data) : error ? <p role="alert">{error.message}</p> : <LoadingIndicator />}
      {editing && (
        <ModalForm
          open
          title={modalTitle}
          submitText="Save"
          submitting={submitting}
          onCancel={() => setEditing(null)}
          onSubmit={() => {
            if (problem === undefined) void submit(editing.draft);
          }}
        >
          {renderForm(editing.draft, (edit) => setEditing((current) => current && { draft: edit(current.draft) }))}
          {problem !== undefined && <p role="alert">{problem}</p>}
        </ModalForm>
      )}
    </Panel>
  );
}
