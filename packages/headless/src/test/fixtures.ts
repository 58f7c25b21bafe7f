import type { Cart, CartLine } from '../contract';

/** Absolute base URL for tests: Node's fetch needs one, and MSW matches on it. */
export const TEST_BASE_URL = 'http://store.test/api/store';

export interface LineFixture {
  key: string;
  quantity?: number;
  /** Unit price in minor units. */
  unitPrice?: number;
  groupId?: string;
  available?: number;
  variantId?: number;
}

/** A cart line with believable defaults; totals follow unit price × quantity. */
export function makeLine({
  key,
  quantity = 1,
  unitPrice = 1000,
  groupId,
  available = 10,
  variantId = 1,
}: LineFixture): CartLine {
  return {
    key,
    product: {
      ID: 100 + variantId,
      handle: `product-${variantId}`,
      title: `Product ${variantId}`,
      price: unitPrice,
      sku: `P${variantId}`,
    },
    variant: {
      ID: variantId,
      title: 'Default',
      sku: `V${variantId}`,
      price: unitPrice,
      compare_at_price: null,
      options: [],
      available,
    },
    image: null,
    quantity,
    properties: groupId === undefined ? [] : [{ name: 'groupId', value: groupId }],
    line_subtotal: unitPrice * quantity,
    discounts: [],
    line_total: unitPrice * quantity,
    line_tax: 0,
  };
}

/** Revision of the last fixture cart: like the server's, every new cart is newer than the ones before. */
let lastRevision = 0;

/**
 * A cart holding `lines` in order, with totals like the server's (shipping 500).
 * `item_count` is the plain sum of quantities unless given: grouped counts are
 * the server's to compute, and tests that need one say it.
 */
export function makeCart(lines: CartLine[], overrides: Partial<Cart> = {}): Cart {
  const contentsTotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  const shipping = lines.length > 0 ? 500 : 0;
  return {
    hash: lines.length > 0 ? 'cart-hash-1' : null,
    revision: ++lastRevision,
    currency: 'USD',
    cart: Object.fromEntries(lines.map((line) => [line.key, line])),
    cart_contents_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    cart_subtotal: contentsTotal,
    discount_total: 0,
    cart_contents_total: contentsTotal,
    cart_total: contentsTotal + shipping,
    coupon_record: null,
    shipping: { methods: [], selected: null },
    shipping_insurance: 0,
    shipping_tax_total: 0,
    shipping_total: shipping,
    tax_total: 0,
    taxes_included: false,
    address: null,
    notices: [],
    note: '',
    customer_email: null,
    payment_method: null,
    ...overrides,
  };
}

/** A promise with its resolve/reject handed out, to finish fake calls in a chosen order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
