import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeIndexSet, decodeIndexSetDefaults, decodeStrategies } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { IndexSetConfigurationPage } from './IndexSetConfigurationPage';
import { IndexSetCreatePage } from './IndexSetCreatePage';
import { APP_SET, INDEX_SET_DEFAULTS, RETENTION_STRATEGIES, ROTATION_STRATEGIES } from './indices/indexSetFixtures';

const data = [
  [['clusterConfig', 'indexSetDefaults'], decodeIndexSetDefaults(INDEX_SET_DEFAULTS)],
  [['strategies', 'rotation'], decodeStrategies(ROTATION_STRATEGIES)],
  [['strategies', 'retention'], decodeStrategies(RETENTION_STRATEGIES)],
  [['indexSets', 'one', 'app'], decodeIndexSet(APP_SET)],
] as const;

const meta = {
  title: 'Console/IndexSetCreatePage',
  component: IndexSetCreatePage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/index_sets/create" data={data}>
      <IndexSetCreatePage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof IndexSetCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new set from the defaults, with the first rotation the server offers standing in for one it does not apply. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Create index set' }));
    await expect(form.getByRole('combobox', { name: 'Rotation strategy' })).toHaveDisplayValue('Index Message Count');
    await expect(form.getByRole('spinbutton', { name: 'Max documents per index' })).toHaveValue(20000000);
    await expect(form.getByRole('combobox', { name: 'Retention strategy' })).toHaveDisplayValue('Delete Index');
  },
};

/** Time rotation with a period that is not a duration: said why, and the button waits. */
export const InvalidRotationPeriod: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Create index set' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Rotation strategy' }), 'Index Time');
    const period = form.getByRole('textbox', { name: 'Rotation period' });
    await userEvent.clear(period);
    await userEvent.type(period, 'P1X');
    await expect(form.getByText('Rotation period must be an ISO 8601 duration above zero, e.g. P1D.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create index set' })).toBeDisabled();
  },
};

/** An existing set's settings: no prefix or analyzer, its time rotation and closing retention. */
export const Configure: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/index_sets/app/configuration" data={data}>
      <Route path={routePattern('SYSTEM_INDEX_SETS_CONFIGURATION')} component={IndexSetConfigurationPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Configure Application logs' }));
    await expect(form.queryByRole('textbox', { name: 'Index prefix' })).toBeNull();
    await expect(form.getByRole('textbox', { name: 'Rotation period' })).toHaveValue('P1D');
    await expect(form.getByRole('combobox', { name: 'Retention strategy' })).toHaveDisplayValue('Close Index');
  },
};
