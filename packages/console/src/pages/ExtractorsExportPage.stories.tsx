import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeExtractor, decodeInput } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { IMPORT_ERRORS } from './extractors/extractorExport';
import { EXTRACTOR_INPUT_WIRE, PATH_EXTRACTOR, STATUS_EXTRACTOR } from './extractors/extractorFixtures';
import { ExtractorsExportPage } from './ExtractorsExportPage';
import { ExtractorsImportPage } from './ExtractorsImportPage';

const input = decodeInput(EXTRACTOR_INPUT_WIRE);
const extractors = [STATUS_EXTRACTOR, PATH_EXTRACTOR].map((wire) => decodeExtractor(wire));
const data = [
  [['input', input.id], input],
  [['extractors', input.id], extractors],
] as const;

const meta = {
  title: 'Console/ExtractorsExportPage',
  component: ExtractorsExportPage,
  render: () => (
    <ConsoleFrame user={adminUser} path={`/system/inputs/${input.id}/extractors/export`} data={data}>
      <Route path={routePattern('SYSTEM_INPUT_EXTRACTORS_EXPORT')} component={ExtractorsExportPage} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof ExtractorsExportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The input's extractors as JSON, without ids and metrics, to copy or download. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Export extractors of Web servers (GELF TCP)' })).toBeVisible();
    const text = (canvas.getByLabelText('Extractors JSON') as HTMLTextAreaElement).value;
    await expect((JSON.parse(text) as { extractors: unknown[] }).extractors).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Download JSON' })).toBeVisible();
  },
};

/** Importing names what is wrong with the pasted text. */
export const ImportBadJson: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path={`/system/inputs/${input.id}/extractors/import`} data={data}>
      <Route path={routePattern('SYSTEM_INPUT_EXTRACTORS_IMPORT')} component={ExtractorsImportPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Import extractors into Web servers (GELF TCP)' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Extractors JSON'), '{{"extractors": [[]}');
    await userEvent.click(canvas.getByRole('button', { name: 'Add extractors to input' }));
    await expect(canvas.getByText(IMPORT_ERRORS.empty)).toBeVisible();
  },
};
