import { describe, expect, it } from 'vitest';
import { loginHref, safeReturnTo } from './account-return-to';

describe('safeReturnTo', () => {
  it('keeps a path of this shop, with its query', () => {
    expect(safeReturnTo('/wishlist')).toBe('/wishlist');
    expect(safeReturnTo('/account/orders?page=2')).toBe('/account/orders?page=2');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '',
    42,
    null,
  ])('refuses %j, which could leave the shop', (value) => {
    expect(safeReturnTo(value)).toBe('/account');
  });

  it('never returns to the sign-in or sign-up page itself', () => {
    expect(safeReturnTo('/account/login?return_to=/x')).toBe('/account');
    expect(safeReturnTo('/account/register')).toBe('/account');
    expect(safeReturnTo('/account/logins-are-fine-as-a-word')).toBe('/account/logins-are-fine-as-a-word');
  });

  it('refuses absurdly long values', () => {
    expect(safeReturnTo(`/${'a'.repeat(600)}`)).toBe('/account');
  });
});

describe('loginHref', () => {
  it('comes back to the page asked for, encoded', () => {
    expect(loginHref('/account/orders?page=2')).toBe('/account/login?return_to=%2Faccount%2Forders%3Fpage%3D2');
  });
  it('needs no return_to for the account home or an unsafe target', () => {
    expect(loginHref('/account')).toBe('/account/login');
    expect(loginHref('//evil.example')).toBe('/account/login');
  });
});
