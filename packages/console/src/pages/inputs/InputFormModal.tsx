import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Input, InputRequestWire, InputTypeInfo, Node } from '@sift/api';
import {
  Button,
  Checkbox,
  ConfigurationFields,
  configurationPayload,
  Form,
  FormField,
  FormGroup,
  initialConfigurationFormValues,
  Modal,
  NativeSelect,
  spacing,
} from '@sift/ui';
import { toRequestedConfiguration } from '../../components/pluginConfiguration';

const Buttons = styled.div`
  display: flex;
  gap: ${spacing(1)};
  margin-top: ${spacing(1)};
`;

export const GLOBAL_HELP = 'Should this input start on all nodes?';
export const NODE_HELP = 'On which node should this input start?';

export interface InputFormModalProps {
  /** The type of the input: its name heads the dialog and its requested configuration makes the fields. */
  type: InputTypeInfo;
  /** The input to edit; absent to launch a new one. */
  input?: Input;
  /** The nodes a node-bound input may run on. */
  nodes: readonly Node[];
  /** Called with the request; the dialog stays open while it runs and closes when it resolves. */
  onSubmit: (request: InputRequestWire) => Promise<void>;
  onClose: () => void;
}

type Values = { title: string; configuration: Record<string, unknown> };

/** Launch or edit an input: title, global or one node, and the type's generated configuration form. */
export function InputFormModal({ type, input, nodes, onSubmit, onClose }: InputFormModalProps) {
  const requested = useMemo(() => toRequestedConfiguration(type.requestedConfiguration), [type]);
  const initialValues = useMemo<Values>(
    () => ({ title: input?.title ?? '', configuration: initialConfigurationFormValues(requested, input?.attributes) }),
    [input, requested],
  );
  const [global, setGlobal] = useState(input?.global ?? false);
  const [chosenNode, setNode] = useState(input?.node ?? '');
  // The first node until one is chosen (the node list may arrive after the dialog opened).
  const node = chosenNode || nodes[0]?.nodeId || '';
  const editing = input !== undefined;
  const title = editing ? `Editing Input ${input.title}` : `Launch new ${type.name} input`;

  const submit = (values: Values) =>
    onSubmit({
      title: values.title.trim(),
      type: type.type,
      global,
      node: global ? null : node || null,
      configuration: configurationPayload(requested, values.configuration),
    });

  return (
    <Modal open onClose={onClose} title={title} size="large">
      <Form<Values> aria-label={title} initialValues={initialValues} onSubmit={submit}>
        <FormField name="title" label="Title" required help="Select a name of your new input that describes it." />
        <Checkbox label="Global" description={GLOBAL_HELP} checked={global} onChange={setGlobal} />
        {!global && (
          <FormGroup label="Node" help={NODE_HELP}>
            {(control) => (
              <NativeSelect
                {...control}
                fullWidth
                value={node}
                onChange={setNode}
                options={nodes.map((n) => ({ value: n.nodeId, label: `${n.shortNodeId} / ${n.hostname}` }))}
              />
            )}
          </FormGroup>
        )}
        <ConfigurationFields requestedConfiguration={requested} />
        <Buttons>
          <Button type="submit" variant="primary">
            {editing ? 'Update input' : 'Launch Input'}
          </Button>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
