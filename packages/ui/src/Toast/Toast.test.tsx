import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, createStoreClient, StoreProvider, useCart, type Cart } from '@vitrine/headless';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoCart } from '../fixtures/demo';
import { StoreToaster } from './StoreToaster';
import { Toaster, type ToastItem } from './Toast';

const toasts: ToastItem[] = [
  { id: 1, type: 'warning', message: 'Only 2 left, quantity set to 2' },
  { id: 2, type: 'error', message: 'Connection timed out, please try again' },
  { id: 3, type: 'success', message: 'Coupon WELCOME10 applied', title: 'Saved' },
];

describe('Toaster', () => {
  it('renders each toast with its type and default or given title', () => {
    render(<Toaster toasts={toasts} onDismiss={() => {}} />);
    const items = [...document.querySelectorAll('li[data-type]')];
    expect(items.map((el) => el.getAttribute('data-type'))).toEqual(['warning', 'error', 'success']);
    expect(screen.getByText('Please note')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('calls onDismiss with the id when closed', async () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={[toasts[1]!]} onDismiss={onDismiss} labels={{ close: 'Schließen' }} />);
    // A click (not a pointer sequence): jsdom lacks the pointer capture Radix's swipe uses.
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(onDismiss).toHaveBeenCalledWith(2));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Toaster toasts={toasts} onDismiss={() => {}} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

function json(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function AddButton() {
  const { add } = useCart();
  return <button onClick={() => add({ variant_id: 1011, quantity: 5 }).catch(() => {})}>Add</button>;
}

function renderStore(fetch: typeof globalThis.fetch, bus = createEventBus()) {
  const client = createStoreClient({ baseUrl: 'http://store.test/api/store', fetch });
  render(
    <StoreProvider
      client={client}
      initialCart={demoCart()}
      refreshCartOnHistoryNavigation={false}
      events={bus}
      reportError={() => {}}
    >
      <AddButton />
      <StoreToaster />
    </StoreProvider>,
  );
  return bus;
}

describe('StoreToaster', () => {
  it('toasts the notices of a cart answer as warnings', async () => {
    const cart: Cart = {
      ...demoCart(),
      notices: [{ type: 'notice', code: 'QUANTITY_REDUCED', message: 'Only 2 left, quantity set to 2' }],
    };
    renderStore(() => json(cart));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const message = await screen.findByText('Only 2 left, quantity set to 2');
    expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'warning');
  });

  it('words a 504 as the timeout message', async () => {
    renderStore(() => Promise.resolve(new Response('<html>gateway</html>', { status: 504 })));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const message = await screen.findByText('Connection timed out, please try again');
    expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  });

  it('toasts coupon outcomes published on the bus', async () => {
    const bus = renderStore(() => json(demoCart()));
    bus.publish('coupon:failed-apply', {
      code: 'SPRING',
      message: 'Coupon code did not match',
      status: 422,
      errorCode: 'INVALID',
    });
    bus.publish('coupon:after-apply', { code: 'WELCOME10', cart: demoCart() });
    expect(await screen.findByText('Coupon code did not match')).toBeInTheDocument();
    expect(await screen.findByText('Coupon WELCOME10 applied')).toBeInTheDocument();
  });
});
