import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '../commerce';
import { expectCommerceError, openTestCommerce, variantWithStock } from '../test/harness';
import { ADDRESS, card, cartWith, newKey } from './orders.fixtures';
import { ORDER_NOT_FOUND_MESSAGE } from './orders.read';
import { PROGRESS_STAGES } from '@vitrine/headless/contract';
import type { PlacedOrder } from './orders.place';

describe('finding, tracking and refunding orders', () => {
  let commerce: Commerce;
  let customerId: number;
  let mine: PlacedOrder;
  let mineCart: string;
  let theirs: PlacedOrder;
  let theirCart: string;

  const place = async (email: string, extra: Record<string, unknown> = {}) => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const cartToken = await cartWith(commerce, variant.id, 2);
    const placed = await commerce.orders.createOrderFromCart({
      cartToken,
      email,
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: newKey(),
      ...extra,
    });
    return { placed, cartToken };
  };

  beforeAll(async () => {
    commerce = await openTestCommerce();
    const [customer] = await commerce.db.query<{ id: number }>(
      "INSERT INTO customers (email, password_hash) VALUES ('ada@example.com', 'x') RETURNING id",
    );
    customerId = customer?.id ?? 0;
    ({ placed: mine, cartToken: mineCart } = await place('Ada@Example.com', { customerId }));
    ({ placed: theirs, cartToken: theirCart } = await place('grace@example.com'));
  });
  afterAll(() => commerce.close());

  it('shows the thank-you page to whoever proves the order is theirs', async () => {
    const { number } = mine.order;
    expect((await commerce.orders.getOrder({ number, lookupToken: mine.lookupToken })).id).toBe(mine.order.id);
    expect((await commerce.orders.getOrder({ number, cartToken: mineCart })).id).toBe(mine.order.id);
    expect((await commerce.orders.getOrder({ number: `#${number.toLowerCase()}`, customerId })).id).toBe(mine.order.id);
  });

  it('never shows another shopper’s order, and says so exactly as for a missing number', async () => {
    const { number } = theirs.order;
    for (const proof of [{ lookupToken: mine.lookupToken }, { cartToken: mineCart }, { customerId }]) {
      const error = await expectCommerceError(commerce.orders.getOrder({ number, ...proof }), {
        status: 404,
        code: 'ORDER_NOT_FOUND',
      });
      expect(error.message).toBe(ORDER_NOT_FOUND_MESSAGE);
    }
    const missing = await expectCommerceError(commerce.orders.getOrder({ number: 'VT-999999', cartToken: theirCart }), {
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect(missing.message).toBe(ORDER_NOT_FOUND_MESSAGE);
    await expectCommerceError(commerce.orders.getOrder({ number }), { status: 422, code: 'VALIDATION_FAILED' });
  });

  it('tracks a cancelled unpaid order as cancelled: ordered, and no stage after', async () => {
    const { placed } = await place('cancelled@example.com', { paymentMethod: 'cash_on_delivery', card: undefined });
    expect(placed.order.payment_status).toBe('unpaid');
    const payBy = new Date(placed.order.pay_by ?? '');
    expect(await commerce.orders.cancelExpiredOrders(payBy)).toContain(placed.order.number);
    const tracking = await commerce.orders.trackOrder({ number: placed.order.number, email: 'cancelled@example.com' });
    expect(tracking.order_status).toBe('cancelled');
    expect(tracking.stages.filter((stage) => stage.done).map((stage) => stage.name)).toEqual(['Ordered']);
  });

  it('tracks by order number + email (any letter case); a wrong email is a plain 404', async () => {
    const tracking = await commerce.orders.trackOrder({ number: mine.order.number, email: 'ADA@example.com' });
    expect(tracking).toMatchObject({
      number: mine.order.number,
      order_status: 'open',
      tracking_status: 'pending',
      payment_status: 'paid',
    });
    expect(tracking.stages.map((stage) => stage.name)).toEqual([...PROGRESS_STAGES]);
    expect(tracking.stages.filter((stage) => stage.done).map((stage) => stage.name)).toEqual(['Ordered', 'In Process']);
    await expectCommerceError(commerce.orders.trackOrder({ number: mine.order.number, email: 'grace@example.com' }), {
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
  });

  it('tracking numbers are 5–50 letters and digits', async () => {
    for (const bad of ['ABC1', 'A'.repeat(51), 'AB-123', 'AB 123', '']) {
      await expectCommerceError(commerce.orders.trackOrder({ tracking_number: bad }), {
        status: 422,
        code: 'VALIDATION_FAILED',
        field: 'tracking_number',
      });
    }
    for (const unknown of ['ABC12', 'Z'.repeat(50)]) {
      await expectCommerceError(commerce.orders.trackOrder({ tracking_number: unknown }), {
        status: 404,
        code: 'ORDER_NOT_FOUND',
      });
    }
  });

  it('walks the progress stages as the order ships', async () => {
    const { placed } = await place('ship@example.com');
    const trackingNumber = 'LX123456789CN';
    await commerce.orders.fulfillOrder(placed.order.id, trackingNumber.toLowerCase());
    const done = async () =>
      (await commerce.orders.trackOrder({ tracking_number: trackingNumber })).stages.filter((s) => s.done).length;
    expect(await done()).toBe(3);
    await commerce.orders.updateTrackingStatus(trackingNumber, 'transit');
    expect(await done()).toBe(4);
    await commerce.orders.updateTrackingStatus(trackingNumber, 'pickup');
    expect(await done()).toBe(5);
    await commerce.orders.updateTrackingStatus(trackingNumber, 'delivered');
    expect(await done()).toBe(6);
    await commerce.orders.updateTrackingStatus(trackingNumber, 'exception');
    expect(await commerce.orders.trackOrder({ tracking_number: trackingNumber })).toMatchObject({
      tracking_status: 'exception',
      fulfillment_status: 'fulfilled',
    });
    await expectCommerceError(commerce.orders.fulfillOrder(placed.order.id, 'abc'), {
      status: 422,
      code: 'VALIDATION_FAILED',
    });
  });

  it('refunds move the payment status paid → partial_refund → refund, never past the total', async () => {
    const { placed } = await place('refund@example.com');
    const { id, total } = placed.order;
    await expectCommerceError(commerce.orders.refundOrder(id, 0), { status: 422, code: 'VALIDATION_FAILED' });
    await expectCommerceError(commerce.orders.refundOrder(id, total + 1), {
      status: 422,
      code: 'REFUND_TOO_LARGE',
      field: 'amount',
    });
    const partly = await commerce.orders.refundOrder(id, 1);
    expect(partly).toMatchObject({ payment_status: 'partial_refund', refunded: 1 });
    await expectCommerceError(commerce.orders.refundOrder(id, total), {
      status: 422,
      code: 'REFUND_TOO_LARGE',
      field: 'amount',
    });
    const fully = await commerce.orders.refundOrder(id, total - 1);
    expect(fully).toMatchObject({ payment_status: 'refund', refunded: total });
    await expectCommerceError(commerce.orders.refundOrder(id, 1), { status: 409, code: 'ORDER_NOT_REFUNDABLE' });
    await expectCommerceError(commerce.orders.refundOrder(987654, 1), { status: 404, code: 'ORDER_NOT_FOUND' });
  });

  it('an unpaid order can not be refunded until it is marked paid', async () => {
    const { placed } = await place('cod@example.com', { paymentMethod: 'cash_on_delivery', card: undefined });
    await expectCommerceError(commerce.orders.refundOrder(placed.order.id, 1), {
      status: 409,
      code: 'ORDER_NOT_REFUNDABLE',
    });
    expect(await commerce.orders.markOrderPaid(placed.order.id)).toMatchObject({
      payment_status: 'paid',
      pay_by: null,
    });
    await expectCommerceError(commerce.orders.markOrderPaid(placed.order.id), {
      status: 409,
      code: 'ORDER_NOT_PAYABLE',
    });
    expect((await commerce.orders.refundOrder(placed.order.id, placed.order.total)).payment_status).toBe('refund');
  });

  it('lists a customer’s own orders only, newest first, without refused payments', async () => {
    await expectCommerceError(place('ada@example.com', { customerId, card: card('4000000000000093') }), {
      status: 402,
      code: 'PAYMENT_CARD_DECLINED',
      field: 'payment',
    });
    const second = await place('ada@example.com', { customerId });
    const history = await commerce.orders.listCustomerOrders(customerId);
    expect(history.orders.map((order) => order.number)).toEqual([second.placed.order.number, mine.order.number]);
    expect(history).toMatchObject({ total: 2, page: 1, page_size: 10 });
    expect((await commerce.orders.listCustomerOrders(customerId, 2)).orders).toEqual([]);
    // The last safe page is simply empty; a page past 2^53 (GET /orders?page=18446744073709551616) is the first page,
    // never an OFFSET PostgreSQL's bigint can not hold.
    expect((await commerce.orders.listCustomerOrders(customerId, Number.MAX_SAFE_INTEGER)).orders).toEqual([]);
    expect(await commerce.orders.listCustomerOrders(customerId, 2 ** 64)).toEqual(history);
    expect((await commerce.orders.listCustomerOrders(customerId + 1000)).total).toBe(0);
  });
  it('tells what became of a checkout attempt by its idempotency key, to its own cart only', async () => {
    const variant = await variantWithStock(commerce.db, { min: 10, max: 1000 });
    const cartToken = await cartWith(commerce, variant.id, 1);
    const key = newKey();
    expect(await commerce.orders.checkoutAttempt({ cartToken, idempotencyKey: key })).toEqual({ state: 'none' });
    const declined = newKey();
    await commerce.orders
      .createOrderFromCart({
        cartToken,
        email: 'ada@example.com',
        shippingAddress: ADDRESS,
        paymentMethod: 'test_card',
        card: card('4000000000000093'),
        idempotencyKey: declined,
      })
      .catch(() => undefined);
    expect(await commerce.orders.checkoutAttempt({ cartToken, idempotencyKey: declined })).toEqual({
      state: 'refused',
      code: 'PAYMENT_CARD_DECLINED',
    });
    const placed = await commerce.orders.createOrderFromCart({
      cartToken,
      email: 'ada@example.com',
      shippingAddress: ADDRESS,
      paymentMethod: 'test_card',
      card: card(),
      idempotencyKey: key,
    });
    const attempt = await commerce.orders.checkoutAttempt({ cartToken, idempotencyKey: key });
    expect(attempt).toMatchObject({
      state: 'placed',
      order: { number: placed.order.number, payment_status: 'paid' },
      lookupToken: placed.lookupToken,
    });
    expect(await commerce.orders.checkoutAttempt({ cartToken: theirCart, idempotencyKey: key })).toEqual({
      state: 'none',
    });
    expect(await commerce.orders.checkoutAttempt({ cartToken: null, idempotencyKey: key })).toEqual({ state: 'none' });
  });
});
