import type { Meta, StoryObj } from '@storybook/react-vite';
import { alderShirt, demoProducts, harborCoat, juniperBeanie, marlowTote } from '../fixtures/demo';
import { ProductCard } from './ProductCard';

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  // Layout and currency style follow the theme's settings unless a story sets them.
  args: { product: alderShirt, href: '#alder-linen-shirt' },
  parameters: { fromGlobals: ['locale', 'currencyStyle', 'layout'] },
  argTypes: {
    layout: { control: 'inline-radio', options: ['standard', 'overlay', 'minimal'] },
    currencyStyle: { control: 'inline-radio', options: ['default', 'centsub'] },
    product: { control: false },
  },
  // One card at the width it has in a four-column grid.
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover (with a mouse) to see the back of the shirt. */
export const Standard: Story = { args: { priority: true, layout: 'standard' } };

export const Sale: Story = { args: { product: harborCoat } };

export const SoldOut: Story = { args: { product: juniperBeanie } };

/** Variants at different prices, and more swatches than fit. */
export const PriceRange: Story = { args: { product: marlowTote } };

export const Overlay: Story = { args: { layout: 'overlay', product: harborCoat } };

export const Minimal: Story = { args: { layout: 'minimal' } };

/** A collection grid: the first row gets `priority` for LCP. */
export const Grid: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: '1.5rem',
        maxWidth: 1200,
      }}
    >
      {demoProducts.map((product, index) => (
        <ProductCard key={product.ID} {...args} product={product} href={`#${product.handle}`} priority={index < 4} />
      ))}
    </div>
  ),
};
