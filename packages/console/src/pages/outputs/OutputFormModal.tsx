import { useMemo } from 'react';
import styled from 'styled-components';
import type { AvailableOutput, Output, OutputRequestWire } from '@sift/api';
import {
  Button,
  ConfigurationFields,
  configurationPayload,
  Form,
  FormField,
  initialConfigurationFormValues,
  Modal,
  spacing,
} from '@sift/ui';
import { toRequestedConfiguration } from '../../components/pluginConfiguration';

const Buttons = styled.div`
  display: flex;
  gap: ${spacing(1)};
  margin-top: ${spacing(1)};
`;

export interface OutputFormModalProps {
  /** The output's type: its name heads the dialog and its requested configuration makes the fields. */
  type: AvailableOutput;
  /** The output to edit; absent to create one. */
  output?: Output;
  /** Called with the request; the dialog closes when it resolves. */
  onSubmit: (request: OutputRequestWire) => Promise<void>;
  onClose: () => void;
}

type Values = { title: string; configuration: Record<string, unknown> };

/** Create or edit an output: its title and the type's generated configuration form. */
export function OutputFormModal({ type, output, onSubmit, onClose }: OutputFormModalProps) {
  const requested = useMemo(() => toRequestedConfiguration(type.requestedConfiguration), [type]);
  const initialValues = useMemo<Values>(
    () => ({ title: output?.title ?? '', configuration: initialConfigurationFormValues(requested, output?.configuration) }),
    [output, requested],
  );
  const title = output ? `Editing output ${output.title}` : `Create new ${type.name}`;
  const submit = (values: Values) =>
    onSubmit({ title: values.title.trim(), type: type.type, configuration: configurationPayload(requested, values.configuration) });
  return (
    <Modal open onClose={onClose} title={title} size="large">
      <Form<Values> aria-label={title} initialValues={initialValues} onSubmit={submit}>
        <FormField name="title" label="Title" required help="A name that says where this output sends messages." />
        <ConfigurationFields requestedConfiguration={requested} />
        <Buttons>
          <Button type="submit" variant="primary">
            {output ? 'Update output' : 'Create output'}
          </Button>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
