import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { alderReviews, alderReviewSummary } from '../fixtures/product';
import { checkReviewImages, REVIEW_IMAGE_MAX_BYTES } from './reviewImages';
import { Reviews } from './Reviews';

const props = { reviews: alderReviews, summary: alderReviewSummary };
/** A file of `size` bytes without allocating them. */
const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('Reviews', () => {
  it('shows the average, the distribution and each review with stars and pictures', () => {
    render(<Reviews {...props} locale="en-US" />);
    expect(screen.getAllByRole('img', { name: '4.0 out of 5 stars' })).toHaveLength(2);
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '5 stars: 1' })).toHaveAttribute('value', '1');
    const first = screen.getByRole('heading', { name: 'Softer after every wash' }).closest('li')!;
    expect(within(first).getByRole('img', { name: '5.0 out of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Maya R. · Jun 14, 2026');
    expect(within(first).getByRole('img', { name: 'Picture 1 from Maya R.' })).toHaveAttribute(
      'src',
      '/demo/alder-linen-shirt.svg',
    );
  });

  it('shows the empty state', () => {
    const { container } = render(<Reviews reviews={[]} summary={{ average_rating: 0, count: 0, distribution: {} }} />);
    expect(screen.getByText(/No reviews yet/)).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-empty');
  });

  it('counts the body live and stops at 2000 characters', async () => {
    const user = userEvent.setup();
    render(<Reviews {...props} onSubmit={() => {}} />);
    const body = screen.getByRole('textbox', { name: 'Your review' });
    expect(body).toHaveAccessibleDescription('0 / 2000');
    await user.type(body, 'Lovely');
    expect(body).toHaveAccessibleDescription('6 / 2000');
    await user.clear(body);
    await user.click(body);
    await user.paste('a'.repeat(2100));
    expect(body).toHaveValue('a'.repeat(2000));
    expect(screen.getByText('2000 / 2000')).toHaveAttribute('data-state', 'limit');
  });

  it('refuses to send without rating, body and name, and focuses the first problem', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Reviews {...props} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Write your review')).toBeInTheDocument();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
  });

  it('checks pictures as they are chosen: format, 8MB, at most 5', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Reviews {...props} onSubmit={() => {}} />);
    const input = screen.getByLabelText('Add pictures');
    await user.upload(input, [
      file('fit.png', 'image/png'),
      file('notes.pdf', 'application/pdf'),
      file('huge.jpg', 'image/jpeg', REVIEW_IMAGE_MAX_BYTES + 1),
    ]);
    expect(screen.getByText(/notes\.pdf: pictures must be JPG, JPEG, PNG or GIF/)).toBeInTheDocument();
    expect(screen.getByText(/huge\.jpg: each picture must be 8MB or smaller/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen pictures' })).getAllByRole('listitem')).toHaveLength(1);
    await user.upload(
      input,
      ['a.jpg', 'b.jpeg', 'c.gif', 'd.png', 'e.png'].map((n) =>
        file(n, n.endsWith('gif') ? 'image/gif' : n.endsWith('png') ? 'image/png' : 'image/jpeg'),
      ),
    );
    expect(screen.getByText('You can add up to 5 pictures')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen pictures' })).getAllByRole('listitem')).toHaveLength(5);
    expect(input).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove fit.png' }));
    expect(input).toBeEnabled();
  });

  it('sends the review with its pictures', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Reviews {...props} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' }).nextElementSibling).toHaveAttribute('data-filled');
    expect(screen.getByRole('radio', { name: '5 stars' }).nextElementSibling).not.toHaveAttribute('data-filled');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Good fit');
    await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'True to size.');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ari');
    const picture = file('fit.jpg', 'image/jpeg');
    await user.upload(screen.getByLabelText('Add pictures'), picture);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 4,
      title: 'Good fit',
      body: 'True to size.',
      author: 'Ari',
      images: [picture],
    });
  });

  it('shows sending, the server error, and the thank-you', () => {
    const { rerender } = render(<Reviews {...props} onSubmit={() => {}} submitStatus="submitting" />);
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('data-pending');
    rerender(
      <Reviews
        {...props}
        onSubmit={() => {}}
        submitStatus="error"
        submitError="Pictures must be JPG, JPEG, PNG or GIF"
      />,
    );
    expect(screen.getByText('Pictures must be JPG, JPEG, PNG or GIF')).toHaveAttribute('role', 'alert');
    rerender(<Reviews {...props} onSubmit={() => {}} submitStatus="submitted" />);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you');
  });

  it('checks pictures in order and by type, extension and size', () => {
    const { accepted, rejected } = checkReviewImages(
      [file('a.gif', 'image/gif'), file('b.webp', 'image/webp'), file('c.png', 'image/jpeg')],
      4,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.gif']);
    expect(rejected.map((r) => r.problem)).toEqual(['type', 'count']);
  });

  it('has no axe violations', async () => {
    render(
      <main>
        <Reviews {...props} onSubmit={() => {}} />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is a real multipart form posting intent=review with named fields, for a browser without JavaScript', () => {
    render(<Reviews {...props} onSubmit={() => {}} action="/products/alder" productId={7} />);
    const form = screen.getByRole('form', { name: 'Write a review' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/products/alder');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form.querySelector('input[type="file"]')).toHaveAttribute('name', 'images');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({
      intent: 'review',
      product_id: '7',
      title: '',
      author: '',
    });
  });

  it('shows the store’s refusals and what was typed after a post without JavaScript, and a message when sending failed', () => {
    const { rerender } = render(
      <Reviews
        {...props}
        onSubmit={() => {}}
        errors={{ author: 'Enter your name' }}
        defaultValues={{ body: 'Soft and warm', title: 'Cosy' }}
      />,
    );
    expect(screen.getByLabelText('Your review')).toHaveValue('Soft and warm');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Cosy');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    rerender(<Reviews {...props} onSubmit={() => {}} submitStatus="error" />);
    expect(screen.getByText('Your review could not be sent. Please try again.')).toHaveAttribute('role', 'alert');
  });

  it('keeps the stars and text chosen before the page hydrated, and sends them', async () => {
    const onSubmit = vi.fn();
    const app = <Reviews {...props} onSubmit={onSubmit} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    // The shopper is faster than the scripts.
    (container.querySelector('input[name="rating"][value="4"]') as HTMLInputElement).checked = true;
    (container.querySelector('textarea[name="body"]') as HTMLTextAreaElement).value = 'Warm and soft.';
    (container.querySelector('input[name="author"]') as HTMLInputElement).value = 'Maren';
    await act(async () => {
      hydrateRoot(container, app);
    });
    expect((container.querySelector('input[name="rating"][value="4"]') as HTMLInputElement).checked).toBe(true);
    expect(container.querySelector('label[for$="-rating-4"]')).toHaveAttribute('data-filled');
    expect(container.querySelector('label[for$="-rating-5"]')).not.toHaveAttribute('data-filled');
    expect(container.textContent).toContain('14 / 2000');
    await act(async () => {
      (container.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    });
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ rating: 4, body: 'Warm and soft.', author: 'Maren' }),
    );
    container.remove();
  });
});
