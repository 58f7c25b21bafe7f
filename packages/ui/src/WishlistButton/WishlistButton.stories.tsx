import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { StoreProvider, createStoreClient } from '@vitrine/headless';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WishlistButton } from './WishlistButton';

/** Server round-trip the demo pretends to make, so the pending state is visible. */
const DEMO_LATENCY_MS = 700;

/**
 * A store whose wish-list API lives in memory: `full` refuses every add,
 * `hang` never answers. Built per story so each starts from its own list.
 */
function demoStore(options: { wished?: number[]; full?: boolean; hang?: boolean; fail?: boolean } = {}): Decorator {
  let wished = [...(options.wished ?? [])];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const client = createStoreClient({
    baseUrl: `${location.origin}/api/store`,
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(200, { data: { product_ids: wished } });
      if (options.hang) return new Promise<never>(() => {});
      await new Promise((resolve) => setTimeout(resolve, DEMO_LATENCY_MS));
      if (options.fail) return json(500, { status: 500, code: 'INTERNAL', message: 'Something went wrong' });
      const id = Number(JSON.parse(String(init?.body)).product_id);
      if (method === 'POST' && options.full)
        return json(422, { status: 422, code: 'WISHLIST_FULL', message: 'Your wish list is full' });
      wished = method === 'POST' ? [...wished, id] : wished.filter((w) => w !== id);
      return json(200, { data: { product_ids: wished } });
    },
  });
  return (Story) => (
    <StoreProvider client={client} initialCart={null} refreshCartOnHistoryNavigation={false} reportError={() => {}}>
      <Story />
    </StoreProvider>
  );
}

const meta = {
  title: 'Components/WishlistButton',
  component: WishlistButton,
  args: { productId: 101, isSignedIn: true, onLoginRequired: fn() },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heart only, as on product cards. Click to add, click again to remove. */
export const Default: Story = {
  decorators: [demoStore()],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to wish list' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
  },
};

/** With text, as on the product page, already wished. */
export const WishedWithText: Story = { args: { showText: true }, decorators: [demoStore({ wished: [101] })] };

/** Waiting for the server. */
export const Pending: Story = {
  args: { showText: true },
  decorators: [demoStore({ hang: true })],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-pending'));
  },
};

/** Signed out: the app's login dialog is asked for. */
export const SignedOut: Story = {
  args: { isSignedIn: false, showText: true },
  decorators: [demoStore()],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(args.onLoginRequired).toHaveBeenCalled());
  },
};

/** The list is full. */
export const Full: Story = {
  args: { showText: true },
  decorators: [demoStore({ full: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your wish list is full'));
  },
};

export const ServerError: Story = {
  args: { showText: true },
  decorators: [demoStore({ fail: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Could not update'));
  },
};
