import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LIST_PAGE_SIZES, type PaginationState } from '../Pagination/paginationRules';
import { PaginatedList, type PaginatedListProps } from './PaginatedList';

const STREAMS = Array.from({ length: 23 }, (_, i) => `Stream ${String(i + 1).padStart(2, '0')}${i % 4 === 0 ? ' (errors)' : ''}`);

function Demo(props: Partial<PaginatedListProps> & { items?: string[]; initial?: PaginationState }) {
  const { items = STREAMS, initial = { page: 1, perPage: 5, query: '' }, ...rest } = props;
  const [state, setState] = useState(initial);
  const filtered = items.filter((item) => item.toLowerCase().includes(state.query.toLowerCase()));
  const visible = filtered.slice((state.page - 1) * state.perPage, state.page * state.perPage);
  return (
    <PaginatedList totalItems={filtered.length} pagination={state} onChange={setState} {...rest}>
      <ul aria-label="Streams">
        {visible.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </PaginatedList>
  );
}

const meta = {
  title: 'Components/PaginatedList',
  component: PaginatedList,
  // The demo owns the pagination state and the items; these args only satisfy the required props.
  render: ({ totalItems: _t, pagination: _p, onChange: _o, children: _c, ...args }) => <Demo {...args} />,
  args: {
    showFilter: true,
    showPageSizeSelect: true,
    totalItems: 0,
    pagination: { page: 1, perPage: 5, query: '' },
    onChange: fn(),
    children: null,
  },
} satisfies Meta<typeof PaginatedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Streams' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(within(list).getByText('Stream 11')).toBeInTheDocument();
    // A new page size goes back to page 1.
    await userEvent.selectOptions(canvas.getByLabelText('Page size'), '10');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // A new filter (debounced) goes back to page 1 and, with one page left, hides the pagination.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await userEvent.type(canvas.getByLabelText('Filter'), 'errors');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** List pages offer 10, 20, 50 and 100 per page. */
export const ListPageSizes: Story = {
  args: { pageSizes: LIST_PAGE_SIZES },
  render: ({ totalItems: _t, pagination: _p, onChange: _o, children: _c, ...args }) => (
    <Demo {...args} initial={{ page: 1, perPage: 10, query: '' }} />
  ),
};

export const WithoutFilter: Story = { args: { showFilter: false } };

export const Empty: Story = {
  render: ({ totalItems: _t, pagination: _p, onChange: _o, children: _c, ...args }) => <Demo {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
