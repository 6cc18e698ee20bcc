import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label, LABEL_VARIANTS } from './Label';

const meta = {
  title: 'Components/Label',
  component: Label,
  args: { variant: 'default', children: 'default index set' },
  argTypes: { variant: { control: 'inline-radio', options: LABEL_VARIANTS } },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Label>default</Label>
      <Label variant="primary">primary</Label>
      <Label variant="success">RUNNING</Label>
      <Label variant="info">info</Label>
      <Label variant="warning">PAUSED</Label>
      <Label variant="danger">FAILED</Label>
    </div>
  ),
};
