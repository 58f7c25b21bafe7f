import { createHmac, createPublicKey, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';
import { isTrustedEndpoint, parseMetadata, ProviderUnavailable } from './discovery';
import { decodeJwt, TokenRejected, verifyIdToken, type TokenProblem } from './jwt';
import { signJwt, testKey } from './oidc.testkit';

const key = testKey('main');
const other = testKey('other');
const NOW = new Date('2030-03-01T12:00:00Z');
const seconds = NOW.getTime() / 1000;
const expected = { issuer: 'https://id.example.test', clientId: 'store', nonce: 'n-123', now: NOW };
const claims = (extra: Record<string, unknown> = {}) => ({
  iss: 'https://id.example.test',
  aud: 'store',
  sub: 'user-1',
  iat: seconds - 5,
  exp: seconds + 300,
  nonce: 'n-123',
  email: 'ada@example.com',
  email_verified: true,
  ...extra,
});

async function rejection(run: () => unknown): Promise<TokenProblem | 'accepted'> {
  try {
    await run();
    return 'accepted';
  } catch (error) {
    if (error instanceof TokenRejected) return error.problem;
    throw error;
  }
}

describe('id_token verification (RS256 against the JWKS)', () => {
  it('accepts a token signed by the published key and returns its claims', async () => {
    const verified = await verifyIdToken(signJwt(claims(), key), [other.jwk, key.jwk], expected);
    expect(verified).toMatchObject({ sub: 'user-1', email: 'ada@example.com', email_verified: true });
  });

  it('refuses a signature made with another key, even under the published kid', async () => {
    const forged = signJwt(claims(), other, { kid: 'main' });
    expect(await rejection(() => verifyIdToken(forged, [key.jwk], expected))).toBe('signature');
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = signJwt(claims(), key).split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims({ sub: 'admin' }))).toString('base64url')}.${signature}`;
    expect(await rejection(() => verifyIdToken(tampered, [key.jwk], expected))).toBe('signature');
  });

  it('refuses alg none and a shared-secret HMAC made with the public key', async () => {
    const body = Buffer.from(JSON.stringify(claims())).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'main' })).toString('base64url')}.${body}.`;
    expect(await rejection(() => verifyIdToken(none, [key.jwk], expected))).toBe('algorithm');
    const hsHeader = Buffer.from(JSON.stringify({ alg: 'HS256', kid: 'main' })).toString('base64url');
    const hmac = createHmac('sha256', JSON.stringify(key.jwk)).update(`${hsHeader}.${body}`).digest('base64url');
    expect(await rejection(() => verifyIdToken(`${hsHeader}.${body}.${hmac}`, [key.jwk], expected))).toBe('algorithm');
  });

  it('refuses a kid the key set does not have', async () => {
    expect(await rejection(() => verifyIdToken(signJwt(claims(), key, { kid: 'gone' }), [key.jwk], expected))).toBe(
      'unknown_key',
    );
  });

  it('uses the only RSA key when the token names none, and refuses to guess between several', async () => {
    const token = signJwt(claims(), key, { kid: undefined });
    expect(await rejection(() => verifyIdToken(token, [key.jwk], expected))).toBe('accepted');
    expect(await rejection(() => verifyIdToken(token, [key.jwk, other.jwk], expected))).toBe('unknown_key');
    expect(await rejection(() => verifyIdToken(signJwt(claims(), key), [{ ...key.jwk, use: 'enc' }], expected))).toBe(
      'unknown_key',
    );
  });

  it.each([
    ['another issuer', { iss: 'https://evil.example' }, 'issuer'],
    ['another audience', { aud: 'someone-else' }, 'audience'],
    ['several audiences without azp', { aud: ['store', 'other'] }, 'authorized_party'],
    ['azp naming another client', { azp: 'other' }, 'authorized_party'],
    ['an expired token', { exp: seconds - 61 }, 'expired'],
    ['no expiry', { exp: undefined }, 'expired'],
    ['an old token', { iat: seconds - 3600, exp: seconds + 60 }, 'expired'],
    ['a token from the future', { iat: seconds + 3600 }, 'issued_in_future'],
    ['nbf not reached', { nbf: seconds + 600 }, 'not_yet_valid'],
    ['a wrong nonce', { nonce: 'n-456' }, 'nonce'],
    ['no nonce', { nonce: undefined }, 'nonce'],
    ['no subject', { sub: '' }, 'subject'],
  ] as const)('refuses %s', async (_, extra, problem) => {
    expect(await rejection(() => verifyIdToken(signJwt(claims(extra), key), [key.jwk], expected))).toBe(problem);
  });

  it('tolerates a minute of clock difference and accepts azp with several audiences', async () => {
    const token = signJwt(claims({ exp: seconds - 30, iat: seconds + 30, aud: ['store', 'api'], azp: 'store' }), key);
    expect(await rejection(() => verifyIdToken(token, [key.jwk], expected))).toBe('accepted');
  });

  it('refuses what is not a compact JWS', async () => {
    for (const token of ['', 'a.b', 'a.b.c.d', '!!.??.--', `${'x'.repeat(20_000)}.a.b`]) {
      expect(await rejection(() => decodeJwt(token))).toBe('malformed');
    }
    const notJson = `${Buffer.from('[1]').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    expect(await rejection(() => decodeJwt(notJson))).toBe('malformed');
  });

  it('refuses an HMAC keyed with the public key in any of its shapes (algorithm confusion)', async () => {
    const body = Buffer.from(JSON.stringify(claims())).toString('base64url');
    const publicKey = createPublicKey({ key: key.jwk, format: 'jwk' });
    const shapes = [
      publicKey.export({ type: 'spki', format: 'pem' }),
      publicKey.export({ type: 'pkcs1', format: 'pem' }),
      publicKey.export({ type: 'spki', format: 'der' }),
      JSON.stringify(key.jwk),
      key.jwk.n ?? '',
    ];
    for (const secret of shapes) {
      for (const [alg, hash] of [
        ['HS256', 'sha256'],
        ['HS384', 'sha384'],
        ['HS512', 'sha512'],
      ] as const) {
        const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT', kid: 'main' })).toString('base64url');
        const mac = createHmac(hash, secret).update(`${header}.${body}`).digest('base64url');
        expect(await rejection(() => verifyIdToken(`${header}.${body}.${mac}`, [key.jwk], expected))).toBe('algorithm');
      }
    }
  });

  it('refuses RSA signatures with another algorithm than RS256, and alg none in any spelling', async () => {
    const input = `${Buffer.from(JSON.stringify({ alg: 'RS512', kid: 'main' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}`;
    const rs512 = `${input}.${sign('RSA-SHA512', Buffer.from(input), key.privateKey).toString('base64url')}`;
    expect(await rejection(() => verifyIdToken(rs512, [key.jwk], expected))).toBe('algorithm');
    const body = Buffer.from(JSON.stringify(claims())).toString('base64url');
    for (const [alg, problem] of [
      ['none', 'algorithm'],
      ['None', 'algorithm'],
      ['NONE', 'algorithm'],
      ['', 'malformed'],
      [null, 'malformed'],
    ] as const) {
      const header = Buffer.from(JSON.stringify({ alg, kid: 'main' })).toString('base64url');
      expect(await rejection(() => verifyIdToken(`${header}.${body}.`, [key.jwk], expected))).toBe(problem);
    }
  });

  it('never uses a key the token brings itself (jwk, jku, x5u headers)', async () => {
    const embedded = { jwk: other.jwk, jku: 'https://evil.example/jwks', x5u: 'https://evil.example/cert' };
    expect(
      await rejection(() => verifyIdToken(signJwt(claims(), other, { kid: 'main', ...embedded }), [key.jwk], expected)),
    ).toBe('signature');
    expect(await rejection(() => verifyIdToken(signJwt(claims(), other, { ...embedded }), [key.jwk], expected))).toBe(
      'unknown_key',
    );
  });

  it('refuses malformed token strings with the token refusal, never a fault', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'main' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims())).toString('base64url');
    const malformed: unknown[] = [
      '',
      `${header}.${body}`,
      `${header}.${body}.sig.extra`,
      `${header}.${body}.a.b`,
      '%%%.***.$$$',
      `${header}.not base64!.`,
      `${Buffer.from('not json').toString('base64url')}.${body}.`,
      `${Buffer.from('[1]').toString('base64url')}.${body}.`,
      `${header}.${Buffer.from('42').toString('base64url')}.`,
      `${header}.${Buffer.from('{"iss":').toString('base64url')}.`,
      `${header}.${'x'.repeat(100_000)}.${'y'.repeat(100_000)}`,
      signJwt(claims({ padding: 'x'.repeat(20_000) }), key),
      42,
      null,
    ];
    for (const token of malformed) {
      // A well-formed header with no signature fails at the signature, before the payload is read.
      expect(['malformed', 'signature'], String(token).slice(0, 80)).toContain(
        await rejection(() => verifyIdToken(token as string, [key.jwk], expected)),
      );
    }
    expect(await rejection(() => verifyIdToken(`${header}.${body}`, [key.jwk], expected))).toBe('malformed');
    expect(await rejection(() => verifyIdToken('x'.repeat(100_000), [key.jwk], expected))).toBe('malformed');
  });

  it('refuses claims of the wrong type', async () => {
    for (const [extra, problem] of [
      [{ exp: 'tomorrow' }, 'expired'],
      [{ iat: '2030-03-01' }, 'issued_in_future'],
      [{ nbf: 'now' }, 'not_yet_valid'],
      [{ iss: ['https://id.example.test'] }, 'issuer'],
      [{ aud: { store: true } }, 'audience'],
      [{ nonce: ['n-123'] }, 'nonce'],
      [{ sub: 42 }, 'subject'],
      [{ sub: 'x'.repeat(256) }, 'subject'],
    ] as const) {
      expect(await rejection(() => verifyIdToken(signJwt(claims(extra), key), [key.jwk], expected))).toBe(problem);
    }
  });

  it('refuses a key set whose key cannot be used, as an unknown key', async () => {
    for (const broken of [
      { ...key.jwk, n: 'AQAB' },
      { ...key.jwk, kty: 'EC' },
      { ...key.jwk, alg: 'HS256' },
      { ...key.jwk, key_ops: ['encrypt'] },
    ]) {
      expect(await rejection(() => verifyIdToken(signJwt(claims(), key), [broken], expected))).toBe('unknown_key');
    }
  });
});

describe('discovery documents', () => {
  const document = (extra: Record<string, unknown> = {}) => ({
    issuer: 'https://id.example.test',
    authorization_endpoint: 'https://id.example.test/authorize',
    token_endpoint: 'https://id.example.test/token',
    jwks_uri: 'https://id.example.test/jwks',
    ...extra,
  });

  it('accepts one that names the configured issuer', () => {
    expect(parseMetadata('https://id.example.test', document()).token_endpoint).toBe('https://id.example.test/token');
  });

  it.each([
    ['another issuer', { issuer: 'https://evil.example' }],
    ['a plain-http token endpoint', { token_endpoint: 'http://id.example.test/token' }],
    ['no key set', { jwks_uri: undefined }],
    ['no RS256', { id_token_signing_alg_values_supported: ['HS256'] }],
    ['no S256 PKCE', { code_challenge_methods_supported: ['plain'] }],
  ])('refuses one with %s', (_, extra) => {
    expect(() => parseMetadata('https://id.example.test', document(extra))).toThrow(ProviderUnavailable);
  });

  it('trusts https, and plain http only on the loopback interface', () => {
    expect(isTrustedEndpoint('https://accounts.example.com')).toBe(true);
    expect(isTrustedEndpoint('http://127.0.0.1:4000/idp')).toBe(true);
    expect(isTrustedEndpoint('http://localhost:4000')).toBe(true);
    expect(isTrustedEndpoint('http://accounts.example.com')).toBe(false);
    expect(isTrustedEndpoint('https://user:pw@accounts.example.com')).toBe(false);
    expect(isTrustedEndpoint('javascript:alert(1)')).toBe(false);
    expect(isTrustedEndpoint(42)).toBe(false);
  });
});

describe('return addresses and the browser cookie', () => {
  it.each([
    ['/account/orders?page=2', '/account/orders?page=2'],
    ['/cart', '/cart'],
    ['//evil.example/x', '/account'],
    ['/\\evil.example', '/account'],
    ['https://evil.example', '/account'],
    ['javascript:alert(1)', '/account'],
    ['/account/oidc/google/callback', '/account'],
    ['/x\r\nSet-Cookie: a=b', '/account'],
    [undefined, '/account'],
  ])('safeReturnTo(%j) is %j', (value, result) => {
    expect(safeReturnTo(value)).toBe(result);
  });
});
