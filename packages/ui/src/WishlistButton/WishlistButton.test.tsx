import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreProvider, createStoreClient } from '@vitrine/headless';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { WishlistButton } from './WishlistButton';

type Answer = { status: number; body: unknown } | Promise<never>;

/** A provider whose store API answers the wish-list calls with `answers` (by method). */
function setup(answers: Partial<Record<'GET' | 'POST' | 'DELETE', Answer>> = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? 'GET') as 'GET' | 'POST' | 'DELETE';
    calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = await (answers[method] ?? {
      status: 200,
      body: { data: { product_ids: method === 'POST' ? [101] : [] } },
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <main>{children}</main>
    </StoreProvider>
  );
  return { calls, wrapper };
}

describe('WishlistButton', () => {
  it('adds the product: pressed, on, with the product and variant sent', async () => {
    const user = userEvent.setup();
    const { calls, wrapper } = setup();
    render(<WishlistButton productId={101} variantId={1012} isSignedIn />, { wrapper });
    const button = screen.getByRole('button', { name: 'Add to wish list' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'on'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toContain('/wish_list/wishing');
    expect(post.body).toEqual({ product_id: 101, variant_id: 1012 });
  });

  it('is pending while the server answers', async () => {
    const user = userEvent.setup();
    const { wrapper } = setup({ POST: new Promise<never>(() => {}) });
    render(<WishlistButton productId={101} isSignedIn />, { wrapper });
    const button = screen.getByRole('button');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-pending'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-state', 'on');
  });

  it('calls onLoginRequired when signed out, and sends nothing', async () => {
    const user = userEvent.setup();
    const onLoginRequired = vi.fn();
    const { calls, wrapper } = setup();
    render(<WishlistButton productId={101} isSignedIn={false} onLoginRequired={onLoginRequired} />, { wrapper });
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(onLoginRequired).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to save items');
  });

  it('calls onLoginRequired on a 401 and rolls back', async () => {
    const user = userEvent.setup();
    const onLoginRequired = vi.fn();
    const { wrapper } = setup({
      POST: { status: 401, body: { status: 401, code: 'UNAUTHENTICATED', message: 'Sign in' } },
    });
    render(<WishlistButton productId={101} isSignedIn onLoginRequired={onLoginRequired} />, { wrapper });
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(onLoginRequired).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'off');
  });

  it('says when the list is full', async () => {
    const user = userEvent.setup();
    const { wrapper } = setup({ POST: { status: 422, body: { status: 422, code: 'WISHLIST_FULL', message: 'Full' } } });
    const { container } = render(<WishlistButton productId={101} isSignedIn showText />, { wrapper });
    await user.click(screen.getByRole('button', { name: 'Add to wish list' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your wish list is full'));
    expect(container.querySelector('[data-outcome="full"]')).not.toBeNull();
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'off');
  });

  it('removes a wished product, with the text label', async () => {
    const user = userEvent.setup();
    const { calls, wrapper } = setup({ GET: { status: 200, body: { data: { product_ids: [101] } } } });
    render(<WishlistButton productId={101} isSignedIn showText labels={{ added: 'Saved' }} />, { wrapper });
    const button = await screen.findByRole('button', { name: 'Saved' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'off'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(button).toHaveTextContent('Add to wish list');
  });

  it('shows an error when the call fails', async () => {
    const user = userEvent.setup();
    const { wrapper } = setup({ POST: { status: 500, body: { status: 500, code: 'INTERNAL', message: 'Oops' } } });
    render(<WishlistButton productId={101} isSignedIn />, { wrapper });
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not update your wish list'));
  });

  it('has no axe violations', async () => {
    const { wrapper } = setup();
    render(
      <>
        <WishlistButton productId={101} isSignedIn />
        <WishlistButton productId={102} isSignedIn showText />
      </>,
      { wrapper },
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is a real form the browser posts without JavaScript', () => {
    const { wrapper } = setup();
    const { container } = render(
      <WishlistButton productId={101} variantId={1012} isSignedIn={false} returnTo="/products/alder" csrfToken="tok" />,
      { wrapper },
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/wishlist');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'add',
      product_id: '101',
      variant_id: '1012',
      return_to: '/products/alder',
      _csrf: 'tok',
    });
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
  });

  it('signed out, opens the sign-in dialog itself; signed in, saves the product it was asked to (spec 6)', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const { calls, wrapper } = setup();
    const { rerender } = render(<WishlistButton productId={101} isSignedIn={false} onSignedIn={onSignedIn} />, {
      wrapper,
    });
    await user.click(screen.getByRole('button', { name: 'Add to wish list' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 }); // the sign-in dialog's code loads on demand
    expect(calls.filter((c) => c.url.includes('wish_list'))).toEqual([]);
    await user.type(within(dialog).getByLabelText('Email'), 'wren@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'linen-and-wool');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.url.endsWith('/account/login'))?.body).toEqual({
      email: 'wren@example.com',
      password: 'linen-and-wool',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The shop reloads its session: the button learns the shopper is signed in, and saves.
    rerender(<WishlistButton productId={101} isSignedIn onSignedIn={onSignedIn} />);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.includes('/wish_list/wishing'))).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to wish list' })).toHaveAttribute('data-state', 'on'),
    );
  });

  it('reports each toggle’s result and starts from the wished ids the server rendered', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const { wrapper } = setup({ DELETE: { status: 200, body: { data: { product_ids: [] } } } });
    render(<WishlistButton productId={101} isSignedIn wishedProductIds={[101]} onResult={onResult} />, { wrapper });
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('data-state', 'on');
    expect(button.closest('form')!.querySelector('input[name="intent"]')).toHaveValue('remove');
    await user.click(button);
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'removed' })));
  });
});
