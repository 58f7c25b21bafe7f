import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { csrfTokenFor } from '../server/csrf.server';
import { openCommerceWithDb, type CommerceWithDb } from '@vitrine/commerce/testing';
import { action as loginAction } from './account.login';
import { action as addressesAction } from './account.addresses';
import { action as trackingAction } from './order-tracking';
import { handleAddressIntent, readAddressIntent } from './address-intents.server';
import { readProfile, updateProfile } from './account-profile.server';

/** The link token of the newest e-mail to `email`, read from the outbox. */
async function mailedToken(commerce: CommerceWithDb, email: string): Promise<string> {
  const [mail] = await commerce.db.query<{ text_body: string }>(
    'SELECT text_body FROM email_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  return decodeURIComponent(/token=([^\s]+)/.exec(mail?.text_body ?? '')?.[1] ?? '');
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: form(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** What a route action answered: React Router's `data()` or a Response. */
function unwrap(result: unknown): { status: number; data: unknown; headers: Headers } {
  if (result instanceof Response) return { status: result.status, data: null, headers: result.headers };
  const value = result as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } };
  if (value && value.type === 'DataWithResponseInit') {
    return { status: value.init?.status ?? 200, data: value.data, headers: new Headers(value.init?.headers) };
  }
  return { status: 200, data: result, headers: new Headers() };
}

// Each sign-in hashes a password on the embedded database's thread: seconds each on a loaded 2-core machine.
describe('account forms on the server', { timeout: 30_000 }, () => {
  let commerce: CommerceWithDb;
  let context: AppLoadContext;
  const email = 'ada.server@example.com';
  const password = 'correct horse battery';
  let cookie = '';
  let customerId = 0;

  beforeAll(async () => {
    commerce = await openCommerceWithDb({ seed: false });
    context = { commerce, clientIp: '203.0.113.50', cspNonce: '' } as AppLoadContext;
    const { customer } = await commerce.accounts.customers.register({ email, password, first_name: 'Ada' });
    customerId = customer.id;
    await commerce.accounts.customers.verifyEmail({ token: await mailedToken(commerce, email) });
  }, 180_000); // migrating a fresh embedded database takes minutes on a loaded 2-core machine
  afterAll(() => commerce?.close());

  const call = async (run: Promise<unknown>) => unwrap(await run.catch((thrown: unknown) => thrown));

  it('login: a wrong password comes back as 401 with the e-mail kept and the password dropped', async () => {
    const answer = await call(
      loginAction({
        request: post('/account/login', { email, password: 'nope', return_to: '/wishlist' }),
        context,
        params: {},
      } as never),
    );
    expect(answer.status).toBe(401);
    expect(answer.data).toMatchObject({
      error: { code: 'INVALID_CREDENTIALS' },
      values: { email, return_to: '/wishlist' },
    });
    expect((answer.data as { values: Record<string, string> }).values).not.toHaveProperty('password');
  });

  it('login: the right password sets the session cookie and returns only to a path of the shop', async () => {
    const answer = await call(
      loginAction({
        request: post('/account/login', { email, password, return_to: 'https://evil.example' }),
        context,
        params: {},
      } as never),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/account');
    const setCookie = answer.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    cookie = setCookie.split(';')[0]!;
    expect(cookie).toMatch(/=.+/);
  });

  it('addresses: a change without the page’s CSRF token is refused and saves nothing', async () => {
    const answer = await call(
      addressesAction({
        request: post('/account/addresses', { intent: 'create', country: 'US', first_name: 'A' }, cookie),
        context,
        params: {},
      } as never),
    );
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ error: { code: 'CSRF_TOKEN_INVALID' } });
    expect(await commerce.accounts.addresses.list(customerId)).toEqual([]);
  });

  it('addresses: field errors come back on their fields with the typed values', async () => {
    const csrf = csrfTokenFor(cookie.split('=')[1]!);
    const answer = await call(
      addressesAction({
        request: post(
          '/account/addresses',
          { _csrf: csrf, intent: 'create', country: 'US', first_name: 'Ada', city: 'Portland', phone: 'call me' },
          cookie,
        ),
        context,
        params: {},
      } as never),
    );
    expect(answer.status).toBe(422);
    const { error, values } = answer.data as {
      error: { errors: Record<string, string[]> };
      values: Record<string, string>;
    };
    expect(error.errors).toMatchObject({
      last_name: ['Enter a last name'],
      address1: ['Enter an address'],
      postcode: ['This field is required'],
      phone: ['Enter a valid phone number'],
    });
    expect(values).toMatchObject({ first_name: 'Ada', city: 'Portland', intent: 'create' });
    expect(values).not.toHaveProperty('_csrf');
  });

  it('addresses: a valid address is saved with the dial code and becomes the default', async () => {
    const csrf = csrfTokenFor(cookie.split('=')[1]!);
    const fields = {
      _csrf: csrf,
      intent: 'create',
      country: 'GB',
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '1 Royal Way',
      city: 'London',
      postcode: 'SW1A 1AA',
      phone: '020 7946 0018',
    };
    const answer = await call(
      addressesAction({ request: post('/account/addresses', fields, cookie), context, params: {} } as never),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/account/addresses?saved=created');
    expect(await commerce.accounts.addresses.list(customerId)).toMatchObject([
      { city: 'London', phone: '+442079460018', default: true },
    ]);
  });

  it('address rules: the checkout’s (a state of another country, an unknown country), one handler for every change', async () => {
    const base = { first_name: 'A', last_name: 'B', address1: 'C', city: 'D', postcode: '97201' };
    const run = async (fields: Record<string, string>) =>
      handleAddressIntent(context, customerId, readAddressIntent(form(fields)));
    await expect(run({ ...base, intent: 'create', country: 'US', province: 'ZZ' })).rejects.toMatchObject({
      status: 422,
      field: 'province',
    });
    await expect(run({ ...base, intent: 'create', country: 'XX' })).rejects.toMatchObject({
      status: 422,
      field: 'country',
    });
    await run({ ...base, intent: 'create', country: 'US', province: 'CA' });
    const created = await run({
      ...base,
      intent: 'create',
      country: 'us',
      province: 'Oregon',
      phone: '(503) 555-0100',
    });
    expect(created).toMatchObject({
      intent: 'create',
      address: { country: 'US', province: 'OR', phone: '+15035550100', default: false },
    });
    const id = created.intent === 'create' ? String(created.address.id) : '';
    expect(await run({ intent: 'set-default', id })).toMatchObject({ address: { default: true } });
    expect((await commerce.accounts.addresses.list(customerId)).filter((a) => a.default).map((a) => a.id)).toEqual([
      Number(id),
    ]);
    expect(await run({ intent: 'delete', id })).toEqual({ intent: 'delete', id: Number(id) });
    await expect(run({ intent: 'delete', id })).rejects.toMatchObject({ status: 404, code: 'ADDRESS_NOT_FOUND' });
    await expect(run({ intent: 'rename', id })).rejects.toMatchObject({ status: 422, field: 'intent' });
  });

  it('profile: saves the name and the newsletter choice, and refuses a too long name', async () => {
    expect(await readProfile(commerce, customerId)).toMatchObject({ email, firstName: 'Ada', acceptsMarketing: false });
    await updateProfile(commerce, customerId, { first_name: ' Grace ', last_name: 'Hopper', accepts_marketing: true });
    expect(await readProfile(commerce, customerId)).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      acceptsMarketing: true,
    });
    await updateProfile(commerce, customerId, { first_name: 'Grace', last_name: 'Hopper', accepts_marketing: false });
    expect(await readProfile(commerce, customerId)).toMatchObject({ acceptsMarketing: false });
    await expect(
      updateProfile(commerce, customerId, { first_name: 'x'.repeat(101), last_name: '', accepts_marketing: false }),
    ).rejects.toMatchObject({
      status: 422,
      field: 'first_name',
    });
  });

  it('order tracking: each bad field is named, an unknown order is the same 404 for everyone', async () => {
    const missing = await call(
      trackingAction({
        request: post('/order-tracking', { intent: 'order', order_number: '', email: 'nope' }),
        context,
        params: {},
      } as never),
    );
    expect(missing.status).toBe(422);
    expect(missing.data).toMatchObject({
      error: { errors: { order_number: ['This field is required'], email: ['Enter a valid email'] } },
    });
    const unknown = await call(
      trackingAction({
        request: post('/order-tracking', { intent: 'order', order_number: 'VT-999999', email }),
        context,
        params: {},
      } as never),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ error: { code: 'ORDER_NOT_FOUND', message: 'Could Not Find Order' } });
  });
});
