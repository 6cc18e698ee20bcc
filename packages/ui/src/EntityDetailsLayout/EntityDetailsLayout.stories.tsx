import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Label } from '../Label/Label';
import { ENTITY_DETAILS_COLUMNS, EntityDetailsLayout, EntityDetailsSection } from './EntityDetailsLayout';

const onEdit = fn();

const meta = {
  title: 'Components/EntityDetailsLayout',
  component: EntityDetailsLayout,
  args: {
    title: 'GELF TCP',
    status: <Label variant="success">RUNNING</Label>,
    description: 'A GELF TCP input on all nodes.',
    actions: (
      <>
        <Button onClick={onEdit}>Edit input</Button>
        <Button variant="danger">Delete input</Button>
      </>
    ),
    columns: 1,
    children: null,
  },
  argTypes: { columns: { control: 'inline-radio', options: ENTITY_DETAILS_COLUMNS } },
  render: (args) => (
    <EntityDetailsLayout {...args}>
      <EntityDetailsSection title="Details">
        <DescriptionList
          items={[
            { term: 'Type', description: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput' },
            { term: 'Bind address', description: '0.0.0.0' },
            { term: 'Port', description: '12201' },
          ]}
        />
      </EntityDetailsSection>
      <EntityDetailsSection title="Static fields" actions={<Button size="small">Add static field</Button>}>
        <DescriptionList items={[{ term: 'env', description: 'prod' }]} />
      </EntityDetailsSection>
      <EntityDetailsSection title="Advanced" collapsible defaultExpanded={false}>
        Receive buffer size: 1048576 bytes.
      </EntityDetailsSection>
    </EntityDetailsLayout>
  ),
  beforeEach: () => {
    onEdit.mockClear();
  },
} satisfies Meta<typeof EntityDetailsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One h1 with the entity's state beside it, its actions, then h2 sections; collapsed sections open on demand. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('GELF TCP RUNNING');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Details', 'Static fields', 'Advanced']);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit input' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/Receive buffer size/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Advanced' }));
    await expect(canvas.getByText(/Receive buffer size/)).toBeVisible();
  },
};

/** Two columns from the md breakpoint: sections sit side by side. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('heading', { level: 2, name: 'Details' }).getBoundingClientRect();
    const fields = canvas.getByRole('heading', { level: 2, name: 'Static fields' }).getBoundingClientRect();
    await expect(fields.top).toBe(details.top);
    await expect(fields.left).toBeGreaterThan(details.right);
  },
};

export const WithoutStatusOrActions: Story = {
  args: { status: undefined, actions: undefined, description: undefined, title: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'admin' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit input' })).toBeNull();
  },
};
