import { describe, expect, it } from 'vitest';
import {
  localReturnTo,
  parseSignInProviders,
  passwordSignInHref,
  providerHref,
  signInChooserHref,
} from './signInProviders';

const local = { slug: 'local', name: 'Local ID', start_url: '/account/oidc/local' };

describe('sign-in providers', () => {
  it('keeps only return addresses on this store that are not sign-in pages', () => {
    expect(localReturnTo('/account/orders?page=2')).toBe('/account/orders?page=2');
    for (const foreign of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/account/login',
      '/account/register?x=1',
      '/account/oidc/x',
      '/x\ny',
      `/${'a'.repeat(600)}`,
      null,
      undefined,
      '',
    ]) {
      expect(localReturnTo(foreign)).toBe('/account');
    }
  });

  it('builds the start, password and chooser addresses that come back to the page, and none that leave the store', () => {
    expect(providerHref(local, '/account')).toBe('/account/oidc/local');
    expect(providerHref(local, '/cart?x=1')).toBe('/account/oidc/local?return_to=%2Fcart%3Fx%3D1');
    expect(providerHref(local, '//evil.example')).toBe('/account/oidc/local');
    expect(passwordSignInHref('/cart')).toBe('/account/login?return_to=%2Fcart');
    expect(passwordSignInHref('/account')).toBe('/account/login');
    expect(signInChooserHref('/wishlist')).toBe('/account/oidc?return_to=%2Fwishlist');
  });

  it('keeps only well-formed providers whose start address is a sign-in address of this store', () => {
    expect(
      parseSignInProviders({
        providers: [
          local,
          { slug: 'evil', name: 'Evil', start_url: 'https://evil.example/login' },
          { slug: 'broken' },
          null,
          'x',
        ],
      }),
    ).toEqual([local]);
    expect(parseSignInProviders(null)).toEqual([]);
    expect(parseSignInProviders({ providers: 'x' })).toEqual([]);
  });
});
