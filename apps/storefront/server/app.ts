import path from 'node:path';
import { createCommerce, createStoreSettings, type Commerce } from '@vitrine/commerce';
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import 'react-router';
import { mediaHandler } from './media';
import { assertThemeInstalled } from '../app/site/site-themes.server';

declare module 'react-router' {
  interface AppLoadContext {
    commerce: Commerce;
    /** The shopper's address, for rate limits (behind a proxy, Express's `trust proxy` decides). */
    clientIp: string | undefined;
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
  commercePromise ??= createCommerce({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    seed: true,
  }).then(async (commerce) => {
    // A theme that is not installed stops the start with the reason, rather than serving another theme.
    const settings = await createStoreSettings(commerce.db).read();
    assertThemeInstalled({ setting: settings.theme.name, env: process.env.VITRINE_THEME });
    startHousekeeping(commerce);
    return commerce;
  });
  return commercePromise;
}

/** How often queued e-mails are sent and unpaid orders past their deadline are cancelled (stock released). */
const HOUSEKEEPING_INTERVAL_MS = 30_000;

function startHousekeeping(commerce: Commerce) {
  const timer = setInterval(() => {
    commerce.accounts.mail.deliver().catch((error: unknown) => console.error('mail delivery', error));
    commerce.orders.cancelExpiredOrders().catch((error: unknown) => console.error('order timeout', error));
  }, HOUSEKEEPING_INTERVAL_MS);
  // The timer must not keep a finished process (tests, scripts) alive.
  timer.unref();
}

export const app = express();
app.disable('x-powered-by');
// Behind a load balancer or CDN, TRUST_PROXY names the proxies whose X-Forwarded-For is believed
// (Express's `trust proxy`: `loopback`, a subnet list, or a hop count), so rate limits see shoppers, not the proxy.
if (process.env.TRUST_PROXY) {
  const hops = Number(process.env.TRUST_PROXY);
  app.set('trust proxy', Number.isInteger(hops) ? hops : process.env.TRUST_PROXY);
}

app.get('/media/:file', async (req, res, next) => {
  const commerce = await ready();
  return mediaHandler(commerce.mediaDir)(req, res, next);
});

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    async getLoadContext(req) {
      return { commerce: await ready(), clientIp: req.ip };
    },
  }),
);
