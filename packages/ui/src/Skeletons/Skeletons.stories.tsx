import type { Meta, StoryObj } from '@storybook/react-vite';
import { alderShirt, demoProducts } from '../fixtures/demo';
import { ProductCard } from '../ProductCard/ProductCard';
import { SkeletonCartLine, SkeletonProductCard, SkeletonProductPage, SkeletonText } from './Skeletons';
import { PHONE_GLOBALS } from '../pages/demoChrome';

const meta = {
  title: 'Components/Skeletons',
  component: SkeletonText,
  args: { lines: 4 },
} satisfies Meta<typeof SkeletonText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <SkeletonText {...args} />
    </div>
  ),
};

export const ProductCardLoading: Story = {
  render: () => (
    <div style={{ maxWidth: 300 }}>
      <SkeletonProductCard />
    </div>
  ),
};

/** A skeleton beside the real card: the same height, so nothing shifts when the card arrives. */
export const ProductCardBesideReal: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 260px))', gap: '1.5rem' }}>
      <SkeletonProductCard />
      <ProductCard product={alderShirt} href="#alder-linen-shirt" layout="standard" priority />
    </div>
  ),
};

/** A collection grid while its first page loads. */
export const Grid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: '1.5rem',
        maxWidth: 1200,
      }}
    >
      {demoProducts.map((p) => (
        <SkeletonProductCard key={p.ID} />
      ))}
    </div>
  ),
};

export const ProductPage: Story = { render: () => <SkeletonProductPage /> };

/** The gallery stacks above the buy box, like the product page on a phone. */
export const ProductPageMobile: Story = {
  render: () => <SkeletonProductPage />,
  globals: PHONE_GLOBALS,
  tags: ['phone'],
};

export const CartLines: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <SkeletonCartLine />
      <SkeletonCartLine />
    </div>
  ),
};
