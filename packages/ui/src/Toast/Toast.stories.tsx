import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCart } from '@vitrine/headless';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { demoCart } from '../fixtures/demo';
import { StoreToaster } from './StoreToaster';
import { Toaster, type ToastItem } from './Toast';

const samples: ToastItem[] = [
  { id: 'w', type: 'warning', message: 'Only 2 left of Harbor Wool Coat, quantity set to 2' },
  { id: 'e', type: 'error', message: 'Connection timed out, please try again' },
  { id: 's', type: 'success', message: 'Coupon WELCOME10 applied' },
];

/** Toasts in local state, with a button that adds one. */
function Playground({ initial }: { initial: ToastItem[] }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <>
      <Button
        onClick={() =>
          setToasts((t) => [...t, { id: Date.now(), type: 'success', message: 'Alder Linen Shirt added to your cart' }])
        }
      >
        Show a toast
      </Button>
      <Toaster toasts={toasts} onDismiss={(id) => setToasts((t) => t.filter((x) => x.id !== id))} duration={60_000} />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  args: { toasts: samples, onDismiss: () => {} },
  render: (args) => <Playground initial={[...args.toasts]} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Warning, error and success, as the cart's messages come. */
export const AllTypes: Story = {};

export const Success: Story = { args: { toasts: [samples[2]!] } };

/** The 504 text of the store API. */
export const TimeoutError: Story = { args: { toasts: [samples[1]!] } };

export const LongText: Story = {
  args: {
    toasts: [
      {
        id: 'long',
        type: 'warning',
        message:
          'Some items in your cart changed while you were away: Marlow Leather Tote in Oxblood is sold out and was removed, and the price of Harbor Wool Coat went down.',
      },
    ],
  },
};

export const AddAndDismiss: Story = {
  args: { toasts: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Show a toast' }));
    await expect(await body.findByText('Alder Linen Shirt added to your cart')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByText('Alder Linen Shirt added to your cart')).toBeNull());
  },
};

function AddToCart() {
  const { add } = useCart();
  return <Button onClick={() => add({ variant_id: 1021, quantity: 5 }).catch(() => {})}>Add 5 coats to cart</Button>;
}

/** `StoreToaster` listening to the store: the cart answer carries a notice, shown as a warning. */
export const FromCartNotice: Story = {
  render: () => (
    <>
      <AddToCart />
      <StoreToaster duration={60_000} />
    </>
  ),
  parameters: {
    msw: {
      handlers: {
        cart: [
          http.get('/api/store/cart', () => HttpResponse.json(demoCart())),
          http.post('/api/store/cart', () =>
            HttpResponse.json({
              ...demoCart(),
              notices: [
                {
                  type: 'notice',
                  code: 'QUANTITY_REDUCED',
                  message: 'Only 3 left of Harbor Wool Coat, quantity set to 3',
                },
              ],
            }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Add 5 coats to cart' }));
    const message = await body.findByText('Only 3 left of Harbor Wool Coat, quantity set to 3');
    await expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'warning');
  },
};

/** A gateway timeout on add to cart: the 504 text as an error. */
export const FromGatewayTimeout: Story = {
  render: FromCartNotice.render,
  parameters: {
    msw: {
      handlers: {
        cart: [
          http.get('/api/store/cart', () => HttpResponse.json(demoCart())),
          http.post('/api/store/cart', () => new HttpResponse('Gateway Timeout', { status: 504 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Add 5 coats to cart' }));
    const message = await body.findByText('Connection timed out, please try again');
    await expect(message.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  },
};
