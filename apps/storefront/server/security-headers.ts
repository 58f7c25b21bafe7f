import { randomBytes } from 'node:crypto';
import type { AnalyticsSetting } from '@vitrine/commerce';
import type express from 'express';
import helmet from 'helmet';

/** Where each analytics network's script loads from and where it sends its hits (its published CSP guidance). */
const NETWORK_SOURCES = {
  ga4_measurement_id: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  meta_pixel_id: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
  tiktok_pixel_id: {
    script: ['https://analytics.tiktok.com'],
    connect: ['https://analytics.tiktok.com'],
    img: ['https://analytics.tiktok.com'],
  },
  pinterest_tag_id: {
    script: ['https://s.pinimg.com'],
    connect: ['https://ct.pinterest.com'],
    img: ['https://ct.pinterest.com'],
  },
} as const;

/** Hosts a page may use beyond its own origin, per kind of request. */
export interface ExtraSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The hosts of the analytics networks the store has configured (an id set),
 * and the origin of its relay endpoint when that is on another host. A
 * network without an id adds nothing.
 *
 * @example analyticsSources({ ...EMPTY_ANALYTICS, meta_pixel_id: '123' }).script // ['https://connect.facebook.net']
 */
export function analyticsSources(setting: AnalyticsSetting): ExtraSources {
  const sources: ExtraSources = { script: [], connect: [], img: [] };
  for (const [id, hosts] of Object.entries(NETWORK_SOURCES)) {
    if (!setting[id as keyof typeof NETWORK_SOURCES]) continue;
    sources.script.push(...hosts.script);
    sources.connect.push(...hosts.connect);
    sources.img.push(...hosts.img);
  }
  if (setting.relay_endpoint && /^https?:\/\//.test(setting.relay_endpoint)) {
    sources.connect.push(new URL(setting.relay_endpoint).origin);
  }
  return { script: unique(sources.script), connect: unique(sources.connect), img: unique(sources.img) };
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Origins of the store's pictures besides its own (`/media`): a CDN or bucket
 * its product pictures are served from, `VITRINE_MEDIA_ORIGINS` (origins
 * separated by spaces or commas). Anything that is not an http(s) origin is ignored.
 */
export function mediaOrigins(env: string | undefined): string[] {
  return unique(
    (env ?? '')
      .split(/[\s,]+/)
      .filter((value) => /^https?:\/\/[^/\s]+\/?$/.test(value))
      .map((value) => new URL(value).origin),
  );
}

/** Whether the request reached the shop over TLS as Express sees it: its own socket, or X-Forwarded-Proto from a trusted proxy. */
export function isTrustedTls(req: express.Request): boolean {
  return req.secure;
}

/**
 * Whether cookies set by this answer should be `Secure`: the request came over
 * TLS, or any proxy says it did (`X-Forwarded-Proto: https`), trusted or not.
 * A false claim only makes the claimant's own cookies https-only, so believing
 * it is safe; cookies stay plain on http://localhost.
 */
export function wantsSecureCookies(req: express.Request): boolean {
  const forwarded = req.get('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  return req.secure || forwarded === 'https';
}

/** A `Set-Cookie` value with `Secure` added when it has none. */
export function secureCookie(value: string): string {
  return /;\s*secure\s*(;|$)/i.test(value) ? value : `${value}; Secure`;
}

/** One year, without subdomains: the shop's host only (the merchant's other hosts are theirs to decide). */
export const HSTS_VALUE = 'max-age=31536000';

/** Powerful browser features the shop never uses are off; payments may use the Payment Request API here only. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), xr-spatial-tracking=()';

/** What the headers of one answer depend on. */
export interface SecurityContext {
  /** This answer's script nonce. */
  nonce: string;
  /** Hosts of the configured analytics networks (pages only). */
  analytics: ExtraSources;
  media: string[];
  isTls: boolean;
}

/** A fresh nonce for one answer: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy directives of one answer. Scripts run only from
 * the shop's origin, with this answer's nonce (React Router's inline scripts)
 * or from a configured analytics network; inline event handlers never.
 * Styles allow inline style attributes (server-rendered `style=`). No page can
 * be framed by another site.
 */
export function cspDirectives(context: SecurityContext): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${context.nonce}'`, ...context.analytics.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...context.media, ...context.analytics.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...context.analytics.connect],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(context.isTls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The `Content-Security-Policy` header value of `cspDirectives`. */
export function cspHeader(context: SecurityContext): string {
  return Object.entries(cspDirectives(context))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Helmet with the shop's choices: X-Frame-Options DENY, nosniff,
 * Referrer-Policy strict-origin-when-cross-origin, a cross-origin opener
 * policy that keeps the share pop-up's handle, and pictures others may embed
 * (e-mails). The CSP (per answer, with its nonce), HSTS (TLS only) and
 * Permissions-Policy are set by `securityHeaders`.
 */
const withHelmet = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/**
 * The security headers of every answer of the app (pages, API, media): a fresh
 * nonce in `res.locals.security` for React Router's scripts, the CSP with the
 * analytics hosts the store configured (`readAnalytics`, read for pages only),
 * HSTS when the request came over TLS as Express trusts it (`TRUST_PROXY`).
 */
export function securityHeaders(options: {
  readAnalytics: () => Promise<AnalyticsSetting>;
  mediaOrigins: string[];
  isDevelopment: boolean;
}): express.RequestHandler {
  const none: ExtraSources = { script: [], connect: [], img: [] };
  return (req, res, next) => {
    const isPage = !req.path.startsWith('/api/') && !req.path.startsWith('/media/');
    const analytics = isPage ? options.readAnalytics().then(analyticsSources) : Promise.resolve(none);
    analytics.then(
      (sources) => {
        const security: SecurityContext = {
          nonce: newNonce(),
          analytics: sources,
          media: options.mediaOrigins,
          isTls: isTrustedTls(req),
        };
        res.locals.security = security;
        res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
        // In development Vite injects scripts of its own (hot reload): no policy there.
        if (!options.isDevelopment) res.setHeader('Content-Security-Policy', cspHeader(security));
        if (security.isTls) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
        withHelmet(req, res, next);
      },
      (error: unknown) => next(error),
    );
  };
}
