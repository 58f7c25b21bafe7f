import { renderToString } from 'react-dom/server';
import { CommerceError, OIDC_ERROR_CODES, OidcRefusal } from '@vitrine/commerce';
import { describe, expect, it, vi } from 'vitest';
import { SocialSignIn } from '@vitrine/ui';
import { I18nProvider, AREA_CATALOGS, PageLabelsProvider } from '@vitrine/i18n';

const oidcMessages = AREA_CATALOGS.oidc;
import { loader as callbackLoader } from './oidc.callback';
import { loader as startLoader } from './oidc.start';
import { oidcOperations } from '@vitrine/commerce/openapi';
import { OIDC_MESSAGE_CODES } from './oidc.server';

const local = { slug: 'local', name: 'Local ID', start_url: '/account/oidc/local' };

function render(returnTo: string, locale: 'en-US' | 'de-DE' | 'he-IL', providers?: (typeof local)[]) {
  return renderToString(
    <I18nProvider locale={locale} messages={oidcMessages[locale]}>
      <PageLabelsProvider>
        <SocialSignIn returnTo={returnTo} {...(providers ? { providers } : {})} />
      </PageLabelsProvider>
    </I18nProvider>,
  );
}

describe('the sign-in and sign-up pages’ other ways to sign in, in the shop’s words', () => {
  it('renders one "Continue with" link per provider, keeping the page’s return_to', () => {
    const html = render('/cart', 'de-DE', [local, { slug: 'acme', name: 'Acme', start_url: '/account/oidc/acme' }]);
    expect(html).toContain('Weiter mit Local ID');
    expect(html).toContain('Weiter mit Acme');
    expect(html).toContain('href="/account/oidc/local?return_to=%2Fcart"');
    expect(html).toContain('aria-label="Mit einem anderen Konto anmelden"');
  });

  it('renders nothing for a store without providers', () => {
    expect(render('/account', 'en-US', [])).toBe('');
  });

  it('before the list has loaded (and without JavaScript) offers the chooser page in a noscript', () => {
    const html = render('/wishlist', 'he-IL');
    expect(html).toMatch(/^<noscript>/);
    expect(html).toContain('href="/account/oidc?return_to=%2Fwishlist"');
    expect(html).toContain('דרכים נוספות להתחבר');
  });
});

/** A loader context with only what the sign-in routes use; `storeUrl` is the store's address (`commerce.store.url`). */
function contextWith(oidc: Record<string, unknown>, signedIn = false, storeUrl: string | null = null) {
  return {
    clientIp: '203.0.113.9',
    commerce: {
      store: { url: storeUrl, currency: 'USD' },
      oidc: { listProviders: async () => [local], ...oidc },
      accounts: { customers: { authenticate: async () => (signedIn ? { customerId: 1 } : null) } },
    },
  } as never;
}

/** A `begin` that answers as the engine does: the provider's authorization address carrying the redirect URI it was given. */
function beginLikeTheEngine() {
  return vi.fn(async (input: { redirectUri: string }) => {
    const url = new URL('https://id.example/authorize?response_type=code');
    url.searchParams.set('redirect_uri', input.redirectUri);
    return { authorizationUrl: url.toString(), browserSecret: SECRET, expiresAt: new Date() };
  });
}

const cookieHeader = (secret: string) => ({ Cookie: `vitrine_oidc=${secret}; other=1` });
const SECRET = 'B'.repeat(43);

describe('the start route', () => {
  it('begins the sign-in with the callback address and the browser’s secret, sets the HttpOnly cookie and redirects', async () => {
    const begin = vi.fn(async () => ({
      authorizationUrl: 'https://id.example/authorize?x=1',
      browserSecret: SECRET,
      expiresAt: new Date(),
    }));
    const request = new Request('https://shop.test/account/oidc/local?return_to=%2Fcart', {
      headers: cookieHeader(SECRET),
    });
    const response = (await startLoader({
      request,
      params: { provider: 'local' },
      context: contextWith({ begin }),
    } as never)) as Response;
    expect(begin).toHaveBeenCalledWith(
      {
        provider: 'local',
        redirectUri: 'https://shop.test/account/oidc/local/callback',
        returnTo: '/cart',
        browserSecret: SECRET,
      },
      { ip: '203.0.113.9' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://id.example/authorize?x=1');
    expect(response.headers.get('Set-Cookie')).toMatch(
      /^vitrine_oidc=B{43}; Path=\/account\/oidc; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/,
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('sends the provider back to the store’s address, not the internal host a proxy passed the request to', async () => {
    const begin = beginLikeTheEngine();
    const response = (await startLoader({
      request: new Request('http://127.0.0.1:43117/account/oidc/local?return_to=%2Fcart'),
      params: { provider: 'local' },
      context: contextWith({ begin }, false, 'https://shop.example.com'),
    } as never)) as Response;
    expect(response.status).toBe(302);
    const authorization = new URL(response.headers.get('Location') ?? '');
    expect(authorization.searchParams.get('redirect_uri')).toBe('https://shop.example.com/account/oidc/local/callback');
    // The engine keeps this address with the sign-in and trades the code at the callback with it.
    expect(begin).toHaveBeenCalledWith(
      expect.objectContaining({ redirectUri: 'https://shop.example.com/account/oidc/local/callback' }),
      { ip: '203.0.113.9' },
    );
  });

  it('without a store address, sends the provider back to the origin the request came to', async () => {
    const begin = beginLikeTheEngine();
    const response = (await startLoader({
      request: new Request('http://127.0.0.1:43117/account/oidc/local'),
      params: { provider: 'local' },
      context: contextWith({ begin }),
    } as never)) as Response;
    expect(new URL(response.headers.get('Location') ?? '').searchParams.get('redirect_uri')).toBe(
      'http://127.0.0.1:43117/account/oidc/local/callback',
    );
  });

  it('sends a signed-in shopper straight to return_to', async () => {
    const begin = vi.fn();
    const request = new Request('https://shop.test/account/oidc/local?return_to=%2Fcart', {
      headers: { Cookie: `vitrine_session=${'S'.repeat(43)}` },
    });
    const thrown = await Promise.resolve(
      startLoader({ request, params: { provider: 'local' }, context: contextWith({ begin }, true) } as never),
    ).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/cart');
    expect(begin).not.toHaveBeenCalled();
  });

  it('answers an unknown provider with its status and a translatable failure', async () => {
    const begin = async () => {
      throw new CommerceError({ status: 404, code: 'OIDC_PROVIDER_NOT_FOUND', message: 'x', field: 'provider' });
    };
    const request = new Request('http://shop.test/account/oidc/gone');
    const result = (await startLoader({
      request,
      params: { provider: 'gone' },
      context: contextWith({ begin }),
    } as never)) as unknown as {
      data: { failure: { status: number; message: string; provider: unknown } };
      init: { status: number };
    };
    expect(result.init.status).toBe(404);
    expect(result.data.failure).toMatchObject({ status: 404, message: 'OIDC_PROVIDER_NOT_FOUND', provider: null });
  });
});

describe('the callback route', () => {
  it('finishes the sign-in: session cookie, the browser secret cleared, on to return_to', async () => {
    const complete = vi.fn(async () => ({
      customer: { id: 7, email: 'a@b.c' },
      session: { token: 'T'.repeat(43), expiresAt: new Date(Date.now() + 86_400_000) },
      returnTo: '/account/orders',
      outcome: 'created',
      provider: 'local',
    }));
    const request = new Request(
      'http://shop.test/account/oidc/local/callback?code=abc&state=xyz&iss=https%3A%2F%2Fid.example',
      {
        headers: cookieHeader(SECRET),
      },
    );
    const response = (await callbackLoader({
      request,
      params: { provider: 'local' },
      context: contextWith({ complete }),
    } as never)) as Response;
    expect(complete).toHaveBeenCalledWith(
      { provider: 'local', query: { code: 'abc', state: 'xyz', iss: 'https://id.example' }, browserSecret: SECRET },
      { ip: '203.0.113.9' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/orders');
    const cookies = response.headers.getSetCookie();
    // The session cookie's attributes, in whatever order the cookie library writes them.
    const [session, ...attributes] = cookies[0]!.split('; ');
    expect(session).toMatch(/^vitrine_session=T{43}$/);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');
    expect(cookies[1]).toMatch(/^vitrine_oidc=; Path=\/account\/oidc; HttpOnly; SameSite=Lax; Max-Age=0/);
  });

  it('renders a refusal with its status, the provider to retry and no cookie', async () => {
    const complete = async () => {
      throw new CommerceError({ status: 401, code: 'OIDC_TOKEN_INVALID', message: 'x' });
    };
    const request = new Request('http://shop.test/account/oidc/local/callback?code=abc&state=xyz');
    const result = (await callbackLoader({
      request,
      params: { provider: 'local' },
      context: contextWith({ complete }),
    } as never)) as unknown as {
      data: { failure: { message: string; provider: unknown; returnTo: string } };
      init: { status: number; headers: Record<string, string> };
    };
    expect(result.init.status).toBe(401);
    expect(result.init.headers).toMatchObject({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    expect(result.data.failure).toMatchObject({ message: 'OIDC_TOKEN_INVALID', provider: local, returnTo: '/account' });
  });

  it('offers to try again towards where the shopper was going when the sign-in was recognised', async () => {
    const complete = async () => {
      throw new OidcRefusal(new CommerceError({ status: 400, code: 'OIDC_SIGN_IN_CANCELLED', message: 'x' }), '/cart');
    };
    const request = new Request('http://shop.test/account/oidc/local/callback?state=s&error=access_denied');
    const result = (await callbackLoader({
      request,
      params: { provider: 'local' },
      context: contextWith({ complete }),
    } as never)) as unknown as {
      data: { failure: { message: string; returnTo: string } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.failure).toMatchObject({ message: 'OIDC_SIGN_IN_CANCELLED', returnTo: '/cart' });
  });

  it('reads a server fault as the generic message and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const complete = async () => {
      throw new Error('database down');
    };
    const request = new Request('http://shop.test/account/oidc/local/callback');
    const result = (await callbackLoader({
      request,
      params: { provider: 'local' },
      context: contextWith({ complete }),
    } as never)) as unknown as {
      data: { failure: { message: string; code: string } };
      init: { status: number };
    };
    expect(result.init.status).toBe(500);
    expect(result.data.failure).toMatchObject({ message: 'generic', code: 'INTERNAL_ERROR' });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('translations', () => {
  it('have a message for every refusal the routes can show, in every locale', () => {
    // Every refusal the engine can give has its own message.
    for (const code of Object.values(OIDC_ERROR_CODES)) expect(OIDC_MESSAGE_CODES).toContain(code);
    const codes = [...OIDC_MESSAGE_CODES, 'generic'];
    for (const [locale, catalogue] of Object.entries(oidcMessages)) {
      for (const code of codes)
        expect((catalogue as Record<string, string>)[`oidc.error.${code}`], `${locale} ${code}`).toBeTruthy();
    }
  });

  it('document the provider list in the OpenAPI operations', () => {
    expect(oidcOperations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(['get /oidc/providers']);
  });
});
