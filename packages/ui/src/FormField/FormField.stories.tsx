import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from './Form';
import { FormField, type FormFieldProps } from './FormField';
import { ListField } from './ListField';
import { NumberField } from './NumberField';

const onSubmit = fn();

/** The ui Form around the fields, the way a page uses them. */
function FormHarness({ children, initialValues }: { children: ReactNode; initialValues?: Record<string, unknown> }) {
  return (
    <div style={{ width: 360 }}>
      <Form aria-label="Example" onSubmit={(values) => onSubmit(values)} initialValues={initialValues}>
        {children}
        <div>
          <Button type="submit" variant="primary">
            Save
          </Button>
        </div>
      </Form>
    </div>
  );
}

const INDICATORS = ['IPv4', 'IPv6', 'domain', 'hostname', 'url'].map((v) => ({ label: v, value: v }));

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { name: 'title', label: 'Title', type: 'text', required: true, help: 'A short, unique name.', placeholder: 'e.g. Web servers' },
  render: (args) => (
    <FormHarness>
      <FormField {...args} />
    </FormHarness>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The touched rule: no error while the user is still typing for the first time; "Field is required" once they leave it empty. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.type(input, 'a');
    await userEvent.clear(input);
    await expect(canvas.queryByText('Field is required')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(canvas.getByText('Field is required')).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A short, unique name. Field is required');
    await userEvent.type(input, 'Web servers');
    await expect(canvas.queryByText('Field is required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledWith({ title: 'Web servers' });
  },
};

/** A submit attempt touches every field, so all errors show and nothing is submitted. */
export const SubmitShowsErrors: Story = {
  render: () => (
    <FormHarness>
      <FormField name="title" label="Title" required />
      <FormField name="description" label="Description" type="textarea" rows={3} />
      <FormField
        name="policy"
        label="Policy"
        type="radio"
        required
        options={[
          { label: 'Delete', value: 'delete' },
          { label: 'Close', value: 'close' },
        ]}
      />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Field is required')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText('Field is required')).toHaveLength(2);
    await expect(canvas.getByRole('radiogroup', { name: 'Policy' })).toHaveAccessibleDescription('Field is required');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

/** Every supported type. Optional fields say "(optional)", except the checkbox. */
export const AllTypes: Story = {
  render: () => (
    <FormHarness initialValues={{ level: 'info', tls: true }}>
      <FormField name="title" label="Title" required />
      <FormField name="password" label="Password" type="password" autoComplete="new-password" />
      <FormField name="email" label="Email" type="email" />
      <FormField name="retries" label="Retries" type="number" />
      <FormField name="certificate" label="Certificate" type="file" />
      <FormField name="phone" label="Phone" type="tel" />
      <FormField name="notes" label="Notes" type="textarea" rows={2} />
      <FormField
        name="level"
        label="Level"
        type="select"
        options={[
          { label: 'info', value: 'info' },
          { label: 'debug', value: 'debug' },
        ]}
      />
      <FormField name="tls" label="Enable TLS" type="checkbox" />
      <FormField
        name="codec"
        label="Codec"
        type="radio"
        options={[
          { label: 'GELF', value: 'gelf' },
          { label: 'Syslog', value: 'syslog' },
        ]}
      />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Password (optional)')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('textbox', { name: 'Email (optional)' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('spinbutton', { name: 'Retries (optional)' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Certificate (optional)')).toHaveAttribute('type', 'file');
    await expect(canvas.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('textbox', { name: 'Notes (optional)' }).tagName).toBe('TEXTAREA');
    // The Select loads with the first select field (FormField imports it lazily).
    await expect(await canvas.findByRole('combobox', { name: 'Level (optional)' })).toHaveValue('info');
    await expect(canvas.getByRole('checkbox', { name: 'Enable TLS' })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Web');
    await userEvent.click(canvas.getByRole('radio', { name: 'Syslog' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Enable TLS' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Retries (optional)' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledWith({ title: 'Web', level: 'info', tls: false, codec: 'syslog', retries: 3 });
  },
};

/** minLength and maxLength give "Must be greater than {n}" and "Must be smaller than {n}". */
export const LengthRules: Story = {
  args: { name: 'username', label: 'Username', minLength: 3, maxLength: 8, help: '3 to 8 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'ab');
    await userEvent.tab();
    await expect(canvas.getByText('Must be greater than 3')).toBeInTheDocument();
    await userEvent.type(input, 'cdefghi');
    await expect(canvas.getByText('Must be smaller than 8')).toBeInTheDocument();
    await userEvent.type(input, '{Backspace}');
    await expect(canvas.queryByText(/Must be/)).toBeNull();
  },
};

/** A custom validator runs after the built-in rules. */
export const CustomValidator: Story = {
  args: {
    name: 'username',
    label: 'Username',
    validate: (value: unknown) => (value === 'admin' ? 'This name is reserved' : undefined),
  } satisfies Partial<FormFieldProps>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'admin');
    await userEvent.tab();
    await expect(canvas.getByText('This name is reserved')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Title' })).toBeDisabled();
  },
};

/** Number bounds: the safe integer range by default; only_negative, only_positive and is_port_number narrow it. */
export const NumberBounds: Story = {
  render: () => (
    <FormHarness>
      <NumberField name="port" label="Port" isPortNumber required />
      <NumberField name="offset" label="Offset" onlyNegative />
      <NumberField name="timeout" label="Timeout" onlyPositive />
      <NumberField name="size" label="Size" />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const port = canvas.getByRole('spinbutton', { name: 'Port' });
    await userEvent.type(port, '65536');
    await userEvent.tab();
    await expect(canvas.getByText('Must be smaller than 65535')).toBeInTheDocument();
    await userEvent.clear(port);
    await userEvent.type(port, '-1');
    await expect(canvas.getByText('Must be greater than 0')).toBeInTheDocument();
    await userEvent.clear(port);
    await userEvent.type(port, '65535');
    await expect(canvas.queryByText(/Must be/)).toBeNull();

    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Offset (optional)' }), '0');
    await userEvent.tab();
    await expect(canvas.getByText('Must be smaller than -1')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Timeout (optional)' }), '-5');
    await userEvent.tab();
    await expect(canvas.getByText('Must be greater than 0')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Size (optional)' }), '9007199254740993');
    await userEvent.tab();
    await expect(canvas.getByText('Must be smaller than 9007199254740991')).toBeInTheDocument();
  },
};

/** Without allow_create only known values can be chosen. */
export const ListOfKnownValues: Story = {
  render: () => (
    <FormHarness initialValues={{ indicators: 'IPv4,domain' }}>
      <ListField name="indicators" label="Indicators" options={INDICATORS} required />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A comma-separated value is read as a list.
    await expect(canvas.getByRole('button', { name: 'Remove IPv4' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove domain' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Indicators' }), 'cve');
    // The open list is portalled out of the canvas, onto the page.
    const page = within(document.body);
    await expect(page.getByRole('status')).toHaveTextContent('No Options');
    await expect(page.queryByRole('option', { name: /Create/ })).toBeNull();
  },
};

/** With allow_create typed values are added, split on commas. */
export const ListWithAllowCreate: Story = {
  render: () => (
    <FormHarness initialValues={{ tags: '' }}>
      <ListField name="tags" label="Tags" options={INDICATORS} allowCreate />
    </FormHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An empty string is an empty list.
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Tags (optional)' }), 'web,db');
    await userEvent.click(within(document.body).getByRole('option', { name: 'Create "web,db"' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove db' })).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledWith({ tags: ['web', 'db'] });
  },
};
