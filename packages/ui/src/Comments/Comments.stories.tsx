import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alderComments } from '../fixtures/product';
import { Comments, COMMENTS_PAGE_SIZE, type CommentsProps } from './Comments';

const FILTERS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** Pages and filters through the demo comments as the page would through `GET /comments`. */
function PagedComments(props: CommentsProps) {
  const [page, setPage] = useState(props.page);
  const [filter, setFilter] = useState('newest');
  const sorted = filter === 'oldest' ? [...alderComments].reverse() : alderComments;
  return (
    <Comments
      {...props}
      page={page}
      filter={filter}
      onFilterChange={(f) => {
        setFilter(f);
        setPage(1);
        props.onFilterChange?.(f);
      }}
      comments={sorted.slice((page - 1) * COMMENTS_PAGE_SIZE, page * COMMENTS_PAGE_SIZE)}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Components/Comments',
  component: Comments,
  args: {
    comments: alderComments.slice(0, 10),
    page: 1,
    total: alderComments.length,
    onPageChange: fn(),
    filters: FILTERS,
  },
  parameters: { fromGlobals: ['locale'] },
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paginated: Story = {
  render: (args) => <PagedComments {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = { args: { comments: alderComments.slice(20), page: 3 } };

export const Empty: Story = { args: { comments: [], total: 0, filters: undefined } };

/** The next page is loading: the current one is dimmed. */
export const LoadingNextPage: Story = { args: { status: 'loading' } };

export const FirstLoad: Story = { args: { comments: [], total: 0, status: 'loading' } };

export const LoadError: Story = { args: { comments: [], total: 0, status: 'error', onRetry: fn() } };

export const ManyPages: Story = { args: { total: 240, page: 6 } };
