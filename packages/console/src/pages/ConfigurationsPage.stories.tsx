import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  decodeIndexSetDefaults,
  decodeStrategies,
  DEFAULT_EVENTS_CONFIG,
  DEFAULT_PERMISSIONS_CONFIG,
  DEFAULT_SIDECAR_CONFIG,
  DEFAULT_THREAT_INTEL_CONFIG,
  DEFAULT_USER_CONFIG,
  PUBLIC_NOTIFICATIONS_CUSTOMIZATION,
  SEARCHES_CLUSTER_CONFIG_CLASS,
  THEME_CUSTOMIZATION,
  type MessageProcessorsConfig,
  type SearchesClusterConfig,
  type User,
} from '@sift/api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { ConfigurationsPage } from './ConfigurationsPage';
import { CUSTOMIZATION_TEXTS } from './configurations/CustomizationSection';
import { EVENTS_CONFIG_TEXTS } from './configurations/EventsConfigSection';
import { INDEX_SET_DEFAULTS_TEXTS } from './configurations/IndexSetDefaultsSection';
import { INDEX_SET_DEFAULTS, RETENTION_STRATEGIES, ROTATION_STRATEGIES } from './indices/indexSetFixtures';
import { MESSAGE_PROCESSORS_TEXTS } from './configurations/MessageProcessorsSection';
import { PERMISSIONS_TEXTS } from './configurations/PermissionsSection';
import { SEARCH_CONFIG_TEXTS } from './configurations/SearchConfigSection';
import { THREAT_INTEL_CONFIG_TEXTS } from './configurations/ThreatIntelConfigSection';
import { USER_CONFIG_TEXTS } from './configurations/UserConfigSection';

/** Graylog 5.1's processors in their fresh-install order (ADMIN-API.md §9.5), GeoIP disabled. */
const processors: MessageProcessorsConfig = {
  processorOrder: [
    { name: 'GeoIP Resolver', className: 'org.graylog.plugins.map.geoip.processor.GeoIpProcessor' },
    { name: 'Message Filter Chain', className: 'org.graylog2.messageprocessors.MessageFilterChainProcessor' },
    { name: 'Stream Rule Processor', className: 'org.graylog2.messageprocessors.StreamMatcherFilterProcessor' },
    { name: 'Pipeline Processor', className: 'org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter' },
  ],
  disabledProcessors: ['org.graylog.plugins.map.geoip.processor.GeoIpProcessor'],
};

/** Graylog 5.1's default search configuration (API.md §3), with a 30-day limit. */
const search: SearchesClusterConfig = {
  queryTimeRangeLimit: 'P30D',
  relativeTimerangeOptions: { PT5M: '5 minutes', PT15M: '15 minutes', PT1H: '1 hour', P1D: '1 day', P7D: '7 days', PT0S: 'all messages' },
  surroundingTimerangeOptions: { PT1S: '1 second', PT5S: '5 seconds', PT1M: '1 minute' },
  surroundingFilterFields: ['source', 'gl2_source_input', 'file', 'source_file'],
  analysisDisabledFields: ['message', 'full_message'],
  autoRefreshTimerangeOptions: { PT5S: '5 seconds', PT30S: '30 seconds', PT1M: '1 minute' },
  defaultAutoRefreshOption: 'PT5S',
};

/** May read the cluster configuration, not change it. */
const viewer: User = { ...adminUser, username: 'auditor', fullName: 'Auditor', permissions: ['clusterconfigentry:read'] };

const data = [
  [['clusterConfig', 'messageprocessors'], processors],
  [['clusterConfig', SEARCHES_CLUSTER_CONFIG_CLASS], search],
  [['clusterConfig', 'permissions'], DEFAULT_PERMISSIONS_CONFIG],
  [['clusterConfig', 'userConfig'], DEFAULT_USER_CONFIG],
  [['clusterConfig', 'indexSetDefaults'], decodeIndexSetDefaults(INDEX_SET_DEFAULTS)],
  [['strategies', 'rotation'], decodeStrategies(ROTATION_STRATEGIES)],
  [['strategies', 'retention'], decodeStrategies(RETENTION_STRATEGIES)],
  [['clusterConfig', 'eventsConfig'], DEFAULT_EVENTS_CONFIG],
  [['clusterConfig', 'sidecarConfig'], DEFAULT_SIDECAR_CONFIG],
  [
    ['clusterConfig', 'threatIntelConfig'],
    { ...DEFAULT_THREAT_INTEL_CONFIG, torEnabled: true, otxEnabled: true, otxApiKey: 'otx-story-key' },
  ],
  [
    ['clusterConfig', 'urlwhitelist'],
    {
      entries: [
        { id: 'e1', title: 'Threat feed', value: 'https://feeds.example.org/list.csv', type: 'literal' },
        { id: 'e2', title: 'Internal API', value: '^https://api\\.example\\.org/.*', type: 'regex' },
      ],
      disabled: false,
    },
  ],
  [
    ['clusterConfig', PUBLIC_NOTIFICATIONS_CUSTOMIZATION],
    [
      {
        id: '607468afaaa2380afe0757f1',
        title: 'Maintenance',
        shortMessage: 'The cluster restarts on Saturday at 06:00 UTC.',
        longMessage: 'Expect about five minutes without search.',
        isActive: true,
        isDismissible: true,
        atLogin: false,
        isGlobal: true,
        variant: 'warning',
        hiddenTitle: false,
      },
    ],
  ],
  [['clusterConfig', THEME_CUSTOMIZATION], { teint: { primary: { main: '#0b5cad' } } }],
] as const;

const meta = {
  title: 'Console/ConfigurationsPage',
  component: ConfigurationsPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/configurations" data={data}>
      <ConfigurationsPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof ConfigurationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: MESSAGE_PROCESSORS_TEXTS.modalTitle });
const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

/** An administrator: the processors in the order they run, each active or disabled, and the edit button. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Message Processors' })).toBeVisible();
    await expect(canvas.getByText(MESSAGE_PROCESSORS_TEXTS.help)).toBeVisible();
    await expect(canvas.getByText('1. GeoIP Resolver')).toBeVisible();
    await expect(canvas.getByText('4. Pipeline Processor')).toBeVisible();
    await expect(canvas.getAllByText(/^(active|disabled)$/).map((e) => e.textContent)).toEqual(['disabled', 'active', 'active', 'active']);
    await expect(canvas.getByRole('button', { name: 'Edit configuration: Message Processors' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: SEARCH_CONFIG_TEXTS.title })).toBeVisible();
    await expect(canvas.getByText('30 days')).toBeVisible();
    await expect(canvas.getByText('source, gl2_source_input, file, source_file')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: PERMISSIONS_TEXTS.title })).toBeVisible();
    const permissions = within(canvas.getByRole('heading', { name: PERMISSIONS_TEXTS.title }).closest('section') ?? canvasElement);
    await expect(permissions.getAllByText(PERMISSIONS_TEXTS.enabled)).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: USER_CONFIG_TEXTS.title })).toBeVisible();
    await expect(canvas.getByText(USER_CONFIG_TEXTS.off)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: INDEX_SET_DEFAULTS_TEXTS.title })).toBeVisible();
    await expect(canvas.getByText('Index time and size, optimizing: indices live 30 days to 40 days')).toBeVisible();
    const events = within(canvas.getByRole('heading', { name: EVENTS_CONFIG_TEXTS.title }).closest('section') ?? canvasElement);
    await expect(events.getByText('5 minutes')).toBeVisible();
    await expect(events.getByText('1 hour')).toBeVisible();
    const threatIntel = canvas.getByRole('heading', { name: THREAT_INTEL_CONFIG_TEXTS.title }).closest('section') ?? canvasElement;
    const valueOf = (term: string) => within(threatIntel).getByText(term).nextElementSibling?.textContent;
    await expect(within(threatIntel).getByText(THREAT_INTEL_CONFIG_TEXTS.help)).toBeVisible();
    await expect(
      [
        THREAT_INTEL_CONFIG_TEXTS.tor,
        THREAT_INTEL_CONFIG_TEXTS.spamhaus,
        THREAT_INTEL_CONFIG_TEXTS.abusech,
        THREAT_INTEL_CONFIG_TEXTS.otx,
        THREAT_INTEL_CONFIG_TEXTS.otxKey,
      ].map(valueOf),
    ).toEqual([
      THREAT_INTEL_CONFIG_TEXTS.on,
      THREAT_INTEL_CONFIG_TEXTS.off,
      THREAT_INTEL_CONFIG_TEXTS.off,
      THREAT_INTEL_CONFIG_TEXTS.on,
      THREAT_INTEL_CONFIG_TEXTS.keyStored,
    ]);
    await expect(canvas.queryByText(/otx-story-key/)).toBeNull();
  },
};

/** The edit modal: moving the Pipeline Processor up with the keyboard and enabling GeoIP. */
export const EditMessageProcessors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit configuration: Message Processors' }));
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(MESSAGE_PROCESSORS_TEXTS.modalHelp)).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Message processors in order' });
    dialog.getByRole('button', { name: 'Move Pipeline Processor' }).focus();
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowUp}');
    await pause();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(order(list)).toEqual(['GeoIP Resolver', 'Message Filter Chain', 'Pipeline Processor', 'Stream Rule Processor']),
    );
    const geoip = dialog.getByRole('checkbox', { name: 'GeoIP Resolver' });
    await expect(geoip).not.toBeChecked();
    await userEvent.click(geoip);
    await expect(geoip).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Someone who may read but not edit the configuration sees it without the edit button. */
export const ReadOnly: Story = {
  render: () => (
    <ConsoleFrame user={viewer} path="/system/configurations" data={data}>
      <ConfigurationsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2. Message Filter Chain')).toBeVisible();
    await expect(canvas.getByText(USER_CONFIG_TEXTS.off)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: THREAT_INTEL_CONFIG_TEXTS.title })).toBeVisible();
    await expect(canvas.getByText(THREAT_INTEL_CONFIG_TEXTS.abusech)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit configuration/ })).toBeNull();
  },
};

/** The permissions modal: both kinds of sharing allowed, one turned off. */
export const EditPermissions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit configuration: Permissions' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: PERMISSIONS_TEXTS.modalTitle }));
    const everyone = dialog.getByRole('checkbox', { name: PERMISSIONS_TEXTS.everyone });
    await expect(everyone).toBeChecked();
    await expect(everyone).toHaveAccessibleDescription(PERMISSIONS_TEXTS.everyoneHelp);
    await expect(dialog.getByRole('checkbox', { name: PERMISSIONS_TEXTS.users })).toBeChecked();
    await userEvent.click(everyone);
    await expect(everyone).not.toBeChecked();
  },
};

/** The user configuration modal: the timeout is off, so its duration waits disabled until it is turned on. */
export const EditUserConfiguration: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit configuration: User Configuration' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: USER_CONFIG_TEXTS.modalTitle }));
    const interval = dialog.getByRole('textbox', { name: USER_CONFIG_TEXTS.interval });
    await expect(interval).toHaveValue('PT1H');
    await expect(interval).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: USER_CONFIG_TEXTS.enable }));
    await expect(interval).toBeEnabled();
    await userEvent.clear(interval);
    await userEvent.type(interval, 'PTX');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(USER_CONFIG_TEXTS.invalidInterval);
  },
};

/** The search configuration modal: the limit on, a preset that is not a duration refused before saving. */
export const EditSearchConfiguration: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit configuration: Search Configuration' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: SEARCH_CONFIG_TEXTS.modalTitle }));
    await expect(dialog.getByRole('checkbox', { name: SEARCH_CONFIG_TEXTS.limitEnable })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: SEARCH_CONFIG_TEXTS.limit })).toHaveValue('P30D');
    const presets = within(dialog.getByRole('table', { name: SEARCH_CONFIG_TEXTS.relative }));
    await userEvent.type(presets.getByRole('textbox', { name: 'Key' }), 'two days');
    await userEvent.type(presets.getByRole('textbox', { name: 'Value' }), '2 days{Enter}');
    await expect(await dialog.findByText(SEARCH_CONFIG_TEXTS.invalidPeriods(['two days']))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The index set defaults modal: no shards refused before saving, with the reason. */
export const EditIndexSetDefaults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit configuration: Index Set Defaults' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: INDEX_SET_DEFAULTS_TEXTS.modalTitle }),
    );
    await expect(dialog.getByRole('combobox', { name: INDEX_SET_DEFAULTS_TEXTS.rotation })).toHaveDisplayValue(
      'Index Time Size Optimizing',
    );
    await expect(dialog.getByRole('textbox', { name: 'Minimum lifetime' })).toHaveValue('P30D');
    await userEvent.clear(dialog.getByRole('spinbutton', { name: INDEX_SET_DEFAULTS_TEXTS.shards }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(INDEX_SET_DEFAULTS_TEXTS.invalidNumbers);
  },
};

/** The notifications modal: each public notification as a group of fields; a new one needs a title and a short message. */
export const EditNotifications: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit configuration: Notifications' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: CUSTOMIZATION_TEXTS.modalTitle }));
    const first = within(dialog.getByRole('group', { name: 'Notification 1' }));
    await expect(first.getByRole('textbox', { name: CUSTOMIZATION_TEXTS.fieldTitle })).toHaveValue('Maintenance');
    await expect(first.getByRole('combobox', { name: CUSTOMIZATION_TEXTS.variant })).toHaveValue('warning');
    await expect(first.getByRole('checkbox', { name: CUSTOMIZATION_TEXTS.isDismissible })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: CUSTOMIZATION_TEXTS.add }));
    // The reason shows as soon as the new one is added (no Save pressed: the browser's own bubble would cover the form).
    await expect(dialog.getByRole('alert')).toHaveTextContent(CUSTOMIZATION_TEXTS.required(2));
  },
};

/** The threat-intelligence modal: each source's switch, the abuse.ch tracker marked deprecated, the OTX key hidden. */
export const EditThreatIntelligence: Story = {
  play: async ({ canvasElement }) => {
    const T = THREAT_INTEL_CONFIG_TEXTS;
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Edit configuration: ${T.title}` }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: T.modalTitle }));
    await expect(dialog.getByRole('checkbox', { name: T.torLabel })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: T.torLabel })).toHaveAccessibleDescription(T.torHelp);
    const spamhaus = dialog.getByRole('checkbox', { name: T.spamhausLabel });
    await expect(spamhaus).not.toBeChecked();
    const abusech = dialog.getByRole('checkbox', { name: T.abusechLabel });
    await expect(abusech).not.toBeChecked();
    await expect(abusech).toHaveAccessibleDescription(T.abusechHelp);
    await expect(dialog.getByRole('checkbox', { name: T.otxLabel })).toBeChecked();
    const key = dialog.getByLabelText(new RegExp(`^${T.otxKey}`));
    await expect(key).toHaveAttribute('type', 'password');
    await expect(key).toHaveValue('otx-story-key');
    await expect(key).toHaveAccessibleDescription(T.otxKeyHelp);
    await userEvent.click(spamhaus);
    await expect(spamhaus).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
