import { describe, expect, it } from 'vitest';
import { localeOf } from './locale.server';

const request = (url: string, headers: Record<string, string> = {}) => new Request(`https://shop.test${url}`, { headers });

describe('localeOf', () => {
  it('takes ?locale= first (the hreflang addresses), then the cookie, then Accept-Language, else en-US', () => {
    expect(localeOf(request('/?locale=he-IL', { cookie: 'locale=de-DE' }))).toMatchObject({ locale: 'he-IL', dir: 'rtl' });
    expect(localeOf(request('/', { cookie: 'locale=de-DE', 'accept-language': 'fr-FR' })).locale).toBe('de-DE');
    expect(localeOf(request('/', { 'accept-language': 'fr-FR,fr;q=0.9' })).locale).toBe('fr-FR');
    expect(localeOf(request('/')).locale).toBe('en-US');
  });

  it('ignores an unknown ?locale= and renders the sp-ES alias in Spanish', () => {
    expect(localeOf(request('/?locale=xx-XX', { cookie: 'locale=ja-JP' })).locale).toBe('ja-JP');
    expect(localeOf(request('/?locale=sp-ES')).locale).toBe('es-ES');
  });

  it('gives the messages of the locale it chose', () => {
    expect(localeOf(request('/?locale=de-DE')).messages).not.toBe(localeOf(request('/')).messages);
  });
});
