import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenID provider for the journeys, on the loopback interface:
 * discovery, JWKS, an authorization page with a tiny sign-in form (works
 * without JavaScript), and a token endpoint that checks the client secret,
 * the redirect URI and the PKCE verifier before issuing an RS256 id_token
 * with the nonce the store sent. `misbehave` makes the next tokens wrong on
 * purpose (forged signature, other nonce) for the refusal journeys.
 */
export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How the next id_tokens go wrong; `null` for correct ones. */
  misbehave: 'forged-signature' | 'wrong-nonce' | null;
  /** Authorization requests the store sent (query parameters). */
  authorizations: Record<string, string>[];
  /** Token requests (form fields) that reached the token endpoint. */
  tokenRequests: Record<string, string>[];
  /** The subject the provider uses for an e-mail address (unless the form names another account number). */
  subjectFor(email: string): string;
  close(): Promise<void>;
}

interface Grant {
  redirectUri: string;
  nonce: string;
  challenge: string;
  email: string;
  name: string;
  emailVerified: boolean;
  subject: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(payload)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), key).toString('base64url')}`;
}

export async function startLocalProvider(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<LocalProvider> {
  const clientId = options.clientId ?? 'vitrine-e2e';
  const clientSecret = options.clientSecret ?? `secret-${randomBytes(6).toString('hex')}`;
  const kid = `e2e-${randomBytes(4).toString('hex')}`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  const grants = new Map<string, Grant>();
  let issuer = '';

  const provider: LocalProvider = {
    issuer: '',
    clientId,
    clientSecret,
    misbehave: null,
    authorizations: [],
    tokenRequests: [],
    subjectFor: (email) => `local-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, {
      'Content-Type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
      'Cache-Control': 'no-store',
      ...headers,
    });
    response.end(text);
  };

  const loginPage = (params: URLSearchParams, problem = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local ID · Sign in</title>
<style>body{font:16px system-ui;max-width:22rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input[type=email],input[type=text]{width:100%;padding:.5rem}button{padding:.5rem 1rem;margin-inline-end:.5rem}</style></head>
<body><h1>Local ID</h1><p>Sign in to continue to the store.</p>${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/authorize">
${[...params].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('\n')}
<label>E-mail <input type="email" name="login_email" required autocomplete="off"></label>
<label>Name <input type="text" name="login_name" autocomplete="off"></label>
<label>Account number (optional) <input type="text" name="login_subject" autocomplete="off"></label>
<label><input type="checkbox" name="login_verified" value="yes" checked> E-mail verified</label>
<button type="submit" name="decision" value="allow">Sign in</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
</form></body></html>`;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', issuer);
      if (url.pathname === '/.well-known/openid-configuration') {
        return send(response, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic'],
          scopes_supported: ['openid', 'email', 'profile'],
          authorization_response_iss_parameter_supported: true,
        });
      }
      if (url.pathname === '/jwks') return send(response, 200, { keys: [jwk] });
      if (url.pathname === '/authorize' && request.method === 'GET') {
        const params = url.searchParams;
        provider.authorizations.push(Object.fromEntries(params));
        const problems = [
          params.get('response_type') !== 'code' && 'response_type must be code',
          params.get('client_id') !== clientId && 'unknown client',
          params.get('code_challenge_method') !== 'S256' && 'PKCE S256 required',
          !params.get('state') && 'state missing',
          !params.get('nonce') && 'nonce missing',
          !params.get('scope')?.split(' ').includes('openid') && 'openid scope missing',
        ].filter(Boolean);
        if (problems.length > 0) return send(response, 400, `<p role="alert">${problems.join(', ')}</p>`);
        const kept = new URLSearchParams();
        for (const name of ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge'])
          kept.set(name, params.get(name) ?? '');
        return send(response, 200, loginPage(kept));
      }
      if (url.pathname === '/authorize' && request.method === 'POST') {
        const form = await readBody(request);
        const back = new URL(form.get('redirect_uri') ?? '');
        back.searchParams.set('state', form.get('state') ?? '');
        back.searchParams.set('iss', issuer);
        if (form.get('decision') === 'deny') {
          back.searchParams.set('error', 'access_denied');
          return send(response, 302, '', { Location: back.toString() });
        }
        const email = (form.get('login_email') ?? '').trim();
        const code = randomBytes(18).toString('base64url');
        grants.set(code, {
          redirectUri: form.get('redirect_uri') ?? '',
          nonce: form.get('nonce') ?? '',
          challenge: form.get('code_challenge') ?? '',
          email,
          name: (form.get('login_name') ?? '').trim(),
          emailVerified: form.get('login_verified') === 'yes',
          subject: (form.get('login_subject') ?? '').trim() || provider.subjectFor(email),
        });
        back.searchParams.set('code', code);
        return send(response, 302, '', { Location: back.toString() });
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        const form = await readBody(request);
        provider.tokenRequests.push(Object.fromEntries(form));
        const basic = request.headers.authorization ?? '';
        const [id, secret] = Buffer.from(basic.replace(/^Basic /, ''), 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent);
        if (!basic.startsWith('Basic ') || id !== clientId || secret !== clientSecret)
          return send(response, 401, { error: 'invalid_client' });
        const code = form.get('code') ?? '';
        const grant = grants.get(code);
        grants.delete(code);
        if (
          !grant ||
          form.get('grant_type') !== 'authorization_code' ||
          grant.redirectUri !== form.get('redirect_uri')
        ) {
          return send(response, 400, { error: 'invalid_grant' });
        }
        if (
          createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url') !== grant.challenge
        ) {
          return send(response, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
        }
        const now = Math.floor(Date.now() / 1000);
        const [given, ...family] = grant.name.split(' ');
        const claims = {
          iss: issuer,
          aud: clientId,
          sub: grant.subject,
          iat: now,
          exp: now + 300,
          nonce: provider.misbehave === 'wrong-nonce' ? 'not-the-nonce-you-sent' : grant.nonce,
          email: grant.email,
          email_verified: grant.emailVerified,
          name: grant.name,
          given_name: given ?? '',
          family_name: family.join(' '),
        };
        const idToken = signJwt(claims, provider.misbehave === 'forged-signature' ? forger : privateKey, kid);
        return send(response, 200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
        });
      }
      return send(response, 404, { error: 'not_found' });
    })().catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.issuer = issuer;
  return provider;
}
