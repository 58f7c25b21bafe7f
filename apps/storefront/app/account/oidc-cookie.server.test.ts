import { describe, expect, it } from 'vitest';
import { oidcBrowserCookie, readOidcBrowserCookie } from './oidc-cookie.server';

describe('the sign-in browser cookie', () => {
  it('writes an HttpOnly, SameSite=Lax cookie for the sign-in addresses only, and reads back only secrets', () => {
    const secret = 'A'.repeat(43);
    const cookie = oidcBrowserCookie(secret);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/account/oidc');
    expect(cookie).toContain('Secure');
    expect(oidcBrowserCookie(secret, { secure: false })).not.toContain('Secure');
    expect(readOidcBrowserCookie(`a=b; vitrine_oidc=${secret}`)).toBe(secret);
    expect(readOidcBrowserCookie('vitrine_oidc=short')).toBeNull();
    expect(readOidcBrowserCookie(null)).toBeNull();
  });
});
