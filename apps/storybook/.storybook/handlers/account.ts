import { http, HttpResponse } from 'msw';
import { API, apiError, bodyOf } from './base';
import { storyData } from './state';

/** Most products one wish list holds (422 WISHLIST_FULL beyond). */
const WISHLIST_MAX = 100;

type AddressInput = Omit<(typeof storyData.addresses)[number], 'id'>;

function addressFrom(input: Partial<AddressInput>, id: number) {
  return {
    id,
    first_name: input.first_name ?? '',
    last_name: input.last_name ?? '',
    company: input.company ?? '',
    address1: input.address1 ?? '',
    address2: input.address2 ?? '',
    city: input.city ?? '',
    country: (input.country ?? '').toUpperCase(),
    province: input.province ?? '',
    postcode: input.postcode ?? '',
    phone: input.phone ?? '',
    default: input.default ?? false,
  };
}

/** A signed-in demo customer: register, sign in and out, passwords, account info. */
export const accountHandlers = [
  // The demo store has no social sign-in configured: the sign-in form shows e-mail and password only.
  http.get(`${API}/oidc/providers`, () => HttpResponse.json({ providers: [] })),
  http.post(`${API}/account/register`, () =>
    HttpResponse.json({ status: 'verification_sent', expires_in_minutes: 20 }, { status: 201 }),
  ),
  http.post(`${API}/account/verify`, () => HttpResponse.json({ verified: true })),
  http.post(`${API}/account/login`, async ({ request }) => {
    const { email = '', password = '' } = await bodyOf<{ email: string; password: string }>(request);
    if (password === 'wrong') return apiError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password');
    return HttpResponse.json({ customer: { id: 7, email }, csrf_token: 'demo-csrf-token' });
  }),
  http.post(`${API}/account/logout`, () => HttpResponse.json({ signed_out: true })),
  http.post(`${API}/account/password/forgot`, () => HttpResponse.json({ sent: true })),
  http.post(`${API}/account/password/reset`, async ({ request }) => {
    const { password, password_confirmation } = await bodyOf<{ password: string; password_confirmation: string }>(
      request,
    );
    if (password_confirmation !== undefined && password !== password_confirmation) {
      return apiError(422, 'VALIDATION_FAILED', 'Password entries do not match', {
        field: 'password_confirmation',
        errors: { password_confirmation: ['Password entries do not match'] },
      });
    }
    return HttpResponse.json({ reset: true });
  }),
  http.get(`${API}/account/info`, () =>
    HttpResponse.json({
      id: 7,
      email: 'ines.moreau@example.com',
      address_book_count: storyData.addresses.length,
      csrf_token: 'demo-csrf-token',
    }),
  ),
];

/** The signed-in customer's address book. */
export const addressHandlers = [
  http.get(`${API}/addresses`, () => HttpResponse.json({ addresses: storyData.addresses })),
  http.post(`${API}/addresses`, async ({ request }) => {
    const address = addressFrom(await bodyOf<AddressInput>(request), storyData.nextId++);
    if (address.default) storyData.addresses.forEach((a) => (a.default = false));
    storyData.addresses.push(address);
    return HttpResponse.json({ address }, { status: 201 });
  }),
  http.put(`${API}/addresses/:id`, async ({ request, params }) => {
    const index = storyData.addresses.findIndex((a) => a.id === Number(params.id));
    if (index < 0) return apiError(404, 'NOT_FOUND', 'Not Found');
    const address = addressFrom(await bodyOf<AddressInput>(request), Number(params.id));
    if (address.default) storyData.addresses.forEach((a) => (a.default = false));
    storyData.addresses[index] = address;
    return HttpResponse.json({ address });
  }),
  http.delete(`${API}/addresses/:id`, ({ params }) => {
    storyData.addresses = storyData.addresses.filter((a) => a.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
];

/** The wish list: product ids, toggled by POST and DELETE. */
export const wishlistHandlers = [
  http.get(`${API}/wish_list/wished`, () => HttpResponse.json({ data: { product_ids: storyData.wishedProductIds } })),
  http.post(`${API}/wish_list/wishing`, async ({ request }) => {
    const { product_id } = await bodyOf<{ product_id: number }>(request);
    const id = Number(product_id);
    if (!storyData.wishedProductIds.includes(id)) {
      if (storyData.wishedProductIds.length >= WISHLIST_MAX)
        return apiError(422, 'WISHLIST_FULL', 'Your wish list is full');
      storyData.wishedProductIds = [...storyData.wishedProductIds, id];
    }
    return HttpResponse.json({ data: { product_ids: storyData.wishedProductIds } });
  }),
  http.delete(`${API}/wish_list/wishing`, async ({ request }) => {
    const { product_id } = await bodyOf<{ product_id: number }>(request);
    storyData.wishedProductIds = storyData.wishedProductIds.filter((id) => id !== Number(product_id));
    return HttpResponse.json({ data: { product_ids: storyData.wishedProductIds } });
  }),
];
