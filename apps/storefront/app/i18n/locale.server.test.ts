import { describe, expect, it } from 'vitest';
import { localeOf } from './locale.server';
import { messagesFor } from '@vitrine/i18n';
import { messagesResponse, messagesVersion } from './messages.server';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`https://shop.test${url}`, { headers });

describe('localeOf', () => {
  it('takes ?locale= first (the hreflang addresses), then the cookie, then Accept-Language, else en-US', () => {
    expect(localeOf(request('/?locale=he-IL', { cookie: 'locale=de-DE' }))).toMatchObject({
      locale: 'he-IL',
      dir: 'rtl',
    });
    expect(localeOf(request('/', { cookie: 'locale=de-DE', 'accept-language': 'fr-FR' })).locale).toBe('de-DE');
    expect(localeOf(request('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).locale).toBe('fr-FR');
    expect(localeOf(request('/')).locale).toBe('en-US');
  });

  it('reads hostile Cookie and Accept-Language headers without throwing, falling back to en-US', () => {
    expect(localeOf(request('/', { cookie: 'locale=he-IL; locale=de-DE' })).locale).toBe('he-IL');
    expect(localeOf(request('/', { cookie: 'locale=%E0%A4%A', 'accept-language': 'de' })).locale).toBe('de-DE');
    expect(localeOf(request('/', { cookie: 'locale="fr-FR', 'accept-language': ';;;' })).locale).toBe('en-US');
    expect(localeOf(request('/', { cookie: `${'x=1; '.repeat(20_000)}locale=ja-JP` })).locale).toBe('ja-JP');
    expect(localeOf(request('/', { cookie: ';;=;locale', 'accept-language': 'x'.repeat(100_000) })).locale).toBe(
      'en-US',
    );
    expect(localeOf(request('/', { 'accept-language': 'he, en;q=0.8' }))).toMatchObject({
      locale: 'he-IL',
      dir: 'rtl',
    });
    expect(localeOf(request('/', { 'accept-language': '*, de;q=0' })).locale).toBe('en-US');
  });

  it('ignores an unknown ?locale= and renders the sp-ES alias in Spanish', () => {
    expect(localeOf(request('/?locale=xx-XX', { cookie: 'locale=ja-JP' })).locale).toBe('ja-JP');
    expect(localeOf(request('/?locale=sp-ES')).locale).toBe('es-ES');
  });

  it('keeps the messages of the chosen locale for the render, out of the page data', () => {
    const german = localeOf(request('/?locale=de-DE'));
    expect(german).not.toHaveProperty('messages');
    expect(german.messagesVersion).toBe(messagesVersion());
    expect(messagesFor('de-DE')?.['common.addToCart']).toBe('In den Warenkorb');
    expect(messagesFor('de-DE')).not.toEqual(messagesFor(localeOf(request('/')).locale));
  });
});

describe('GET /i18n/messages/<locale>.<version>.json', () => {
  it('serves the current version for a year, an old one uncached, and nothing for an unknown locale', async () => {
    const current = messagesResponse(`ja-JP.${messagesVersion()}.json`);
    expect(current.status).toBe(200);
    expect(current.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await current.json())['common.addToCart']).toBe(messagesFor('ja-JP')?.['common.addToCart']);
    const old = messagesResponse('ja-JP.000000000000.json');
    expect(old.headers.get('Cache-Control')).toBe('no-cache');
    expect((await old.json())['common.addToCart']).toBe(messagesFor('ja-JP')?.['common.addToCart']);
    for (const file of [
      'xx-XX.000000000000.json',
      'de-DE.json',
      '../secret.000000000000.json',
      'de-DE.0000.json\u0000',
    ]) {
      expect(messagesResponse(file).status).toBe(404);
    }
  });
});
