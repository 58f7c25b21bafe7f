import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { kind: 'cart', actionHref: '#collections-all' },
  argTypes: { kind: { control: 'inline-radio', options: ['cart', 'search', 'wishlist', 'orders'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {};

export const NoSearchResults: Story = { args: { kind: 'search', query: 'waterproof linen blazer' } };

export const EmptyWishlist: Story = { args: { kind: 'wishlist' } };

export const NoOrders: Story = { args: { kind: 'orders', actionHref: '#home' } };

/** Inside the cart drawer the action closes the drawer instead of navigating. */
export const WithButtonAction: Story = {
  args: { actionHref: undefined, onAction: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue shopping' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** No action: an order history that is only informative. */
export const WithoutAction: Story = { args: { kind: 'orders', actionHref: undefined } };
