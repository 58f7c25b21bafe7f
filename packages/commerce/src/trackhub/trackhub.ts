import { trackhubQuerySchema, type TrackhubCarrier, type TrackhubLookup } from '@vitrine/headless/contract';
import type { Db } from '../db/db.types';
import { kyselyFor } from '../db/kysely';
import { CommerceError, parseInput } from '../errors';
import { trackOrder } from '../orders/orders.lookup';
import { detectCarrier } from './carrier-detection';

/** The tracking hub: the store's carriers, and what a tracking number tells. */
export interface TrackhubService {
  /** GET /trackhub: the carriers the store ships with, in the merchant's order. */
  carriers(): Promise<{ carriers: TrackhubCarrier[] }>;
  /** GET /trackhub?tracking_number= (see `lookupTrackingNumber`). */
  lookup(query: unknown): Promise<TrackhubLookup>;
}

async function listCarriers(db: Db): Promise<TrackhubCarrier[]> {
  return kyselyFor(db)
    .selectFrom('shipping_carriers')
    .select(['code', 'name', 'tracking_url_template'])
    .orderBy('position')
    .orderBy('code')
    .execute();
}

/** The carrier's public page for the number; the number is URL-encoded, though the 5–50 letters and digits need none. */
export function trackingUrl(carrier: TrackhubCarrier, number: string): string {
  return carrier.tracking_url_template.replaceAll('{tracking_number}', encodeURIComponent(number));
}

/**
 * A tracking number (5–50 letters and digits, else 422; letter case ignored):
 * the carrier recognised from its shape and that carrier's tracking page
 * (both null for a shape no carrier of the store uses), and, when one of this
 * store's orders ships under it, that order's status and progress stages from
 * order tracking. A number of no order is still a 200 with `order: null`.
 */
export async function lookupTrackingNumber(db: Db, query: unknown): Promise<TrackhubLookup> {
  const { tracking_number: number } = parseInput(trackhubQuerySchema, query);
  if (number === undefined) {
    throw new CommerceError({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Enter a valid tracking number',
      field: 'tracking_number',
    });
  }
  const code = detectCarrier(number);
  const carrier = code ? ((await listCarriers(db)).find((c) => c.code === code) ?? null) : null;
  const tracking = await trackOrder(db, { tracking_number: number }).catch((error: unknown) => {
    if (error instanceof CommerceError && error.status === 404) return null;
    throw error;
  });
  return {
    tracking_number: number,
    carrier,
    tracking_url: carrier ? trackingUrl(carrier, number) : null,
    order: tracking
      ? {
          number: tracking.number,
          tracking_status: tracking.tracking_status,
          payment_status: tracking.payment_status,
          fulfillment_status: tracking.fulfillment_status,
          stages: tracking.stages,
        }
      : null,
  };
}

/** The tracking hub over a database. */
export function createTrackhub(db: Db): TrackhubService {
  return {
    carriers: async () => ({ carriers: await listCarriers(db) }),
    lookup: (query) => lookupTrackingNumber(db, query),
  };
}
