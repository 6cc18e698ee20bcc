import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfigurationForm } from './ConfigurationForm';
import type { RequestedConfiguration, RequestedConfigurationField } from './configurationModel';

const field = (type: string, human_name: string, extra: Partial<RequestedConfigurationField> = {}): RequestedConfigurationField => ({
  type,
  human_name,
  description: null,
  is_optional: false,
  is_encrypted: false,
  attributes: [],
  additional_info: {},
  position: 100,
  ...extra,
});

/** Close to GELF TCP's requested_configuration, with one field of every type. */
const GELF_TCP: RequestedConfiguration = {
  bind_address: field('text', 'Bind address', { default_value: '0.0.0.0', description: 'Address to listen on.' }),
  port: field('number', 'Port', { default_value: 12201, attributes: ['is_port_number'], description: 'Port to listen on.' }),
  number_worker_threads: field('number', 'No. of worker threads', { is_optional: true, default_value: 2, attributes: ['only_positive'] }),
  tls_enable: field('boolean', 'Enable TLS', { is_optional: true, default_value: false }),
  tls_client_auth: field('dropdown', 'TLS client authentication', {
    is_optional: true,
    default_value: 'disabled',
    additional_info: { values: { disabled: 'disabled', optional: 'optional', required: 'required' } },
  }),
  tls_key_password: field('text', 'TLS key password', { is_optional: true, is_encrypted: true, attributes: ['is_password'] }),
  override_source: field('text', 'Override source', { is_optional: true, default_value: null }),
};

const onSubmit = fn();

const meta = {
  title: 'Components/ConfigurationForm',
  component: ConfigurationForm,
  args: { requestedConfiguration: GELF_TCP, submitLabel: 'Launch Input', 'aria-label': 'GELF TCP configuration', onSubmit },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof ConfigurationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new input: defaults filled in, fields in Graylog's order, and the configuration Graylog expects on submit. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Bind address' })).toHaveValue('0.0.0.0');
    await expect(canvas.getByRole('spinbutton', { name: 'Port' })).toHaveValue(12201);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Enable TLS' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'TLS client authentication (optional)' }), 'required');
    await userEvent.type(canvas.getByLabelText('TLS key password (optional)'), 's3cret');
    await userEvent.click(canvas.getByRole('button', { name: 'Launch Input' }));
    await expect(onSubmit).toHaveBeenCalledWith({
      bind_address: '0.0.0.0',
      port: 12201,
      number_worker_threads: 2,
      tls_enable: true,
      tls_client_auth: 'required',
      tls_key_password: { set_value: 's3cret' },
      override_source: '',
    });
  },
};

const ALL_TYPES: RequestedConfiguration = {
  title_text: field('text', 'Text'),
  notes: field('text', 'Text area', { is_optional: true, attributes: ['textarea'] }),
  secret: field('text', 'Password text', { is_optional: true, attributes: ['is_password'] }),
  count: field('number', 'Number', { default_value: 3 }),
  flag: field('boolean', 'Boolean', { is_optional: true, default_value: true }),
  choice: field('dropdown', 'Dropdown', { additional_info: { values: { IPv4: 'IPv4', IPv6: 'IPv6' } }, default_value: 'IPv6' }),
  tags: field('list', 'List', {
    is_optional: true,
    default_value: 'web,db',
    attributes: ['allow_create'],
    additional_info: { values: { web: 'web', db: 'db' } },
  }),
  keystore: field('inline_binary', 'Keystore', { is_optional: true, is_encrypted: true }),
};

/** Every field type. Optional fields say "(optional)", except booleans; text areas have 10 rows. */
export const FieldTypes: Story = {
  args: { requestedConfiguration: ALL_TYPES, submitLabel: 'Save', 'aria-label': 'Plugin configuration' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Text area (optional)' })).toHaveAttribute('rows', '10');
    await expect(canvas.getByLabelText('Password text (optional)')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('spinbutton', { name: 'Number' })).toHaveValue(3);
    await expect(canvas.getByRole('checkbox', { name: 'Boolean' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Dropdown' })).toHaveValue('IPv6');
    await expect(canvas.getByRole('button', { name: 'Remove web' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Keystore (optional)')).toHaveAttribute('type', 'file');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Text' }), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledWith({
      title_text: 'x',
      notes: '',
      secret: '',
      count: 3,
      flag: true,
      choice: 'IPv6',
      tags: ['web', 'db'],
      keystore: null,
    });
  },
};

const ENCRYPTED: RequestedConfiguration = {
  api_key: field('text', 'API key', { is_encrypted: true, attributes: ['is_password'] }),
  api_secret: field('text', 'API secret', { is_optional: true, is_encrypted: true, attributes: ['is_password'] }),
};

/** Set and unedited, an encrypted value shows a masked placeholder and is kept; Reset deletes it; Undo Reset restores it. */
export const EncryptedFieldStates: Story = {
  args: {
    requestedConfiguration: ENCRYPTED,
    initialValues: { api_key: { is_set: true }, api_secret: { is_set: true } },
    submitLabel: 'Update',
    'aria-label': 'Adapter configuration',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const key = canvas.getByLabelText('API key');
    await expect(key).toHaveAttribute('readonly');
    await expect(key).toHaveAttribute('type', 'password');
    const [resetKey, resetSecret] = canvas.getAllByRole('button', { name: 'Reset' });

    // Unchanged: keep_value.
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(onSubmit).toHaveBeenLastCalledWith({ api_key: { keep_value: true }, api_secret: { keep_value: true } });

    // Reset, then Undo Reset: set again and kept.
    await userEvent.click(resetSecret!);
    await expect(canvas.getByLabelText('API secret (optional)')).not.toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo Reset' }));
    await expect(canvas.getByLabelText('API secret (optional)')).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Undo Reset' })).toBeNull();

    // Reset one and type a new value: set_value; reset the other and leave it empty: delete_value.
    await userEvent.click(resetKey!);
    await userEvent.type(canvas.getByLabelText('API key'), 'new-key');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reset' })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(onSubmit).toHaveBeenLastCalledWith({ api_key: { set_value: 'new-key' }, api_secret: { delete_value: true } });
  },
};

/** A required encrypted value that was reset must be given again before the form submits. */
export const EncryptedRequiredAfterReset: Story = {
  args: {
    requestedConfiguration: { api_key: ENCRYPTED['api_key']! },
    initialValues: { api_key: { is_set: true } },
    submitLabel: 'Update',
    'aria-label': 'Adapter configuration',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByText('Field is required')).toBeInTheDocument();
    await expect(canvas.getByLabelText('API key')).toHaveAccessibleDescription('Field is required');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

const BOUNDS: RequestedConfiguration = {
  title: field('text', 'Title'),
  port: field('number', 'Port', { default_value: 514, attributes: ['is_port_number'] }),
  buffer: field('number', 'Receive buffer', { is_optional: true, attributes: ['only_positive'] }),
  offset: field('number', 'Offset', { is_optional: true, default_value: -5, attributes: ['only_negative'] }),
  plain: field('number', 'Plain number', { is_optional: true }),
};

/** The spec's messages: "Field is required", and the number bounds as "Must be greater than {n}" / "Must be smaller than {n}". */
export const ValidationMessages: Story = {
  args: { requestedConfiguration: BOUNDS, submitLabel: 'Save', 'aria-label': 'Validation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Field is required')).toBeInTheDocument();
    await expect(onSubmit).not.toHaveBeenCalled();

    const port = canvas.getByRole('spinbutton', { name: 'Port' });
    await userEvent.clear(port);
    await userEvent.type(port, '65536');
    await expect(canvas.getByText('Must be smaller than 65535')).toBeInTheDocument();
    const buffer = canvas.getByRole('spinbutton', { name: 'Receive buffer (optional)' });
    await userEvent.clear(buffer);
    await userEvent.type(buffer, '-1');
    await expect(canvas.getByText('Must be greater than 0')).toBeInTheDocument();
    const offset = canvas.getByRole('spinbutton', { name: 'Offset (optional)' });
    await userEvent.clear(offset);
    await userEvent.type(offset, '0');
    await expect(canvas.getByText('Must be smaller than -1')).toBeInTheDocument();
    const plain = canvas.getByRole('spinbutton', { name: 'Plain number (optional)' });
    await userEvent.clear(plain);
    await userEvent.type(plain, '9007199254740993');
    await expect(canvas.getByText('Must be smaller than 9007199254740991')).toBeInTheDocument();
  },
};

/** An encrypted inline_binary field uploads a file and sends its base64 content. */
export const InlineBinaryUpload: Story = {
  args: { requestedConfiguration: { keystore: ALL_TYPES['keystore']! }, submitLabel: 'Save', 'aria-label': 'Keystore' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Keystore (optional)'), new File(['hello'], 'keystore.jks'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ keystore: { set_value: 'aGVsbG8=' } }));
  },
};

/** A field of a type the form does not know says so, and its stored value goes back unchanged. */
export const UnknownFieldType: Story = {
  args: {
    requestedConfiguration: { colour: field('color', 'Colour'), name: field('text', 'Name', { default_value: 'x' }) },
    initialValues: { colour: '#ffcc00' },
    submitLabel: 'Save',
    'aria-label': 'Unknown',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The field "colour" has the type "color", which this form cannot show. Its current value is kept.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledWith({ colour: '#ffcc00', name: 'x' });
  },
};

const ZONES = Object.fromEntries(
  Array.from({ length: 21 }, (_, i) => [`Etc/GMT+${i}`, `UTC-${String(i).padStart(2, '0')}:00 - Etc/GMT+${i}`]),
);

/** A dropdown of more than 20 options (time zones) is a searchable Select; 20 or fewer stay a native select. */
export const LongDropdown: Story = {
  args: {
    requestedConfiguration: {
      timezone: field('dropdown', 'Time Zone', { is_optional: true, default_value: 'Etc/GMT+0', additional_info: { values: ZONES } }),
    },
    submitLabel: 'Save',
    'aria-label': 'Time zone',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Time Zone (optional)' });
    await expect(combobox.tagName).toBe('INPUT');
    await userEvent.type(combobox, 'GMT+17');
    // The open list is portalled onto the page.
    await userEvent.click(within(document.body).getByRole('option', { name: 'UTC-17:00 - Etc/GMT+17' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalledWith({ timezone: 'Etc/GMT+17' });
  },
};
