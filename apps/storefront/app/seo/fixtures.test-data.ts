import type { Product } from '@vitrine/headless';

/** A product as the catalog returns it, for builder tests. */
export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    ID: 7,
    handle: 'linen-shirt',
    title: 'Linen shirt',
    vendor: 'Atelier Nord',
    product_type: 'Shirts',
    price: 8900,
    price_max: 9900,
    compare_at_price: null,
    currency: 'USD',
    image: { url: '/media/linen-1.jpg', alt: 'Linen shirt', width: 1200, height: 1500 },
    hover_image: null,
    available: true,
    swatches: [],
    description_html: '<p>Washed linen &amp; <strong>mother-of-pearl</strong> buttons.</p>',
    images: [
      { url: '/media/linen-1.jpg', alt: 'Linen shirt', width: 1200, height: 1500 },
      { url: '/media/linen-2.jpg', alt: 'Linen shirt, detail', width: 1200, height: 1500 },
    ],
    options: [
      {
        name: 'Size',
        values: [
          { value: 'S', swatch: null },
          { value: 'L', swatch: null },
        ],
      },
    ],
    variants: [
      {
        ID: 71,
        title: 'S',
        sku: 'LS-S',
        price: 8900,
        compare_at_price: null,
        options: [{ name: 'Size', value: 'S' }],
        available: 4,
        image: null,
      },
      {
        ID: 72,
        title: 'L',
        sku: 'LS-L',
        price: 9900,
        compare_at_price: null,
        options: [{ name: 'Size', value: 'L' }],
        available: 0,
        image: null,
      },
    ],
    collections: [{ handle: 'tops', title: 'Tops' }],
    ...overrides,
  };
}
