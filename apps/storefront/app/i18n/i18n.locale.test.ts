import { describe, expect, it } from 'vitest';
import { safeLocalPath } from '@vitrine/commerce';
import { action } from './i18n.locale';

const safeRedirectPath = (value: string | null) => safeLocalPath(value, '/');

function post(fields: Record<string, string>, url = 'http://shop.test/locale') {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
}

async function run(request: Request) {
  return (await action({ request, params: {}, context: {} } as never)) as Response;
}

describe('POST /locale', () => {
  it('stores the locale cookie for a year and goes back to the page', async () => {
    const response = await run(post({ locale: 'he-IL', redirectTo: '/products/linen-shirt?variant=2' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/products/linen-shirt?variant=2');
    expect(response.headers.get('set-cookie')).toBe('locale=he-IL; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('writes the canonical name and marks the cookie Secure on HTTPS', async () => {
    const response = await run(post({ locale: 'de-de', redirectTo: '/' }, 'https://shop.test/locale'));
    expect(response.headers.get('set-cookie')).toBe('locale=de-DE; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('refuses a language that is not offered and sets nothing', async () => {
    const response = (await run(post({ locale: 'xx-XX', redirectTo: '/' }))) as unknown as {
      init: ResponseInit | null;
    };
    expect(response.init?.status).toBe(422);
  });

  it('never redirects off the site', () => {
    expect(safeRedirectPath('https://evil.test/')).toBe('/');
    expect(safeRedirectPath('//evil.test/')).toBe('/');
    expect(safeRedirectPath('/\\evil.test')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath('/cart')).toBe('/cart');
    // A tab the browser would drop (`//evil.test`), CR/LF that would split the Location header.
    expect(safeRedirectPath('/\t/evil.test')).toBe('/');
    expect(safeRedirectPath('/%09/evil.test')).toBe('/%09/evil.test');
    expect(safeRedirectPath('/cart\r\nSet-Cookie: x=1')).toBe('/');
  });
});
