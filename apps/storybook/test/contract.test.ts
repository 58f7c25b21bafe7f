import { getResponse, type RequestHandler } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '@vitrine/commerce/openapi';
import { handlers, resetStoryData } from '../.storybook/handlers';

/**
 * Every documented store API operation, called through the stories' MSW
 * handlers: each must have a handler, answer with its documented status and
 * send what the operation's response schema (the zod schema the server
 * validates with) accepts. A story then shows what the shop would show.
 */

// The handlers match paths relative to the page, as in the browser; give Node a page.
const ORIGIN = 'http://localhost';
const all: RequestHandler[] = Object.values(handlers).flat();

/** Path parameter values, by path (most specific) or by name. */
const PARAMS: Record<string, Record<string, string>> = {
  '/products/{handle}': { handle: 'alder-linen-shirt' },
  '/collections/{handle}': { handle: 'outerwear' },
  '/policies/{handle}': { handle: 'refund-policy' },
  '/blog_collections/{id}/blogs': { id: '1' },
  '/blog/{id}/recent_blogs': { id: '31' },
  '/blog/{id}/recommend_blogs': { id: '31' },
  '/blogs/{id}': { id: '31' },
  '/addresses/{id}': { id: '1' },
  '/reviews/{id}': { id: '72' },
  '/files/{id}': { id: 'a_care' },
  '/fclca/prescriptions/{id}': { id: '1' },
};
const BY_NAME: Record<string, string> = {
  key: 'line-alder-sand-m',
  code: 'FR',
  number: 'VT-100245',
  productId: '101',
  file: 'x.jpg',
};

/** Query and body of the sample call, where the defaults would be refused. */
const SAMPLES: Record<string, { query?: Record<string, string>; body?: unknown }> = {
  'GET /products/search': { query: { q: 'linen' } },
  'GET /products/meta/search': { query: { q: 'coat' } },
  'POST /cart': { body: { variant_id: 1012, quantity: 2 } },
  'POST /cart/batch_cart': { body: { items: [{ variant_id: 1013, quantity: 1 }, { variant_id: 1040 }] } },
  'PUT /cart/{key}': { body: { quantity: 3 } },
  'POST /cart/batch_update': { body: { lines: [{ key: 'line-alder-sand-m', quantity: 1 }] } },
  'POST /cart/batch_remove': { body: { keys: ['line-marlow-cognac'] } },
  'POST /cart/note': { body: { note: 'Gift wrap, please' } },
  'POST /cart/coupons': { body: { code: 'welcome10', cart_hash: 'c0ffee42' } },
  'DELETE /cart/coupons/{code}': {},
  'POST /cart/address': { body: { country: 'FR', postcode: '69002' } },
  'POST /cart/shipping': { body: { method_id: 'express' } },
  'POST /cart/set_customer_email': { body: { email: 'ines.moreau@example.com' } },
  'POST /cart/payment': { body: { method: 'card' } },
  'POST /cart/approve_checkout': { body: { step: 'contact_information' } },
  'GET /cart/checkout': { query: { idempotency_key: 'demo-key-0123456789' } },
  'PUT /reviews/{id}': { body: { rating: 4, title: 'Runs a little large', body: 'Sized down, perfect now.' } },
  'POST /payments/card_token': {
    body: { number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2031, cvc: '123', name: 'Inès Moreau' },
  },
  'POST /cart/checkout': {
    body: { email: 'ines.moreau@example.com', paymentMethod: 'card', idempotencyKey: 'demo-key-0123456789' },
  },
  'GET /order-tracking/logistics': { query: { order_number: 'VT-100245', email: 'ines.moreau@example.com' } },
  'GET /place-auto-complete': { query: { query: 'Lyon' } },
  'GET /place_postal_code': { query: { query: '69002' } },
  'POST /addresses': {
    body: { first_name: 'Noa', last_name: 'Levi', address1: 'Rothschild 1', city: 'Tel Aviv', country: 'IL' },
  },
  'PUT /addresses/{id}': {
    body: { first_name: 'Inès', last_name: 'Moreau', address1: '14 Rue Mercière', city: 'Lyon', country: 'FR' },
  },
  'POST /wish_list/wishing': { body: { product_id: 101 } },
  'DELETE /wish_list/wishing': { body: { product_id: 102 } },
  'GET /product_cards': { query: { product_ids: '101,102' } },
  'GET /product_palettes': { query: { product_ids: '101' } },
  'GET /buttons': { query: { product_ids: '101' } },
  'GET /style-combinations': { query: { 'filter[product_ids]': '101' } },
  'GET /product_diversion_test/relationships': { query: { product_ids: '101' } },
  'GET /discount/product_discount': { query: { product_ids: '101' } },
  'GET /visitors_counter': { query: { product_id: '101' } },
  'POST /rewards/points': { body: { customerId: 7, authToken: 'demo' } },
  'POST /rewards/redeem': { body: { customerId: 7, authToken: 'demo', templateId: 501 } },
  'GET /comments': { query: { 'filter[product_id]': '101', page: '2' } },
  'POST /comments': { body: { product_id: 101, author: 'Lea', body: 'Does the sage fade?' } },
  'GET /reviews': { query: { product_id: '101' } },
  'POST /api/contacts': { body: { email: 'ines.moreau@example.com' } },
  'POST /contact_service': {
    body: { name: 'Inès Moreau', email: 'ines@example.com', topic: 'order', message: 'Where is my parcel, please?' },
  },
  'POST /privacy_managements': {
    body: {
      visitor_id: '00000000-0000-0000-0000-000000000000',
      categories: { analytics: true, marketing: false, preferences: true },
      version: 3,
    },
  },
  'GET /influencers': { query: { code: 'hanna' } },
  'POST /files/sign': {
    body: { filename: 'me.jpg', content_type: 'image/jpeg', size: 20000, purpose: 'review_image' },
  },
  'GET /trackhub': { query: { tracking_number: '1Z999AA10123456784' } },
  'GET /fclca/prescriptions': { query: { product_id: '101' } },
  'POST /fclca/prescriptions': { body: { name: 'Daily', power_left: '-2.00', power_right: '-1.50' } },
};

/** Answers that differ from the documented status on purpose: redirects to a picture, and the fire-and-forget statistics. */
const OTHER_STATUS: Record<string, number[]> = {
  'GET /files/{id}': [302],
  'GET /reviews/images/{file}': [302],
  'DELETE /addresses/{id}': [204],
  'POST /api/statistics/events': [200, 202, 204],
  'POST /api/statistics/track': [200, 202, 204],
};

async function call(method: string, url: string, body?: unknown) {
  resetStoryData();
  const request = new Request(`${ORIGIN}${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(all, request);
  if (!response) return { status: 0, json: undefined };
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'location', { value: new URL(`${ORIGIN}/`), configurable: true });
});

describe("the stories' store API follows the API document", () => {
  it.each(API_OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s',
    async (name, op) => {
      const sample = SAMPLES[name] ?? {};
      const path = op.path.replace(/\{(\w+)\}/g, (_, p: string) =>
        encodeURIComponent(PARAMS[op.path]?.[p] ?? BY_NAME[p] ?? '1'),
      );
      const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
      const url = `${path.startsWith('/api/') ? '' : '/api/store'}${path}${query}`;
      const { status, json } = await call(op.method.toUpperCase(), url, sample.body);
      expect(status, 'a handler answers').not.toBe(0);
      expect([op.status ?? 200, ...(OTHER_STATUS[name] ?? [])], JSON.stringify(json)).toContain(status);
      if (op.response && status < 300) {
        const result = op.response.safeParse(json);
        expect(
          result.success ? [] : result.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`),
        ).toEqual([]);
      }
    },
  );
});
