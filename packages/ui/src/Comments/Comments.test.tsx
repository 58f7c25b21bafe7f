import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { alderComments } from '../fixtures/product';
import { Comments, pageWindow } from './Comments';

const firstPage = alderComments.slice(0, 10);

describe('Comments', () => {
  it('lists the page with author, date and plain-text body, and the total', () => {
    render(<Comments comments={firstPage} page={1} total={23} onPageChange={() => {}} locale="en-US" />);
    expect(screen.getByRole('heading', { name: 'Comments 23 comments' })).toBeInTheDocument();
    const items = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Priya N.');
    expect(within(items[0]!).getByText('Aug 30, 2026')).toHaveAttribute('datetime', alderComments[0]!.created_at);
  });

  it('renders bodies as text, never HTML', () => {
    const comment = { ...alderComments[0]!, body: '<b>bold</b>' };
    render(<Comments comments={[comment]} page={1} total={1} onPageChange={() => {}} />);
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  });

  it('pages by 10: three pages for 23 comments, current page marked', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Comments comments={alderComments.slice(10, 20)} page={2} total={23} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Comment pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Comments comments={firstPage} page={1} total={23} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<Comments comments={alderComments.slice(20)} page={3} total={23} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('hides the pages when one page holds them all', () => {
    render(<Comments comments={alderComments.slice(0, 4)} page={1} total={4} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('changes the filter', async () => {
    const user = userEvent.setup();
    const onFilterChange = vi.fn();
    const filters = [
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
    ];
    render(
      <Comments
        comments={firstPage}
        page={1}
        total={23}
        onPageChange={() => {}}
        filters={filters}
        onFilterChange={onFilterChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'oldest');
    expect(onFilterChange).toHaveBeenCalledWith('oldest');
  });

  it('shows empty, loading and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container, rerender } = render(<Comments comments={[]} page={1} total={0} onPageChange={() => {}} />);
    expect(screen.getByText(/No comments yet/)).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-empty');
    rerender(<Comments comments={[]} page={1} total={0} status="loading" onPageChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments');
    rerender(<Comments comments={[]} page={1} total={0} status="error" onRetry={onRetry} onPageChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps long page bars short', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('has no axe violations', async () => {
    render(
      <main>
        <Comments
          comments={firstPage}
          page={1}
          total={23}
          onPageChange={() => {}}
          filters={[{ value: 'all', label: 'All' }]}
        />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('draws a real comment form that posts without JavaScript and in place with it', async () => {
    const user = userEvent.setup();
    const onPost = vi.fn();
    const { rerender } = render(
      <Comments
        comments={firstPage}
        page={1}
        total={23}
        onPageChange={() => {}}
        form={{ onPost, action: '/products/alder', productId: 7 }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Ask a question or leave a comment' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/products/alder');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toMatchObject({
      intent: 'comment',
      product_id: '7',
    });
    await user.type(within(form).getByLabelText('Your name'), 'Ada');
    await user.type(within(form).getByLabelText('Your comment'), 'Does it shrink?');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(onPost).toHaveBeenCalledWith({ author: 'Ada', body: 'Does it shrink?' });
    // Refused: every word stays, the message is read out.
    rerender(
      <Comments
        comments={firstPage}
        page={1}
        total={23}
        onPageChange={() => {}}
        form={{ onPost, status: 'error', error: 'Slow down' }}
      />,
    );
    expect(within(form).getByRole('status')).toHaveTextContent('Slow down');
    expect(within(form).getByLabelText('Your name')).toHaveValue('Ada');
    rerender(
      <Comments comments={firstPage} page={1} total={24} onPageChange={() => {}} form={{ onPost, status: 'sent' }} />,
    );
    expect(within(form).getByRole('status')).toHaveTextContent('Thank you! Your comment is posted.');
    expect(within(form).getByLabelText('Your name')).toHaveValue('');
  });

  it('shows the store’s refusals on their fields, with what was typed (no JavaScript)', async () => {
    const { container } = render(
      <main>
        <Comments
          comments={[]}
          page={1}
          total={0}
          onPageChange={() => {}}
          form={{
            onPost: () => {},
            errors: { body: 'Write your comment' },
            defaultValues: { author: 'Ada', body: '' },
          }}
        />
      </main>,
    );
    const body = screen.getByLabelText('Your comment');
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(body).toHaveAccessibleDescription('Write your comment');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada');
    expect(await axeViolations(container)).toEqual([]);
  });
});
