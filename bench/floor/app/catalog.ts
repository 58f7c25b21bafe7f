/** The floor's whole catalogue: one product, the payload a product page needs at least. */
export interface FloorProduct {
  handle: string;
  title: string;
  /** Minor units (cents). */
  price: number;
  currency: string;
  description: string;
  images: string[];
}

const PRODUCT: Omit<FloorProduct, 'handle'> = {
  title: 'Alder Linen Shirt',
  price: 11800,
  currency: 'USD',
  description:
    'A relaxed button-down cut from washed European linen that softens with every wear. The collar is unlined so it sits easily open.',
  images: ['/images/front.svg', '/images/back.svg', '/images/detail.svg'],
};

export function findProduct(handle: string): FloorProduct {
  return { handle, ...PRODUCT };
}

export function formatPrice(product: FloorProduct): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: product.currency }).format(product.price / 100);
}
