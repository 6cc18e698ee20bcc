import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { Form } from '../FormField/Form';
import { spacing } from '../theme/tokens';
import { ConfigurationFields } from './ConfigurationFields';
import {
  configurationPayload,
  initialConfigurationFormValues,
  type ConfigurationPayload,
  type ConfigurationValues,
  type RequestedConfiguration,
} from './configurationModel';

const Buttons = styled.div`
  display: flex;
  gap: ${spacing(1)};
  margin-top: ${spacing(1)};
`;

export interface ConfigurationFormProps {
  /** The plugin's `requested_configuration` (an input type's, an output's, a lookup adapter's...). */
  requestedConfiguration: RequestedConfiguration;
  /** The stored configuration, as the server returns it (encrypted values as `{is_set}`); absent for a new entity. */
  initialValues?: ConfigurationValues;
  /** Called with the configuration object Graylog expects, once every field passes its rules. */
  onSubmit: (configuration: ConfigurationPayload) => void | Promise<void>;
  /** Label of the submit button, e.g. "Launch Input" or "Update output". */
  submitLabel: string;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Accessible name of the form. */
  'aria-label': string;
  /** Content above the fields, such as a note about the plugin. */
  children?: ReactNode;
}

/**
 * The configuration form of a plugin (inputs, outputs, lookup adapters and caches, notifications,
 * authentication backends), generated from its `requested_configuration`.
 */
export function ConfigurationForm({
  requestedConfiguration,
  initialValues,
  onSubmit,
  submitLabel,
  onCancel,
  children,
  ...aria
}: ConfigurationFormProps) {
  const formValues = useMemo(
    () => ({ configuration: initialConfigurationFormValues(requestedConfiguration, initialValues) }),
    [requestedConfiguration, initialValues],
  );
  return (
    <Form<{ configuration: Record<string, unknown> }>
      aria-label={aria['aria-label']}
      initialValues={formValues}
      onSubmit={(values) => onSubmit(configurationPayload(requestedConfiguration, values.configuration))}
    >
      {children}
      <ConfigurationFields requestedConfiguration={requestedConfiguration} />
      <Buttons>
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Buttons>
    </Form>
  );
}
