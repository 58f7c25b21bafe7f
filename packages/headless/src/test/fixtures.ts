import { cartCountWithGroups } from '../cart/cart';
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
    line_total: unitPrice * quantity,
  };
}

/** A cart holding `lines` in order, with count and totals computed like the server does (shipping 500). */
export function makeCart(lines: CartLine[], overrides: Partial<Cart> = {}): Cart {
  const contentsTotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  const shipping = lines.length > 0 ? 500 : 0;
  return {
    hash: lines.length > 0 ? 'cart-hash-1' : null,
    currency: 'USD',
    cart: Object.fromEntries(lines.map((line) => [line.key, line])),
    cart_contents_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    item_count: cartCountWithGroups(lines),
    cart_contents_total: contentsTotal,
    cart_total: contentsTotal + shipping,
    coupon_record: null,
    shipping: { methods: [], selected: null },
    shipping_insurance: 0,
    shipping_tax_total: 0,
    shipping_total: shipping,
    address: null,
    notices: [],
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
