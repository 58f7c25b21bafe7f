import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';

describe('checkout contact and payment choice on the cart', () => {
  let commerce: Commerce;
  beforeAll(async () => {
    commerce = await openTestCommerce();
  });
  afterAll(() => commerce.close());

  const METHODS = ['test_card', 'cash_on_delivery'];

  it('keeps the e-mail (lower-cased) and the payment method, and shows them in the cart', async () => {
    const variant = await variantWithStock(commerce.db, { min: 5, max: 1000 });
    const { token, cart: start } = await commerce.carts.add(null, { variant_id: variant.id });
    expect(start).toMatchObject({ customer_email: null, payment_method: null });
    const withEmail = await commerce.carts.setCustomerEmail(token, { email: 'Ada@Example.com' });
    expect(withEmail).toMatchObject({ customer_email: 'ada@example.com' });
    const withPayment = await commerce.carts.selectPayment(token, { method: 'cash_on_delivery' }, METHODS);
    expect(withPayment).toMatchObject({ customer_email: 'ada@example.com', payment_method: 'cash_on_delivery' });
    expect(await commerce.carts.get(token)).toEqual(withPayment);
  });

  it('refuses a bad e-mail, an unknown method and a missing cart, changing nothing', async () => {
    const variant = await variantWithStock(commerce.db, { min: 5, max: 1000 });
    const { token } = await commerce.carts.add(null, { variant_id: variant.id });
    const before = await commerce.carts.selectPayment(token, { method: 'test_card' }, METHODS);
    await expectCommerceError(commerce.carts.setCustomerEmail(token, { email: 'ada@' }), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
    await expectCommerceError(commerce.carts.selectPayment(token, { method: 'paypal' }, METHODS), {
      status: 422,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      field: 'method',
    });
    await expectCommerceError(commerce.carts.selectPayment(token, {}, METHODS), {
      status: 422,
      code: 'VALIDATION_FAILED',
      field: 'method',
    });
    await expectCommerceError(commerce.carts.setCustomerEmail(null, { email: 'ada@example.com' }), {
      status: 422,
      code: 'CART_EMPTY',
      field: 'cart',
    });
    expect(await commerce.carts.get(token)).toEqual(before);
  });
});
