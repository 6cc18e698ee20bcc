import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Label } from '../Label/Label';
import { DESCRIPTION_LIST_LAYOUTS, DescriptionList } from './DescriptionList';

const NODE = [
  { term: 'Hostname', description: 'graylog-01.example.org' },
  { term: 'Node ID', description: '5ca1ab1e-0000-4000-8000-000000000001' },
  { term: 'Leader', description: <Label variant="success">Yes</Label> },
  { term: 'Transport address', description: 'http://10.0.0.12:9000/api/' },
];

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  args: { items: NODE, layout: 'columns' },
  argTypes: { layout: { control: 'inline-radio', options: DESCRIPTION_LIST_LAYOUTS } },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term is followed by its description, in a definition list that assistive technology can walk. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list.tagName).toBe('DL');
    const terms = within(list).getAllByRole('term');
    const descriptions = within(list).getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(['Hostname', 'Node ID', 'Leader', 'Transport address']);
    await expect(descriptions[0]).toHaveTextContent('graylog-01.example.org');
    // Terms sit in one column, values in the next.
    await expect(descriptions[0]!.getBoundingClientRect().left).toBeGreaterThan(terms[0]!.getBoundingClientRect().right);
  },
};

/** Stacked: each term above its value, for narrow columns and side panels. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    const [term] = within(list).getAllByRole('term');
    const [description] = within(list).getAllByRole('definition');
    await expect(description!.getBoundingClientRect().top).toBeGreaterThanOrEqual(term!.getBoundingClientRect().bottom);
  },
};

/** Long values wrap inside their column instead of widening the page. */
export const LongValues: Story = {
  args: {
    items: [
      {
        term: 'Query',
        description:
          'source:web-0* AND http_response_code:>=500 AND NOT path:/healthcheck AND user_agent:"Mozilla/5.0 (X11; Linux x86_64)"',
      },
      { term: 'Token', description: 'c2lmdC1hcGktdG9rZW4tMDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWYwMTIzNDU2Nzg5YWJjZGVm' },
    ],
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(360);
  },
};
