import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { decodeInput, decodeInputTypeInfos, type ApiKey, type InputMetrics, type InputState, type User } from '@sift/api';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser, storyNodes } from '../storybook/storyData';
import { InputsPage } from './InputsPage';

const NODE = storyNodes[0]?.nodeId ?? '';
const GELF_TCP = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';
const SYSLOG_UDP = 'org.graylog2.inputs.syslog.udp.SyslogUDPInput';
const field = (
  human_name: string,
  type: string,
  default_value: unknown,
  is_optional: boolean,
  attributes: string[] = [],
  description = '',
) => ({ type, human_name, description, default_value, is_optional, attributes, additional_info: {}, position: 100, is_encrypted: false });

const types = decodeInputTypeInfos({
  [GELF_TCP]: {
    type: GELF_TCP,
    name: 'GELF TCP',
    is_exclusive: false,
    link_to_docs: '',
    requested_configuration: {
      bind_address: field('Bind address', 'text', '0.0.0.0', false, [], 'Address to listen on. For example 0.0.0.0 or 127.0.0.1.'),
      port: field('Port', 'number', 12201, false, ['is_port_number'], 'Port to listen on.'),
      recv_buffer_size: field(
        'Receive Buffer Size',
        'number',
        1048576,
        true,
        ['only_positive'],
        'The size in bytes of the recvBufferSize for network connections to this input.',
      ),
      tls_enable: field('Enable TLS', 'boolean', false, true, [], 'Accept TLS connections'),
      tls_key_password: {
        ...field('TLS key password', 'text', '', true, ['is_password'], 'The password for the encrypted key file.'),
        is_encrypted: true,
      },
    },
  },
  [SYSLOG_UDP]: {
    type: SYSLOG_UDP,
    name: 'Syslog UDP',
    is_exclusive: false,
    link_to_docs: '',
    requested_configuration: { port: field('Port', 'number', 514, false, ['is_port_number'], 'Port to listen on.') },
  },
});

const wire = (id: string, title: string, overrides: Record<string, unknown>) => ({
  id,
  title,
  global: true,
  name: 'GELF TCP',
  content_pack: null,
  created_at: '2024-05-02T08:00:00.000Z',
  type: GELF_TCP,
  creator_user_id: 'admin',
  attributes: { bind_address: '0.0.0.0', port: 12201, recv_buffer_size: 1048576, tls_enable: false },
  static_fields: {},
  node: null,
  ...overrides,
});
const gelf = wire('663a1f0c2b5e4d0012ab34cd', 'Docker hosts (GELF TCP)', {
  static_fields: { environment: 'production', team: 'platform' },
});
const syslog = wire('663a1f0c2b5e4d0012ab34ce', 'Routers (syslog)', {
  global: false,
  node: NODE,
  type: SYSLOG_UDP,
  name: 'Syslog UDP',
  attributes: { bind_address: '0.0.0.0', port: 514 },
});
const inputs = [gelf, syslog].map((i) => decodeInput(i));
const [gelfInput, syslogInput] = inputs as [(typeof inputs)[number], (typeof inputs)[number]];
const states: Record<string, InputState[]> = {
  [NODE]: [
    { id: gelf.id, state: 'RUNNING', startedAt: '2024-05-02T08:00:01.000Z', detailedMessage: null, input: gelfInput },
    {
      id: syslog.id,
      state: 'FAILED',
      startedAt: null,
      detailedMessage: 'bind EACCES 0.0.0.0:514: ports below 1024 need privileges',
      input: syslogInput,
    },
  ],
};
const metrics: Record<string, InputMetrics> = {
  [gelf.id]: {
    incomingRate: 42.5,
    emptyMessages: 0,
    openConnections: 3,
    totalConnections: 17,
    readBytes1Sec: 18_432,
    readBytesTotal: 73_400_320,
    writtenBytes1Sec: 0,
    writtenBytesTotal: 0,
  },
};
const metricsKey = inputs
  .map((i) => `${i.type}.${i.id}`)
  .sort()
  .join(',');

const dataOf = (list = inputs): ReadonlyArray<readonly [ApiKey, unknown]> => [
  [['inputs'], list],
  [['inputStates'], states],
  [['inputTypes', 'all'], types],
  [['nodes'], { nodes: storyNodes, total: storyNodes.length }],
  [['metrics', 'inputs', metricsKey], metrics],
];
const page = (user: User = adminUser, list = inputs) => (
  <ConsoleFrame user={user} path="/system/inputs" data={dataOf(list)}>
    <InputsPage />
  </ConsoleFrame>
);

const meta = {
  title: 'Console/InputsPage',
  component: InputsPage,
  render: () => page(),
} satisfies Meta<typeof InputsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running global GELF input with its figures and static fields, and a node input that cannot bind its port. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const running = canvas.getByRole('listitem', { name: 'Docker hosts (GELF TCP)' });
    await expect(within(running).getByText('RUNNING on 2b1e4c7d / sift-01')).toBeVisible();
    await expect(within(running).getByText('42.5 msg/s')).toBeVisible();
    await expect(within(running).getByText('3 (17 total)')).toBeVisible();
    await expect(within(running).getByRole('button', { name: 'Stop input' })).toBeVisible();
    const failed = canvas.getByRole('listitem', { name: 'Routers (syslog)' });
    await expect(within(failed).getByRole('alert')).toHaveTextContent('ports below 1024 need privileges');
    await expect(within(failed).getByRole('button', { name: 'Start input' })).toBeVisible();
    await expect(within(failed).getByRole('link', { name: 'Show received messages' })).toHaveAttribute(
      'href',
      `/search?q=gl2_source_input%3A${syslog.id}&rangetype=relative&relative=28800`,
    );
    await expect(within(failed).getByRole('link', { name: 'Manage extractors' })).toHaveAttribute(
      'href',
      `/system/inputs/${syslog.id}/${NODE}/extractors`,
    );
    await expect(within(running).getByRole('link', { name: 'Manage extractors' })).toHaveAttribute(
      'href',
      `/system/inputs/${gelf.id}/extractors`,
    );
  },
};

/** "Send messages to this input" opened: snippets filled with the input's address and port. */
export const SendSnippets: Story = {
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByRole('listitem', { name: 'Routers (syslog)' }));
    await userEvent.click(row.getByRole('button', { name: 'Send messages to this input' }));
    await expect(row.getByText("logger -d -n localhost -P 514 'Hello from Sift'")).toBeVisible();
    await expect(row.getByText(/\*\.\* @localhost:514/)).toBeVisible();
  },
};

/** The launch dialog of a GELF TCP input, generated from its requested configuration. */
export const LaunchDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Input type'), 'GELF TCP');
    await userEvent.click(canvas.getByRole('button', { name: 'Launch new input' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Launch new GELF TCP input' });
    await expect(within(dialog).getByLabelText('Receive Buffer Size (optional)')).toHaveValue(1048576);
    await expect(within(dialog).getByLabelText('Port')).toHaveValue(12201);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Launch Input' }));
    await waitFor(() => expect(within(dialog).getByText('Field is required')).toBeVisible());
  },
};

/** No inputs yet. */
export const Empty: Story = {
  render: () => page(adminUser, []),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no inputs yet. Launch one to receive messages.')).toBeVisible();
  },
};

/** A reader sees the inputs and their messages but cannot launch, change or delete them. */
export const ReadOnly: Story = {
  render: () => page({ ...readerUser, permissions: ['inputs:read'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Launch new input' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'More actions' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Show received messages' })).toHaveLength(2);
  },
};
