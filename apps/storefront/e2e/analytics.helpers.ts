import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { dbQuery } from './db';

/** One event as the shop's relay posts it (the conversion-API and ad-pixel intake shape). */
export interface CollectedEvent {
  event_id: string;
  event_name: string;
  event_source_url?: string;
  properties?: Record<string, unknown>;
  user_data?: Record<string, unknown>;
  context?: { network?: string; click_ids?: Record<string, string> };
}

/** A fake analytics collector: the relay endpoint the store setting points the adapters at. */
export interface Collector {
  server: Server;
  endpoint: string;
  events: CollectedEvent[];
  /** POSTs received so far (the relay batches the events of one task into one POST). */
  posts: () => number;
  /** The events one network (`meta`, `tiktok`) received. */
  of: (network: string) => CollectedEvent[];
  close: () => Promise<void>;
}

export function startCollector(): Promise<Collector> {
  const events: CollectedEvent[] = [];
  let posts = 0;
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      posts += 1;
      const parsed = JSON.parse(body) as { events: CollectedEvent[] };
      events.push(...parsed.events);
      res.writeHead(202, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        endpoint: `http://127.0.0.1:${port}/collect`,
        events,
        posts: () => posts,
        of: (network) => events.filter((event) => event.context?.network === network),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The store's `analytics` setting (ids of the networks, the relay's address). */
export async function setAnalyticsSetting(value: Record<string, unknown>): Promise<void> {
  await dbQuery(
    `INSERT INTO store_settings (name, value) VALUES ('analytics', $1::jsonb) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(value)],
  );
}

/** One `gtag('event', name, params)` call as it reached GA4's `dataLayer`. */
export interface Ga4Event {
  name: string;
  params: Record<string, unknown>;
  /** The page it was sent from. */
  path: string;
}

/**
 * Records every GA4 event the pages of `context` push to `window.dataLayer`,
 * across full page loads (each new document starts a new `dataLayer`). The
 * property stays undefined until the shop's GA4 adapter creates it, so "no
 * `dataLayer`" still means GA4 was never started.
 */
export async function recordGa4(context: BrowserContext): Promise<Ga4Event[]> {
  const seen: Ga4Event[] = [];
  await context.exposeFunction('__recordGa4', (json: string) => seen.push(JSON.parse(json) as Ga4Event));
  await context.addInitScript(() => {
    const record = (json: string) => (window as unknown as { __recordGa4: (json: string) => void }).__recordGa4(json);
    let layer: unknown[] | undefined;
    Object.defineProperty(window, 'dataLayer', {
      configurable: true,
      get: () => layer,
      set(value: unknown[]) {
        layer = value;
        const push = value.push.bind(value);
        value.push = (...entries: unknown[]) => {
          for (const entry of entries) {
            const args = Array.from(entry as ArrayLike<unknown>);
            if (args[0] === 'event') {
              record(JSON.stringify({ name: args[1], params: args[2] ?? {}, path: location.pathname }));
            }
          }
          return push(...entries);
        };
      },
    });
  });
  return seen;
}
