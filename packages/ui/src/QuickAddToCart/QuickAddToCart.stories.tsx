import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { demoCoatProduct } from '../fixtures/checkout';
import { harborCoat } from '../fixtures/demo';
import { QuickAddToCart } from './QuickAddToCart';

const meta = {
  title: 'Components/QuickAddToCart',
  component: QuickAddToCart,
  args: { product: demoCoatProduct },
  argTypes: { product: { control: false } },
  parameters: { fromGlobals: ['locale', 'currencyStyle'] },
  decorators: [(Story) => <div style={{ minBlockSize: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof QuickAddToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Radix portals the panel to `<body>`, so the play functions look it up on the whole screen. */
export const SelectVariantFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Quick add/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Please, select at least one variant');
  },
};

/** Adds through `useCart()` against the story's store API. */
export const ChooseAndAdd: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Quick add/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Charcoal' }));
    await userEvent.click(screen.getByRole('radio', { name: 'M' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  },
};

export const SingleVariant: Story = {
  args: { product: { ...demoCoatProduct, options: [], variants: [demoCoatProduct.variants[1]!] } },
};

export const SoldOut: Story = {
  args: { product: { ...demoCoatProduct, variants: demoCoatProduct.variants.map((v) => ({ ...v, available: 0 })) } },
};

/** As on a product card: only the card's summary; the panel's code and the product (`GET /products/{handle}`) load when the shopper reaches for it. */
export const FromCardSummary: Story = {
  args: { product: { ...harborCoat, single_variant_id: null } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Quick add/ }));
    await expect(await screen.findByRole('dialog', { name: /Choose options/ })).toBeVisible();
    await expect(screen.getAllByRole('radio').length).toBeGreaterThan(1);
  },
};
