import { http, HttpResponse } from 'msw';
import { API, apiError, bodyOf } from './base';
import { findVariant } from './catalog';
import { storyData, touchCart } from './state';

/** Shipping methods the demo store offers once an address is known (costs in cents). */
const SHIPPING_METHODS = [
  { id: 'standard', title: 'Standard (3–5 business days)', cost: 695 },
  { id: 'express', title: 'Express (1–2 business days)', cost: 1495 },
];
/** Coupons the demo store accepts. */
const COUPONS: Record<string, { discount_type: string; percent?: number; rule_data: Record<string, unknown> }> = {
  WELCOME10: { discount_type: 'bulk_discount', percent: 10, rule_data: {} },
  FREESHIP: {
    discount_type: 'shipping_discount',
    rule_data: { limit_type: 'max_shipping', max_limit: true, max_shipping_amount: 1000, select_shipping: [] },
  },
};
/** Orders of at least this much ship free. */
const FREE_SHIPPING_FROM = 15000;
/** Longest note the cart takes ('Character limit reached!'). */
const NOTE_MAX = 500;

/** A notice the store adds to a cart answer. */
type Notice = { type: 'notice' | 'error' | 'success'; code: string; message: string };

/**
 * The cart as the store prices it (`pricedCartSchema`): lines, coupon
 * discount, shipping and totals, from the story's remembered lines.
 */
export function pricedCart(notices: Notice[] = []) {
  const coupon = storyData.couponCode ? COUPONS[storyData.couponCode] : undefined;
  const lines = storyData.lines.flatMap((line) => {
    const found = findVariant(line.variantId);
    if (!found) return [];
    const { product, variant } = found;
    const subtotal = variant.price * line.quantity;
    const discount = coupon?.percent ? Math.round((subtotal * coupon.percent) / 100) : 0;
    return [
      {
        key: line.key,
        product: {
          ID: product.ID,
          handle: product.handle,
          title: product.title,
          price: product.price,
          sku: `SKU-${product.ID}`,
        },
        variant: {
          ID: variant.ID,
          title: variant.title,
          sku: variant.sku,
          price: variant.price,
          compare_at_price: variant.compare_at_price,
          options: variant.options,
          available: variant.available,
        },
        image: product.image,
        quantity: line.quantity,
        properties: line.properties,
        line_subtotal: subtotal,
        discounts: discount
          ? [
              {
                source: 'coupon' as const,
                id: storyData.couponCode!,
                title: `${storyData.couponCode} (−${coupon!.percent}%)`,
                amount: discount,
              },
            ]
          : [],
        line_total: subtotal - discount,
        line_tax: 0,
      },
    ];
  });
  const subtotal = lines.reduce((sum, l) => sum + l.line_subtotal, 0);
  const discountTotal = lines.reduce((sum, l) => sum + (l.line_subtotal - l.line_total), 0);
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const methods = storyData.address
    ? SHIPPING_METHODS.map((m) =>
        m.id === 'standard' && subtotal >= FREE_SHIPPING_FROM ? { ...m, cost: 0, regular_cost: m.cost } : m,
      )
    : [];
  const selected = methods.find((m) => m.id === storyData.shippingMethod) ?? null;
  const shippingTotal = selected?.cost ?? 0;
  const total = subtotal - discountTotal + shippingTotal;
  return {
    hash: lines.length ? 'c0ffee42' : null,
    revision: lines.length ? storyData.revision : 0,
    currency: 'USD',
    cart: Object.fromEntries(lines.map((l) => [l.key, l])),
    cart_contents_count: count,
    item_count: count,
    cart_contents_total: subtotal - discountTotal,
    cart_total: total,
    cart_subtotal: subtotal,
    discount_total: discountTotal,
    tax_total: 0,
    taxes_included: true,
    coupon_record:
      storyData.couponCode && coupon
        ? { code: storyData.couponCode, discount_type: coupon.discount_type, rule_data: coupon.rule_data }
        : null,
    shipping: { methods, selected: selected?.id ?? null },
    shipping_insurance: 0,
    shipping_tax_total: 0,
    shipping_total: shippingTotal,
    address: storyData.address,
    notices,
    note: storyData.note,
    customer_email: storyData.email,
    payment_method: storyData.paymentMethod,
  };
}

/** The answer to a change of the cart: the priced cart at its new revision. */
function changedCart(notices: Notice[] = []) {
  touchCart();
  return HttpResponse.json(pricedCart(notices));
}

type AddInput = { variant_id: number; quantity?: number; properties?: { name: string; value: string }[] };

/** Adds to the remembered lines; answers a stock notice when less is left than asked. */
function addLine(input: AddInput) {
  const found = findVariant(Number(input.variant_id));
  if (!found)
    return { error: apiError(422, 'UNKNOWN_VARIANT', 'This product is no longer available', { field: 'variant_id' }) };
  if (found.variant.available === 0)
    return { error: apiError(422, 'INSUFFICIENT_STOCK', `${found.product.title} is sold out`) };
  const properties = input.properties ?? [];
  const existing = storyData.lines.find(
    (l) => l.variantId === found.variant.ID && JSON.stringify(l.properties) === JSON.stringify(properties),
  );
  const wanted = (existing?.quantity ?? 0) + (input.quantity ?? 1);
  const quantity = Math.min(wanted, found.variant.available);
  if (existing) existing.quantity = quantity;
  else
    storyData.lines.push({
      key: `line-${found.variant.ID}-${storyData.nextId++}`,
      variantId: found.variant.ID,
      quantity,
      properties,
    });
  const notices =
    quantity < wanted
      ? [
          {
            type: 'notice' as const,
            code: 'QUANTITY_REDUCED',
            message: `Only ${found.variant.available} left of ${found.product.title}, quantity set to ${found.variant.available}`,
          },
        ]
      : [];
  return { notices };
}

function setQuantity(key: string, quantity: number) {
  const line = storyData.lines.find((l) => l.key === key);
  if (!line) return false;
  const available = findVariant(line.variantId)?.variant.available ?? quantity;
  if (quantity <= 0) storyData.lines = storyData.lines.filter((l) => l !== line);
  else line.quantity = Math.min(quantity, available);
  return true;
}

/** Cart: read, add, change, remove, note, address, shipping, payment, checkout start. */
export const cartHandlers = [
  http.get(`${API}/cart`, () => HttpResponse.json(pricedCart())),
  http.post(`${API}/cart`, async ({ request }) => {
    const result = addLine((await bodyOf<AddInput>(request)) as AddInput);
    return result.error ?? changedCart(result.notices);
  }),
  http.post(`${API}/cart/batch_cart`, async ({ request }) => {
    const { items = [] } = await bodyOf<{ items: AddInput[] }>(request);
    const before = structuredClone(storyData.lines);
    const notices = [];
    for (const item of items) {
      const result = addLine(item);
      if (result.error) {
        storyData.lines = before; // all or none
        return result.error;
      }
      notices.push(...result.notices);
    }
    return changedCart(notices);
  }),
  http.post(`${API}/cart/batch_update`, async ({ request }) => {
    const { lines = [] } = await bodyOf<{ lines: { key: string; quantity: number }[] }>(request);
    for (const line of lines) setQuantity(line.key, line.quantity);
    return changedCart();
  }),
  http.post(`${API}/cart/batch_remove`, async ({ request }) => {
    const { keys = [] } = await bodyOf<{ keys: string[] }>(request);
    storyData.lines = storyData.lines.filter((l) => !keys.includes(l.key));
    return changedCart();
  }),
  http.post(`${API}/cart/note`, async ({ request }) => {
    const { note = '' } = await bodyOf<{ note: string }>(request);
    if (note.length > NOTE_MAX)
      return apiError(422, 'VALIDATION_FAILED', 'Character limit reached!', {
        field: 'note',
        errors: { note: ['Character limit reached!'] },
      });
    storyData.note = note;
    return changedCart();
  }),
  http.post(`${API}/cart/address`, async ({ request }) => {
    const {
      country = 'US',
      province = '',
      postcode = '',
    } = await bodyOf<{ country: string; province: string; postcode: string }>(request);
    storyData.address = { country, province, postcode };
    storyData.shippingMethod ??= 'standard';
    return changedCart();
  }),
  http.post(`${API}/cart/shipping`, async ({ request }) => {
    const { method_id } = await bodyOf<{ method_id: string }>(request);
    if (!SHIPPING_METHODS.some((m) => m.id === String(method_id)))
      return apiError(422, 'SHIPPING_METHOD_UNAVAILABLE', 'No shipping methods available', { field: 'method_id' });
    storyData.shippingMethod = String(method_id);
    return changedCart();
  }),
  http.post(`${API}/cart/set_customer_email`, async ({ request }) => {
    storyData.email = (await bodyOf<{ email: string }>(request)).email ?? null;
    return changedCart();
  }),
  http.get(`${API}/cart/payment`, () =>
    HttpResponse.json({
      methods: [
        { id: 'card', title: 'Credit or debit card', kind: 'card' },
        { id: 'bank_transfer', title: 'Bank transfer', kind: 'manual' },
      ],
    }),
  ),
  http.post(`${API}/cart/payment`, async ({ request }) => {
    storyData.paymentMethod = (await bodyOf<{ method: string }>(request)).method ?? null;
    return changedCart();
  }),
  http.post(`${API}/cart/start_checkout`, () =>
    storyData.lines.length
      ? HttpResponse.json({ hash: 'c0ffee42', step: 'contact_information' })
      : apiError(422, 'CART_EMPTY', 'Your cart is empty'),
  ),
  http.post(`${API}/cart/approve_checkout`, () => HttpResponse.json({ ok: true })),
  http.put(`${API}/cart/:key`, async ({ request, params }) => {
    const { quantity = 1 } = await bodyOf<{ quantity: number }>(request);
    return setQuantity(String(params.key), quantity)
      ? changedCart()
      : apiError(404, 'LINE_NOT_FOUND', 'This item is no longer in your cart');
  }),
  http.delete(`${API}/cart/:key`, ({ params }) =>
    setQuantity(String(params.key), 0)
      ? changedCart()
      : apiError(404, 'LINE_NOT_FOUND', 'This item is no longer in your cart'),
  ),
];

/** Coupons on the cart (WELCOME10, FREESHIP; anything else is 'Coupon code did not match'). */
export const couponHandlers = [
  http.post(`${API}/cart/coupons`, async ({ request }) => {
    const { code = '' } = await bodyOf<{ code: string }>(request);
    const normalised = code.trim().toUpperCase();
    if (!COUPONS[normalised]) {
      return apiError(422, 'COUPON_NOT_MATCHED', 'Coupon code did not match', {
        field: 'code',
        errors: { code: [`Coupon code ${code} did not match`] },
      });
    }
    storyData.couponCode = normalised;
    return changedCart([{ type: 'success', code: 'COUPON_APPLIED', message: `Coupon ${normalised} applied` }]);
  }),
  http.delete(`${API}/cart/coupons/:code`, () => {
    storyData.couponCode = null;
    return changedCart();
  }),
  http.get(`${API}/cart/checkoutCoupons`, () =>
    HttpResponse.json({
      coupons: [
        {
          code: 'WELCOME10',
          title: '10% off your first order',
          discount_type: 'bulk_discount',
          value: 10,
          rule_data: {},
          minimum_subtotal: 0,
          expires_at: null,
        },
        {
          code: 'FREESHIP',
          title: 'Up to $10 off shipping',
          discount_type: 'shipping_discount',
          value: 1000,
          rule_data: COUPONS.FREESHIP!.rule_data,
          minimum_subtotal: 5000,
          expires_at: '2026-12-31T23:59:59Z',
        },
      ],
    }),
  ),
];
