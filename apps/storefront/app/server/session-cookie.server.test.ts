import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { clearSessionCookie, readSessionCookie, sessionCookie } from './session-cookie.server';
import { csrfTokenFor, requireCsrf, verifyCsrf } from './csrf.server';

/** A secret shaped as the engine's session tokens (32 random bytes, base64url). */
const newSecret = () => randomBytes(32).toString('base64url');

describe('CSRF tokens', () => {
  const session = newSecret();
  const otherSession = newSecret();

  it('accepts the token of the same session', () => {
    expect(verifyCsrf(session, csrfTokenFor(session))).toBe(true);
    expect(csrfTokenFor(session)).toBe(csrfTokenFor(session));
    expect(() => requireCsrf(session, csrfTokenFor(session))).not.toThrow();
  });

  it("refuses another session's token, a tampered or missing token, and no session", async () => {
    expect(verifyCsrf(session, csrfTokenFor(otherSession))).toBe(false);
    const token = csrfTokenFor(session);
    expect(verifyCsrf(session, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(verifyCsrf(session, '')).toBe(false);
    expect(verifyCsrf(session, null)).toBe(false);
    expect(verifyCsrf(null, token)).toBe(false);
    expect(verifyCsrf('not-a-session', csrfTokenFor('not-a-session'))).toBe(false);
    expect(() => requireCsrf(session, csrfTokenFor(otherSession))).toThrow(
      expect.objectContaining({ status: 403, code: 'CSRF_TOKEN_INVALID' }),
    );
  });

  it('does not reveal the session secret', () => {
    expect(csrfTokenFor(session)).not.toContain(session);
  });
});

describe('session cookies', () => {
  const expires = new Date(Date.now() + 3600_000);

  it('are HttpOnly, SameSite=Lax, site-wide, Secure by default and expire with the session', () => {
    const cookie = sessionCookie('abc', expires);
    expect(cookie.split('; ')).toEqual(
      expect.arrayContaining([
        'vitrine_session=abc',
        'Path=/',
        'HttpOnly',
        'SameSite=Lax',
        'Secure',
        `Expires=${expires.toUTCString()}`,
      ]),
    );
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(3590);
    expect(sessionCookie('abc', expires, { secure: false })).not.toContain('Secure');
  });

  it('are cleared with an expired, empty cookie', () => {
    const [pair, ...attributes] = clearSessionCookie().split('; ');
    expect(pair).toBe('vitrine_session=');
    expect(attributes.sort()).toEqual(
      ['Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Lax', 'Secure'].sort(),
    );
    expect(clearSessionCookie({ secure: false })).not.toContain('Secure');
  });

  it('are read from a Cookie header among others', () => {
    expect(readSessionCookie('locale=en-US; vitrine_session=tok123; other=1')).toBe('tok123');
    expect(readSessionCookie('locale=en-US')).toBeNull();
    expect(readSessionCookie(null)).toBeNull();
    expect(readSessionCookie('vitrine_session=')).toBeNull();
  });

  it('read hostile Cookie headers without throwing, the first of a repeated name winning', () => {
    expect(readSessionCookie('vitrine_session=first; vitrine_session=second')).toBe('first');
    expect(readSessionCookie('vitrine_session=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readSessionCookie('vitrine_session=a%2Fb')).toBe('a%2Fb');
    expect(readSessionCookie('vitrine_session="tok')).toBe('"tok');
    expect(readSessionCookie('vitrine_session=to\u0000k')).toBe('to\u0000k');
    expect(readSessionCookie(';;=;vitrine_session;=x')).toBeNull();
    expect(readSessionCookie(`${'x=1; '.repeat(20_000)}vitrine_session=tok`)).toBe('tok');
  });
});
