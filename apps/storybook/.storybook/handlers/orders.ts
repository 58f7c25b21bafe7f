import { http, HttpResponse } from 'msw';
import { API, apiError, bodyOf, minutesAgo } from './base';
import { pricedCart } from './cart';
import { storyData, touchCart } from './state';

const DAY = 24 * 60;
/** Tracking numbers are 5–50 letters and digits. */
const TRACKING_NUMBER = /^[A-Za-z0-9]{5,50}$/;
const STAGES = ['Ordered', 'In Process', 'Order Ready', 'In Transit', 'Out for Delivery', 'Delivered'] as const;

type Tracking = 'pending' | 'transit' | 'delivered';
const SHIP_TO = {
  first_name: 'Inès',
  last_name: 'Moreau',
  address1: '14 Rue Mercière',
  city: 'Lyon',
  country: 'FR',
  postcode: '69002',
};

function order(number: string, days: number, tracking: Tracking, lines: [string, string, number, number][]) {
  const subtotal = lines.reduce((s, [, , price, qty]) => s + price * qty, 0);
  const paid = tracking !== 'pending';
  return {
    id: Number(number.slice(3)),
    number,
    email: 'ines.moreau@example.com',
    currency: 'USD',
    subtotal,
    discount: 0,
    shipping: 695,
    tax: 0,
    total: subtotal + 695,
    refunded: 0,
    payment_method: 'card',
    payment_status: paid ? ('paid' as const) : ('unpaid' as const),
    payment_code: null,
    fulfillment_status: paid ? ('fulfilled' as const) : ('unfulfilled' as const),
    status: 'open' as const,
    shipping_address: SHIP_TO,
    placed_at: minutesAgo(days * DAY),
    cancelled_at: null,
    pay_by: paid ? null : minutesAgo(days * DAY - 60),
    tracking_number: paid ? `1Z999AA1${number.slice(3)}` : null,
    tracking_status: tracking,
    lines: lines.map(([product_title, variant_title, unit_price, quantity], i) => ({
      variant_id: 1011 + i * 10,
      product_id: 101 + i,
      product_title,
      variant_title,
      sku: `SKU-${1011 + i * 10}`,
      unit_price,
      quantity,
      line_total: unit_price * quantity,
      properties: [],
    })),
  };
}

const ORDERS = [
  order('VT-100301', 0, 'pending', [['Juniper Knit Beanie', 'Moss', 2800, 1]]),
  order('VT-100245', 2, 'transit', [
    ['Alder Linen Shirt', 'Sand / M', 6800, 2],
    ['Marlow Leather Tote', 'Cognac', 19500, 1],
  ]),
  order('VT-100198', 21, 'delivered', [['Harbor Wool Coat', 'Charcoal / L', 24500, 1]]),
];
/** Orders placed more than 180 days ago (`GET /orders-old`). */
const OLD_ORDERS = [order('VT-099012', 240, 'delivered', [['Alder Linen Shirt', 'Navy / M', 6800, 1]])];

function withoutTracking({ tracking_status: _status, ...rest }: (typeof ORDERS)[number]) {
  return rest;
}

/** Which of the six stages an order reached (as the server decides them). */
function trackingOf(o: (typeof ORDERS)[number]) {
  const reached = { pending: 1, transit: 4, delivered: 6 }[o.tracking_status];
  return {
    number: o.number,
    order_status: o.status,
    tracking_number: o.tracking_number,
    tracking_status: o.tracking_status,
    payment_status: o.payment_status,
    fulfillment_status: o.fulfillment_status,
    stages: STAGES.map((name, i) => ({ name, done: i < reached })),
  };
}

const notFound = () => apiError(404, 'ORDER_NOT_FOUND', 'Could Not Find Order');

/** Orders: history, thank-you lookup, tracking and placing an order. */
export const orderHandlers = [
  http.get(`${API}/orders`, () =>
    HttpResponse.json({ orders: ORDERS.map(withoutTracking), page: 1, page_size: 10, total: ORDERS.length }),
  ),
  http.get(`${API}/orders-old`, () =>
    HttpResponse.json({ orders: OLD_ORDERS.map(withoutTracking), page: 1, page_size: 20, total: OLD_ORDERS.length }),
  ),
  http.get(`${API}/orders/:number`, ({ params }) => {
    const found = ORDERS.find((o) => o.number === String(params.number).replace(/^#/, '').toUpperCase());
    return found ? HttpResponse.json({ order: withoutTracking(found) }) : notFound();
  }),
  http.get(`${API}/order-tracking/logistics`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const trackingNumber = query.get('tracking_number');
    if (trackingNumber !== null) {
      if (!TRACKING_NUMBER.test(trackingNumber.trim()))
        return apiError(422, 'VALIDATION_FAILED', 'Enter 5 to 50 letters and digits', { field: 'tracking_number' });
      const found = ORDERS.find((o) => o.tracking_number?.toUpperCase() === trackingNumber.trim().toUpperCase());
      return found ? HttpResponse.json(trackingOf(found)) : notFound();
    }
    const number = (query.get('order_number') ?? '').trim().replace(/^#/, '').toUpperCase();
    const email = (query.get('email') ?? '').trim().toLowerCase();
    const found = ORDERS.find((o) => o.number === number && o.email === email);
    return found ? HttpResponse.json(trackingOf(found)) : notFound();
  }),
  // What became of a checkout attempt after a lost answer: the demo remembers the orders it placed by key.
  http.get(`${API}/cart/checkout`, ({ request }) => {
    const key = new URL(request.url).searchParams.get('idempotency_key')?.trim() ?? '';
    if (!key) return apiError(400, 'VALIDATION_FAILED', 'idempotency_key is required', { field: 'idempotency_key' });
    const number = storyData.placedByKey[key];
    return HttpResponse.json(
      number
        ? { state: 'placed', number, payment_status: 'paid', next: `/checkouts/thank-you?order=${number}` }
        : { state: 'none' },
    );
  }),
  http.post(`${API}/payments/card_token`, async ({ request }) => {
    const card = await bodyOf<{ number: string; expiry_month: number; expiry_year: number }>(request);
    const digits = String(card.number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits))
      return apiError(422, 'VALIDATION_FAILED', 'Enter a valid card number', { field: 'number' });
    const month = Number(card.expiry_month);
    if (!Number.isInteger(month) || month < 1 || month > 12)
      return apiError(422, 'VALIDATION_FAILED', 'Enter a valid expiry month', { field: 'expiry_month' });
    const random = crypto.getRandomValues(new Uint8Array(24));
    const token = `tok_${btoa(String.fromCharCode(...random))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')}`;
    const brand = digits.startsWith('4')
      ? 'visa'
      : /^5[1-5]/.test(digits)
        ? 'mastercard'
        : /^3[47]/.test(digits)
          ? 'amex'
          : 'card';
    return HttpResponse.json(
      {
        token,
        brand,
        last4: digits.slice(-4),
        expiry_month: month,
        expiry_year: Number(card.expiry_year),
        expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
      },
      { status: 201 },
    );
  }),
  http.post(`${API}/cart/checkout`, async ({ request }) => {
    const body = await bodyOf<{
      email: string;
      paymentMethod: string;
      idempotencyKey: string;
      idempotency_key: string;
    }>(request);
    const { email = 'ines.moreau@example.com', paymentMethod = 'card' } = body;
    const key = request.headers.get('Idempotency-Key') ?? body.idempotencyKey ?? body.idempotency_key;
    const cart = pricedCart();
    if (!storyData.lines.length) return apiError(422, 'CART_EMPTY', 'Your cart is empty');
    const number = `VT-${100400 + storyData.nextId++}`;
    if (key) storyData.placedByKey[key] = number;
    const placed = {
      ...withoutTracking(
        order(
          number,
          0,
          'pending',
          Object.values(cart.cart).map((l) => [l.product.title, l.variant.title, l.variant.price, l.quantity]),
        ),
      ),
      email,
      payment_method: paymentMethod,
      status: 'processing' as const,
    };
    storyData.lines = [];
    touchCart();
    return HttpResponse.json({ order: placed, lookup_token: 'demo-lookup-token' }, { status: 201 });
  }),
];
