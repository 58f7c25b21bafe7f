import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  commerceOptionsFromEnv,
  createCommerce,
  withQueryStats,
  type Commerce,
  type QueryStats,
} from '@vitrine/commerce';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import express from 'express';
import { createRequestHandler } from 'react-router';
import * as serverBuild from 'virtual:react-router/server-build';
import { badCartCookie } from './cart-cookie-guard';
import { assertThemeInstalled, INSTALLED_THEME_NAMES } from '../app/site/site-themes.server';
import { mediaHandler } from './media';
import { refusalPage } from './refusal-page';
import { bodyLimitFor, checkBody, checkUrl, isRawUpload, readBody, RequestRefused } from './request-guard';
import {
  mediaOrigins,
  secureCookie,
  securityHeaders,
  wantsSecureCookies,
  type SecurityContext,
} from './security-headers';

declare module 'react-router' {
  interface AppLoadContext {
    commerce: Commerce;
    /** The shopper's address, for rate limits (behind a proxy, Express's `trust proxy` decides). */
    clientIp: string | undefined;
    /** This answer's Content-Security-Policy nonce: every inline script the page renders carries it. */
    cspNonce: string;
  }
}

/**
 * Where the embedded database and generated media live. The start script sets
 * VITRINE_DATA_DIR to the repository's `.data/`; a real PostgreSQL server is used
 * instead of the embedded one when DATABASE_URL is set.
 */
const dataDir = path.resolve(process.env.VITRINE_DATA_DIR ?? '.data');

let commercePromise: Promise<Commerce> | undefined;

/** Opens the store once per process: migrations and the demo catalog run here, not per request. */
export function ready(): Promise<Commerce> {
  commercePromise ??= Promise.resolve()
    .then(() => {
      // The engine's configuration from the environment (mail, files, money, setting fallbacks; see
      // `commerceOptionsFromEnv`); a bad value stops the start here. The themes are the ones this build has.
      const config = commerceOptionsFromEnv(process.env);
      return createCommerce({
        ...config,
        settings: { ...config.settings, installedThemes: INSTALLED_THEME_NAMES },
        dataDir,
        databaseUrl: process.env.DATABASE_URL || undefined,
        seed: true,
      });
    })
    .then(async (commerce) => {
      // A theme that is not installed stops the start with the reason, rather than serving another theme.
      const settings = await commerce.settings.read();
      assertThemeInstalled({ setting: settings.theme.name, env: process.env.VITRINE_THEME });
      startHousekeeping(commerce);
      // The search index reads the catalogue now, in the background: the first search finds it ready (or waits
      // only for the rest of the reading; suggestions never wait for it).
      commerce.discovery.search.warm().catch((error: unknown) => console.error('search index', error));
      return commerce;
    });
  return commercePromise;
}

/**
 * Writes a copy of the running store's embedded database to
 * `<data folder>/backups/vitrine-<time>.tar.gz` and returns its path. The
 * folder belongs to this process alone (a second opener is refused), so a
 * backup of a running store is taken here; `pnpm backup` asks the running
 * server for one (SIGUSR2).
 */
export async function writeBackup(): Promise<string> {
  const commerce = await ready();
  const folder = path.join(dataDir, 'backups');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `vitrine-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const copy = await commerce.backup();
  // Written under a temporary name first, so a half-written file never looks like a backup.
  await writeFile(`${file}.partial`, Buffer.from(await copy.arrayBuffer()));
  await rename(`${file}.partial`, file);
  return file;
}

/** How often queued e-mails are sent and unpaid orders past their deadline are cancelled (stock released). */
const HOUSEKEEPING_INTERVAL_MS = 30_000;
/** How often what the store no longer needs is deleted (`commerce.housekeeping.prune`, search change notes every server read): at start, then hourly. */
const PRUNE_EVERY_TICKS = (60 * 60 * 1000) / HOUSEKEEPING_INTERVAL_MS;

let housekeeping: ReturnType<typeof setInterval> | undefined;

function startHousekeeping(commerce: Commerce) {
  const prune = () =>
    Promise.all([commerce.housekeeping.prune(), commerce.discovery.search.pruneChanges()]).catch((error: unknown) =>
      console.error('housekeeping', error),
    );
  void prune();
  let ticks = 0;
  const timer = setInterval(() => {
    commerce.accounts.mail.deliver().catch((error: unknown) => console.error('mail delivery', error));
    commerce.orders.cancelExpiredOrders().catch((error: unknown) => console.error('order timeout', error));
    ticks += 1;
    if (ticks % PRUNE_EVERY_TICKS === 0) void prune();
  }, HOUSEKEEPING_INTERVAL_MS);
  // The timer must not keep a finished process (tests, scripts) alive.
  timer.unref();
  housekeeping = timer;
}

/**
 * Closes the store: stops housekeeping and closes the database (the embedded
 * one writes its last pages and frees its folder). Called by the server once
 * the in-flight requests are answered.
 */
export async function close(): Promise<void> {
  clearInterval(housekeeping);
  if (commercePromise === undefined) return;
  const commerce = await commercePromise;
  await commerce.close();
}

export const app = express();
app.disable('x-powered-by');
// Each request is its own scope in the engine: its statements are counted (the `Server-Timing` header), and a
// read request (GET, HEAD) reads what several loaders ask for (the cart, the settings) once.
app.use((req, res, next) => {
  const queries: QueryStats = { count: 0, durationMs: 0 };
  res.locals.queries = queries;
  withQueryStats(queries, () => next(), { readOnly: req.method === 'GET' || req.method === 'HEAD' });
});
// Behind a load balancer or CDN, TRUST_PROXY names the proxies whose X-Forwarded-For and X-Forwarded-Proto are
// believed (Express's `trust proxy`: `loopback`, a subnet list, or a hop count), so rate limits see shoppers, not
// the proxy, and HSTS is sent for https. Unset (the default), no proxy is trusted: the socket's address is the
// client, and no client can pick its own address by sending X-Forwarded-For.
if (process.env.TRUST_PROXY) {
  const hops = Number(process.env.TRUST_PROXY);
  app.set('trust proxy', Number.isInteger(hops) ? hops : process.env.TRUST_PROXY);
} else {
  let isWarned = false;
  app.use((req, _res, next) => {
    if (!isWarned && req.headers['x-forwarded-for']) {
      isWarned = true;
      console.warn(
        'Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every shopper shares the ' +
          "proxy's address in rate limits, and HSTS is not sent. Set TRUST_PROXY to the proxy (see docs/RELIABILITY.md).",
      );
    }
    next();
  });
}

// Security headers on every answer (pages, API, media): CSP with a nonce per answer, frame and sniffing
// protection, HSTS over TLS. The CSP allows the analytics networks the store configured, read per page.
app.use(
  securityHeaders({
    readAnalytics: async () => (await (await ready()).settings.read()).analytics,
    mediaOrigins: mediaOrigins(process.env.VITRINE_MEDIA_ORIGINS),
    isDevelopment: process.env.NODE_ENV === 'development',
  }),
);

app.get('/media/:file', async (req, res, next) => {
  const commerce = await ready();
  return mediaHandler(commerce.mediaDir)(req, res, next);
});

// The build is imported once: handed a function instead, React Router would rebuild its handler (and sort every
// route) on each request.
const handleRequest = createRequestHandler(serverBuild, process.env.NODE_ENV);

/**
 * React Router behind the request guard: the URL and the body (read once, up to
 * the route's limit) are checked before any loader or action sees them, and a
 * refusal is the API's JSON error, or a short page for a page address.
 */
app.use(async (req: express.Request, res: express.Response, next: express.NextFunction) => {
  try {
    const replacedCookie = badCartCookie(req.headers.cookie);
    if (replacedCookie)
      res.append('Set-Cookie', wantsSecureCookies(req) ? secureCookie(replacedCookie) : replacedCookie);
    checkUrl(req.originalUrl);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    // An upload streams on to the engine, which stops reading at the size its link was signed for
    // (far below the guard's file limit); every other body is read once here and checked.
    const streamed = hasBody && isRawUpload(req.method, req.path);
    const body = hasBody && !streamed ? await readBody(req, bodyLimitFor(req.method, req.path)) : undefined;
    if (body) await checkBody(req.method, req.path, req.get('Content-Type') ?? '', body);
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const request = new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
      method: req.method,
      headers: requestHeaders(req),
      signal: controller.signal,
      ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
      ...(streamed ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
    } as RequestInit);
    const { nonce } = res.locals.security as SecurityContext;
    const commerce = await ready();
    const queries = res.locals.queries as QueryStats;
    const response = await handleRequest(request, { commerce, clientIp: req.ip, cspNonce: nonce });
    // What the database cost this answer (its loaders or action): shown in the browser's network panel,
    // read by the benchmark and by the tests that hold each page to a ceiling of statements.
    res.setHeader('Server-Timing', `db;dur=${queries.durationMs.toFixed(1)};desc="${queries.count} queries"`);
    await sendResponse(req, res, response);
  } catch (error) {
    if (error instanceof RequestRefused) return refuse(req, res, error);
    next(error);
  }
});

function requestHeaders(req: express.Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * Writes React Router's answer. Over TLS (or behind a proxy that says so) every
 * cookie it sets is `Secure`, whatever the route built it with.
 */
async function sendResponse(req: express.Request, res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  const isSecure = wantsSecureCookies(req);
  for (const [name, value] of response.headers) {
    // Each cookie is its own header; any other header of the route replaces the server's default (Referrer-Policy …).
    if (name.toLowerCase() === 'set-cookie') res.append(name, isSecure ? secureCookie(value) : value);
    else res.setHeader(name, value);
  }
  if (!response.body) {
    res.end();
    return;
  }
  await writeReadableStreamToWritable(response.body, res);
}

/**
 * How long a refusal waits for the rest of a body it will not read. A sender that writes its whole body
 * before reading (fetch, most HTTP clients) and is still writing when the connection closes gets a reset
 * (EPIPE) instead of the answer; the rest is read and dropped first, as web servers' lingering close does.
 */
const REFUSAL_LINGER_MS = 2_000;

/** Reads and drops what is left of the request's body, until it ends or for `ms` at most. */
function dropRestOfBody(req: express.Request, ms: number): Promise<void> {
  if (req.complete || req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    const finish = () => {
      clearTimeout(timer);
      done();
    };
    req.once('end', finish);
    req.once('error', finish);
    req.once('close', finish);
    req.resume();
  });
}

/**
 * The guard's refusal: JSON on the API, a short page elsewhere; the connection closes. The body's rest
 * is dropped first (at most {@link REFUSAL_LINGER_MS}), so the sender reads the refusal.
 */
async function refuse(req: express.Request, res: express.Response, refusal: RequestRefused) {
  await dropRestOfBody(req, REFUSAL_LINGER_MS);
  if (res.destroyed || res.writableEnded) return;
  res.status(refusal.status).set({ Connection: 'close', 'Cache-Control': 'no-store' });
  if (req.path.startsWith('/api/')) {
    res.json({ status: refusal.status, code: refusal.code, message: refusal.message, field: refusal.field });
    return;
  }
  res.type('html').send(refusalPage(refusal));
}
