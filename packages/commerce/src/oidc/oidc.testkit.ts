import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { FetchLike } from './discovery';
import type { Jwk } from './jwt';

/** An RSA signing key with its public JWK. */
export interface TestKey {
  kid: string;
  privateKey: KeyObject;
  jwk: Jwk;
}

/** A fresh 2048-bit RSA key (generated locally, never leaves the test). */
export function testKey(kid = `k-${randomBytes(4).toString('hex')}`): TestKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...(publicKey.export({ format: 'jwk' }) as Jwk), kid, use: 'sig', alg: 'RS256' } };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS signed with `key` (RS256), or with the header given. */
export function signJwt(payload: Record<string, unknown>, key: TestKey, header: Record<string, unknown> = {}): string {
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header })}.${part(payload)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

/** The person who signs in at the fake provider. */
export interface TestUser {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
}

/** How the fake provider misbehaves for one sign-in. */
export interface Tampering {
  /** Claims replaced or added in the id_token. */
  claims?: Record<string, unknown>;
  /** Sign with this key instead of the published one (a forged token). */
  signWith?: TestKey;
  /** Replace the JWS header (e.g. `{ alg: 'none' }`). */
  header?: Record<string, unknown>;
  /** Flip a byte of the signature. */
  corruptSignature?: boolean;
  /** Leave e-mail claims out of the id_token and serve them from userinfo only. */
  emailOnlyInUserinfo?: boolean;
  /** Send this instead of the id_token (made from the claims and the published key). */
  idToken?: (claims: Record<string, unknown>, key: TestKey) => string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
  user: TestUser;
  tampering: Tampering;
}

/**
 * An OpenID provider that lives in a `fetch` function: discovery, JWKS, token
 * and userinfo endpoints, with real RS256 id_tokens. `authorize()` plays the
 * shopper signing in at the provider and answers with the callback query.
 */
export function fakeProvider(
  options: { issuer?: string; clientId?: string; clientSecret?: string; authMethods?: string[] } = {},
) {
  const issuer = options.issuer ?? 'https://id.example.test';
  const clientId = options.clientId ?? 'vitrine-store';
  const clientSecret = options.clientSecret ?? 's3cret';
  let key = testKey();
  const published: TestKey[] = [key];
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, TestUser>();
  const requests: { url: string; method: string; headers: Headers; body: string }[] = [];
  let now = () => new Date();
  let discoveryOverride: Record<string, unknown> = {};

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const fetch: FetchLike = async (input, init = {}) => {
    const url = new URL(input);
    const body = typeof init.body === 'string' || init.body instanceof URLSearchParams ? init.body.toString() : '';
    const headers = new Headers(init.headers);
    requests.push({ url: input, method: init.method ?? 'GET', headers, body });
    if (url.origin !== new URL(issuer).origin) throw new TypeError(`fetch failed: ${input}`);
    switch (url.pathname) {
      case '/.well-known/openid-configuration':
        return json({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          userinfo_endpoint: `${issuer}/userinfo`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: options.authMethods ?? ['client_secret_basic', 'client_secret_post'],
          ...discoveryOverride,
        });
      case '/jwks':
        return json({ keys: published.map((published) => published.jwk) });
      case '/token': {
        const form = new URLSearchParams(body);
        const basic = headers.get('Authorization');
        const [id, secret] = basic?.startsWith('Basic ')
          ? Buffer.from(basic.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
          : [form.get('client_id'), form.get('client_secret')];
        if (id !== clientId || secret !== clientSecret) return json({ error: 'invalid_client' }, 401);
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!issued || issued.redirectUri !== form.get('redirect_uri')) return json({ error: 'invalid_grant' }, 400);
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) {
          return json({ error: 'invalid_grant', error_description: 'PKCE verification failed' }, 400);
        }
        const seconds = Math.floor(now().getTime() / 1000);
        const { user, tampering } = issued;
        const claims: Record<string, unknown> = {
          iss: issuer,
          aud: clientId,
          sub: user.sub,
          iat: seconds,
          exp: seconds + 300,
          nonce: issued.nonce,
          ...(tampering.emailOnlyInUserinfo
            ? {}
            : {
                email: user.email,
                email_verified: user.email_verified,
                name: user.name,
                given_name: user.given_name,
                family_name: user.family_name,
              }),
          ...tampering.claims,
        };
        let idToken = tampering.idToken
          ? tampering.idToken(claims, key)
          : signJwt(claims, tampering.signWith ?? key, tampering.header);
        if (tampering.corruptSignature) {
          const signature = Buffer.from(idToken.split('.')[2] ?? '', 'base64url');
          signature[10] = (signature[10] ?? 0) ^ 0xff;
          idToken = `${idToken.split('.').slice(0, 2).join('.')}.${signature.toString('base64url')}`;
        }
        const accessToken = randomBytes(16).toString('hex');
        accessTokens.set(accessToken, user);
        return json({ access_token: accessToken, token_type: 'Bearer', expires_in: 300, id_token: idToken });
      }
      case '/userinfo': {
        const user = accessTokens.get((headers.get('Authorization') ?? '').replace(/^Bearer /, ''));
        return user ? json(user) : json({ error: 'invalid_token' }, 401);
      }
      default:
        return json({ error: 'not_found' }, 404);
    }
  };

  return {
    issuer,
    clientId,
    clientSecret,
    fetch,
    requests,
    /** The provider settings the merchant would save. */
    settings(slug = 'idp', extra: Record<string, unknown> = {}) {
      return { slug, display_name: 'Example ID', issuer, client_id: clientId, client_secret: clientSecret, ...extra };
    },
    setClock(clock: () => Date) {
      now = clock;
    },
    overrideDiscovery(fields: Record<string, unknown>) {
      discoveryOverride = fields;
    },
    /** Publishes a new key and signs with it from now on (the old one stays published only if `keepOld`). */
    rotateKey(keepOld = true) {
      key = testKey();
      if (!keepOld) published.length = 0;
      published.push(key);
      return key;
    },
    /** The shopper signs in at the authorization address; returns the query the provider sends back. */
    authorize(authorizationUrl: string, user: TestUser, tampering: Tampering = {}): Record<string, string> {
      const url = new URL(authorizationUrl);
      const params = url.searchParams;
      if (`${url.origin}${url.pathname}` !== `${issuer}/authorize`)
        throw new Error(`not this provider: ${authorizationUrl}`);
      if (params.get('response_type') !== 'code' || params.get('client_id') !== clientId)
        throw new Error('bad authorization request');
      if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge'))
        throw new Error('PKCE missing');
      if (!params.get('scope')?.split(' ').includes('openid')) throw new Error('openid scope missing');
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        clientId,
        redirectUri: params.get('redirect_uri') ?? '',
        nonce: params.get('nonce') ?? '',
        challenge: params.get('code_challenge') ?? '',
        user,
        tampering,
      });
      return { code, state: params.get('state') ?? '' };
    },
  };
}
