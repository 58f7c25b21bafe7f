import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { toImage } from '../catalog/catalog.mappers';
import type { Db } from '../db/db.types';
import { CommerceError } from '../errors';
import type { incentivesSchema, lastSalesSchema, popupsSchema, visitorsSchema } from '@vitrine/headless/contract';

type Sale = z.infer<typeof lastSalesSchema>['sales'][number];

/** Shown before the shop has real orders: a first-name initial, a city and how long ago. */
const DEMO_BUYERS: ReadonlyArray<{ name: string; city: string; minutesAgo: number }> = [
  { name: 'S.', city: 'Bristol', minutesAgo: 12 },
  { name: 'M.', city: 'Portland', minutesAgo: 47 },
  { name: 'A.', city: 'Toronto', minutesAgo: 95 },
  { name: 'J.', city: 'Melbourne', minutesAgo: 180 },
  { name: 'L.', city: 'Edinburgh', minutesAgo: 260 },
  { name: 'K.', city: 'Austin', minutesAgo: 410 },
  { name: 'E.', city: 'Utrecht', minutesAgo: 600 },
  { name: 'R.', city: 'Wellington', minutesAgo: 840 },
];

/** "Sarah" → "S."; nothing usable → "A customer". Never more than the initial leaves the server. */
export function initialOf(firstName: unknown): string {
  const letter = typeof firstName === 'string' ? firstName.trim().match(/\p{L}/u)?.[0] : undefined;
  return letter ? `${letter.toUpperCase()}.` : 'A customer';
}

/** The longest city the feed repeats, and its most words ("Saint-Jean-de-Luz", "Rio de Janeiro"). */
const FEED_CITY_MAX_LENGTH = 30;
const FEED_CITY_MAX_WORDS = 3;
/** Letters, then letters, spaces, dots, apostrophes and hyphens: no digits, links, '@' or punctuation. */
const FEED_CITY = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/**
 * The shopper's city as the feed may repeat it to every visitor: a plausible
 * place name, else null (the sale stays out of the feed). The city is typed by
 * the shopper, so text such as a web address or a message never shows.
 *
 * @example feedCity(' Lyon ') // 'Lyon'; feedCity('visit evil.example') // null
 */
export function feedCity(city: unknown): string | null {
  if (typeof city !== 'string') return null;
  const trimmed = city.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > FEED_CITY_MAX_LENGTH) return null;
  if (trimmed.split(' ').length > FEED_CITY_MAX_WORDS || !FEED_CITY.test(trimmed)) return null;
  // A dot only ends an abbreviation ("St. Louis"): "evil.example" is a host, not a town.
  if (/\.\S/.test(trimmed)) return null;
  return trimmed;
}

/** Rows read per sale shown: sales whose city the feed can not repeat are skipped. */
const FEED_OVERFETCH = 3;

interface SaleRow {
  placed_at: Date | string;
  first_name: string | null;
  city: string | null;
  product_id: number | null;
  product_title: string;
  handle: string | null;
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
}

function imageOf(row: Pick<SaleRow, 'url' | 'alt' | 'width' | 'height'>) {
  return row.url === null
    ? null
    : toImage({ url: row.url, alt: row.alt ?? '', width: row.width ?? 1, height: row.height ?? 1 });
}

/**
 * `GET /last-sales`: the latest paid orders for social proof, anonymised to a
 * first-name initial and a city (`feedCity`); the shop's demo entries while it
 * has none. An order waiting for its money (cash on delivery, bank transfer),
 * refunded, failed or cancelled never shows: anyone can place an unpaid order.
 */
export async function lastSales(db: Db, limit: number, now: Date): Promise<{ sales: Sale[] }> {
  const rows = await db.query<SaleRow>(
    `SELECT o.placed_at, o.shipping_address->>'first_name' AS first_name, o.shipping_address->>'city' AS city,
            p.id AS product_id, l.product_title, p.handle, img.url, img.alt, img.width, img.height
     FROM orders o
     JOIN LATERAL (SELECT * FROM order_lines ol WHERE ol.order_id = o.id ORDER BY ol.position, ol.id LIMIT 1) l ON true
     LEFT JOIN variants v ON v.id = l.variant_id
     LEFT JOIN products p ON p.id = v.product_id
     LEFT JOIN LATERAL (SELECT i.url, i.alt, i.width, i.height FROM product_images i
                        WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) img ON true
     WHERE o.status = 'open' AND o.payment_status = 'paid'
     ORDER BY o.placed_at DESC, o.id DESC LIMIT $1`,
    [limit * FEED_OVERFETCH],
  );
  const shown = rows
    .map((row) => ({ row, city: feedCity(row.city) }))
    .filter((entry): entry is { row: SaleRow; city: string } => entry.city !== null)
    .slice(0, limit);
  if (shown.length > 0) {
    return {
      sales: shown.map(({ row, city }) => ({
        name: initialOf(row.first_name),
        city,
        product_id: row.product_id,
        product_title: row.product_title,
        url: row.handle ? `/products/${row.handle}` : null,
        image: imageOf(row),
        purchased_at: new Date(row.placed_at).toISOString(),
        demo: false,
      })),
    };
  }
  const products = await db.query<Omit<SaleRow, 'placed_at' | 'first_name' | 'city'>>(
    `SELECT p.id AS product_id, p.title AS product_title, p.handle, img.url, img.alt, img.width, img.height
     FROM products p
     LEFT JOIN LATERAL (SELECT i.url, i.alt, i.width, i.height FROM product_images i
                        WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) img ON true
     WHERE EXISTS (SELECT 1 FROM variants v JOIN inventory_levels i ON i.variant_id = v.id WHERE v.product_id = p.id AND i.on_hand > 0)
     ORDER BY p.position, p.id LIMIT $1`,
    [Math.min(limit, DEMO_BUYERS.length)],
  );
  return {
    sales: products.map((product, index) => {
      const buyer = DEMO_BUYERS[index] ?? DEMO_BUYERS[0]!;
      return {
        name: buyer.name,
        city: buyer.city,
        product_id: product.product_id,
        product_title: product.product_title,
        url: product.handle ? `/products/${product.handle}` : null,
        image: imageOf(product),
        purchased_at: new Date(now.getTime() - buyer.minutesAgo * 60_000).toISOString(),
        demo: true,
      };
    }),
  };
}

/** Live viewers change every this many milliseconds (the same number for everyone in that window). */
export const VISITOR_WINDOW_MS = 5 * 60_000;
export const MIN_VISITORS = 3;
export const MAX_VISITORS = 28;

/**
 * `GET /visitors_counter`: a plausible live-viewers count, the same for every
 * shopper within a five-minute window (a hash of product and window), so it
 * does not jump on reload. 404 for an unknown product.
 */
export async function visitorsCounter(db: Db, productId: number, now: Date): Promise<z.infer<typeof visitorsSchema>> {
  const [product] = await db.query<{ id: number }>('SELECT id FROM products WHERE id = $1', [productId]);
  if (!product) {
    throw new CommerceError({ status: 404, code: 'NOT_FOUND', message: 'Not Found', field: 'product_id' });
  }
  const window = Math.floor(now.getTime() / VISITOR_WINDOW_MS);
  const digest = createHash('sha256').update(`${productId}:${window}`).digest();
  const count = MIN_VISITORS + (digest.readUInt32BE(0) % (MAX_VISITORS - MIN_VISITORS + 1));
  return { product_id: productId, count };
}

/** `GET /popups`: the active popups the shop set up, in order. */
export async function popups(db: Db): Promise<z.infer<typeof popupsSchema>> {
  const rows = await db.query<z.infer<typeof popupsSchema>['popups'][number]>(
    `SELECT id, kind, title, body, cta_label, cta_url, trigger, delay_seconds, show_once
     FROM popups WHERE active ORDER BY position, id`,
  );
  return { popups: rows };
}

/** `GET /incentives`: the active incentives (free shipping over …, gifts, returns), thresholds in minor units. */
export async function incentives(db: Db, currency: string): Promise<z.infer<typeof incentivesSchema>> {
  const rows = await db.query<Omit<z.infer<typeof incentivesSchema>['incentives'][number], 'currency'>>(
    'SELECT id, kind, title, message, threshold FROM incentives WHERE active ORDER BY position, id',
  );
  return { incentives: rows.map((row) => ({ ...row, currency })) };
}
