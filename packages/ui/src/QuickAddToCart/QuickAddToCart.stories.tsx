import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { demoCoatProduct } from '../fixtures/checkout';
import { QuickAddToCart } from './QuickAddToCart';

/** Pretends to add: succeeds after a moment. */
const demoAdd = fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600)));

const meta = {
  title: 'Components/QuickAddToCart',
  component: QuickAddToCart,
  args: { product: demoCoatProduct, onAdd: demoAdd },
  argTypes: { product: { control: false } },
  parameters: { fromGlobals: ['locale', 'currencyStyle'] },
  decorators: [(Story) => <div style={{ minBlockSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof QuickAddToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Radix portals the panel to `<body>`, so the play functions look it up on the whole screen. */
export const SelectVariantFirst: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick add Harbor Wool Coat' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Camel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Please, select at least one variant');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Camel in S is sold out: it is struck through once Camel is chosen. */
export const SoldOutValue: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick add Harbor Wool Coat' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Camel' }));
    await expect(screen.getByRole('radio', { name: /^S\b.*Sold out/ }).closest('label')).toHaveAttribute('data-unavailable');
  },
};

export const Adds: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick add Harbor Wool Coat' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Charcoal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(1021, 1);
  },
};

export const AddFails: Story = {
  args: { onAdd: fn(() => Promise.reject(new Error('Only 3 Harbor Wool Coats are left in stock.'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick add Harbor Wool Coat' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Charcoal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 Harbor Wool Coats are left in stock.');
  },
};

/** One variant: the button adds at once. */
export const SingleVariant: Story = {
  args: { product: { ...demoCoatProduct, options: [], variants: [demoCoatProduct.variants[1]!] } },
};

export const SoldOut: Story = {
  args: { product: { ...demoCoatProduct, variants: demoCoatProduct.variants.map((v) => ({ ...v, available: 0 })) } },
};
