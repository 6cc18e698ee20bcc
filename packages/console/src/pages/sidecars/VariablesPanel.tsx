import { useState } from 'react';
import {
  sidecarValidationErrors,
  useDeleteSidecarVariable,
  useSaveSidecarVariable,
  useSidecarVariables,
  type ConfigurationVariable,
} from '@sift/api';
import { Button, ConfirmDialog, FormGroup, ModalForm, Panel, Textarea, TextInput, toast } from '@sift/ui';
import { usePermitted } from '../../shell/currentUser';
import { failureMessage, runReporting } from '../streams/reportFailure';
import { Muted, SidecarTable } from './SidecarParts';
import { SIDECAR_FAILURES } from './sidecarTexts';

type Editing = { variable: ConfigurationVariable | null };

/** The configuration variables (`${user.<name>}` in templates): listed, and created, changed or deleted with the permissions for it. */
export function VariablesPanel() {
  const variables = useSidecarVariables();
  const remove = useDeleteSidecarVariable();
  const mayCreate = usePermitted(['sidecar_collector_configurations:create']);
  const mayEdit = usePermitted(['sidecar_collector_configurations:update']);
  const mayDelete = usePermitted(['sidecar_collector_configurations:delete']);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ConfigurationVariable | null>(null);
  return (
    <Panel
      title="Configuration variables"
      actions={mayCreate && <Button onClick={() => setEditing({ variable: null })}>Create variable</Button>}
    >
      {variables.data?.length === 0 && <Muted>No variables. A template reads a variable named x as {'${user.x}'}.</Muted>}
      {variables.data && variables.data.length > 0 && (
        <SidecarTable aria-label="Configuration variables">
          <thead>
            <tr>
              <th scope="col">Variable</th>
              <th scope="col">Description</th>
              <th scope="col">Content</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {variables.data.map((v) => (
              <tr key={v.id}>
                <td>
                  <code>{`\${user.${v.name}}`}</code>
                </td>
                <td>{v.description}</td>
                <td>
                  <code>{v.content}</code>
                </td>
                <td>
                  {mayEdit && (
                    <Button size="small" aria-label={`Edit variable ${v.name}`} onClick={() => setEditing({ variable: v })}>
                      Edit
                    </Button>
                  )}{' '}
                  {mayDelete && (
                    <Button size="small" aria-label={`Delete variable ${v.name}`} onClick={() => setDeleting(v)}>
                      Delete
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </SidecarTable>
      )}
      {editing && <VariableModal variable={editing.variable} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete variable"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            void runReporting(() => remove.trigger(deleting.id), SIDECAR_FAILURES.deleteVariable).then(() => setDeleting(null))
          }
        >
          {`Do you really want to delete the variable "${deleting.name}"?`}
        </ConfirmDialog>
      )}
    </Panel>
  );
}

function VariableModal({ variable, onClose }: { variable: ConfigurationVariable | null; onClose: () => void }) {
  const save = useSaveSidecarVariable();
  const [name, setName] = useState(variable?.name ?? '');
  const [description, setDescription] = useState(variable?.description ?? '');
  const [content, setContent] = useState(variable?.content ?? '');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const submit = async () => {
    try {
      await save.trigger(variable?.id ?? null, { name: name.trim(), description, content });
      onClose();
    } catch (failure) {
      const errors = sidecarValidationErrors(failure);
      if (errors?.['name']) setNameError(errors['name'].join(' '));
      else toast.error(SIDECAR_FAILURES.saveVariable, failureMessage(failure));
    }
  };
  return (
    <ModalForm
      open
      title={variable ? `Edit variable ${variable.name}` : 'Create variable'}
      submitText={variable ? 'Update variable' : 'Create variable'}
      submitting={save.isMutating}
      onCancel={onClose}
      onSubmit={() => void submit()}
    >
      <FormGroup label="Name" error={nameError} help="Letters, digits and _; renaming it renames it in the templates that use it.">
        {(control) => (
          <TextInput
            {...control}
            name="name"
            required
            fullWidth
            value={name}
            invalid={!!nameError}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(undefined);
            }}
          />
        )}
      </FormGroup>
      <FormGroup label="Description" optional>
        {(control) => (
          <TextInput {...control} name="description" fullWidth value={description} onChange={(e) => setDescription(e.target.value)} />
        )}
      </FormGroup>
      <FormGroup label="Content">
        {(control) => (
          <Textarea {...control} name="content" required monospace rows={4} value={content} onChange={(e) => setContent(e.target.value)} />
        )}
      </FormGroup>
    </ModalForm>
  );
}
