import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { ADDRESS, card, cartWith, newKey } from './orders.fixtures';
import { orderMoney } from './orders.money';

const BERLIN = { ...ADDRESS, address1: 'Unter den Linden 1', city: 'Berlin', country: 'DE', postcode: '10117' };
const SAN_FRANCISCO = {
  ...ADDRESS,
  address1: '500 Market Street',
  city: 'San Francisco',
  country: 'US',
  province: 'CA',
  postcode: '94105',
};

/** The order is priced for where it ships, whatever address the cart saved before. */
describe('checkout prices the ship-to address', () => {
  let commerce: Commerce;
  let variantId: number;
  beforeAll(async () => {
    commerce = await openTestCommerce();
    variantId = (await variantWithStock(commerce.db, { min: 20, max: 100_000 })).id;
  });
  afterAll(() => commerce.close());

  const place = (cartToken: string, shippingAddress: typeof ADDRESS, extra: Record<string, unknown> = {}) =>
    commerce.orders.createOrderFromCart({
      cartToken,
      email: 'ship-to@example.com',
      shippingAddress,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: newKey(),
      ...extra,
    });

  /** What the store charges for 2 units shipped to `address`, as the cart prices it once told the address. */
  async function expectedFor(address: { country: string; province?: string; postcode: string }) {
    const token = await cartWith(commerce, variantId, 2);
    const { shipping, tax, total } = orderMoney(await commerce.carts.setShippingAddress(token, address));
    return { shipping, tax, total };
  }

  it.each([
    ['Germany', BERLIN],
    ['California', SAN_FRANCISCO],
  ])('a cart saved for Oregon and shipped to %s is charged what that address costs', async (_name, shipTo) => {
    const expected = await expectedFor(shipTo);
    const token = await cartWith(commerce, variantId, 2);
    await commerce.carts.setShippingAddress(token, { country: 'US', province: 'OR', postcode: '97201' });
    const { order } = await place(token, shipTo);
    expect({ shipping: order.shipping, tax: order.tax, total: order.total }).toEqual(expected);
    expect(order.shipping + order.tax).toBeGreaterThan(0);
  });

  it('refuses a shipping method the ship-to address does not offer, naming the field', async () => {
    const token = await cartWith(commerce, variantId, 1);
    await expectCommerceError(place(token, BERLIN, { shippingMethodId: 'no-such-method' }), {
      status: 422,
      code: 'SHIPPING_METHOD_NOT_AVAILABLE',
      field: 'shippingMethodId',
    });
  });
});
