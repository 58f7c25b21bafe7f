import { describe, expect, it } from 'vitest';
import { siteOrigin } from './origin.server';
import { alternateUrls, canonicalUrl, localeParam, shareImageUrl } from './urls';

const origin = 'https://shop.test';

describe('canonicalUrl', () => {
  it('is absolute and drops sort, tracking and variant parameters', () => {
    expect(canonicalUrl(origin, { pathname: '/products/linen-shirt', search: '?variant=12&utm_source=x' })).toBe(
      'https://shop.test/products/linen-shirt',
    );
    expect(canonicalUrl(origin, { pathname: '/collections/knitwear', search: '?sort=price-asc' })).toBe(
      'https://shop.test/collections/knitwear',
    );
  });

  it('keeps the page above 1 only', () => {
    expect(canonicalUrl(origin, { pathname: '/collections/a', search: '?sort=newest&page=3' })).toBe(
      'https://shop.test/collections/a?page=3',
    );
    expect(canonicalUrl(origin, { pathname: '/collections/a', search: '?page=1' })).toBe(
      'https://shop.test/collections/a',
    );
    expect(canonicalUrl(origin, { pathname: '/collections/a', search: '?page=abc' })).toBe(
      'https://shop.test/collections/a',
    );
    expect(canonicalUrl(origin, { pathname: '/collections/a', search: '?page=-2' })).toBe(
      'https://shop.test/collections/a',
    );
  });

  it('keeps an offered locale in canonical form and drops an unknown one', () => {
    expect(canonicalUrl(origin, { pathname: '/', search: '?locale=he-il&page=2' })).toBe(
      'https://shop.test/?page=2&locale=he-IL',
    );
    expect(canonicalUrl(origin, { pathname: '/', search: '?locale=sp-ES' })).toBe('https://shop.test/?locale=es-ES');
    expect(canonicalUrl(origin, { pathname: '/', search: '?locale=pt-BR' })).toBe('https://shop.test/');
    expect(localeParam('?locale=xx')).toBeNull();
  });
});

describe('alternateUrls', () => {
  it('lists the 16 offered locales once each plus x-default without a locale', () => {
    const alternates = alternateUrls(origin, { pathname: '/products/a', search: '?locale=de-DE&variant=3' });
    expect(alternates).toHaveLength(17);
    expect(new Set(alternates.map((a) => a.hrefLang)).size).toBe(17);
    expect(alternates).toContainEqual({ hrefLang: 'he-IL', href: 'https://shop.test/products/a?locale=he-IL' });
    expect(alternates).toContainEqual({ hrefLang: 'en-US', href: 'https://shop.test/products/a?locale=en-US' });
    expect(alternates.at(-1)).toEqual({ hrefLang: 'x-default', href: 'https://shop.test/products/a' });
    expect(alternates.map((a) => a.hrefLang)).not.toContain('sp-ES');
  });

  it('keeps the page of a paginated collection in every language', () => {
    const alternates = alternateUrls(origin, { pathname: '/collections/a', search: '?page=2&sort=newest' });
    expect(alternates).toContainEqual({
      hrefLang: 'fr-FR',
      href: 'https://shop.test/collections/a?page=2&locale=fr-FR',
    });
    expect(alternates.at(-1)?.href).toBe('https://shop.test/collections/a?page=2');
  });
});

describe('shareImageUrl', () => {
  it('sends store pictures through the resizing endpoint at 1200 wide', () => {
    expect(shareImageUrl(origin, '/media/linen.jpg')).toBe('https://shop.test/media/linen.jpg?w=1200');
    expect(shareImageUrl(origin, '/media/linen.jpg?w=300')).toBe('https://shop.test/media/linen.jpg?w=1200');
  });

  it('leaves other pictures as they are, made absolute', () => {
    expect(shareImageUrl(origin, 'https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(shareImageUrl(origin, '/favicon.svg')).toBe('https://shop.test/favicon.svg');
  });
});

describe('siteOrigin', () => {
  const request = new Request('http://127.0.0.1:3000/products/a?x=1');
  it('is the request origin when the store has no address', () => {
    expect(siteOrigin(request, null)).toBe('http://127.0.0.1:3000');
    expect(siteOrigin(request, undefined)).toBe('http://127.0.0.1:3000');
  });
  it('prefers the configured public address, without its path', () => {
    expect(siteOrigin(request, 'https://www.shop.test/anything')).toBe('https://www.shop.test');
  });
  it('falls back to the request when the setting is not an address', () => {
    expect(siteOrigin(request, 'not a url')).toBe('http://127.0.0.1:3000');
  });
});
