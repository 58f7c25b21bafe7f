import { describe, expect, it } from 'vitest';
import { CommerceError } from '@vitrine/commerce';
import { badCartCookie } from '../../server/cart-cookie-guard';
import { cartCookie, clearCartCookie, readCartToken } from '../cart/cart-cookie.server';
import { apiHandler, errorResponse, readJsonBody } from './http.server';

const post = (body: string, type = 'application/json') =>
  new Request('http://shop.test/api/store/cart', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('readJsonBody', () => {
  it('reads a JSON object', async () => {
    expect(await readJsonBody(post('{"variant_id":3,"quantity":2}'))).toEqual({ variant_id: 3, quantity: 2 });
  });

  it('treats an empty body as an empty object, so validation names the missing field', async () => {
    expect(await readJsonBody(post(''))).toEqual({});
  });

  it.each(['{broken', '[1,2]', '"text"', 'null', '42'])('refuses %s as a 400 on the field body', async (raw) => {
    const error = await readJsonBody(post(raw)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect((error as CommerceError).toJSON()).toMatchObject({ status: 400, code: 'INVALID_BODY', field: 'body' });
  });

  it('reads form posts too', async () => {
    expect(await readJsonBody(post('variant_id=3&quantity=2', 'application/x-www-form-urlencoded'))).toEqual({
      variant_id: '3',
      quantity: '2',
    });
  });
});

describe('error responses', () => {
  it('keeps a shopper error as it is', async () => {
    const response = errorResponse(
      new CommerceError({
        status: 422,
        code: 'INSUFFICIENT_STOCK',
        message: 'Only 2 left in stock',
        field: 'quantity',
      }),
    );
    expect(response.status).toBe(422);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', field: 'quantity' });
  });

  it('answers a lost database connection with a retryable 503', async () => {
    const response = errorResponse(
      new CommerceError({ status: 503, code: 'DATABASE_UNAVAILABLE', message: 'The store is briefly unavailable' }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(await response.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
  });

  it('turns an unexpected failure into a JSON 500 without its details', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const response = await apiHandler(async () => {
        throw new Error('connection string postgres://secret');
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain('secret');
      expect(JSON.parse(text)).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    } finally {
      console.error = original;
    }
  });
});

describe('cart cookie', () => {
  it('finds the cart token among other cookies', () => {
    const request = new Request('http://shop.test/', { headers: { Cookie: 'a=1; vitrine_cart=abc%2Fdef; b=2' } });
    expect(readCartToken(request)).toBe('abc/def');
    expect(readCartToken(new Request('http://shop.test/'))).toBeNull();
    expect(readCartToken(new Request('http://shop.test/', { headers: { Cookie: 'vitrine_cart=' } }))).toBeNull();
  });

  it('is HttpOnly and SameSite=Lax, and Secure over https', () => {
    const plain = cartCookie('tok', new Request('http://shop.test/'));
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).not.toContain('Secure');
    expect(cartCookie('tok', new Request('https://shop.test/'))).toContain('; Secure');
    expect(cartCookie('a/b c', new Request('http://shop.test/')).split('; ').sort()).toEqual(
      ['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax', 'vitrine_cart=a%2Fb%20c'].sort(),
    );
    expect(clearCartCookie(new Request('https://shop.test/')).split('; ').sort()).toEqual(
      ['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Lax', 'Secure', 'vitrine_cart='].sort(),
    );
  });

  it('reads hostile Cookie headers without throwing: the first cart cookie counts, a broken one reads as none', () => {
    const token = (cookie: string) => readCartToken(new Request('http://shop.test/', { headers: { Cookie: cookie } }));
    expect(token('vitrine_cart=first; vitrine_cart=second')).toBe('first');
    expect(token('vitrine_cart=%E0%A4%A')).toBeNull();
    expect(token('vitrine_cart=%')).toBeNull();
    expect(token('vitrine_cart="tok')).toBe('"tok');
    expect(token('vitrine_cart=to\u0001k')).toBe('to\u0001k');
    expect(token(';;=;vitrine_cart;=x')).toBeNull();
    expect(token(`${'x=1; '.repeat(20_000)}vitrine_cart=tok`)).toBe('tok');
  });

  it('is cleared by the request guard only when the cart cookie read is not URL encoding', () => {
    expect(badCartCookie(undefined)).toBeUndefined();
    expect(badCartCookie('vitrine_cart=abc%2Fdef; other=%')).toBeUndefined();
    expect(badCartCookie('vitrine_cart=abc; vitrine_cart=%E0%A4%A')).toBeUndefined();
    expect(badCartCookie('a=1; vitrine_cart=%E0%A4%A')?.split('; ').sort()).toEqual(
      ['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Lax', 'vitrine_cart='].sort(),
    );
  });
});
